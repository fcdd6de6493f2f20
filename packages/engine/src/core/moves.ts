// Moves (rules §4) and their legality: the one place that says whether a move may be made.

import { type Card, THREE_DECKS, formatCard } from '../vocabulary/cards.js';
import { ArgumentError, IllegalMoveError, SnapshotError, asEngineError, quoteInput } from '../vocabulary/errors.js';
import { type Move, MOVE_TYPES } from '../vocabulary/move.js';
import { illegalMove } from '../words/tell.js';
import { isGameStateLike } from './guard.js';
import { deckSizeFor, meldMeetsRequirement, requirementToEmpty } from '../vocabulary/facts.js';
import { type MeldCheck, checkMeld } from './meld-rules.js';
import { type MeldRequirement, type RuleSet, type Seat, type Team, teamOf } from '../vocabulary/rules.js';
import { DEFAULT_PLAYERS, type Players, type TeamTuple, isSeat, isTeam } from '../vocabulary/seats.js';
import { type GameState, type Meld, type Phase, meldFromCheck } from './state.js';
import { type PlayerView, assertStateOrView, isViewLike } from './view.js';

export { type Move, type MoveType, MOVE_TYPES } from '../vocabulary/move.js';

/**
 * What legality depends on, for the seat to act: the same from a `GameState` or from that seat's `PlayerView`
 * (the view holds nothing hidden, and legality needs nothing hidden).
 */
export interface TurnFacts {
  /** The phase of the turn. */
  readonly phase: Phase;
  /** The seat to act. */
  readonly turn: Seat;
  /** The hand of the seat to act. */
  readonly hand: readonly Card[];
  /** Every meld on the table. */
  readonly melds: readonly Meld[];
  /** The id the next new meld gets. */
  readonly nextMeldId: number;
  /** The rule set. */
  readonly rules: RuleSet;
  /** Per team, whether it took its birimbaki. */
  readonly tookBirimbaki: TeamTuple<boolean>;
  /** Cards in the stock. */
  readonly stockSize: number;
  /** Cards in the discard pile. */
  readonly pileSize: number;
}

function isView(source: GameState | PlayerView): source is PlayerView {
  return !('hands' in source);
}

/**
 * The facts of the turn from the game, or from the acting seat's own view. A view of another seat has no hand to
 * act with: its facts say so by an empty hand and the caller gets `not-your-turn` from `checkMove`.
 */
export function turnFacts(source: GameState | PlayerView): TurnFacts {
  assertStateOrView(source, 'turnFacts');
  if (isView(source)) {
    return {
      phase: source.phase,
      turn: source.turn,
      hand: source.seat === source.turn ? source.hand : [],
      melds: source.melds,
      nextMeldId: source.nextMeldId,
      rules: source.rules,
      tookBirimbaki: source.tookBirimbaki,
      stockSize: source.stockSize,
      pileSize: source.pile.length,
    };
  }
  return {
    phase: source.phase,
    turn: source.turn,
    hand: source.hands[source.turn] as readonly Card[],
    melds: source.melds,
    nextMeldId: source.nextMeldId,
    rules: source.rules,
    tookBirimbaki: source.tookBirimbaki,
    stockSize: source.stock.length,
    pileSize: source.pile.length,
  };
}

/** A move that passed every check, with the facts the step functions need. */
export type CheckedMove =
  | { readonly type: 'draw' }
  | { readonly type: 'takePile' }
  | { readonly type: 'meld'; readonly cards: readonly Card[]; readonly check: MeldCheck & { valid: true } }
  | {
      readonly type: 'layOff';
      readonly meld: Meld;
      readonly cards: readonly Card[];
      readonly check: MeldCheck & { valid: true };
    }
  | { readonly type: 'discard'; readonly card: Card };

/** Card ids (of a deck of `cards` cards) from ids or card objects; null if malformed. */
function idList(value: unknown, cards: number): number[] | null {
  if (!Array.isArray(value)) return null;
  const out: number[] = [];
  for (const v of value as unknown[]) {
    const id = typeof v === 'number' ? v : typeof v === 'object' && v !== null ? (v as { id?: unknown }).id : undefined;
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 0 || id >= cards) return null;
    out.push(id);
  }
  return out;
}

