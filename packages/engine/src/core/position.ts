// A position to study, built from a description in card notation (tests, puzzles, the AI's benchmarks): the one way
// to make a GameState other than by playing, so that nothing outside the engine builds one by hand.
//
// Every card of the deck (108, or 162 for six players) ends up in exactly one place: the named cards where they are named, the others (in the
// shuffled order of `newGame({ seed })`) filling the birimbakia, the hands up to `handSizes`, then the stock (up
// to `stockSize`, else all of them) and, when `stockSize` leaves some over, the bottom of the discard pile.
// The result is checked with `validateGameState`, so an impossible position throws.

import { type Card, cardCode, cardInDecks, formatCards, idsOfCode, parseCards } from '../vocabulary/cards.js';
import { ArgumentError, isEngineError, quoteInput } from '../vocabulary/errors.js';
import { checkMeld } from './meld-rules.js';
import type { Players, RuleSet, Seat, Team } from '../vocabulary/rules.js';
import { BIRIMBAKI_SIZE, birimbakiaFor, decksFor, deckSizeFor, stockAfterDeal } from '../vocabulary/facts.js';
import { perTeam, seatsOf } from '../vocabulary/seats.js';
import { type GameState, type Meld, type Phase, meldFromCheck, newGame } from './state.js';
import { validateGameState } from './validate.js';

/** A meld of a position. */
export interface MeldSpec {
  /** Its team: 0 (seats 0, 2) or 1 (seats 1, 3) of four players; 0..2 of six. */
  readonly team: Team;
  /** Notation, e.g. `'3H 4H 5H'`. */
  readonly cards: string;
}

/** A position in card notation (see `buildPosition`). */
export interface PositionSpec {
  /** The seed of the deal the unnamed cards come from (default 1). */
  readonly seed?: number | string;
  /** The rule set (defaults: rules.md). */
  readonly rules?: Partial<RuleSet>;
  /** The named cards of each seat's hand (notation; `''` for none), one per seat of the rules' table. */
  readonly hands?: readonly string[];
  /** Fill hands with unnamed cards up to these sizes (default: just the named cards). */
  readonly handSizes?: readonly (number | undefined)[];
  /** Discard pile, bottom first: the last card is the top. */
  readonly pile?: string;
  /** Melds on the table, in order (ids 1, 2, …). */
  readonly melds?: readonly MeldSpec[];
  /** Named cards on top of the stock, bottom first: the last card is the top (the next one drawn). */
  readonly stock?: string;
  /** Total stock size. Default: every card not placed elsewhere. Cards left over go under the pile. */
  readonly stockSize?: number;
  /**
   * The untaken birimbaki packets: a count (up to one per team) or, per packet, named cards (the rest filled in). Default:
   * one packet per team that has not taken one.
   */
  readonly birimbakia?: number | readonly string[];
  /** Per team, whether it took its birimbaki. */
  readonly tookBirimbaki?: readonly boolean[];
  /** Per seat, cards publicly known to be in its hand (they must also be named in `hands`). */
  readonly known?: readonly string[];
  /** The seat to act (default: the first seat). */
  readonly turn?: Seat;
  /** The phase (default `play`). */
  readonly phase?: Phase;
  /** The first seat (default: the rules'). */
  readonly firstSeat?: Seat;
  /** The turn number (default: the first turn of the seat to act that the stock allows). */
  readonly turnNumber?: number;
  /** Whether the stock ran out this turn (default: when it is empty). */
  readonly lastTurn?: boolean;
}

/** Hands out physical copies of card identities, so equal notation in two places names two copies. */
class CardPool {
  private readonly used = new Set<number>();

  constructor(private readonly decks: 2 | 3) {}

  take(text: string, where: string): Card[] {
    return parseCards(text, this.decks).map((parsed) => {
      const id = idsOfCode(cardCode(parsed), this.decks).find((candidate) => !this.used.has(candidate));
      if (id === undefined)
        throw new ArgumentError('bad-argument', `position: no copy of ${formatCards([parsed])} left for ${where}`);
      this.used.add(id);
      return cardInDecks(id, this.decks);
    });
  }

  has(id: number): boolean {
    return this.used.has(id);
  }

  mark(card: Card): void {
    this.used.add(card.id);
  }
}

function fill(target: Card[], size: number, spare: Card[], pool: CardPool, where: string): void {
  if (target.length > size)
    throw new ArgumentError(
      'bad-argument',
      `position: ${where} names ${String(target.length)} cards, more than ${String(size)}`,
    );
  while (target.length < size) {
    const card = spare.shift();
    if (card === undefined)
      throw new ArgumentError('bad-argument', `position: not enough unnamed cards to fill ${where}`);
    pool.mark(card);
    target.unshift(card);
  }
}

/** A valid game state as described; throws if the description is impossible. */
export function buildPosition(spec: PositionSpec): GameState {
  if (spec === null || typeof spec !== 'object')
    throw new ArgumentError(
      'bad-options',
      `buildPosition needs a description of the position, got ${quoteInput(spec)}`,
    );
  try {
    return build(spec);
  } catch (e) {
    if (isEngineError(e)) throw e;
    throw new ArgumentError(
      'bad-options',
      `buildPosition: ${e instanceof Error ? e.message.slice(0, 100) : quoteInput(e)}`,
    );
  }
}

