// A replay position as the table's felt reads a game (`TableGame`): the view of the seat it is seen from, the deal's
// lines, the match, every hand once the deal is over, and — for an online room's log — its people, so that the seats
// are named as at that table. It only shows: nothing is played, dealt or saved from it, so the felt, the seats, the
// melds, the score sheet and the log draw a replay as they draw a game.

import type { Card, FinalScores, IllegalMoveError, MoveEvent, PlayerView, Seat } from '@birimba/engine';
import { illegalMove } from '@birimba/engine';
import type { GameLog } from '@birimba/game-log';
import type { DealResult, MatchInfo } from '../api/types.js';
import type { SaveState } from '../game/save-store.js';
import { NO_SETTINGS, type Settings } from '../game/settings.js';
import type { SeatPerson, TableGame } from '../game/table-game.js';
import { roomNames } from '../display/seat-names.js';
import type { Texts } from '../texts/i18n.js';
import {
  type ReplayModel,
  type ReplayPosition,
  finalAt,
  handsAt,
  historyAt,
  linesAt,
  matchAt,
  viewAt,
} from './replay-model.js';

/** The replay at one position, seen from one seat. */
export class ReplayGame implements TableGame {
  readonly people: readonly SeatPerson[];
  readonly myTurn = false;
  readonly botsPlaying = false;
  readonly thinking = null;
  readonly failure = null;
  readonly canDealNext = false;
  readonly settings: Settings = NO_SETTINGS;
  readonly handOrder = null;
  readonly saving: SaveState = 'saved';
  readonly view: PlayerView;
  readonly log: readonly MoveEvent[];
  readonly match: MatchInfo;
  readonly history: readonly DealResult[];
  readonly final: FinalScores | null;
  readonly revealedHands: readonly (readonly Card[])[] | null;
  readonly seats: readonly string[];

  constructor(
    model: ReplayModel,
    at: ReplayPosition,
    readonly mySeat: Seat,
  ) {
    this.view = viewAt(model, at, mySeat);
    this.log = linesAt(model, at, mySeat);
    this.match = matchAt(model, at);
    this.history = historyAt(model, at);
    this.final = finalAt(model, at);
    this.revealedHands = handsAt(model, at);
    this.seats = model.log.bots.map((b) => b.kind);
    this.people = namesPeople(model.log) ? logPeople(model.log) : [];
  }

  begin(): void {
    // A replay has nothing to begin: its states are computed.
  }

  play(): IllegalMoveError {
    return illegalMove({ code: 'not-your-turn' });
  }

  hint(): Promise<null> {
    return Promise.resolve(null);
  }

  nextDeal(): boolean {
    return false;
  }

  newGame(): void {
    // Nothing is dealt in a replay.
  }

  retry(): boolean {
    return false;
  }

  skip(): void {
    // No bot plays in a replay.
  }

  setSettings(): void {
    // The replay's settings are the table's.
  }

  setHandOrder(): void {
    // The hand of a replay is shown sorted.
  }

  exportLog(): GameLog | null {
    return null;
  }

  reload(): void {
    // Nothing is saved from a replay.
  }

  subscribe(): () => void {
    // A position never changes: the replay makes a new one at each step.
    return () => undefined;
  }

  hostConnected(): void {
    // Nothing to start.
  }
}

/** Who played each seat of `log`, as a room tells its seats: a person under the name they played with (none when the
 * log does not say), a bot by its level. */
export function logPeople(log: GameLog): SeatPerson[] {
  return log.bots.map((b) =>
    b.kind === 'human'
      ? { name: b.player ?? '', human: true, connected: true, standIn: false, host: false, level: '' }
      : { name: '', human: false, connected: true, standIn: false, host: false, level: b.name },
  );
}

/** Whether `log` names the people who played it (an online room's): its replay then names every seat as its table
 * did — a person by their name, a bot by its level —, never by a compass point. */
export const namesPeople = (log: GameLog): boolean =>
  log.bots.some((b) => b.kind === 'human' && b.player !== undefined);

/** Each seat of `log` as the seat picker names it, in the table's words: a person by their name («a person» when the
 * log has none), a bot as the table names a room's bots («Μποτ 2 (πολύ δύσκολο)»). */
export function seatNames(log: GameLog, t: Texts, person: string): string[] {
  return roomNames(logPeople(log), t).map((name) => name ?? person);
}