function singleId(value: unknown, cards: number): number | null {
  const list = idList([value], cards);
  return list === null ? null : (list[0] as number);
}

/**
 * Reads a move from untrusted input into the canonical shape. Accepts card objects for ids and the aliases
 * `meld` for `meldId`, `cardIds` for `cards`, `cardId` for `card`. Seats and card ids are those of a table of
 * `players` (default four: seats 0..3, ids 0..107).
 */
export function normalizeMove(input: unknown, players: Players = DEFAULT_PLAYERS): Move | IllegalMoveError {
  if (input === null || typeof input !== 'object')
    return illegalMove({ code: 'malformed-move', problem: 'not-an-object' });
  const m = input as Record<string, unknown>;
  const seat = m.seat;
  if (seat !== undefined && !isSeat(seat, players)) {
    return illegalMove({ code: 'malformed-move', problem: 'bad-seat', input: quoteInput(seat) });
  }
  const withSeat: { seat?: Seat } = seat === undefined ? {} : { seat };
  const deckSize = deckSizeFor(players);
  switch (m.type) {
    case 'draw':
      return { type: 'draw', ...withSeat };
    case 'takePile':
      return { type: 'takePile', ...withSeat };
    case 'meld': {
      const cards = idList(m.cards ?? m.cardIds, deckSize);
      if (cards === null) return illegalMove({ code: 'malformed-move', problem: 'no-cards', moveType: 'meld' });
      return { type: 'meld', cards, ...withSeat };
    }
    case 'layOff': {
      const cards = idList(m.cards ?? m.cardIds, deckSize);
      const meldId = m.meldId ?? m.meld;
      if (cards === null) return illegalMove({ code: 'malformed-move', problem: 'no-cards', moveType: 'layOff' });
      if (typeof meldId !== 'number' || !Number.isInteger(meldId)) {
        return illegalMove({ code: 'malformed-move', problem: 'no-meld-id' });
      }
      return { type: 'layOff', meldId, cards, ...withSeat };
    }
    case 'discard': {
      const card = singleId(m.card ?? m.cardId, deckSize);
      if (card === null) return illegalMove({ code: 'malformed-move', problem: 'no-card' });
      return { type: 'discard', card, ...withSeat };
    }
    default:
      return illegalMove({
        code: 'malformed-move',
        problem: 'unknown-type',
        input: quoteInput(m.type),
        known: MOVE_TYPES,
      });
  }
}

/** The cards of `ids` from the hand, or an error naming the first that is not there. */
function takeFromHand(hand: readonly Card[], ids: readonly number[]): Card[] | IllegalMoveError {
  const out: Card[] = [];
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i] as number;
    for (let j = 0; j < i; j++) {
      if (ids[j] === id) return illegalMove({ code: 'duplicate-card', card: formatCard(THREE_DECKS[id] as Card) });
    }
    const card = hand.find((c) => c.id === id);
    if (card === undefined) return illegalMove({ code: 'card-not-in-hand', card: formatCard(THREE_DECKS[id] as Card) });
    out.push(card);
  }
  return out;
}

/** Whether `melds` give `team` what `need` asks for (rules §6 variants): a birimba, a clean one, or nothing. */
export function meetsRequirement(
  need: MeldRequirement,
  team: Team,
  melds: readonly Pick<Meld, 'team' | 'isBirimba' | 'clean'>[],
): boolean {
  if (need === 'nothing') return true;
  if ((need !== 'birimba' && need !== 'cleanBirimba') || !Array.isArray(melds)) {
    throw new ArgumentError(
      'bad-argument',
      `meetsRequirement takes 'nothing', 'birimba' or 'cleanBirimba' and a list of melds, got ${quoteInput(need)}`,
    );
  }
  const list: readonly (Pick<Meld, 'team' | 'isBirimba' | 'clean'> | null)[] = melds;
  return list.some(
    (m) => m !== null && typeof m === 'object' && m.team === team && meldMeetsRequirement(need, m.isBirimba, m.clean),
  );
}

