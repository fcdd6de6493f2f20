// One room of the load: four `@colyseus/sdk` clients (or one, with the server's bots in the other seats) that create
// and join a private room, start a match and play real legal moves, each seat deciding from its own `view` with the
// greedy bot. A move's round trip is from its sending until every client of the room has the view after it. A room
// may also hold watchers (`watch: true`: they receive the watch messages, and count the bytes of every frame) and have
// its players say a quick phrase every so often (each player on its own clock, staggered).

import { Client, type Room } from '@colyseus/sdk';
import { createBot } from '@birimba/ai';
import type { PlayerView } from '@birimba/engine';
import {
  ACCOUNT_ROUTES,
  type AnswerMessage,
  QUICK_PHRASES,
  ROOM_NAME,
  type SignedIn,
  type ViewMessage,
} from '@birimba/protocol';
import { fetchFrom, household } from './local-fetch.js';
import { sleep } from './stats.js';

/** What every room of a run adds to. */
export interface Tally {
  /** Round trips of moves sent while measuring, in ms. */
  readonly rtts: number[];
  moves: number;
  refused: number;
  limited: number;
  errors: number;
  /** Bytes the rooms' watchers received while measuring (every WebSocket frame). */
  watcherBytes: number;
  /** Phrases the players sent while measuring, and those the server refused. */
  phrases: number;
  phrasesRefused: number;
  /** Whether moves count now (the measuring window). */
  measuring: boolean;
  stopped: boolean;
}

const greedy = createBot('greedy');
const HANG_MS = 60_000;

class Seat {
  latest: ViewMessage | null = null;
  stage = '';
  readonly answers = new Map<string, AnswerMessage>();
  limitedNow = false;
  /** Told when the server refuses one of this seat's phrases. */
  phraseRefused: (() => void) | null = null;
  private wakers: (() => void)[] = [];

  constructor(readonly room: Room) {
    room.reconnection.enabled = false;
    room.onMessage('view', (v: ViewMessage) => {
      this.latest = v;
      this.wake();
    });
    room.onMessage('answer', (a: AnswerMessage) => {
      this.answers.set(a.id, a);
      this.wake();
    });
    room.onMessage('error', (e: { code: string; type?: string }) => {
      // A phrase refused (too soon, rate-limited) is counted; a move's rate limit makes the move wait.
      if (e.type === 'phrase') this.phraseRefused?.();
      else if (e.code === 'rate-limited') this.limitedNow = true;
      this.wake();
    });
    room.onMessage('*', () => undefined);
    room.onStateChange((s: { stage: string }) => {
      this.stage = s.stage;
      this.wake();
    });
  }

  get view(): PlayerView | null {
    return this.latest?.view ?? null;
  }

  onWake(f: () => void): () => void {
    this.wakers.push(f);
    return () => (this.wakers = this.wakers.filter((w) => w !== f));
  }

  private wake(): void {
    for (const w of [...this.wakers]) w();
  }
}

/** Resolves when `test` holds, checked after anything any seat receives. */
function until(seats: readonly Seat[], test: () => boolean, what: string): Promise<void> {
  if (test()) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const stops: (() => void)[] = [];
    const hang = setTimeout(() => {
      for (const s of stops) s();
      reject(new Error(`waited in vain for ${what}`));
    }, HANG_MS);
    const check = (): void => {
      if (!test()) return;
      clearTimeout(hang);
      for (const s of stops) s();
      resolve();
    };
    for (const seat of seats) stops.push(seat.onWake(check));
  });
}

/** How a room is played. */
export interface RoomPlan {
  /** Milliseconds between two moves of the room (0: full speed). */
  readonly paceMs: number;
  /** The level of the server's bots in three seats, or null: four clients. */
  readonly botLevel: string | null;
  /** Watchers of the room (joined with `watch: true` once the match has begun); none when absent. */
  readonly watchers?: number;
  /** Milliseconds between two phrases of each player of the room (staggered); none when absent or 0. */
  readonly phraseEveryMs?: number;
  /** Each room's people ask the matchmaking from an address of their own (`household`): the server's limits by
   * address as they would meet real households. From 127.0.0.1 when absent. */
  readonly households?: boolean;
  /** Each person of a four-client room has an account (made over HTTP before the room) and joins with its key, as a
   * signed-in player does: the server names the seat's account from the database as it seats them. */
  readonly accounts?: boolean;
}

