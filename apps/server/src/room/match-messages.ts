// A match's messages from the people playing it, decided: a move (answered by its id, played once however often it
// is sent), the next deal (the host), away and back (a bot plays the person's turns meanwhile), and `sync` (the whole
// view again). Each is checked (who, when: guards.ts; the move's legality by the engine), then returns what to do.

import type { AnswerMessage } from '@birimba/protocol/schemas';
import { type MessageDecider, send, store, setTurns } from './decision.js';
import { atStage, hostOnly } from './guards.js';
import { idKey } from './match-record.js';
import { back, control, personPlayed } from './turns.js';

/** `move`: a person's move, answered by its id, played once whatever the number of times it is sent. */
export const move: MessageDecider<'move'> = (room, from, { id, move: played }) => {
  const { model } = room;
  const seat = from.seat;
  const answer = (a: AnswerMessage) => send({ session: from.session }, 'answer', a);
  const refuse = (code: Extract<AnswerMessage, { accepted: false }>['code'], message: string) => [
    answer({ id, accepted: false, code, message }),
  ];
  const match = model.match;
  const before = match?.ids.get(idKey(seat, id));
  if (before !== undefined)
    return [answer({ id, accepted: true, deal: before.deal, index: before.index, repeat: true })];
  if (match === null || model.stage !== 'playing') return refuse('not-playing', 'no deal is being played');
  if (match.state.turn === seat) {
    const plays = control(model, room.turns, seat);
    if (plays.kind === 'bot')
      return plays.note === 'timeout'
        ? refuse('timed-out', 'your time ran out: the server plays this turn for you')
        : refuse('stand-in', 'a bot plays your seat until your next turn begins');
  }
  const refusal = model.refusal(seat, played);
  if (refusal !== null) return refuse(refusal.code, refusal.message);
  return [
    // The person played: their time has not run out in a row.
    setTurns(personPlayed(room.turns, seat)),
    store({ kind: 'move', seat, move: played, id, note: null }),
    // Every seat's view first: a client told its move was played already holds the view that shows it.
    { kind: 'moved', before: match.state },
    answer({ id, accepted: true, deal: match.state.match.deal, index: match.moves.length, repeat: false }),
  ];
};

/** `next-deal`: the host deals the match's next deal. */
export const nextDeal: MessageDecider<'next-deal'> = (room, from) => {
  hostOnly(room.model, from.seat);
  atStage(room.model, 'deal-over');
  return [store({ kind: 'next-deal' }), { kind: 'tell-wholes' }];
};

/** `away`: during a match, a bot plays the person's turns; or they are back (at a turn's boundary). */
export const away: MessageDecider<'away'> = (room, from, { away: isAway }) => {
  const { model } = room;
  const seat = from.seat;
  atStage(model, 'playing', 'deal-over', 'match-over');
  const wasAway = model.seats[seat]?.away === true;
  if (isAway) return wasAway ? [] : [store({ kind: 'away', seat, away: true })];
  const played = personPlayed(room.turns, seat);
  if (!wasAway) return [setTurns(played)];
  const backs = back(model, played, seat);
  return [setTurns(backs.turns), ...(backs.now ? [store({ kind: 'away', seat, away: false })] : [])];
};

/** `sync`: a client asks for its whole view again. */
export const sync: MessageDecider<'sync'> = (_room, from) => [
  { kind: 'tell-whole', seat: from.seat, to: { session: from.session } },
];