/** Refuses what is not a game state, a view or turn facts where a rule needs their `rules` and `tookBirimbaki`. */
function assertFacts(state: unknown, team: unknown, where: string, needsTook = true): void {
  const s = state as Partial<TurnFacts> | null;
  const ok =
    s !== null &&
    typeof s === 'object' &&
    s.rules !== null &&
    typeof s.rules === 'object' &&
    (!needsTook || Array.isArray(s.tookBirimbaki)) &&
    isTeam(team, s.rules.players);
  if (!ok) {
    const teams = s?.rules?.players === 6 ? '0, 1 or 2' : '0 or 1';
    throw new ArgumentError(
      'bad-argument',
      `${where} takes a game state (or view) and a team ${teams}, got ${quoteInput([state, team], 60)}`,
    );
  }
}

/**
 * What `team` must own before one of its players may empty his hand (rules §6): to take its birimbaki
 * (`birimbakiRequires`) while it has none, to close (`closingRequires`) once it has.
 */
export function emptyingRequirement(state: Pick<TurnFacts, 'rules' | 'tookBirimbaki'>, team: Team): MeldRequirement {
  assertFacts(state, team, 'emptyingRequirement');
  return requirementToEmpty(state.rules, state.tookBirimbaki[team] === true);
}

/** Whether a player of `team` may empty his hand with these melds on the table (rules §6 and its variants). */
export function teamMayEmptyHand(
  state: Pick<TurnFacts, 'rules' | 'melds' | 'tookBirimbaki'>,
  team: Team,
  melds?: readonly Meld[],
): boolean {
  assertFacts(state, team, 'teamMayEmptyHand');
  return meetsRequirement(emptyingRequirement(state, team), team, melds ?? state.melds);
}

/** Whether the team meets the rule set's requirement for closing, given its melds. */
export function teamMayClose(state: Pick<TurnFacts, 'rules' | 'melds'>, team: Team, melds?: readonly Meld[]): boolean {
  assertFacts(state, team, 'teamMayClose', false);
  return meetsRequirement(state.rules.closingRequires, team, melds ?? state.melds);
}

/** Whether laying `card` off on one of the team's `melds` would let a player of the team empty his hand. */
function layOffLetsEmpty(state: TurnFacts, team: Team, melds: readonly Meld[], card: Card): boolean {
  return melds.some((meld) => {
    if (meld.team !== team) return false;
    const check = checkMeld([...meld.cards, card], state.rules, meld.arrangement);
    if (!check.valid) return false;
    const grown: Meld = { ...meld, clean: check.clean, isBirimba: check.isBirimba };
    return teamMayEmptyHand(
      state,
      team,
      melds.map((m) => (m === meld ? grown : m)),
    );
  });
}

/** The refusal of a move that would empty (or strand) a hand the team may not empty yet: by a play or a discard. */
function mayNotEmpty(state: TurnFacts, team: Team, by: 'play' | 'discard'): IllegalMoveError {
  const need = emptyingRequirement(state, team) === 'cleanBirimba' ? 'cleanBirimba' : 'birimba';
  return illegalMove({ code: state.tookBirimbaki[team] ? 'cannot-close' : 'cannot-take-birimbaki', need, by });
}

/**
 * Playing `played` from `hand`: allowed unless the team may not empty a hand yet (a variant of rules §6 asks for a
 * birimba first, to take the birimbaki or to close) and the hand would run out by this play or by the discard
 * after it. A single card left is fine if laying it off would give the team what it needs (plays come in any
 * order, rules §4).
 */
function emptyingCheck(
  state: TurnFacts,
  seat: Seat,
  hand: readonly Card[],
  played: readonly Card[],
  meldsAfter: readonly Meld[],
): IllegalMoveError | null {
  const team = teamOf(seat, state.rules.players);
  const left = hand.length - played.length;
  if (left >= 2 || teamMayEmptyHand(state, team, meldsAfter)) return null;
  const last = left === 1 ? hand.find((c) => !played.includes(c)) : undefined;
  if (last !== undefined && layOffLetsEmpty(state, team, meldsAfter, last)) return null;
  return mayNotEmpty(state, team, 'play');
}

