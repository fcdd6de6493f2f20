// The table's save under `storage-key`: its shape, a reader that checks every part before any of it is used, and its
// writer. A save that fails any check is refused whole (the table keeps its text aside and tells the player).

import {
  type GameActor,
  type Move,
  type MoveEvent,
  THREE_DECK_SIZE,
  deckSizeFor,
  isSeat,
  teamCount,
  parseCard,
  persistGame,
  restoreGame,
} from '@birimba/engine';
import { type Settings, TABLE_PLAYERS, readSettings } from './settings.js';

/** The most cards of any form (six players' three decks): a bound for ids and counts read before the game is. */
const MOST_CARDS = THREE_DECK_SIZE;
import type { DealResult } from '../api/types.js';

export const SAVE_FORMAT = 'birimba-table-save';
export const SAVE_VERSION = 1;
/** The most log lines kept: a whole deal is far fewer; a longer log in a save is damage, not history. */
export const LOG_LIMIT = 2000;
/** The most finished deals of a match a save keeps: the newest ones (the match totals are in the game itself). */
export const HISTORY_LIMIT = 1000;

/** What the table writes under `storage-key` (JSON). */
export interface TableSave {
  readonly format: typeof SAVE_FORMAT;
  readonly version: typeof SAVE_VERSION;
  readonly seats: readonly string[];
  readonly log: readonly MoveEvent[];
  readonly game: unknown;
  readonly handOrder?: readonly number[];
  readonly history?: readonly DealResult[];
  readonly settings?: Settings;
  /** The deal's moves so far (absent in saves written before they were kept, or past `LOG_LIMIT` moves). */
  readonly moves?: readonly Move[];
  /** The moves of each finished deal of the match, for its whole log (absent in a match's first deal, in saves
   * written before they were kept, or when one of them was not known). */
  readonly earlier?: readonly (readonly Move[])[];
}

/** A game as the save holds it: the running game and everything that goes with it. */
export interface SavedGame {
  readonly actor: GameActor;
  readonly seats: readonly string[];
  readonly log: readonly MoveEvent[];
  readonly handOrder: readonly number[] | null;
  readonly history: readonly DealResult[];
  /** Null: none chosen (the element's attributes apply). */
  readonly settings: Settings | null;
  /** Null when the save has none. */
  readonly moves: readonly Move[] | null;
  /** The moves of the match's finished deals, in order; null (or absent) when the save has none. */
  readonly earlier?: readonly (readonly Move[])[] | null;
}

/** Why a save was refused, in a sentence (English; shown to the player in the table's language by the notice). */
export class SaveError extends Error {
  override readonly name = 'SaveError';
}

const SEAT_KIND = /^[a-z][a-z0-9:=._-]{0,63}$/i;

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

function isNotation(v: unknown): v is string {
  if (typeof v !== 'string' || v.length > 3) return false;
  try {
    parseCard(v);
    return true;
  } catch {
    return false;
  }
}

const isNotations = (v: unknown, min = 1): v is string[] =>
  Array.isArray(v) && v.length >= min && v.length <= MOST_CARDS && v.every(isNotation);

/**
 * One line of the log checked field by field, as the engine's `MoveEvent`; null if anything is off. Lines of older
 * saves are upgraded: a draw without `last` was not the last stock card as far as the log knows, a pile taken
 * without its `cards` and a lay-off without the meld it made (`after`) keep empty lists (not known), and `closed`
 * without a seat was said of the seat of the line before it (`previous`).
 */
