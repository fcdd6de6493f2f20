// What a closed room leaves behind (issue 48, item 2): nothing when nobody played a match in it — "play now" joined
// and left makes no file —; a room with a match keeps its history for its logs, counted in /health, until it has been
// kept for its time, then it is removed.
import { existsSync, readdirSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Player } from './helpers/players.js';
import { type TestServer, testServer } from './helpers/server.js';

const KEEP_MS = 24 * 3600 * 1000;
let t: TestServer;
beforeAll(async () => {
  t = await testServer({ keepClosedMs: KEEP_MS });
});
afterAll(async () => {
  await t.close();
});

const files = (folder: string): string[] => readdirSync(join(t.dataDir, folder));

/** Waits until `test` holds (a room closes after its last person left; a sweep runs after the clock moved). */
async function until(test: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 3000; i++) {
    if (await test()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`waited in vain for ${what}`);
}

const closedOnHealth = async (): Promise<number> =>
  ((await (await fetch(`${t.http}/health`)).json()) as { closed: number }).closed;

describe('a closed room', () => {
  it('that nobody played a match in leaves nothing behind', async () => {
    const eleni = await Player.playNow(t.sdk(), { name: 'Eleni' });
    const nikos = await Player.playNow(t.sdk(), { name: 'Nikos' });
    expect(files('rooms')).toEqual([`${eleni.code}.jsonl`]);
    await Promise.all([eleni.room.leave(true), nikos.room.leave(true)]);
    await until(() => t.server.rooms() === 0, 'the room closed');
    expect([...files('rooms'), ...files('closed')]).toEqual([]);
  });

  it('with a match keeps its history, counted in /health, until it has been kept for its time', async () => {
    const maria = await Player.create(t.sdk(), { name: 'Maria' });
    maria.send('settings', { botLevel: 'easy' });
    maria.send('start');
    await maria.until(() => maria.state.stage === 'playing', 'the match');
    await maria.room.leave(true);
    await until(() => t.server.rooms() === 0, 'the room closed');
    const kept = join(t.dataDir, 'closed', `${maria.code}.jsonl`);
    expect(existsSync(kept)).toBe(true);
    // The closed rooms are swept, and counted, every minute.
    t.clock.advance(60_000);
    await until(async () => (await closedOnHealth()) === 1, '/health counting it');
    // Closed longer ago than it is kept: the next sweep removes it.
    const old = new Date(t.clock.now() - KEEP_MS - 1000);
    utimesSync(kept, old, old);
    t.clock.advance(60_000);
    await until(async () => (await closedOnHealth()) === 0, 'the room removed');
    expect(files('closed')).toEqual([]);
  });
});
