// The host's tools (issue 35 §5), decided: in a match, pause it (no move is played, the turn's timer stops, the bots
// wait; every screen shows who paused) and let it go on, the turn's whole time again; give an offline player's seat to
// a bot for the rest of the match; in the lobby, move a person to an empty seat, ask a person to leave (barred for
// `KICK_BAR_MS` unless the host lets them back; the bar itself is checked at the join, seating.ts); at any time, pass
// the host's rights to another person at the table. Each is stored before anyone is told, so a restart finds the
// room as it was. A bar is the person's — their old token — never their address's (issue 54).

import { CLOSE_CODES, KICK_BAR_MS } from '@birimba/protocol';
import { type MessageDecider, SETTLE, log, send, store, setTurns } from './decision.js';
import { atStage, hostOnly, onTable } from './guards.js';
import { moveSeat } from './lobby-messages.js';
import { idKey } from './match-record.js';
import { Refusal } from './refusal.js';
import { standsIn, stopped, timeLeft, withStandIn } from './turns.js';
import { turnAwayAll } from './visitors.js';

// ---- a match ----------------------------------------------------------------------------------------------------

/** `pause`: the host pauses the match being played, or lets it go on from where it stood. Every seat's view is told
 * again after it, with its deadline: none while paused, and once it goes on the turn's whole time again (a pause in a
 * turn's last second must not leave its player that second). The time it had left is stored with the pause. */
export const pause: MessageDecider<'pause'> = (room, from, { paused }) => {
  const { model } = room;
  hostOnly(model, from.seat);
  const pausedNow = model.paused;
  if (paused) {
    atStage(model, 'playing');
    if (pausedNow !== null) return [];
    return [
      store({ kind: 'paused', seat: from.seat, paused: true, left: timeLeft(room.turns, room.now) }),
      // The timer stops and any bot decision on its way is dropped: nothing is played until the match goes on.
      setTurns(stopped(room.turns)),
      { kind: 'timer', timer: null },
      log(room, 'match paused', { seat: from.seat }),
      SETTLE,
      { kind: 'tell-wholes' },
    ];
  }
  if (pausedNow === null) throw new Refusal('wrong-stage', 'not now: the match is not paused');
  return [
    store({ kind: 'paused', seat: from.seat, paused: false }),
    // The turn's timer, stopped by the pause, is set afresh when the room settles: its whole time.
    log(room, 'match goes on', { seat: from.seat }),
    SETTLE,
    { kind: 'tell-wholes' },
  ];
};

/** `give-to-bot`: the host gives an offline player's seat to a bot for the rest of the match — unless its person comes
 * back with the seat's token, who takes it back at a turn's boundary (seating.ts). Every screen shows it (the seat's
 * `given`). */
export const giveToBot: MessageDecider<'give-to-bot'> = (room, from, { seat: to }) => {
  const { model, people } = room;
  hostOnly(model, from.seat);
  atStage(model, 'playing', 'deal-over');
  const record = model.seats[to];
  if (record?.occupant !== 'human' || record.given === true)
    throw new Refusal('not-offline', `seat ${String(to)} is not a person’s seat of this match`);
  if (people.connected(to))
    throw new Refusal('not-offline', `${record.name} is at the table: only an offline player’s seat goes to a bot`);
  // The visitors asking for the seat are told no: nobody may ask for it any more.
  return [
    ...turnAwayAll(room, to, 'the host gave that seat to a bot'),
    store({ kind: 'given', seat: to }),
    // The held reconnection, if any, is refused: the seat is the bot's.
    { kind: 'expire', seat: to },
    setTurns(withStandIn(room.turns, to, false)),
    log(room, 'seat given to a bot', { seat: to }),
  ];
};

/** `move` while the match is paused: refused (`paused`) before the move's decider sees it — unless it was played
 * already (its answer is the same as ever). */
export function unlessPaused(play: MessageDecider<'move'>): MessageDecider<'move'> {
  return (room, from, message) => {
    const model = room.model;
    if (model.paused !== null && model.match?.ids.get(idKey(from.seat, message.id)) === undefined)
      return [
        send({ session: from.session }, 'answer', {
          id: message.id,
          accepted: false,
          code: 'paused',
          message: `${model.paused.name} paused the match: moves wait until it goes on`,
        }),
      ];
    return play(room, from, message);
  };
}

// ---- the lobby --------------------------------------------------------------------------------------------------

/** `host-move`: the host moves a person to an empty seat. */
export const hostMove: MessageDecider<'host-move'> = (room, sender, { from, to }) => {
  const { model } = room;
  hostOnly(model, sender.seat);
  atStage(model, 'lobby');
  onTable(model, from, 'from');
  onTable(model, to, 'to');
  if (model.seats[from]?.occupant !== 'human')
    throw new Refusal('bad-message', `from: nobody sits at seat ${String(from)}`);
  if (from === to) return [];
  if (model.seats[to]?.occupant !== 'empty') throw new Refusal('seat-taken', `seat ${String(to)} is taken`);
  return [...moveSeat(room, from, to), log(room, 'moved by the host', { from, to })];
};

/** `kick`: the host asks a person to leave the lobby; they may not come back for `KICK_BAR_MS` without a yes — with
 * their old token; a new browser, from their address or any, is someone else. */
export const kick: MessageDecider<'kick'> = (room, from, { seat: whom }) => {
  const { model, people } = room;
  hostOnly(model, from.seat);
  atStage(model, 'lobby');
  onTable(model, whom, 'seat');
  if (whom === from.seat) throw new Refusal('bad-message', 'seat: the host does not ask themselves to leave (leave)');
  if (model.seats[whom]?.occupant !== 'human')
    throw new Refusal('bad-message', `seat: nobody sits at seat ${String(whom)}`);
  const session = people.sessionAt(whom);
  return [
    store({ kind: 'kicked', seat: whom, until: room.now + KICK_BAR_MS }),
    { kind: 'expire', seat: whom },
    ...(session === null
      ? []
      : [
          {
            kind: 'let-go',
            to: { session },
            code: CLOSE_CODES.kicked,
            reason: 'the host asked you to leave the room',
          } as const,
        ]),
    { kind: 'tell-mutes' },
    // The list of people barred is told again when the bar ends.
    { kind: 'later', ms: KICK_BAR_MS, step: 'bar-over' },
    log(room, 'asked to leave', { seat: whom }),
  ];
};

/** `let-back`: the host lets a person asked to leave come back now. */
export const letBack: MessageDecider<'let-back'> = (room, from, { name }) => {
  hostOnly(room.model, from.seat);
  if (!room.model.bars.some((bar) => bar.name === name && bar.until > room.now))
    throw new Refusal('not-asked', `nobody called ${name} is kept out of this room`);
  return [store({ kind: 'let-back', name }), log(room, 'let back')];
};

// ---- at any time ------------------------------------------------------------------------------------------------

/** `pass-host`: the host gives the host's rights to another person at the table, connected. */
export const passHost: MessageDecider<'pass-host'> = (room, from, { seat: to }) => {
  const { model, people } = room;
  hostOnly(model, from.seat);
  if (to === from.seat) return [];
  const record = model.seats[to];
  if (record?.occupant !== 'human' || record.left || !people.connected(to) || standsIn(room.turns, to))
    throw new Refusal('not-here', `the host’s rights go only to another person at the table, not seat ${String(to)}`);
  return [store({ kind: 'host', seat: to }), log(room, 'host passed', { from: from.seat, to })];
};
