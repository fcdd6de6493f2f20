// What the room tells its clients, made from its model as it stands when the telling comes — after the events before
// it are stored and applied: the mutes, the whole views, a watcher's welcome, a seat's arrival, the chat's last line,
// and a move as every seat and watcher may learn it. Each is a list of messages to send (decision.ts); the views
// themselves are views.ts'.

import type { GameState, Seat } from '@birimba/engine';
import { type Effect, type RoomNow, type To, send } from './decision.js';
import { timing } from './turns.js';
import { dealOver, viewAfterMove, watchAfterMove, wholeView, wholeWatch } from './views.js';

/** A telling: the effects that say what the room tells from its model. */
export type Telling = Extract<
  Effect,
  {
    readonly kind:
      | 'tell-mutes'
      | 'tell-own-mutes'
      | 'tell-wholes'
      | 'tell-whole'
      | 'tell-watch'
      | 'tell-watcher-welcome'
      | 'tell-arrival'
      | 'tell-chat-line';
  }
>;

/** The connected seats, each as where its messages go. */
function connectedSeats(room: RoomNow): { seat: Seat; to: To }[] {
  return room.model
    .seatList()
    .filter((seat) => room.people.connected(seat))
    .map((seat) => ({ seat, to: { seat } }));
}

/** Every client that hears what the person at `from` says: the people at the table but those who muted them, and the
 * watchers (who read the chat but never write in it) — with the visitors while the host allows watching: a visitor
 * learns what a watcher may, and nothing more. */
export function hearers(room: RoomNow, from: Seat): To[] {
  const seats = connectedSeats(room).filter(({ seat }) => !silenced(room, seat).includes(from));
  return [...seats.map(({ to }) => to), ...onlookers(room)];
}

/** The seats whose talk the person at `seat` is not shown: those they muted, and those of accounts they blocked (a
 * block acts as a mute they did not have to set, and is never told: their own mutes are what `mutes` says). */
export function silenced(room: RoomNow, seat: Seat): Seat[] {
  const mutes = room.model.seats[seat]?.mutes ?? [];
  const blocked = room.people.blockedAt(seat);
  if (blocked.length === 0) return [...mutes];
  const theirs = room.model.seatList().filter((s) => {
    const account = room.model.seats[s]?.account;
    return typeof account === 'string' && blocked.includes(account);
  });
  return [...new Set([...mutes, ...theirs])];
}

/** The clients without a seat who hear the table: the watchers, and the visitors while watching is allowed. */
export function onlookers(room: RoomNow): To[] {
  const visitors = room.model.settings.watching === false ? [] : room.people.visitorSessions();
  return [...visitors, ...room.people.watcherSessions()].map((session) => ({ session }));
}

/** The messages of a telling, made from the room now. */
export function told(room: RoomNow, telling: Telling): Effect[] {
  const model = room.model;
  switch (telling.kind) {
    case 'tell-mutes':
      return connectedSeats(room).map(({ seat, to }) => send(to, 'mutes', { seats: model.seats[seat]?.mutes ?? [] }));
    case 'tell-own-mutes':
      return [send(telling.to, 'mutes', { seats: model.seats[telling.seat]?.mutes ?? [] })];
    case 'tell-wholes':
      return [
        ...connectedSeats(room).flatMap(({ seat, to }) => whole(room, seat, to)),
        ...room.people.watcherSessions().flatMap((session) => watch(room, { session })),
      ];
    case 'tell-whole':
      return whole(room, telling.seat, telling.to);
    case 'tell-watch':
      return watch(room, telling.to);
    case 'tell-watcher-welcome':
      return [
        ...watch(room, telling.to),
        ...(model.chat.length > 0 ? [send(telling.to, 'chat', { lines: model.chat, kept: true })] : []),
      ];
    case 'tell-arrival': {
      const mutes = model.seats[telling.seat]?.mutes ?? [];
      const hidden = silenced(room, telling.seat);
      const lines = model.chat.filter((line) => !hidden.includes(line.seat));
      return [
        send(telling.to, 'mutes', { seats: mutes }),
        ...(lines.length > 0 ? [send(telling.to, 'chat', { lines, kept: true })] : []),
        ...whole(room, telling.seat, telling.to),
      ];
    }
    case 'tell-chat-line': {
      const line = model.chat.at(-1);
      if (line === undefined) return [];
      return hearers(room, telling.from).map((to) => send(to, 'chat', { lines: [line], kept: false }));
    }
  }
}

/** The seat's whole view (and the deal's end, when it is over): for a client that joins, returns or asks. */
function whole(room: RoomNow, seat: Seat, to: To): Effect[] {
  const match = room.model.match;
  if (match === null) return [];
  const view = send(to, 'view', wholeView(match, seat, timing(room.turns, room.now)));
  return match.state.phase === 'over' ? [view, send(to, 'deal-over', dealOver(match))] : [view];
}

/** A watcher's whole view (and the deal's end, when it is over): on arrival, at a deal, on `sync`. */
function watch(room: RoomNow, to: To): Effect[] {
  const match = room.model.match;
  const view = send(to, 'watch', wholeWatch(room.code, match, timing(room.turns, room.now)));
  return match !== null && match.state.phase === 'over' ? [view, send(to, 'deal-over', dealOver(match))] : [view];
}

/** A move (played in `before`) as every connected seat may learn it, then as the watchers do; at a deal's end, its
 * scores and hands to the seats, then to the watchers. */
export function moveTold(room: RoomNow, before: GameState): Effect[] {
  const match = room.model.match;
  if (match === null) return [];
  const now = timing(room.turns, room.now);
  const seats = connectedSeats(room);
  const watchers = room.people.watcherSessions().map((session): To => ({ session }));
  const effects = seats.map(({ seat, to }) => send(to, 'view', viewAfterMove(match, before, seat, now)));
  if (watchers.length > 0) {
    const watched = watchAfterMove(room.code, match, before, now);
    effects.push(...watchers.map((to) => send(to, 'watch', watched)));
  }
  if (match.state.phase === 'over') {
    const over = dealOver(match);
    // The hands are shown to the watchers once the players have been shown them.
    effects.push(...[...seats.map(({ to }) => to), ...watchers].map((to) => send(to, 'deal-over', over)));
  }
  return effects;
}
