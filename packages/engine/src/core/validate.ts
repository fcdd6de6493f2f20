// Checks a game state that came from outside (a snapshot, storage, a log) before anything uses it.

import { type Card, DECK_SIZE, formatCard } from '../vocabulary/cards.js';
import { SnapshotError, quoteInput } from '../vocabulary/errors.js';
import { type Arrangement, checkMeld } from './meld-rules.js';
import { meetsRequirement } from './moves.js';
import { isRngState, isSeed, isShuffleDerivation } from '../vocabulary/rng.js';
import { type RuleSet, type Team, resolveRules, teamOf } from '../vocabulary/rules.js';
import {
  BIRIMBAKI_SIZE,
  SHORTEST_MELD,
  birimbakiaFor,
  deckFor,
  deckSizeFor,
  stockAfterDeal,
} from '../vocabulary/facts.js';
import { type Players, isSeat, isTeam, perTeam, teamCount, teamsOf } from '../vocabulary/seats.js';
import { type GameState, type Meld, STATE_FORMAT, STATE_VERSION, meldFromCheck } from './state.js';

function corrupted(message: string): SnapshotError {
  return new SnapshotError('corrupted', `corrupted game state: ${message}`);
}

function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** A stored arrangement, only as a preference for where wilds stand; the meld is re-derived from its cards. */
function wellFormedArrangement(v: unknown): Arrangement | undefined {
  if (!isObject(v) || !Array.isArray(v.slots)) return undefined;
  const ok = (v.slots as unknown[]).every(
    (s) => isObject(s) && typeof s.position === 'number' && typeof s.acting === 'boolean' && isObject(s.card),
  );
  return ok ? (v as unknown as Arrangement) : undefined;
}

/** The most melds one deal of 108 cards can hold: every card in a meld of 3. Meld ids count from 1, one per new meld. */
export const MAX_MELD_ID = Math.floor(DECK_SIZE / SHORTEST_MELD);
/**
 * The most one team can score or lose in one deal of 108 cards (rules §7): every card melded (960 points) with
 * eight 13-card clean birimbas (8000) and the closing bonus stays below it, as do all 108 cards in hand (−960) and
 * −100. With six players' 162 cards, half as much again (`maxDealScore`).
 */
export const MAX_DEAL_SCORE = 10_000;

/** The most melds a deal of `players` can hold: every card of its deck in a meld of 3. */
function maxMeldId(players: Players): number {
  return Math.floor(deckSizeFor(players) / SHORTEST_MELD);
}

/** The most one team can score or lose in one deal of `players` (see `MAX_DEAL_SCORE`). */
function maxDealScore(players: Players): number {
  return (MAX_DEAL_SCORE * deckSizeFor(players)) / DECK_SIZE;
}

/**
 * Returns `input` as a well-formed `GameState` (cards replaced by the deck's own objects) or throws a
 * `SnapshotError`: every field present and typed, all 108 cards in exactly one place, every meld valid, and
 * nothing that play cannot reach (see `reachableProblem`).
 */
export function validateGameState(input: unknown): GameState {
  try {
    return validate(input);
  } catch (e) {
    if (e instanceof SnapshotError) throw e;
    // A cyclic or absurdly deep structure, or a getter that throws: not a state we can load.
    throw new SnapshotError(
      'corrupted',
      `corrupted game state: ${e instanceof Error ? e.message.slice(0, 100) : 'unreadable'}`,
      { cause: e },
    );
  }
}

