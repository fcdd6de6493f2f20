// The steps that follow a change, each decided on the room as it is when it comes: what follows any change (`settle`:
// people back at a turn's boundary, stand-ins handing seats back, the host there, then `schedule`: the move timer for
// a person to act or a bot asked, the idle watch, the public state); what follows a move (`moved`: the turn's timer,
// then the move told); a bot's answer played move by move like a person's move (`botAnswered`, `botMoves`); a
// person's time running out (`timeUp`: the server's smallest turn, timeout-turn.ts). Each returns what to do.

import { type GameState, type Move, type Seat, isMatchOver } from '@birimba/engine';
import { matchDecisionSeed } from '@birimba/ai';
import type { RoomEvent } from '../store/room-events.js';
import {
  type BotRequest,
  type Decision,
  type Effect,
  type RoomNow,
  SETTLE,
  SYNC,
  log,
  store,
  setTurns,
} from './decision.js';
import { hostPassed } from './seating.js';
import { moveTold } from './telling.js';
import { cardsDrawn, smallestMove } from './timeout-turn.js';
import {
  AWAY_AFTER_TIMEOUTS,
  type TurnNow,
  type TurnState,
  afterMove,
  backNow,
  control,
  handBack,
  timeTurn,
  timedOut,
  turnKey,
} from './turns.js';

/** How long a bot's failed decision waits before it is asked again. */
export const RETRY_MS = 1000;

/** The seats handed back by their stand-ins, said in the log. */
function handedBack(room: RoomNow, seats: readonly Seat[]): Effect[] {
  return seats.map((seat) => log(room, 'seat handed back', { seat }));
}

/** After any change: people who said they are back are, at a turn's boundary; stand-ins give seats back there too;
 * the host is a person at the table when someone is connected; then the timer and the bots (`schedule`). */
export function settle(room: RoomNow): Decision {
  const { model, people } = room;
  const backs = backNow(model, room.turns);
  const handed = handBack(model, backs.turns, (s) => people.connected(s));
  const host: RoomEvent[] =
    model.host === null && model.players().some((s) => people.connected(s))
      ? hostPassed(model, handed.turns, people)
      : [];
  return [
    setTurns(handed.turns),
    ...backs.seats.map((seat) => store({ kind: 'away', seat, away: false })),
    ...handedBack(room, handed.seats),
    ...host.map(store),
    { kind: 'schedule' },
  ];
}

/** The idle watch: a room nobody is connected to closes after a while. */
export function watchIdle(room: RoomNow): Effect {
  return { kind: 'idle', nobody: !room.people.anyone() && !room.closing };
}

/** The move timer set for a person to act, or the bot asked to act (unless one is awaited); nothing while nobody is
 * connected. Then the idle watch and the public state. */
export function schedule(room: RoomNow): Decision {
  const timed = timeTurn(room, room.turns);
  const next = timed.next;
  const asking: Effect[] = [];
  let turns = timed.turns;
  if (next === null || next.control.kind === 'human') turns = { ...turns, thinking: null };
  else if (!turns.pending) {
    const asked = askBot(room, turns, next);
    turns = asked.turns;
    asking.push({ kind: 'ask-bot', request: asked.request });
  }
  return [setTurns(turns), { kind: 'timer', timer: turns.timer }, ...asking, watchIdle(room), SYNC];
}

/** The bot asked for the turn now: its decision is awaited (an older one's answer is stale from now on). For a person
 * whose time ran out, the discard of the server's smallest turn is the card drawn for them, when the server drew it;
 * in the draw phase the server draws (and remembers the state before it). */
function askBot(room: RoomNow, turns: TurnState, next: TurnNow): { turns: TurnState; request: BotRequest } {
  if (next.control.kind !== 'bot') throw new Error('a bot is asked only for a bot’s turn');
  const { state, seat } = next;
  const { level, note } = next.control;
  const asked = turns.asked + 1;
  const seed = matchDecisionSeed(state, room.model.match?.turnStartPackets ?? state.birimbakia.length);
  let drawnFrom = turns.drawnFrom;
  let preferred: number[] | null = null;
  if (note === 'timeout') {
    const key = turnKey(room.model);
    if (state.phase === 'draw') {
      drawnFrom = { key, state };
      preferred = [];
    } else if (drawnFrom !== null && drawnFrom.key === key) preferred = cardsDrawn(drawnFrom.state, state, seat);
  }
  return {
    turns: { ...turns, asked, pending: true, thinking: seat, drawnFrom },
    request: { asked, seat, level, note, state, seed, preferred },
  };
}

/** After a move is applied (`before` the state it was played in): a new turn has its own time; stand-ins hand seats
 * back at its boundary; whoever acts next, and their deadline, are settled before anyone is told of the move; then
 * every seat gets its view with the move as it may learn it, and the watchers theirs; a deal's end is told. */
