// Who comes to a room and goes, decided: a client joining — back at their seat with its token, to a free seat of the
// lobby, to watch, or as a visitor come to ask for an offline player's seat — a seat's client reconnecting, a player
// leaving for good, a dropped player's grace period running out; and the host's rights passing on when the host is
// gone. A join that may not happen is refused with the matchmaking's code (JoinRefusal); the Colyseus room
// (birimba-room.ts) reads the join's options before it asks.

import type { SeatAccount } from '../accounts/account-store.js';
import type { Seat } from '@birimba/engine';
import {
  CLOSE_CODES,
  JOIN_ERRORS,
  type JoinOptions,
  MAX_WATCHERS,
  NAME_MAX_LENGTH,
  VISIT_MS,
} from '@birimba/protocol/schemas';
import { addressKey } from '../http/address.js';
import { tokenHash } from '../secrets.js';
import type { RoomEvent } from '../store/room-events.js';
import {
  type Decision,
  type Effect,
  type People,
  type RoomNow,
  SETTLE,
  SYNC,
  log,
  send,
  setTurns,
  store,
} from './decision.js';
import { keptSeat } from './matched-room.js';
import { JoinRefusal } from './refusal.js';
import type { RoomModel } from './room-model.js';
import { MOST_VISITORS } from './seat-events.js';
import { type TurnState, standsIn, withStandIn } from './turns.js';

/** A client that joins: its session, and the address it came from (null: unknown). */
export interface Joiner {
  readonly session: string;
  readonly address: string | null;
  /** The account its key names (`JoinOptions.account`, looked up before the join's turn), or null: its id kept with
   * the seat it takes, never told to anyone; its handle shown on the seat. */
  readonly account?: SeatAccount | null;
}

/** A client joins with `options` (read already): back at its seat with its token, to watch, as a visitor asking for a
 * seat, or to a free seat of the lobby. */
export function join(room: RoomNow, joiner: Joiner, options: JoinOptions): Decision {
  const { model } = room;
  checkBar(room, options.token);
  if (options.token !== undefined) {
    const holder = model.tokenHolder(tokenHash(options.token));
    if (holder === null)
      throw new JoinRefusal(JOIN_ERRORS['bad-token'], 'bad-token: this token takes no seat in this room');
    const seat = holder.seat;
    const record = model.seats[seat];
    // The seat's own token takes it back at once from a person the table let in without proof.
    const reclaimed = !holder.guest && typeof record?.guestHash === 'string' ? reclaim(room, seat) : [];
    // Back after leaving the match: the seat is theirs again, handed back by its bot at the turn's boundary.
    const returned: Effect[] =
      record?.left === true ? [store({ kind: 'returned', seat }), setTurns(withStandIn(room.turns, seat, true))] : [];
    return [...reclaimed, { kind: 'replace', seat }, ...returned, ...seated(room, joiner, seat, options.token, true)];
  }
  if (options.watch === true) return watch(room, joiner, options.name);
  // Come to ask for an offline player's seat (theirs, from another device): in as a visitor, without a seat.
  if (model.stage !== 'lobby' && options.ask === true && askable(model, room.people))
    return visit(room, joiner, options);
  if (model.stage !== 'lobby')
    throw new JoinRefusal(
      JOIN_ERRORS['game-started'],
      'game-started: the game has started; only its players may come back, with their token',
    );
  const free = model.seatList().filter((s) => model.seats[s]?.occupant === 'empty');
  const wished = keptSeat(model, joiner.account?.id ?? null, options.seat);
  const seat = wished !== undefined && free.includes(wished) ? wished : free[0];
  if (seat === undefined) throw new JoinRefusal(JOIN_ERRORS['room-full'], 'room-full: every seat is taken');
  const token = room.fresh.token();
  const name = freeName(room, options.name, () => true);
  // Bound to its session as soon as it is stored, before the host is: "play now" counts the people on their way as
  // reservations not bound to a seat (birimba-room.ts), and a seat stored but not bound would count twice.
  return [
    store({
      kind: 'seated',
      seat,
      name,
      tokenHash: tokenHash(token),
      ...(joiner.account == null ? {} : { account: joiner.account.id, handle: joiner.account.handle }),
    }),
    { kind: 'take', session: joiner.session, seat, token },
    ...(model.host === null ? [store({ kind: 'host', seat })] : []),
    ...welcomed(room, joiner, seat, token, false),
  ];
}

/** A visitor comes in, to ask for an offline player's seat. An address holds one visitor's place: an earlier visit
 * from the joiner's address gives way (the same person, reloading — or a crowd from one address, which may not fill
 * the places); a visit lasts `VISIT_MS` unless it asks. */