export function readLogEntry(value: unknown, previous?: MoveEvent): MoveEvent | null {
  if (!isRecord(value)) return null;
  const seat = value.seat;
  switch (value.kind) {
    case 'draw': {
      const last = value.last ?? false;
      if (!isSeat(seat) || typeof last !== 'boolean') return null;
      if (value.card === undefined) return { kind: 'draw', seat, last };
      return isNotation(value.card) ? { kind: 'draw', seat, card: value.card, last } : null;
    }
    case 'takePile': {
      if (!isSeat(seat) || !isCount(value.count) || value.count < 1 || value.count > MOST_CARDS) return null;
      const cards = value.cards ?? [];
      return isNotations(cards, 0) && (cards.length === 0 || cards.length === value.count)
        ? { kind: 'takePile', seat, count: value.count, cards }
        : null;
    }
    case 'meld':
      return isSeat(seat) && isNotations(value.cards) ? { kind: 'meld', seat, cards: value.cards } : null;
    case 'layOff': {
      const after = value.after ?? [];
      return isSeat(seat) &&
        isNotations(value.cards) &&
        isCount(value.meldId) &&
        value.meldId >= 1 &&
        isNotations(after, 0)
        ? { kind: 'layOff', seat, cards: value.cards, meldId: value.meldId, after }
        : null;
    }
    case 'discard':
      return isSeat(seat) && isNotation(value.card) ? { kind: 'discard', seat, card: value.card } : null;
    case 'birimbaki':
      return isSeat(seat) ? { kind: 'birimbaki', seat } : null;
    case 'closed': {
      const closer = seat ?? (previous !== undefined && 'seat' in previous ? previous.seat : undefined);
      return isSeat(closer) ? { kind: 'closed', seat: closer } : null;
    }
    case 'stockOut':
      return { kind: 'stockOut' };
    default:
      return null;
  }
}

const isCardId = (v: unknown): v is number => isCount(v) && v < MOST_CARDS;
const isCardIds = (v: unknown): v is number[] =>
  Array.isArray(v) && v.length >= 1 && v.length <= MOST_CARDS && v.every(isCardId);

/**
 * One move checked field by field, copied with only the fields of its type (the engine judges it when the game is
 * replayed); null if anything is off. Also the seatless copy of a move the engine accepted and normalized.
 */
export function readMove(value: unknown): Move | null {
  if (!isRecord(value)) return null;
  switch (value.type) {
    case 'draw':
      return { type: 'draw' };
    case 'takePile':
      return { type: 'takePile' };
    case 'meld':
      return isCardIds(value.cards) ? { type: 'meld', cards: [...value.cards] } : null;
    case 'layOff':
      return isCardIds(value.cards) && isCount(value.meldId) && value.meldId >= 1
        ? { type: 'layOff', meldId: value.meldId, cards: [...value.cards] }
        : null;
    case 'discard':
      return isCardId(value.card) ? { type: 'discard', card: value.card } : null;
    default:
      return null;
  }
}

function readMoves(value: unknown): Move[] | null {
  if (value === undefined) return null;
  if (!Array.isArray(value) || value.length > LOG_LIMIT)
    throw new SaveError('the save’s moves are not a list of moves');
  return value.map((raw: unknown, i) => {
    const move = readMove(raw);
    if (move === null) throw new SaveError(`move ${String(i + 1)} of the save is damaged`);
    return move;
  });
}

function readEarlier(value: unknown): Move[][] | null {
  if (value === undefined) return null;
  if (!Array.isArray(value) || value.length > HISTORY_LIMIT)
    throw new SaveError('the moves of the match’s finished deals are not a list of deals');
  return value.map((deal: unknown, d) => {
    const moves = readMoves(deal);
    if (moves === null) throw new SaveError(`the moves of deal ${String(d + 1)} of the match are missing`);
    return moves;
  });
}

function readHistory(value: unknown): DealResult[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > HISTORY_LIMIT)
    throw new SaveError('the match history is not a list of deals');
  // The newest `HISTORY_LIMIT` deals, numbered one after the other (a long match's first ones are left out).
  const first = isRecord(value[0]) && isCount(value[0].deal) && value[0].deal >= 1 ? value[0].deal : 1;
  return value.map((d: unknown, i) => {
    const ok =
      isRecord(d) &&
      d.deal === first + i &&
      Array.isArray(d.totals) &&
      (d.totals.length === 2 || d.totals.length === 3) &&
      d.totals.every((n) => typeof n === 'number' && Number.isSafeInteger(n));
    if (!ok) throw new SaveError(`deal ${String(first + i)} of the match history is damaged`);
    return { deal: first + i, totals: [...(d.totals as number[])] as unknown as DealResult['totals'] };
  });
}

/**
 * Reads a save's text. Every part is checked — the table's own fields, each log entry, the hand order, the match
 * history, the settings, and the game (engine `restoreGame`, which validates the whole state) — and any fault
 * throws a `SaveError` naming the damaged part. Nothing of a refused save is used.
 */
