// "Play now" while someone is still being seated, or while the room closes (issue 48, item 4): a person whose join is
// under way — the seat being written, or the host after it — is counted exactly once, as on their way until the seat
// is theirs; a person whose reservation came before the room began to close is refused at once, never queued behind the
// close (which waits for the room to empty: the room would stay open for ever). Under load a join or a close takes as
// long as the store's write; these tests hold one write open and press "play now" meanwhile, so the moments that only
// met by chance under load (several-processes.test.ts, online-client.test.ts) happen every time.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { matchMaker } from '@colyseus/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RESERVATION_SECONDS } from '../src/room/admission.js';
import { FileRoomStore } from '../src/store/file-store.js';
import type { RoomEvent } from '../src/store/room-events.js';
import { CLOSE_CODES, ROOM_NAME } from '@birimba/protocol';
import { Player, joinRefusal } from './helpers/players.js';
import { rawPost } from './helpers/raw-http.js';
import { type TestServer, testServer } from './helpers/server.js';

/** A file store that holds the first write `hold` picks until `release()`; `reached` resolves when it starts. */
class HeldStore extends FileRoomStore {
  hold: ((event: RoomEvent, seatedSoFar: number) => boolean) | null = null;
  private seated = new Map<string, number>();
  private opened: () => void = () => undefined;
  private released: Promise<void> = new Promise((resolve) => (this.opened = resolve));
  readonly reached: Promise<void>;
  private arrive: () => void = () => undefined;

  constructor(dir: string) {
    super(dir);
    this.reached = new Promise((resolve) => (this.arrive = resolve));
  }

  release(): void {
    this.opened();
  }

  /** The rooms made, in order. */
  readonly codes: string[] = [];

  override async create(code: string, first: RoomEvent): Promise<void> {
    this.codes.push(code);
    return super.create(code, first);
  }

  /** Holds a room's discard (its close, when nobody played a match in it) while `holdDiscard` is set. */
  holdDiscard = false;

  override async discard(code: string): Promise<void> {
    if (this.holdDiscard) {
      this.holdDiscard = false;
      this.arrive();
      await this.released;
    }
    return super.discard(code);
  }

  override async append(code: string, event: RoomEvent): Promise<void> {
    const count = (this.seated.get(code) ?? 0) + (event.kind === 'seated' ? 1 : 0);
    this.seated.set(code, count);
    if (this.hold?.(event, count) === true) {
      this.hold = null;
      this.arrive();
      await this.released;
    }
    return super.append(code, event);
  }
}

let dir: string;
let store: HeldStore;
let t: TestServer;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'birimba-play-now-'));
  store = new HeldStore(dir);
  t = await testServer({ store });
});
afterEach(async () => {
  store.release();
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

/** How many of `players` sit in each room, largest first. */
function sizes(players: readonly Player[]): number[] {
  const rooms = new Map<string, number>();
  for (const p of players) rooms.set(p.code, (rooms.get(p.code) ?? 0) + 1);
  return [...rooms.values()].sort((a, b) => b - a);
}

/** Each from an address of their own: one address's "play now" waits for its last to be seated (admission.ts). */
let addresses = 0;
const playNow = (name: string): Promise<Player> =>
  Player.playNow(t.sdk(), { name }, `127.0.0.${String(50 + (addresses++ % 200))}`);

describe('play now while a person is being seated', () => {
  it('counts the fourth, whose seat is being written, as on their way: the fifth goes to the next room', async () => {
    // Three seated one after the other (people pressing at once may be given two rooms when making the first takes
    // Colyseus longer than it waits for it, under load: not what this test is about).
    const three: Player[] = [];
    for (const name of ['Eleni', 'Nikos', 'Maria']) three.push(await playNow(name));
    store.hold = (event, seatedSoFar) => event.kind === 'seated' && seatedSoFar === 4;
    const fourth = playNow('Kostas');
    await store.reached;
    // The room looks at its seats again meanwhile (here: the moment its earlier reservations would have lapsed).
    t.clock.advance((RESERVATION_SECONDS + 1) * 1000);
    const fifth = await playNow('Anna');
    store.release();
    const players = [...three, await fourth];
    expect(sizes(players)).toEqual([4]);
    expect(players.map((p) => p.code)).not.toContain(fifth.code);
  });

  it('counts the first, whose host is being written after the seat, once: three more still sit with them', async () => {
    store.hold = (event) => event.kind === 'host';
    const first = playNow('Eleni');
    await store.reached;
    // The first's seat is written and theirs, the host not yet: three seats are free, and three come at once. Their
    // joins wait for the first's (a room seats one at a time); their reservations do not.
    const three = ['Nikos', 'Maria', 'Kostas'].map(playNow);
    const room = matchMaker.getLocalRoomById(store.codes[0] ?? '') as unknown as { _reservedSeats: object };
    const spokenFor = (): number => Object.getOwnPropertyNames(room._reservedSeats).length;
    while (spokenFor() < 4 && t.server.rooms() < 2) await new Promise((resolve) => setTimeout(resolve, 10));
    store.release();
    expect(sizes(await Promise.all([first, ...three]))).toEqual([4]);
  });
});

describe('play now while a room closes', () => {
  it('refuses at once a person whose reservation came before the close: nobody waits behind it', async () => {
    const [eleni, nikos] = [await playNow('Eleni'), await playNow('Nikos')];
    // Maria's seat is reserved in their room, and she has not come yet.
    const answer = await rawPost(
      t.server.port,
      `/matchmake/joinOrCreate/${ROOM_NAME}`,
      JSON.stringify({ name: 'Maria', public: true }),
      { from: '127.0.0.99' },
    );
    expect(answer.status).toBe(200);
    const reservation = JSON.parse(answer.body) as { roomId: string };
    expect(reservation.roomId).toBe(eleni.code);
    // Both leave: the room closes, and its close is held at the store.
    store.holdDiscard = true;
    await Promise.all([eleni.room.leave(true), nikos.room.leave(true)]);
    await store.reached;
    // Maria comes now: told at once that the room is closing (before the close is let go).
    const refused = await joinRefusal(t.sdk().consumeSeatReservation(reservation as never));
    expect(refused.code).toBe(CLOSE_CODES.closed);
    store.release();
  });
});
