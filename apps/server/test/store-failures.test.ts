// The room store failing after the server started (its folder made read-only, or — for root — a file in its place):
// a new room, or a seat in one, is refused `store-failed` (507) with a sentence that names the store and nothing of
// the server's disk, not Colyseus' «seat reservation expired»; the log says it once, in one line, and the room refused
// is disposed of without an error, even one refused before it had a model; the table words it in English and Greek;
// `/health` says the store cannot write (503 `unwritable`). Once the store can write, rooms are made.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATCHMAKE_ERRORS, ROOM_NAME } from '@birimba/protocol';
import { ONLINE_TEXTS, problemText } from '../../table/src/texts/online-texts.js';
import { openTab } from './client/online-tables.js';
import { Player, joinRefusal } from './helpers/players.js';
import { rawPost } from './helpers/raw-http.js';
import { type TestServer, testServer } from './helpers/server.js';
import { type Unwritable, makeUnwritable, makeWritable, replaceByFile } from './helpers/unwritable.js';

let t: TestServer;
beforeAll(async () => {
  t = await testServer();
});
afterAll(async () => {
  await t.close();
});

const rooms = (): string => join(t.dataDir, 'rooms');

/** Waits until `test` holds, looking again after each turn of the event loop (a refused room is closed and disposed
 * of after its creator is answered; its disposal's last steps are done before the next turn). */
async function until(test: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 3000 && !test(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  if (!test()) throw new Error(`waited in vain for ${what}`);
}

/**
 * Breaks the store (`breakStore` on its rooms folder), then checks that `join` is refused `store-failed` in a line
 * that names no path, that the log has one error line for it, about the store, and none of the room's disposal.
 */
async function refusedForTheStore(breakStore: (folder: string) => Unwritable, join: () => Promise<unknown>) {
  const from = t.lines.length;
  const how = breakStore(rooms());
  try {
    const refused = await joinRefusal(join());
    expect(refused.code, how).toBe(MATCHMAKE_ERRORS['store-failed']);
    expect(refused.message).toMatch(/^store-failed: the server cannot store rooms right now/);
    expect(refused.message).not.toContain(t.dataDir);
    await until(() => t.server.rooms() === 0, 'the room refused gone');
    const lines = t.lines.slice(from);
    const errors = lines.filter((l) => l.startsWith('error'));
    expect(errors, how).toHaveLength(1);
    expect(errors[0]).toMatch(/room store/);
    expect(lines.filter((l) => /onDispose|TypeError/.test(l))).toEqual([]);
  } finally {
    makeWritable(rooms());
  }
}

describe('a store that cannot write', () => {
  it('refuses a new room store-failed, says it once in the log, and disposes of the room cleanly', async () => {
    // Nothing can be read there either: the room fails before it has a model, whoever runs the test.
    await refusedForTheStore(replaceByFile, () => Player.create(t.sdk(), { name: 'Maria' }));
  });

  it('refuses the seat of a room made just before the store failed, store-failed too', async () => {
    // The room is made (its code free in the store) and its seat reserved; then the store fails before the creator sits.
    const reserved = await rawPost(t.server.port, `/matchmake/create/${ROOM_NAME}`, JSON.stringify({ name: 'Nikos' }));
    expect(reserved.status).toBe(200);
    await refusedForTheStore(makeUnwritable, () => t.sdk().consumeSeatReservation(JSON.parse(reserved.body) as never));
  });

  it('is worded by the table in English and Greek; once the store writes again, the room is made', async () => {
    const ws = `ws://127.0.0.1:${String(t.server.port)}`;
    const tab = openTab(ws);
    tab.game.begin();
    const how = makeUnwritable(rooms());
    try {
      expect(await tab.game.create('Maria')).toBe(false);
      expect(tab.game.problem).toBe('store-failed');
      // The readiness probe says so: no new room can be kept here now.
      const health = await fetch(`${t.http}/health`);
      expect([health.status, await health.json()], how).toEqual([
        503,
        { status: 'unavailable', store: 'unwritable', database: 'ok', rooms: 0, closed: 0 },
      ]);
    } finally {
      makeWritable(rooms());
    }
    expect((await fetch(`${t.http}/health`)).status).toBe(200);
    const words = [ONLINE_TEXTS.en, ONLINE_TEXTS.el].map((o) => problemText('store-failed', o));
    expect(words).toEqual([
      'The server cannot keep the moves just now; try again.',
      'Ο διακομιστής δεν μπορεί να κρατήσει τις κινήσεις· ξαναδοκίμασε.',
    ]);

    expect(await tab.game.create('Maria')).toBe(true);
    await tab.until(() => tab.game.room !== null, 'the room');
    expect(tab.game.problem).toBeNull();
    await tab.game.leave();
  });
});