function validate(input: unknown): GameState {
  if (!isObject(input)) throw corrupted('not an object');
  if (input.format !== STATE_FORMAT) {
    throw new SnapshotError('wrong-format', `not a Birimba game state (format ${quoteInput(input.format)})`);
  }
  if (input.version !== STATE_VERSION) {
    throw new SnapshotError(
      'wrong-version',
      `game state version ${quoteInput(input.version)} is not supported (this engine reads version ${String(STATE_VERSION)})`,
    );
  }
  let rules: RuleSet;
  try {
    rules = resolveRules(input.rules);
  } catch (e) {
    throw corrupted(`rules: ${(e as Error).message}`);
  }
  if (!isSeed(input.seed)) throw corrupted('seed');
  if (!isRngState(input.rng)) throw corrupted('random state');
  // A state saved before deals were derived by HMAC names no derivation: its next deal continues the generator.
  const derivation = input.shuffle ?? 'continued';
  if (!isShuffleDerivation(derivation)) throw corrupted('shuffle derivation');

  const players = rules.players;
  const deck = deckFor(players);
  const teams = teamCount(players);
  const seen = new Set<number>();
  const card = (v: unknown, where: string): Card => {
    if (!isObject(v) || typeof v.id !== 'number') throw corrupted(`${where}: not a card`);
    const real = deck[v.id];
    if (real === undefined || real.rank !== v.rank || real.suit !== v.suit)
      throw corrupted(`${where}: not a card of the deck`);
    if (seen.has(real.id)) throw corrupted(`${formatCard(real)} (id ${String(real.id)}) is in two places`);
    seen.add(real.id);
    return real;
  };
  const cards = (v: unknown, where: string): Card[] => {
    if (!Array.isArray(v)) throw corrupted(`${where}: not a list of cards`);
    return v.map((c, i) => card(c, `${where}[${String(i)}]`));
  };
  const seatLists = (v: unknown, where: string): unknown[] => {
    if (!Array.isArray(v) || v.length !== players)
      throw corrupted(`${where}: expected ${String(players)} lists, one per seat of ${String(players)} players`);
    return v as unknown[];
  };

  const hands = seatLists(input.hands, 'hands').map((h, i) => cards(h, `hands[${String(i)}]`));
  const stock = cards(input.stock, 'stock');
  if (!Array.isArray(input.birimbakia) || input.birimbakia.length > birimbakiaFor(players))
    throw corrupted('birimbakia');
  const birimbakia = (input.birimbakia as unknown[]).map((p, i) => {
    const packet = cards(p, `birimbakia[${String(i)}]`);
    if (packet.length !== BIRIMBAKI_SIZE) throw corrupted(`a birimbaki holds ${String(BIRIMBAKI_SIZE)} cards`);
    return packet;
  });
  const pile = cards(input.pile, 'pile');
  if (!Array.isArray(input.melds)) throw corrupted('melds');
  const meldIds = new Set<number>();
  const melds: Meld[] = (input.melds as unknown[]).map((m, i) => {
    if (!isObject(m) || !Number.isInteger(m.id) || !isTeam(m.team, players)) throw corrupted(`melds[${String(i)}]`);
    const meldCards = cards(m.cards, `melds[${String(i)}].cards`);
    const check = checkMeld(meldCards, rules, wellFormedArrangement(m.arrangement));
    if (!check.valid) throw corrupted(`meld ${String(m.id)} is not valid (${check.reason})`);
    if (meldIds.has(m.id as number)) throw corrupted(`two melds have id ${String(m.id)}`);
    meldIds.add(m.id as number);
    return meldFromCheck(m.id as number, m.team, check);
  });
  if (seen.size !== deck.length) throw corrupted(`${String(deck.length - seen.size)} cards are missing`);

  const known = seatLists(input.known, 'known').map((k, seat) => {
    if (!Array.isArray(k)) throw corrupted('known');
    const listed = new Set<unknown>();
    return k.map((c) => {
      const id = isObject(c) ? c.id : undefined;
      const inHand = (hands[seat] as Card[]).find((h) => h.id === id);
      if (inHand === undefined) throw corrupted(`known card of seat ${String(seat)} is not in its hand`);
      if (listed.has(id)) throw corrupted(`known card ${formatCard(inHand)} of seat ${String(seat)} is listed twice`);
      listed.add(id);
      return inHand;
    });
  });
  const took = input.tookBirimbaki;
  if (!Array.isArray(took) || took.length !== teams || !took.every((t) => typeof t === 'boolean')) {
    throw corrupted('tookBirimbaki');
  }
  if (birimbakia.length !== birimbakiaFor(players) - took.filter(Boolean).length)
    throw corrupted('birimbakia do not match tookBirimbaki');
  if (!isSeat(input.turn, players) || !isSeat(input.firstSeat, players)) throw corrupted('turn');
  if (input.phase !== 'draw' && input.phase !== 'play' && input.phase !== 'over') throw corrupted('phase');
  if (!Number.isSafeInteger(input.turnNumber) || (input.turnNumber as number) < 1) throw corrupted('turnNumber');
  if (typeof input.lastTurn !== 'boolean') throw corrupted('lastTurn');
  const over = input.phase === 'over';
  const closedBy = input.closedBy;
  if (closedBy !== null && !isTeam(closedBy, players)) throw corrupted('closedBy');
  const endReason = input.endReason;
  if (over !== (endReason === 'closed' || endReason === 'stock-exhausted') || (!over && endReason !== null)) {
    throw corrupted('endReason does not match the phase');
  }
  if ((endReason === 'closed') !== (closedBy !== null)) throw corrupted('closedBy does not match endReason');
  if (!over && (hands[input.turn] as Card[]).length === 0) throw corrupted('the seat to act has no cards');
  const nextMeldId = input.nextMeldId;
  if (
    !Number.isInteger(nextMeldId) ||
    (nextMeldId as number) > maxMeldId(players) + 1 ||
    // Distinct ids (checked above) all below nextMeldId also make it more than the number of melds.
    melds.some((m) => m.id < 1 || m.id >= (nextMeldId as number))
  ) {
    throw corrupted(
      `nextMeldId ${quoteInput(nextMeldId)}: meld ids are 1 up to below it, and a deal holds at most ${String(maxMeldId(players))} melds`,
    );
  }
  const match = input.match;
  if (
    !isObject(match) ||
    !Number.isInteger(match.deal) ||
    (match.deal as number) < 1 ||
    !Array.isArray(match.totals) ||
    match.totals.length !== teams ||
    !match.totals.every((t) => Number.isSafeInteger(t))
  ) {
    throw corrupted('match');
  }
  const state: GameState = {
    format: STATE_FORMAT,
    version: STATE_VERSION,
    rules,
    seed: input.seed,
    shuffle: derivation,
    rng: [...input.rng],
    hands,
    stock,
    birimbakia,
    pile,
    melds,
    nextMeldId: nextMeldId as number,
    known,
    tookBirimbaki: perTeam(players, (team) => took[team] as boolean),
    firstSeat: input.firstSeat,
    turn: input.turn,
    phase: input.phase,
    turnNumber: input.turnNumber as number,
    lastTurn: input.lastTurn,
    closedBy,
    endReason: endReason as GameState['endReason'],
    match: {
      deal: match.deal as number,
      totals: perTeam(players, (team) => (match.totals as number[])[team] as number),
    },
  };
  const problem = reachableProblem(state);
  if (problem !== null) throw corrupted(problem);
  return state;
}

