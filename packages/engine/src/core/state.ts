// The game state (plain, JSON-serialisable data) and the deal (rules §3).

import type { Card } from '../vocabulary/cards.js';
import type { Arrangement, ValidMeld } from './meld-rules.js';
import {
  type RngState,
  type Seed,
  type ShuffleDerivation,
  SHUFFLE_DERIVATIONS,
  dealRng,
  isSeed,
  isShuffleDerivation,
  randomInt,
  rngFromSeed,
  shuffle,
} from '../vocabulary/rng.js';
import { type RuleSet, type Seat, type Team, resolveRules } from '../vocabulary/rules.js';
import { ArgumentError, RuleSetError, quoteInput } from '../vocabulary/errors.js';
import { BIRIMBAKI_SIZE, HAND_SIZE, birimbakiaFor, deckFor } from '../vocabulary/facts.js';
import { type TeamTuple, isSeat, perTeam, seatsOf } from '../vocabulary/seats.js';

/** The `format` stamp of a game state. */
export const STATE_FORMAT = 'birimba-game';
/** The `version` stamp of a game state. */
export const STATE_VERSION = 1;

/** The phase of a turn, or `over` when the deal is. */
export type Phase = 'draw' | 'play' | 'over';
/** How a deal ended: a team closed, or the stock ran out. */
export type EndReason = 'closed' | 'stock-exhausted';

/** A meld on the table. Its cards are kept in position order. */
export interface Meld {
  /** The meld's id: 1, 2, … in the order melds were made. */
  readonly id: number;
  /** The team that owns it. */
  readonly team: Team;
  /** Its cards in position order. */
  readonly cards: readonly Card[];
  /** Where every card sits and what each wild stands for. */
  readonly arrangement: Arrangement;
  /** Whether it can be laid out with no acting wild (rules §5.2). */
  readonly clean: boolean;
  /** 7 cards or more (`isBirimbaLength`). */
  readonly isBirimba: boolean;
}

/** The meld of `team` made of cards that passed `checkMeld`: its cards in position order, with the arrangement. */
export function meldFromCheck(id: number, team: Team, check: ValidMeld): Meld {
  return {
    id,
    team,
    cards: check.arrangement.slots.map((s) => s.card),
    arrangement: check.arrangement,
    clean: check.clean,
    isBirimba: check.isBirimba,
  };
}

/** Where a deal stands in a match. */
export interface MatchProgress {
  /** 1 for the first deal of a match. */
  readonly deal: number;
  /** Team totals of the deals finished before this one: one per team (three with six players). */
  readonly totals: TeamTuple<number>;
}

/**
 * What every seat may know of a deal in progress (rules §8): the part a `GameState` and each seat's `PlayerView`
 * share, field for field.
 */
export interface PublicDeal {
  /** The full rule set the game was started with. */
  readonly rules: RuleSet;
  /** Discard pile, all face up; the last element is the top card. */
  readonly pile: readonly Card[];
  /** Every meld on the table. */
  readonly melds: readonly Meld[];
  /** The id the next new meld gets (melds are numbered from 1 and never removed). */
  readonly nextMeldId: number;
  /** Per seat, the cards it publicly holds: taken with the pile and not yet melded or discarded (rules §8). */
  readonly known: readonly (readonly Card[])[];
  /** Per team, whether it took its birimbaki. */
  readonly tookBirimbaki: TeamTuple<boolean>;
  /** The seat that played first this deal. */
  readonly firstSeat: Seat;
  /** The seat to act. */
  readonly turn: Seat;
  /** The phase of the turn. */
  readonly phase: Phase;
  /** 1 for the first turn of the deal. */
  readonly turnNumber: number;
  /** The stock ran out during this turn: the deal ends with it (rules §6). */
  readonly lastTurn: boolean;
  /** The team that closed, or null. */
  readonly closedBy: Team | null;
  /** How the deal ended, or null while it goes on. */
  readonly endReason: EndReason | null;
  /** Where the deal stands in a match. */
  readonly match: MatchProgress;
}

/** Everything about a deal in progress. Never mutated: every move makes a new one. */
export interface GameState extends PublicDeal {
  /** Always `birimba-game`. */
  readonly format: typeof STATE_FORMAT;
  /** The state format version. */
  readonly version: typeof STATE_VERSION;
  /** The seed the game was dealt from. */
  readonly seed: Seed;
  /** How the match's deals are shuffled from the seed: `hmac-sha256` for every new game (`ShuffleDerivation`). */
  readonly shuffle: ShuffleDerivation;
  /** The random generator's state after the deal (under the `continued` derivation, the next deal goes on from it). */
  readonly rng: RngState;
  /** One hand per seat. */
  readonly hands: readonly (readonly Card[])[];
  /** Face-down stock; the last element is the top card. */
  readonly stock: readonly Card[];
  /** Birimbaki packets not yet taken (one per team at the deal, fewer as teams take theirs). */
  readonly birimbakia: readonly (readonly Card[])[];
}

