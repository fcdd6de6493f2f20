// What a server finds in its data folder when it starts: each open room restored under its code, its players taking
// their seats back with their tokens; a history it cannot read is left alone, said in one line of the log, and the rest
// goes on.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveRules } from '@birimba/engine';
import { RoomModel } from '../src/room/room-model.js';
import { newToken, tokenHash } from '../src/secrets.js';
import type { RoomEvent } from '../src/store/room-events.js';
import { Player } from './helpers/players.js';
import { type TestServer, testServer } from './helpers/server.js';

const GOOD = '7KQ2M9XRTA';
const DAMAGED = '8KQ2M9XRTA';
const token = newToken();
let t: TestServer;

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'birimba-restore-'));
  mkdirSync(join(dataDir, 'rooms'));
  const settings = { rules: resolveRules({}), botLevel: 'easy', moveTimer: 0, public: false };
  const history: RoomEvent[] = [
    RoomModel.created(GOOD, settings),
    { kind: 'seated', seat: 2, name: 'Maria', tokenHash: tokenHash(token) },
    { kind: 'host', seat: 2 },
  ];
  writeFileSync(join(dataDir, 'rooms', `${GOOD}.jsonl`), history.map((e) => `${JSON.stringify(e)}\n`).join(''));
  writeFileSync(
    join(dataDir, 'rooms', `${DAMAGED}.jsonl`),
    `${JSON.stringify(RoomModel.created(DAMAGED, settings))}\n{"kind":"host","seat":3}\n`,
  );
  t = await testServer({ dataDir });
});
afterAll(async () => {
  await t.close();
});

describe('a server starting on a data folder', () => {
  it('restores each open room under its code; its player takes the seat back with the token', async () => {
    const maria = await Player.join(t.sdk(), GOOD, { name: 'Maria', token });
    expect(maria.seat).toBe(2);
    expect(maria.state).toMatchObject({ code: GOOD, host: 2, stage: 'lobby' });
    expect(maria.state.seats[2]).toMatchObject({ name: 'Maria', connected: true });
  });

  it('leaves a history it cannot read alone, and says so in one line of its log, none of the room’s disposal', async () => {
    const errors = t.lines.filter((l) => l.startsWith('error'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(new RegExp(`^error room not restored room=${DAMAGED} `));
    expect(t.lines.filter((l) => /onDispose|TypeError/.test(l))).toEqual([]);
    await expect(t.sdk().joinById(DAMAGED, { name: 'X' })).rejects.toMatchObject({
      code: expect.any(Number) as number,
    });
  });
});
