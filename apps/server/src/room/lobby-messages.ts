// The lobby's messages, decided: a person moves to an empty seat or says they are ready; the host sets the room up
// (the rules, the bots' level, the move timer, who may talk and watch), starts the match, and after it brings the table
// back to the lobby (`rematch`). Each is checked (who, when: guards.ts), then returns what to do (decision.ts).

import { type Seat, resolveRules } from '@birimba/engine';
import { CLOSE_CODES } from '@birimba/protocol/schemas';
import type { RoomSettings } from '../store/room-events.js';
import { type Effect, type MessageDecider, type RoomNow, log, send, store, setTurns } from './decision.js';
import { atStage, hostOnly, onTable } from './guards.js';
import { keepsItsSeats } from './matched-room.js';
import { Refusal } from './refusal.js';
import { newMatchTurns } from './turns.js';

/** The settings the host may change at any stage, alone: who may talk and watch. */
const TALK_SETTINGS: ReadonlySet<string> = new Set(['chat', 'watching', 'watcherPhrases']);

/** `choose-seat`: in the lobby, a person moves to an empty seat. */
export const chooseSeat: MessageDecider<'choose-seat'> = (room, from, { seat: to }) => {
  const model = room.model;
  atStage(model, 'lobby');
  if (to === from.seat) return [];
  keepsItsSeats(model, 'choose-seat');
  onTable(model, to, 'seat');
  if (model.seats[to]?.occupant !== 'empty') throw new Refusal('seat-taken', `seat ${String(to)} is taken`);
  return moveSeat(room, from.seat, to);
};

/** `settings`: the host changes the rules, the bots' level, the move timer, whether the room is listed or rated. */
export const settings: MessageDecider<'settings'> = (room, from, change) => {
  const model = room.model;
  hostOnly(model, from.seat);
  // Chat and watching alone may be turned on or off at any time; the rest waits for the lobby or a match's end.
  const talkOnly = Object.keys(change).every((field) => TALK_SETTINGS.has(field));
  if (!talkOnly) atStage(model, 'lobby', 'match-over');
  if (!talkOnly) keepsItsSeats(model, 'settings');
  // The whole rule set is checked before anyone moves (a first seat the new form has not, say).
  let rules = model.settings.rules;
  try {
    if (change.rules !== undefined) rules = resolveRules({ ...model.settings.rules, ...change.rules });
  } catch (e) {
    throw new Refusal('bad-message', `rules: ${(e as Error).message}`);
  }
  const seating = rules.players === model.settings.rules.players ? [] : seatFor(room, rules.players);
  const next: RoomSettings = {
    rules,
    botLevel: change.botLevel ?? model.settings.botLevel,
    moveTimer: change.moveTimer ?? model.settings.moveTimer,
    public: change.public ?? model.settings.public,
    chat: change.chat ?? model.settings.chat === true,
    watching: change.watching ?? model.settings.watching !== false,
    watcherPhrases: change.watcherPhrases ?? model.settings.watcherPhrases === true,
    rated: change.rated ?? model.settings.rated === true,
    ...(model.settings.seatsFor === undefined ? {} : { seatsFor: model.settings.seatsFor }),
  };
  return [...seating, store({ kind: 'settings', settings: next }), ...(next.watching ? [] : dismissWatchers(room))];
};

/** `start`: the host starts the match from the lobby. */
export const start: MessageDecider<'start'> = (room, from) => {
  hostOnly(room.model, from.seat);
  atStage(room.model, 'lobby');
  // A table the queue made starts by itself once everyone sat; never before, with a bot in a kept seat.
  keepsItsSeats(room.model, 'start');
  return startMatch(room);
};

/** `rematch`: after a match, the host takes the table back to the lobby with the same people in their seats. */
export const rematch: MessageDecider<'rematch'> = (room, from) => {
  hostOnly(room.model, from.seat);
  atStage(room.model, 'match-over');
  // A rated table the queue made plays one match: the next is the queue's to find.
  keepsItsSeats(room.model, 'rematch');
  return [
    setTurns(newMatchTurns(room.model, room.turns, (s) => room.people.connected(s))),
    store({ kind: 'lobby' }),
    log(room, 'back to the lobby'),
  ];
};

/** `ready`: in the lobby, a person is ready for the match (or no longer). */
export const ready: MessageDecider<'ready'> = (room, from, { ready: isReady }) => {
  atStage(room.model, 'lobby');
  return room.model.seats[from.seat]?.ready === isReady
    ? []
    : [store({ kind: 'ready', seat: from.seat, ready: isReady })];
};

/** Before the lobby's form changes to `players`: the people at seats it drops move to the seats it keeps that are
 * empty, in order. Refused after the lobby (a match's seats stay), or when more people sit here than the form seats. */
function seatFor(room: RoomNow, players: number): Effect[] {
  const model = room.model;
  if (model.stage !== 'lobby')
    throw new Refusal('wrong-stage', 'the number of players changes only in the lobby, before a match');
  const people = model.seatList().filter((s) => model.seats[s]?.occupant === 'human');
  const extra = people.length - players;
  if (extra > 0)
    throw new Refusal(
      'too-many-people',
      `${String(people.length)} people sit at this table: for ${String(players)} players ` +
        `${String(extra)} must leave first`,
    );
  const free = model.seatList().filter((s) => s < players && model.seats[s]?.occupant === 'empty');
  return people
    .filter((s) => s >= players)
    .flatMap((from, i) => {
      const to = free[i];
      return to === undefined ? [] : moveSeat(room, from, to);
    });
}

/** The match starts: bots at the seats nobody sits in, the deal dealt and told. */
export function startMatch(room: RoomNow): Effect[] {
  const model = room.model;
  const level = model.settings.botLevel;
  // A person who left keeps their seat (a bot plays it until they are back with the link).
  const seatBots = model.seatList().map((s) => (model.seats[s]?.occupant === 'human' ? null : level));
  return [
    setTurns(newMatchTurns(model, room.turns, (s) => room.people.connected(s))),
    store({ kind: 'started', seed: room.fresh.seed(), bots: seatBots, shuffle: 'hmac-sha256', at: room.now }),
    { kind: 'tell-wholes' },
    log(room, 'match started', { match: model.nextMatch, bots: seatBots.filter((b) => b !== null).length }),
  ];
}

/** A seat's person moves to an empty seat in the lobby — by their choice or the host's: their connection, held
 * session and token go along, and they are welcomed at the new seat. */
export function moveSeat(room: RoomNow, from: Seat, to: Seat): Effect[] {
  const welcome = room.people.connected(from)
    ? [send({ seat: to }, 'welcome', { code: room.code, seat: to, token: room.people.tokenAt(from) })]
    : [];
  return [store({ kind: 'moved', from, to }), { kind: 'move-seat', from, to }, { kind: 'tell-mutes' }, ...welcome];
}

/** The host stopped allowing watching: every watcher is let go, told why by the close code. */
function dismissWatchers(room: RoomNow): Effect[] {
  return room.people.watcherSessions().flatMap((session): Effect[] => [
    { kind: 'unwatch', session },
    {
      kind: 'let-go',
      to: { session },
      code: CLOSE_CODES['watch-off'],
      reason: 'watch-off: the host no longer allows watching this room',
    },
  ]);
}