/**
 * Checks a move for the seat to act, against the game or against that seat's own view; returns what the step
 * needs, or the reason it is illegal.
 */
export function checkMove(source: GameState | PlayerView | TurnFacts, input: unknown): CheckedMove | IllegalMoveError {
  if (!isGameStateLike(source) && !isViewLike(source) && !isTurnFacts(source)) {
    throw new SnapshotError(
      'wrong-format',
      `checkMove needs a game state or a player view, got ${quoteInput(source, 60)}`,
    );
  }
  try {
    return checkMoveOn(source, input);
  } catch (e) {
    throw asEngineError(e, 'checkMove');
  }
}

function isTurnFacts(source: unknown): source is TurnFacts {
  return (
    source !== null &&
    typeof source === 'object' &&
    Array.isArray((source as TurnFacts).hand) &&
    'stockSize' in source &&
    !('seat' in source)
  );
}

function checkMoveOn(source: GameState | PlayerView | TurnFacts, input: unknown): CheckedMove | IllegalMoveError {
  const move = normalizeMove(input, source.rules.players);
  if (move instanceof IllegalMoveError) return move;
  const state = 'hand' in source && !('seat' in source) ? source : turnFacts(source);
  if (state.phase === 'over') return illegalMove({ code: 'game-over' });
  const seat = state.turn;
  if (move.seat !== undefined && move.seat !== seat) {
    return illegalMove({ code: 'not-your-turn', turn: seat, seat: move.seat });
  }
  if ('seat' in source && source.seat !== seat) {
    return illegalMove({ code: 'not-your-turn', turn: seat, seat: source.seat });
  }
  const hand = state.hand;
  if (move.type === 'draw' || move.type === 'takePile') {
    if (state.phase !== 'draw') return illegalMove({ code: 'wrong-phase', phase: 'play' });
    if (move.type === 'draw') {
      if (state.stockSize === 0) return illegalMove({ code: 'empty-stock' });
      return { type: 'draw' };
    }
    if (state.pileSize === 0) return illegalMove({ code: 'empty-pile' });
    return { type: 'takePile' };
  }
  if (state.phase !== 'play') return illegalMove({ code: 'wrong-phase', phase: 'draw' });
  if (move.type === 'discard') {
    const cards = takeFromHand(hand, [move.card]);
    if (cards instanceof IllegalMoveError) return cards;
    const card = cards[0] as Card;
    if (hand.length === 1) {
      const team = teamOf(seat, state.rules.players);
      if (!teamMayEmptyHand(state, team)) return mayNotEmpty(state, team, 'discard');
    }
    return { type: 'discard', card };
  }
  if (move.cards.length === 0) return illegalMove({ code: 'malformed-move', problem: 'no-card-named' });
  const cards = takeFromHand(hand, move.cards);
  if (cards instanceof IllegalMoveError) return cards;
  const team = teamOf(seat, state.rules.players);
  if (move.type === 'meld') {
    const check = checkMeld(cards, state.rules);
    if (!check.valid) return illegalMove({ code: 'invalid-meld', fault: check.details });
    const emptying = emptyingCheck(state, seat, hand, cards, [
      ...state.melds,
      meldFromCheck(state.nextMeldId, team, check),
    ]);
    if (emptying !== null) return emptying;
    return { type: 'meld', cards, check };
  }
  const meld = state.melds.find((m) => m.id === move.meldId);
  if (meld === undefined) return illegalMove({ code: 'unknown-meld', meldId: String(move.meldId) });
  if (meld.team !== team) return illegalMove({ code: 'not-your-meld' });
  const check = checkMeld([...meld.cards, ...cards], state.rules, meld.arrangement);
  if (!check.valid) return illegalMove({ code: 'invalid-meld', fault: check.details, meldId: meld.id });
  const grown = meldFromCheck(meld.id, meld.team, check);
  const emptying = emptyingCheck(
    state,
    seat,
    hand,
    cards,
    state.melds.map((m) => (m.id === meld.id ? grown : m)),
  );
  if (emptying !== null) return emptying;
  return { type: 'layOff', meld, cards, check };
}