/** A new account for `name` on the server at `url` (ws:// or http://): its key. */
async function accountKey(url: string, name: string, fetchFn: typeof fetch): Promise<string> {
  const http = url.replace(/^ws/, 'http');
  const route = ACCOUNT_ROUTES.createAccount;
  const answer = await fetchFn(`${http}${route.path}`, {
    method: route.method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  if (!answer.ok) throw new Error(`no account for ${name}: ${String(answer.status)} ${await answer.text()}`);
  return ((await answer.json()) as SignedIn).key;
}

/** A client watching a room: it reads the watch messages and counts the bytes of every frame it receives. */
async function watch(sdk: Client, roomId: string, name: string, tally: Tally): Promise<Room> {
  const room = await sdk.joinById(roomId, { name, watch: true });
  room.reconnection.enabled = false;
  room.onMessage('*', () => undefined);
  const ws = (room.connection.transport as unknown as { ws: WebSocket }).ws;
  ws.addEventListener('message', (e: MessageEvent) => {
    if (!tally.measuring) return;
    const data = e.data as ArrayBuffer | ArrayBufferView | string;
    tally.watcherBytes += typeof data === 'string' ? Buffer.byteLength(data) : data.byteLength;
  });
  return room;
}

/** A room held by the load: its clients, and the loop that plays it. */
export class LoadRoom {
  private seats: Seat[] = [];
  private watchers: Room[] = [];
  private talking: ReturnType<typeof setTimeout>[] = [];
  private next = 0;
  private ids = 0;

  private constructor(
    private readonly plan: RoomPlan,
    private readonly tally: Tally,
  ) {}

  /** Creates the room on the server at `url`, seats its clients and starts the match. */
  static async open(url: string, plan: RoomPlan, tally: Tally, n: number): Promise<LoadRoom> {
    const room = new LoadRoom(plan, tally);
    const fetchFn = plan.households === true ? fetchFrom(household(n)) : fetch;
    const sdk = new Client(url, plan.households === true ? { fetchFn } : {});
    // A person's join options: the name, and the account's key when the plan gives people accounts.
    const person = async (name: string): Promise<{ name: string; account?: string }> =>
      plan.accounts === true && plan.botLevel === null
        ? { name, account: await accountKey(url, name, fetchFn) }
        : { name };
    const host = new Seat(await sdk.create(ROOM_NAME, await person(`h${String(n)}`)));
    room.seats.push(host);
    if (plan.botLevel === null) {
      for (let i = 1; i < 4; i++)
        room.seats.push(new Seat(await sdk.joinById(host.room.roomId, await person(`p${String(n)}-${String(i)}`))));
    } else host.room.send('settings', { botLevel: plan.botLevel });
    await until(room.seats, () => room.seats.every((s) => s.stage === 'lobby'), 'the lobby');
    host.room.send('start');
    await until(room.seats, () => room.seats.every((s) => s.view !== null), 'the first view');
    for (let i = 0; i < (plan.watchers ?? 0); i++)
      room.watchers.push(await watch(sdk, host.room.roomId, `w${String(n)}-${String(i)}`, tally));
    return room;
  }

  /** Plays until the tally says stop; a failure is counted and ends this room's play. */
  async play(): Promise<void> {
    this.next = performance.now() + Math.random() * this.plan.paceMs;
    this.talk();
    try {
      while (!this.tally.stopped) await this.step();
    } catch (e) {
      if (!this.tally.stopped) {
        this.tally.errors++;
        if (this.tally.errors <= 5) console.error(`a room failed: ${(e as Error).message}`);
      }
    }
  }

  async leave(): Promise<void> {
    for (const timer of this.talking) clearTimeout(timer);
    await Promise.allSettled(
      [...this.seats, ...this.watchers.map((room) => ({ room }))].map((s) => s.room.leave(true)),
    );
  }

  /** Each player says a quick phrase every `phraseEveryMs`, the first at a random moment of the first period. */
  private talk(): void {
    const every = this.plan.phraseEveryMs ?? 0;
    if (every <= 0) return;
    this.seats.forEach((seat, i) => {
      const tally = this.tally;
      seat.phraseRefused = () => {
        if (tally.measuring) tally.phrasesRefused++;
      };
      let said = 0;
      const say = (): void => {
        if (tally.stopped) return;
        seat.room.send('phrase', { id: QUICK_PHRASES[(i + said++) % QUICK_PHRASES.length] });
        if (tally.measuring) tally.phrases++;
        this.talking[i] = setTimeout(say, every);
      };
      this.talking[i] = setTimeout(say, Math.random() * every);
    });
  }

  private async pace(): Promise<void> {
    const wait = this.next - performance.now();
    if (wait > 0) await sleep(wait);
    this.next = Math.max(performance.now(), this.next + this.plan.paceMs);
  }

  /** One move of the room (or the next deal, or a rematch). */
  private async step(): Promise<void> {
    const seats = this.seats;
    const host = seats[0] as Seat;
    const acting = (): Seat | undefined =>
      seats.find((s) => s.view !== null && s.view.phase !== 'over' && s.view.turn === s.latest?.view.seat);
    await until(seats, () => acting() !== undefined || host.view?.phase === 'over', 'a turn or the deal end');
    if (this.tally.stopped) return;
    const seat = acting();
    if (seat === undefined) {
      await until(seats, () => host.stage === 'deal-over' || host.stage === 'match-over', 'the deal-over stage');
      await this.pace();
      host.room.send(host.stage === 'deal-over' ? 'next-deal' : 'rematch');
      await until(seats, () => seats.every((s) => s.view?.phase !== 'over'), 'the next deal');
      return;
    }
    const before = seat.latest as ViewMessage;
    const move = greedy.decide(before.view, before.played + 1).moves[0];
    if (move === undefined) throw new Error('the greedy bot decided nothing');
    await this.pace();
    const id = `b${String(++this.ids)}`;
    const counted = this.tally.measuring;
    for (;;) {
      seat.limitedNow = false;
      const sent = performance.now();
      seat.room.send('move', { id, move });
      await until(seats, () => seat.answers.has(id) || seat.limitedNow, `the answer to ${id}`);
      if (seat.limitedNow && !seat.answers.has(id)) {
        this.tally.limited++;
        await sleep(150);
        continue;
      }
      const answer = seat.answers.get(id) as AnswerMessage;
      seat.answers.delete(id);
      if (!answer.accepted) {
        this.tally.refused++;
        throw new Error(`move refused: ${answer.code} ${answer.message}`);
      }
      // Every client of the room has the view after the move (bots' moves after it may come in the same wait).
      const done = (s: Seat): boolean =>
        s.latest !== null &&
        (s.latest.deal > answer.deal || (s.latest.deal === answer.deal && s.latest.played > answer.index));
      await until(seats, () => seats.every(done), `every view after ${id}`);
      if (counted && this.tally.measuring) {
        this.tally.rtts.push(performance.now() - sent);
        this.tally.moves++;
      }
      return;
    }
  }
}
