// The move timer: off in a private room, 60 s in a public one; when a turn's time runs out the server plays it at
// the room's bot level and the log says so. Bots are seeded as @birimba/ai's runner seeds them, so a deal the server
// played for every seat is exactly playGame's — and its log replays with birimba-sim replay.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBot, playGame } from '@birimba/ai';
import { parseGameLog } from '@birimba/game-log';
import { PUBLIC_MOVE_TIMER } from '@birimba/protocol';
import { Player } from './helpers/players.js';
import { type TestServer, testServer } from './helpers/server.js';

let t: TestServer;
beforeAll(async () => {
  t = await testServer();
});
afterAll(async () => {
  await t.close();
});

describe('the move timer', () => {
  it('is off in a private room and 60 s in a public one, told as the deadline and the time left', async () => {
    const privately = await Player.create(t.sdk(), { name: 'P' });
    privately.send('start');
    await privately.myTurn();
    expect(privately.views().at(-1)?.deadlineIn).toBeNull();
    expect(privately.state.deadline).toBe(0);

    const publicly = await Player.playNow(t.sdk(), { name: 'Q' });
    publicly.send('start');
    await publicly.until(() => publicly.state.deadline > 0, 'the deadline');
    expect(publicly.state.deadline).toBe(t.clock.now() + PUBLIC_MOVE_TIMER * 1000);
    await publicly.roundTrip();
    expect(publicly.views().at(-1)?.deadlineIn).toBe(PUBLIC_MOVE_TIMER * 1000);
  });

  it('is told in the very view that passes the turn to a person, not a round trip later', async () => {
    const maria = await Player.create(t.sdk(), { name: 'Maria' });
    const nikos = await Player.join(t.sdk(), maria.code, { name: 'Nikos', seat: 1 });
    maria.send('settings', { moveTimer: 30 });
    maria.send('start');
    await maria.myTurn();
    t.clock.advance(5000); // Maria takes 5 s of her 30: Nikos is told his whole 30
    await maria.playTurn();
    await nikos.myTurn();
    const passing = nikos.views().find((v) => v.view.turn === 1);
    expect(passing?.deadlineIn).toBe(30_000);
    // Maria's own view of her last move tells her the time Nikos has.
    expect(maria.views().find((v) => v.view.turn === 1)?.deadlineIn).toBe(30_000);
  });

  it('plays the turn for a seat whose time ran out, at the room’s bot level, noted as timeout', async () => {
    const maria = await Player.create(t.sdk(), { name: 'Maria' });
    maria.send('settings', { moveTimer: 30, botLevel: 'easy' });
    maria.send('start');
    await maria.myTurn();
    t.clock.advance(29_999);
    await maria.roundTrip();
    expect(t.lines.some((l) => l.includes('time ran out') && l.includes(maria.code))).toBe(false);
    expect(maria.views().at(-1)?.played).toBe(0);
    t.clock.advance(1);
    await maria.until(
      () => maria.views().some((v) => v.moves.some((m) => m.seat === 0 && m.note === 'timeout')),
      'the timed-out draw',
    );
    const refused = await maria.move({ type: 'discard', card: maria.view?.hand[0]?.id ?? 0 });
    if (maria.view?.turn === 0) expect(refused).toMatchObject({ accepted: false, code: 'timed-out' });
    await maria.until(() => maria.views().some((v) => v.view.turn === 1), 'the turn passed');
    const mine = maria
      .views()
      .flatMap((v) => v.moves)
      .filter((m) => m.seat === 0);
    expect(mine.length).toBeGreaterThanOrEqual(2);
    expect(mine.every((m) => m.note === 'timeout')).toBe(true);
  });

  it('a deal the server played for every seat is playGame’s, and its log replays with birimba-sim replay', async () => {
    const maria = await Player.create(t.sdk(), { name: 'Maria' });
    maria.send('settings', { moveTimer: 10, botLevel: 'easy', rules: { matchTarget: null } });
    maria.send('start');
    let lastTurn = 0;
    for (;;) {
      await maria.until(
        () => maria.dealOver(1) !== null || (maria.myTurnNow() && maria.view?.turnNumber !== lastTurn),
        'a turn or the end',
      );
      if (maria.dealOver(1) !== null) break;
      lastTurn = maria.view?.turnNumber ?? 0;
      t.clock.advance(10_000);
    }
    const response = await fetch(`${t.http}/rooms/${maria.code}/log`, {
      headers: { authorization: `Bearer ${maria.token}` },
    });
    const text = await response.text();
    const log = parseGameLog(text);
    const bots = [createBot('easy'), createBot('easy'), createBot('easy'), createBot('easy')] as const;
    const played = playGame({ seed: log.seed, rules: log.rules, bots });
    expect(log.deals[0]?.moves).toEqual(played.moves);
    const notes = log.deals[0]?.notes ?? [];
    expect(notes.length).toBeGreaterThan(0);
    expect(notes.every((n) => n.seat === 0 && n.note === 'timeout')).toBe(true);

    const file = join(mkdtempSync(join(tmpdir(), 'birimba-log-')), 'room.json');
    writeFileSync(file, text);
    const cli = fileURLToPath(new URL('../../simulator/dist/cli.js', import.meta.url));
    const out = execFileSync(process.execPath, [cli, 'replay', file], { encoding: 'utf8' });
    expect(out).toContain('verified: the replay ends exactly as logged');
  });
});
