// A rated room the rated queue made (queue/rated-queue-room.ts): its settings — rated, the standard rules of its form
// at the default target, not listed — and its seats kept for exactly the accounts the queue seated there. Nobody else
// takes a seat, nobody moves to another person's, its settings stay as they are, and its match starts by itself once
// everyone has sat (no bot ever plays in it).

import { type Players, type Seat, resolveRules } from '@birimba/engine';
import { DEFAULT_BOT_LEVEL, DEFAULT_TARGET, PUBLIC_MOVE_TIMER, RESERVED_SEAT_ERROR } from '@birimba/protocol/schemas';
import type { RoomSettings } from '../store/room-events.js';
import { Refusal, JoinRefusal } from './refusal.js';
import type { RoomModel } from './room-model.js';

/** A table the rated queue found: its form and the account kept for each seat (index = seat). */
export interface MatchedTable {
  readonly form: Players;
  readonly accounts: readonly string[];
}

/** How long the people of a table have to take their seats (ms): a room not full by then closes, and those who came
 * may queue again. Time enough for a slow phone to hear `queue-seated` and join. */
export const MATCHED_ARRIVAL_MS = 20_000;

/** The settings of the room made for a table. */
export function matchedSettings(table: MatchedTable): RoomSettings {
  return {
    rules: resolveRules({ players: table.form, matchTarget: DEFAULT_TARGET }),
    botLevel: DEFAULT_BOT_LEVEL,
    moveTimer: PUBLIC_MOVE_TIMER,
    public: false,
    rated: true,
    seatsFor: table.accounts,
  };
}

/** The seat a newcomer of `account` takes in the room: in a room the queue made, the one kept for the account — or a
 * refusal (`RESERVED_SEAT_ERROR`) for anyone it keeps none for; in another room, `wished` as it was. */
export function keptSeat(model: RoomModel, account: string | null, wished: Seat | undefined): Seat | undefined {
  const kept = model.settings.seatsFor;
  if (kept === undefined) return wished;
  const seat = account === null ? -1 : kept.indexOf(account);
  if (seat < 0 || model.seats[seat as Seat]?.occupant !== 'empty')
    throw new JoinRefusal(
      RESERVED_SEAT_ERROR,
      'reserved: the seats of this rated table are kept for the people the queue seated here',
    );
  return seat as Seat;
}

/** Refuses a change of seats or settings (other than talk) in a room the queue made. */
export function keepsItsSeats(model: RoomModel, what: string): void {
  if (model.settings.seatsFor !== undefined)
    throw new Refusal('wrong-stage', `${what}: a rated table the queue made keeps its seats and settings`);
}

/** Whether a room the queue made is to start now: in its lobby, every seat taken by its person. */
export function readyToStart(model: RoomModel): boolean {
  const kept = model.settings.seatsFor;
  return (
    kept !== undefined &&
    model.stage === 'lobby' &&
    model.seatList().every((s) => model.seats[s]?.occupant === 'human' && model.seats[s].account === kept[s])
  );
}

/** Whether the account sits in the room (a room the queue made) and its match is still to be played out: not over,
 * and the account has not left it (in the lobby: its seat is kept for them). */
export function holdsAccount(model: RoomModel, account: string): boolean {
  if (model.settings.seatsFor?.includes(account) !== true || model.stage === 'match-over') return false;
  // In the lobby the seat is kept for them, sat in or on their way.
  if (model.stage === 'lobby') return true;
  return model.seatList().some((s) => model.seats[s]?.account === account && model.seats[s].left !== true);
}
