// The log this server serves (`GET /rooms/:code/log`, fetched by the table's online game once the match is over) opens
// in the table's replay (apps/table/src/replay) as the table's and the simulator's logs do: one format, one reader.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serializeGameLog } from '@birimba/game-log';
import { parseRoomRules } from '@birimba/protocol';
import { fetchReplay, readReplay } from '../../table/src/replay/replay-load.js';
import { dealEnd, handsAt, isLast } from '../../table/src/replay/replay-model.js';
import { type TestServer, testServer } from './helpers/server.js';
import { playDeal, roomOfTwo } from './client/online-tables.js';

let t: TestServer;
beforeAll(async () => {
  t = await testServer();
});
afterAll(async () => {
  await t?.close();
  rmSync(t.dataDir, { recursive: true, force: true });
});

describe('the server’s log in the table’s replay', () => {
  it('opens: every move of the match replays to its logged end, the people named', async () => {
    const [maria, nikos] = await roomOfTwo(`ws://127.0.0.1:${String(t.server.port)}`);
    maria.game.configure({ rules: { matchTarget: null }, botLevel: 'easy' });
    await maria.until(() => parseRoomRules(maria.game.room?.rules ?? '{}').matchTarget === null, 'the settings');
    maria.game.start();
    await maria.until(() => maria.game.view !== null, 'Maria’s view');
    await nikos.until(() => nikos.game.view !== null, 'Nikos’s view');
    await playDeal([maria, nikos]);
    await nikos.until(() => nikos.game.exportLog() !== null, 'the log');
    const log = nikos.game.exportLog();
    expect(log?.source).toBe('server');
    const loaded = readReplay(serializeGameLog(log as NonNullable<typeof log>));
    if (!loaded.ok) throw new Error(`the replay refused the server's log: ${loaded.problem.detail}`);
    const { model } = loaded;
    expect(model.deals).toHaveLength(1);
    expect(model.deals[0]?.moves).toEqual(log?.deals[0]?.moves);
    expect(model.log.bots.map((b) => b.player)).toEqual(expect.arrayContaining(['Maria', 'Nikos']));
    const end = dealEnd(model, 0);
    expect(isLast(model, end)).toBe(true);
    expect(handsAt(model, end)).toHaveLength(4);
    await maria.game.leave();
    await nikos.game.leave();
  });

  it('opens from its address with the seat’s token, as the table’s Review and `replay-token` ask for it', async () => {
    const [maria, nikos] = await roomOfTwo(`ws://127.0.0.1:${String(t.server.port)}`);
    maria.game.configure({ rules: { matchTarget: null }, botLevel: 'easy' });
    await maria.until(() => parseRoomRules(maria.game.room?.rules ?? '{}').matchTarget === null, 'the settings');
    maria.game.start();
    await maria.until(() => maria.game.view !== null, 'Maria’s view');
    await nikos.until(() => nikos.game.view !== null, 'Nikos’s view');
    await playDeal([maria, nikos]);
    await nikos.until(() => nikos.game.serverLog !== null, 'the log’s address');
    const server = nikos.game.serverLog as NonNullable<typeof nikos.game.serverLog>;
    expect(server.url).toBe(`http://127.0.0.1:${String(t.server.port)}/rooms/${nikos.game.code ?? ''}/log`);
    const loaded = await fetchReplay(server.url, server.url, undefined, server.token);
    expect(loaded.ok && loaded.model.deals).toHaveLength(1);
    // The server's refusals, said by the table: no token, a token not of the match.
    expect(await fetchReplay(server.url, server.url)).toMatchObject({ problem: { code: 'unauthorized' } });
    expect(await fetchReplay(server.url, server.url, undefined, 'not-a-seat-token')).toMatchObject({
      problem: { code: 'forbidden' },
    });
    await maria.game.leave();
    await nikos.game.leave();
  });
});
