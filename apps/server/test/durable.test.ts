// Nothing lost: the server is killed without warning (SIGKILL) in the middle of a deal and started again on the same
// data folder. The room comes back under its code, the players take their seats back with their tokens, and play goes
// on from the last accepted move: a move sent as the server died is played exactly once, whatever it had recorded.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@colyseus/sdk';
import { afterAll, describe, expect, it } from 'vitest';
import { parseGameLog, replayGameLog } from '@birimba/game-log';
import { Player, playDeal } from './helpers/players.js';
import { type ChildServer, startChild } from './helpers/child-server.js';
import { databaseDir } from '../src/db/embedded-database.js';
import { copyEmptyDatabase } from './helpers/database-template.js';

const dataDir = mkdtempSync(join(tmpdir(), 'birimba-durable-'));
// Its empty database copied, as a server started before left it (making one takes seconds of CPU).
copyEmptyDatabase(databaseDir(dataDir));
const children: ChildServer[] = [];
afterAll(async () => {
  for (const child of children) await child.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

const startServer = async (): Promise<ChildServer> => {
  const server = await startChild({ PORT: '0', DATA_DIR: dataDir });
  children.push(server);
  return server;
};

describe('a server killed mid-deal and started again on its data folder', () => {
  it('brings the room back under its code; play goes on from the last accepted move, none lost or doubled', async () => {
    const first = await startServer();
    const sdk = new Client(`ws://127.0.0.1:${String(first.port)}`);
    const maria = await Player.create(sdk, { name: 'Maria' });
    const nikos = await Player.join(sdk, maria.code, { name: 'Nikos' });
    maria.send('settings', { botLevel: 'easy', rules: { matchTarget: null } });
    maria.send('start');
    await maria.playTurn();
    await nikos.playTurn();
    await maria.myTurn();
    const before = maria.views().at(-1)?.played ?? 0;
    const seenBefore = maria.views().flatMap((v) => v.moves);

    // The draw is sent and the server dies at once: it may or may not have recorded it.
    maria.send('move', { id: 'last-draw', move: { type: 'draw' } });
    await first.kill();

    const second = await startServer();
    const again = new Client(`ws://127.0.0.1:${String(second.port)}`);
    const maria2 = await Player.rejoin(again, maria);
    const nikos2 = await Player.rejoin(again, nikos);
    expect([maria2.code, maria2.seat, nikos2.seat]).toEqual([maria.code, 0, 1]);
    const whole = await maria2.next('view');
    expect(whole.from).toBe(0);
    expect(whole.played === before || whole.played === before + 1).toBe(true);
    expect(whole.moves.slice(0, seenBefore.length)).toEqual(seenBefore);

    const answer = await maria2.move({ type: 'draw' }, 'last-draw');
    expect(answer).toMatchObject({ accepted: true, index: before, repeat: whole.played === before + 1 });
    await maria2.until(() => (maria2.views().at(-1)?.played ?? 0) === before + 1, 'the draw played once');
    expect(maria2.view?.phase).toBe('play');

    await playDeal([maria2, nikos2], 1);
    const response = await fetch(`http://127.0.0.1:${String(second.port)}/rooms/${maria.code}/log`, {
      headers: { authorization: `Bearer ${nikos.token}` },
    });
    const log = parseGameLog(await response.text());
    expect(replayGameLog(log)).toHaveLength(1);
    expect(log.deals[0]?.moves[before]).toEqual({ type: 'draw' });
    await second.kill();
  });
});