function visit(room: RoomNow, joiner: Joiner, options: JoinOptions): Decision {
  const { people } = room;
  const near = joiner.address === null ? null : addressKey(joiner.address);
  const earlier = people.visits().find((v) => v.address !== null && addressKey(v.address) === near);
  if (people.visitorCount - (earlier === undefined ? 0 : 1) >= MOST_VISITORS)
    throw new JoinRefusal(JOIN_ERRORS['room-full'], 'room-full: too many people are asking for seats here');
  // An offline player's own name is theirs to come back with, from another device.
  const name = freeName(room, options.name, (s) => people.connected(s), earlier?.session);
  const session = joiner.session;
  return [
    ...(earlier === undefined
      ? []
      : [
          { kind: 'end-visit', session: earlier.session } as const,
          {
            kind: 'let-go',
            to: { session: earlier.session },
            code: CLOSE_CODES['visit-over'],
            reason: 'another visit from your address',
          } as const,
        ]),
    { kind: 'visit', session, name },
    send({ session }, 'visitor', { asked: -1 }),
    { kind: 'later', ms: VISIT_MS, step: 'visits' },
    SYNC,
    log(room, 'visitor came', { visitors: people.visitorCount + (earlier === undefined ? 1 : 0) }),
  ];
}

/** The seat's own token takes the seat back from a person the table let in without proof: their token is void, and
 * they visit again (under the seat's name, numbered: its person is back). */
function reclaim(room: RoomNow, seat: Seat): Effect[] {
  const session = room.people.sessionAt(seat);
  const name = freeName(room, room.model.seats[seat]?.name ?? '', () => true);
  const back: Effect[] =
    session === null
      ? []
      : [
          { kind: 'visit', session, name },
          send({ session }, 'visitor', { asked: -1, reclaimed: true }),
          { kind: 'later', ms: VISIT_MS, step: 'visits' },
        ];
  return [
    store({ kind: 'reclaimed', seat }),
    { kind: 'unseat', seat },
    ...back,
    log(room, 'seat taken back', { seat }),
  ];
}

/** The joiner holds the seat now: welcomed with its token, told where the game is. */
function seated(room: RoomNow, joiner: Joiner, seat: Seat, token: string, returning: boolean): Effect[] {
  return [{ kind: 'take', session: joiner.session, seat, token }, ...welcomed(room, joiner, seat, token, returning)];
}

/** What follows a seat taken: its token and the game sent to the joiner, the seat logged. */
function welcomed(room: RoomNow, joiner: Joiner, seat: Seat, token: string, returning: boolean): Effect[] {
  return [
    send({ session: joiner.session }, 'welcome', { code: room.code, seat, token }),
    ...arrived(joiner.session, seat),
    log(room, 'player seated', { seat, returning }),
  ];
}

/** The seat's client is connected (joined, back with its token, let in, or reconnected): it is told where the game
 * is, then what follows any change. */
export function arrived(session: string, seat: Seat): Effect[] {
  return [{ kind: 'attach', session, seat }, { kind: 'tell-arrival', seat, to: { session } }, SETTLE];
}

/** A client comes in to watch: no seat, nothing stored; refused while the host does not allow it, or when
 * `MAX_WATCHERS` watch. Their name never is a player's. */
function watch(room: RoomNow, joiner: Joiner, name: string): Decision {
  const { model, people } = room;
  if (model.stage === 'lobby' && model.players().length === 0)
    throw new JoinRefusal(JOIN_ERRORS['bad-options'], 'bad-options: watch: nobody plays in a new room yet');
  if (model.settings.watching === false)
    throw new JoinRefusal(JOIN_ERRORS['watch-off'], 'watch-off: the host does not allow watching this room');
  if (people.watcherCount >= MAX_WATCHERS)
    throw new JoinRefusal(
      JOIN_ERRORS['watchers-full'],
      `watchers-full: ${String(MAX_WATCHERS)} people watch this room already`,
    );
  return [
    { kind: 'watch', session: joiner.session, name: freeName(room, name, () => true) },
    { kind: 'tell-watcher-welcome', to: { session: joiner.session } },
    SYNC,
    log(room, 'watcher came', { watchers: people.watcherCount + 1 }),
  ];
}

/** Refuses the join of a person the host asked to leave, while their bar lasts: by their old token — the person, never
 * their address (a household on one Wi-Fi, a carrier's shared address: a new browser there is someone else). Their
 * account will be barred the same way once people have accounts (Online 4). */
function checkBar(room: RoomNow, token: string | undefined): void {
  if (token === undefined) return;
  const hash = tokenHash(token);
  // A seat's own token always takes it back.
  if (room.model.seatOfToken(hash) !== null) return;
  if (room.model.bars.some((bar) => bar.until > room.now && bar.tokenHash === hash))
    throw new JoinRefusal(
      JOIN_ERRORS.barred,
      'barred: the host asked you to leave this room; you may come back when the host lets you',
    );
}