/** Options of `newGame`. */
export interface NewGameOptions {
  /** Same seed, same deal: always. A safe integer or a non-empty string. */
  readonly seed: Seed;
  /** Partial rule set; the defaults are rules.md. */
  readonly rules?: Partial<RuleSet>;
  /** Overrides `rules.firstSeat` for this deal. */
  readonly firstSeat?: Seat;
  /**
   * How the deals are shuffled from the seed: `hmac-sha256` (the default) for a new game; `continued` only to replay a
   * game begun before it (a game log or snapshot that names no derivation).
   */
  readonly shuffle?: ShuffleDerivation;
}

/** The generator state deal `deal` of a match is shuffled from; `previous` is the state the last deal left. */
export function dealRngFor(
  derivation: ShuffleDerivation,
  seed: Seed,
  deal: number,
  previous: RngState | null,
): RngState {
  if (derivation === 'hmac-sha256') return dealRng(seed, deal);
  return previous ?? rngFromSeed(seed);
}

/** Deals a new game (rules §3). */
export function newGame(options: NewGameOptions): GameState {
  if (options === null || typeof options !== 'object') {
    throw new ArgumentError('bad-options', `newGame needs an options object with a seed, got ${quoteInput(options)}`);
  }
  if (!isSeed(options.seed)) {
    throw new ArgumentError(
      'bad-seed',
      `seed must be a safe integer or a non-empty string, got ${quoteInput(options.seed)}`,
    );
  }
  const rules = resolveRules(options.rules ?? {});
  if (options.firstSeat !== undefined && !isSeat(options.firstSeat, rules.players)) {
    throw new RuleSetError(
      `firstSeat must be a seat 0..${String(rules.players - 1)}, got ${quoteInput(options.firstSeat)}`,
      'firstSeat',
    );
  }
  const derivation = options.shuffle ?? 'hmac-sha256';
  if (!isShuffleDerivation(derivation)) {
    throw new ArgumentError(
      'bad-options',
      `shuffle must be one of ${SHUFFLE_DERIVATIONS.join(', ')}, got ${quoteInput(options.shuffle)}`,
    );
  }
  return deal(rules, options.seed, derivation, dealRngFor(derivation, options.seed, 1, null), options.firstSeat, {
    deal: 1,
    totals: perTeam(rules.players, () => 0),
  });
}

/** Shuffles and deals from a generator state. */
export function deal(
  rules: RuleSet,
  seed: Seed,
  derivation: ShuffleDerivation,
  rngState: RngState,
  firstSeatOverride: Seat | undefined,
  match: MatchProgress,
): GameState {
  const players = rules.players;
  let [deck, rng] = shuffle(deckFor(players), rngState);
  let firstSeat: Seat;
  if (firstSeatOverride !== undefined) firstSeat = firstSeatOverride;
  else if (rules.firstSeat === 'random') {
    let n: number;
    [n, rng] = randomInt(rng, 0, players - 1);
    firstSeat = n as Seat;
  } else firstSeat = rules.firstSeat;
  const take = (n: number): Card[] => deck.splice(deck.length - n, n);
  const hands: Card[][] = [];
  for (let seat = 0; seat < players; seat++) hands.push(take(HAND_SIZE));
  const birimbakia: Card[][] = [];
  for (let packet = 0; packet < birimbakiaFor(players); packet++) birimbakia.push(take(BIRIMBAKI_SIZE));
  const pile = rules.initialUpCard ? take(1) : [];
  deck = [...deck];
  return {
    format: STATE_FORMAT,
    version: STATE_VERSION,
    rules,
    seed,
    shuffle: derivation,
    rng,
    hands,
    stock: deck,
    birimbakia,
    pile,
    melds: [],
    nextMeldId: 1,
    known: seatsOf(players).map(() => []),
    tookBirimbaki: perTeam(players, () => false),
    firstSeat,
    turn: firstSeat,
    phase: 'draw',
    turnNumber: 1,
    lastTurn: false,
    closedBy: null,
    endReason: null,
    match,
  };
}

/** Whether the deal is over. */
export function isGameOver(state: GameState): boolean {
  return state.phase === 'over';
}