export function moved(room: RoomNow, before: GameState): Decision {
  const { model, people } = room;
  const match = model.match;
  if (match === null) return [];
  const handed = handBack(model, afterMove(model, room.turns, before), (s) => people.connected(s));
  const timed = timeTurn(room, handed.turns);
  const now = { ...room, turns: timed.turns };
  const effects: Effect[] = [
    setTurns(timed.turns),
    ...handedBack(room, handed.seats),
    { kind: 'timer', timer: timed.turns.timer },
    ...moveTold(now, before),
  ];
  if (match.state.phase === 'over')
    effects.push(log(room, 'deal over', { deal: match.state.match.deal, match: isMatchOver(match.state) }));
  return effects;
}

/** A bot's answer (null: it failed): played as long as the seat is still the bot's to play — unless a newer decision
 * was asked for since, or the room closes. For a person whose time ran out, the answer is the server's smallest turn. */
export function botAnswered(room: RoomNow, request: BotRequest, answer: readonly Move[] | null): Decision {
  const turns: TurnState = { ...room.turns, pending: false, thinking: null };
  if (request.asked !== turns.asked || room.closing) return [setTurns(turns), SETTLE];
  const moves = answer === null ? [] : request.note === 'timeout' ? smallestTurn(request, answer) : answer;
  return [setTurns(turns), ...botMoves({ ...room, turns }, request, moves, 0)];
}

/** The next move of the smallest turn (timeout-turn.ts): the draw, then the discard of the card drawn — or, when the
 * turn had begun before the time ran out, of the card the room's bot would throw (its `answer`). */
function smallestTurn(request: BotRequest, answer: readonly Move[]): Move[] {
  const preferred = request.preferred ?? answer.flatMap((m) => (m.type === 'discard' ? [m.card] : []));
  const move = smallestMove(request.state, request.seat, preferred);
  return move === null ? [] : [move];
}

/** The bot's next move (`played` of its decision played already), if the seat is still the bot's to play and the
 * engine allows it — then, after it is told, the one after. A decision of which nothing could be played (failed, or
 * refused) is asked again a second later, never in a tight loop. */
export function botMoves(room: RoomNow, request: BotRequest, moves: readonly Move[], played: number): Decision {
  const { model } = room;
  const seat = request.seat;
  const [move, ...rest] = moves;
  const state = model.match?.state;
  // A move ends the bot's part when the turn has passed, or the deal ended; the first needs only a deal going on.
  const goesOn =
    state !== undefined &&
    state.turn === seat &&
    (played === 0 ? state.phase !== 'over' : state.phase === 'play') &&
    control(model, room.turns, seat).kind === 'bot';
  if (move === undefined || !goesOn) return done(room, played);
  const refusal = model.refusal(seat, move);
  if (refusal !== null)
    // Never played around: the decision is asked again (a bot's fault is logged by its code, not its cards).
    return [log(room, 'bot chose a refused move', { seat, code: refusal.code }, 'error'), ...done(room, played)];
  return [
    store({ kind: 'move', seat, move, id: null, note: request.note }),
    { kind: 'moved', before: state },
    { kind: 'bot-moves', request, moves: rest, played: played + 1 },
  ];
}

/** The bot's decision is played out: what follows the change — or, when nothing could be played, the bot asked again
 * a second later. */
function done(room: RoomNow, played: number): Decision {
  if (played > 0) return [SETTLE];
  return [setTurns({ ...room.turns, pending: true }), { kind: 'later', ms: RETRY_MS, step: 'bot-retry' }, SYNC];
}

/** The second after a bot's decision of which nothing could be played: it is asked again. */
export function botRetry(room: RoomNow): Decision {
  return [setTurns({ ...room.turns, pending: false }), SETTLE];
}

/** A person's time ran out on turn `key`: the server makes the smallest turn for them; after two turns in a row they
 * are away (a bot plays their turns until they are back). Nothing when the timer is no longer that turn's. */
export function timeUp(room: RoomNow, key: string): Decision {
  const { model } = room;
  const seat = model.match?.state.turn;
  if (room.turns.timer?.key !== key || turnKey(model) !== key || seat === undefined) return [];
  const turns = timedOut(room.turns, seat, key);
  const inRow = turns.timeouts[seat] ?? 0;
  const away = inRow >= AWAY_AFTER_TIMEOUTS && model.seats[seat]?.away !== true;
  return [
    setTurns(turns),
    log(room, 'time ran out', { seat, inRow }),
    ...(away ? [store({ kind: 'away', seat, away: true })] : []),
    SETTLE,
  ];
}