/** Whether a seat of the match may be asked for: a person's, who is offline. */
function askable(model: RoomModel, people: People): boolean {
  return model
    .seatList()
    .some((s) => model.seats[s]?.occupant === 'human' && model.seats[s].given !== true && !people.connected(s));
}

/** The name a newcomer goes by: theirs, composed (NFC), numbered ("Maria 2") when a visitor (but the one of session
 * `except`, giving way) or a person at a seat `counts` has it already, compared as `nameKey` does — two people of one
 * room never share a name. */
function freeName(room: RoomNow, name: string, counts: (seat: Seat) => boolean, except?: string): string {
  const model = room.model;
  const visitors = room.people.visits().filter((v) => v.session !== except);
  const taken = new Set(visitors.map((v) => nameKey(v.name)));
  for (const s of model.seatList()) {
    const seat = model.seats[s];
    if (seat?.occupant === 'human' && counts(s)) taken.add(nameKey(seat.name));
  }
  const base = name.normalize('NFC');
  let free = base;
  for (let n = 2; taken.has(nameKey(free)); n++) {
    const suffix = ` ${String(n)}`;
    // Cut in UTF-16 units, as the length is counted, never through a surrogate pair.
    const cut = base.slice(0, NAME_MAX_LENGTH - suffix.length).replace(/[\uD800-\uDBFF]$/, '');
    free = `${cut.trimEnd()}${suffix}`;
  }
  return free;
}

/** A name as two names of one room are compared: composed (NFC), in lower case (Greek's final sigma included). */
function nameKey(name: string): string {
  return name.normalize('NFC').toLowerCase().replaceAll('ς', 'σ');
}

/** A player leaves for good: the lobby seat is free again; in a match a bot plays the seat to its end. The room
 * closes when nobody is left; else the host's rights pass on if they were the host's. */
export function leave(room: RoomNow, seat: Seat): Decision {
  const { model } = room;
  const record = model.seats[seat];
  if (record?.occupant !== 'human' || record.left) return [];
  const lobby = model.stage === 'lobby';
  const turns = withStandIn(room.turns, seat, false);
  const effects: Effect[] = [
    store(lobby ? { kind: 'vacated', seat } : { kind: 'left', seat }),
    ...(lobby ? [{ kind: 'tell-mutes' } as const] : []),
    setTurns(turns),
    log(room, 'player left', { seat }),
  ];
  if (model.players().every((s) => s === seat)) return [...effects, { kind: 'close', why: 'everyone left' }];
  return [...effects, ...hostPassed(model, turns, room.people, seat).map(store), SETTLE];
}

/** A dropped player did not come back in time: a bot plays their seat (a match), or — in the lobby — it is freed, but
 * for a player of the match just played while others are at the table: their seat is theirs into the next match (the
 * rematch's lobby), where a bot plays it from its first turn until they are back with its token. */
export function graceOver(room: RoomNow, seat: Seat): Decision {
  const { model } = room;
  if (room.people.connected(seat) || model.seats[seat]?.occupant !== 'human') return [];
  const over: Effect[] = [{ kind: 'expire', seat }, log(room, 'grace over', { seat, stage: model.stage })];
  // Kept only while someone is at the table: a lobby everyone left is freed, and closes, as any lobby does.
  const kept = playedLastMatch(model, seat) && room.people.anyone();
  if (model.stage === 'lobby' && !kept) return [...over, ...leave(room, seat)];
  const turns = withStandIn(room.turns, seat, true);
  return [...over, setTurns(turns), ...hostPassed(model, turns, room.people).map(store), SETTLE];
}

/** Whether the person at `seat` played the room's last match (the lobby is its rematch's): its readers hold their
 * token. */
function playedLastMatch(model: RoomModel, seat: Seat): boolean {
  const hash = model.seats[seat]?.tokenHash ?? null;
  return hash !== null && model.finished.at(-1)?.readers.has(hash) === true;
}

/** The host's rights, when the host is gone (left — or `gone`, leaving now — or their grace is over): to the next
 * person at the table, a connected one first; nobody's when nobody is there. */
export function hostPassed(model: RoomModel, turns: TurnState, people: People, gone: Seat | null = null): RoomEvent[] {
  const host = model.host;
  const present = (s: Seat): boolean =>
    s !== gone && model.seats[s]?.occupant === 'human' && !model.seats[s].left && !standsIn(turns, s);
  if (host !== null && present(host)) return [];
  const seats = model.seatList();
  const order = seats.map((i) => (((host ?? 0) + i) % seats.length) as Seat);
  const next = order.find((s) => present(s) && people.connected(s)) ?? order.find((s) => present(s)) ?? null;
  return next === host ? [] : [{ kind: 'host', seat: next }];
}