function build(spec: PositionSpec): GameState {
  const seed = spec.seed ?? 1;
  const base = newGame({
    seed,
    ...(spec.rules === undefined ? {} : { rules: spec.rules }),
    ...(spec.firstSeat === undefined ? {} : { firstSeat: spec.firstSeat }),
  });
  const players = base.rules.players;
  const pool = new CardPool(decksFor(players));
  const handTexts = spec.hands ?? seatsOf(players).map(() => '');
  const hands = handTexts.map((text, seat) => pool.take(text, `hand ${String(seat)}`));
  const pile = pool.take(spec.pile ?? '', 'the pile');
  const meldCards = (spec.melds ?? []).map((m, i) => pool.take(m.cards, `meld ${String(i + 1)}`));
  const stock = pool.take(spec.stock ?? '', 'the stock');
  const tookBirimbaki = perTeam(players, (team) => spec.tookBirimbaki?.[team] ?? false);
  const packetSpec = spec.birimbakia ?? birimbakiaFor(players) - tookBirimbaki.filter(Boolean).length;
  const packets =
    typeof packetSpec === 'number'
      ? Array.from({ length: packetSpec }, () => [] as Card[])
      : packetSpec.map((text, i) => pool.take(text, `birimbaki ${String(i)}`));

  // Unnamed cards, in the seeded deal's order (hands, birimbakia, stock of `newGame`).
  const dealt = [...base.hands.flat(), ...base.birimbakia.flat(), ...base.stock, ...base.pile];
  const spare = dealt.filter((c) => !pool.has(c.id));

  packets.forEach((packet, i) => fill(packet, BIRIMBAKI_SIZE, spare, pool, `birimbaki ${String(i)}`));
  const turn = spec.turn ?? base.firstSeat;
  // Seats whose hands are left to the helper: not the seat to act, nothing named, no size asked for.
  const open = hands.map((hand, seat) => seat !== turn && hand.length === 0 && spec.handSizes?.[seat] === undefined);
  hands.forEach((hand, seat) => {
    // Mid-deal no hand is empty (rules §6): an open seat gets at least one unnamed card.
    const size = spec.handSizes?.[seat] ?? (open[seat] === true ? 1 : undefined);
    if (size !== undefined) fill(hand, size, spare, pool, `hand ${String(seat)}`);
  });
  // The stock holds at most what the deal leaves in it (42 cards, 41 with an up-card).
  const fullStock = stockAfterDeal(base.rules);
  if (spec.stockSize !== undefined) fill(stock, spec.stockSize, spare, pool, 'the stock');
  else fill(stock, Math.max(stock.length, Math.min(fullStock, stock.length + spare.length)), spare, pool, 'the stock');
  // What is left goes to the open seats' hands, in turn (hands grow by taking the pile); with none, under the pile.
  const takers = hands.filter((_, seat) => open[seat] === true);
  for (let i = 0; takers.length > 0 && spare.length > 0; i++) {
    const card = spare.shift() as Card;
    pool.mark(card);
    (takers[i % takers.length] as Card[]).unshift(card);
  }
  pile.unshift(...spare.splice(0));

  const melds: Meld[] = meldCards.map((cards, i) => {
    const team = (spec.melds?.[i] as MeldSpec).team;
    const check = checkMeld(cards, base.rules);
    if (!check.valid)
      throw new ArgumentError('bad-argument', `position: meld ${formatCards(cards)} is not valid: ${check.reason}`);
    return meldFromCheck(i + 1, team, check);
  });

  const known = (spec.known ?? seatsOf(players).map(() => '')).map((text, seat) => {
    const hand = hands[seat] as Card[];
    try {
      return pick(hand, text);
    } catch {
      throw new ArgumentError('bad-argument', `position: known cards ${text} are not all in hand ${String(seat)}`);
    }
  });

  const total =
    hands.flat().length + pile.length + melds.flatMap((m) => m.cards).length + stock.length + packets.flat().length;
  if (total !== deckSizeFor(players))
    throw new ArgumentError(
      'bad-argument',
      `position: ${String(total)} cards placed, expected ${String(deckSizeFor(players))}`,
    );

  const phase = spec.phase ?? 'play';
  const state: GameState = {
    ...base,
    hands,
    stock,
    birimbakia: packets,
    pile,
    melds,
    nextMeldId: melds.length + 1,
    known,
    tookBirimbaki,
    turn,
    phase,
    turnNumber: spec.turnNumber ?? reachableTurnNumber(base.firstSeat, turn, fullStock - stock.length, players),
    lastTurn: spec.lastTurn ?? (stock.length === 0 && phase !== 'over'),
    closedBy: null,
    endReason: null,
  };
  // Round-trip through JSON so the check sees exactly what a stored game would hold.
  return validateGameState(JSON.parse(JSON.stringify(state)));
}

/** The first turn on which `turn` acts (seats play in order from `firstSeat`) after `draws` stock cards were drawn. */
function reachableTurnNumber(firstSeat: Seat, turn: Seat, draws: number, players: Players): number {
  let t = Math.max(1, draws);
  while ((firstSeat + t - 1) % players !== turn) t++;
  return t;
}

/** The physical cards of `text` found in `cards`, by identity (first matching copies). */
function pick(cards: readonly Card[], text: string): Card[] {
  const left = [...cards];
  return parseCards(text, 3).map((parsed) => {
    const code = cardCode(parsed);
    const i = left.findIndex((c) => cardCode(c) === code);
    if (i < 0)
      throw new ArgumentError('bad-argument', `position: ${formatCards([parsed])} is not among ${formatCards(cards)}`);
    return left.splice(i, 1)[0] as Card;
  });
}