/** A meld requirement in the words of a refusal. */
const REQUIREMENT_WORDS = { nothing: 'nothing', birimba: 'birimba', cleanBirimba: 'clean birimba' } as const;

/**
 * What makes a well-formed state one that play cannot reach (rules §1, §3, §6), or null. Each line is an invariant
 * every move of the engine keeps.
 */
function reachableProblem(state: GameState): string | null {
  const over = state.phase === 'over';
  const turns = state.turnNumber;
  // Seats play in order from the first seat, one turn each.
  const players = state.rules.players;
  if (state.turn !== (state.firstSeat + turns - 1) % players)
    return `seat ${String(state.turn)} cannot be to act on turn ${String(turns)}`;
  // Every turn draws one card or takes the pile; the stock only shrinks by draws.
  const fullStock = stockAfterDeal(state.rules);
  if (state.stock.length > fullStock)
    return `the stock holds ${String(state.stock.length)} cards, more than the deal leaves`;
  const draws = fullStock - state.stock.length;
  if (draws > turns) return `${String(draws)} stock cards drawn in ${String(turns)} turns`;
  // The stock runs out only by a draw, which makes that turn the last (rules §6).
  if (state.lastTurn !== (state.stock.length === 0)) {
    return state.lastTurn ? 'lastTurn with cards in the stock' : 'an empty stock, yet this is not the last turn';
  }
  if (state.lastTurn && state.phase === 'draw')
    return 'the last stock card was drawn, yet the seat to act has not drawn';
  if (state.endReason === 'stock-exhausted' && state.stock.length > 0) return 'the stock ran out, yet it holds cards';
  // Mid-deal nobody's hand is empty: an empty hand takes the birimbaki at once, or closes the deal.
  if (!over) {
    const empty = state.hands.findIndex((h) => h.length === 0);
    if (empty >= 0) return `seat ${String(empty)} has no cards mid-deal`;
  }
  if (state.endReason === 'closed') {
    const team = state.closedBy as Team;
    if (team !== teamOf(state.turn, players)) return 'the deal was closed by a team not to act';
    if (!state.tookBirimbaki[team]) return 'a team closed without its birimbaki';
    if ((state.hands[state.turn] as readonly Card[]).length !== 0) return 'the closing player still holds cards';
    // The deal ended with the closing move, so the melds are those the team closed with.
    const need = state.rules.closingRequires;
    if (!meetsRequirement(need, team, state.melds))
      return `team ${String(team)} closed the deal without the ${REQUIREMENT_WORDS[need]} its rules ask for`;
  }
  // Melds only grow and a birimba stays one (a wild laid off may make it dirty), so a team that took its
  // birimbaki under a requirement still owns a birimba.
  if (state.rules.birimbakiRequires !== 'nothing') {
    for (const team of teamsOf(players)) {
      if (state.tookBirimbaki[team] && !meetsRequirement('birimba', team, state.melds))
        return `team ${String(team)} took its birimbaki without the birimba its rules ask for`;
    }
  }
  // A single deal is deal 1 of nothing; in a match, no deal starts once a team has reached the target.
  const { deal, totals } = state.match;
  const target = state.rules.matchTarget;
  if (target === null && (deal !== 1 || totals.some((t) => t !== 0))) return 'match totals in a single deal';
  if (totals.some((t) => Math.abs(t) > (deal - 1) * maxDealScore(players))) {
    return `match totals ${totals.map(String).join(' and ')} cannot be scored in ${String(deal - 1)} deals`;
  }
  const best = Math.max(...totals);
  if (target !== null && best >= target && totals.filter((t) => t === best).length === 1) {
    return 'a deal of a match that was already won';
  }
  return null;
}