export function readSave(text: string): SavedGame {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new SaveError('the save is not valid JSON');
  }
  if (!isRecord(data)) throw new SaveError('the save is not an object');
  if (data.format !== SAVE_FORMAT) throw new SaveError('this is not a Birimba table save');
  if (data.version !== SAVE_VERSION)
    throw new SaveError(`save version ${JSON.stringify(data.version) ?? 'none'} is not supported`);
  const seats = data.seats;
  if (
    !Array.isArray(seats) ||
    !TABLE_PLAYERS.includes(seats.length as 4) ||
    !seats.every((s) => typeof s === 'string' && SEAT_KIND.test(s))
  ) {
    throw new SaveError('the save has no valid seats');
  }
  if (!Array.isArray(data.log) || data.log.length > LOG_LIMIT)
    throw new SaveError('the save’s log is not a list of actions');
  const log: MoveEvent[] = [];
  for (const [i, raw] of data.log.entries()) {
    const entry = readLogEntry(raw, log[log.length - 1]);
    if (entry === null) throw new SaveError(`line ${String(i + 1)} of the save’s log is damaged`);
    log.push(entry);
  }
  let handOrder: number[] | null = null;
  if (data.handOrder !== undefined) {
    const order = data.handOrder;
    if (
      !Array.isArray(order) ||
      order.length > MOST_CARDS ||
      !order.every((id) => isCount(id) && id < MOST_CARDS) ||
      new Set(order).size !== order.length
    ) {
      throw new SaveError('the save’s hand order is damaged');
    }
    handOrder = order as number[];
  }
  const history = readHistory(data.history);
  const moves = readMoves(data.moves);
  const earlier = readEarlier(data.earlier);
  let settings: Settings | null = null;
  if (data.settings !== undefined) {
    settings = readSettings(data.settings);
    if (settings === null) throw new SaveError('the save’s settings are damaged');
  }
  let actor: GameActor;
  try {
    actor = restoreGame(data.game);
  } catch (error) {
    throw new SaveError(`the saved game is damaged: ${error instanceof Error ? error.message : String(error)}`);
  }
  const players = actor.getSnapshot().context.game.rules.players;
  const refuse = (reason: string): never => {
    actor.stop();
    throw new SaveError(reason);
  };
  if (!TABLE_PLAYERS.includes(players))
    refuse(`the saved game is of ${String(players)} players; the table seats 2, 4 or 6`);
  if (seats.length !== players)
    refuse(`the save has ${String(seats.length)} seats for a game of ${String(players)} players`);
  if (history.some((d) => d.totals.length !== teamCount(players)))
    refuse(`the match history does not count the ${String(teamCount(players))} teams of ${String(players)} players`);
  // Card ids were read against the largest deck; the game's own deck is known now (108 cards, or 162 for six).
  const cards = deckSizeFor(players);
  const moveIds = [...(moves ?? []), ...(earlier ?? []).flat()].flatMap((m) =>
    'cards' in m ? m.cards : 'card' in m ? [m.card] : [],
  );
  if ([...(handOrder ?? []), ...moveIds].some((id) => typeof id !== 'number' || id >= cards))
    refuse(`the save names a card id out of the deck of ${String(cards)} cards`);
  const deal = actor.getSnapshot().context.game.match.deal;
  if ((history.at(-1)?.deal ?? 0) > deal) refuse('the match history has more deals than the match');
  if (earlier !== null && earlier.length !== deal - 1) refuse('the save’s moves of finished deals are not the match’s');
  return { actor, seats: seats as string[], log, handOrder, history, settings, moves, earlier };
}

/** The text of a save: what `readSave` reads back (the game through the engine's `persistGame`). */
export function writeSave(saved: SavedGame): string {
  const data: TableSave = {
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    seats: saved.seats,
    log: saved.log,
    game: persistGame(saved.actor),
    ...(saved.handOrder === null ? {} : { handOrder: saved.handOrder }),
    ...(saved.history.length === 0 ? {} : { history: saved.history }),
    ...(saved.settings === null ? {} : { settings: saved.settings }),
    ...(saved.moves === null ? {} : { moves: saved.moves }),
    ...(saved.earlier === undefined || saved.earlier === null || saved.earlier.length === 0
      ? {}
      : { earlier: saved.earlier }),
  };
  return JSON.stringify(data);
}
