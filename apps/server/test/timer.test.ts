// The move timer: off in a private room, 60 s in a public one; when a turn's time runs out the server makes the
// smallest turn (a draw, the card drawn thrown) and the log says so. Bots are seeded as @birimba/ai's runner seeds
// them: every bot decision of a deal, rebuilt from its log, is its level's with that seed — and the log replays with
// birimba-sim replay.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBot, matchDecisionSeed } from '@birimba/ai';
import { applyMove, newGame, viewFor } from '@birimba/engine';
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
    // The same deadline by the server's clock, in the same message: the client's clock offset comes from the pair.
    expect(passing?.deadline).toBe(t.clock.now() + 30_000);
    // Maria's own view of her last move tells her the time Nikos has.
    expect(maria.views().find((v) => v.view.turn === 1)?.deadlineIn).toBe(30_000);
  });

  it('makes the smallest turn for a seat whose time ran out: a draw and the card drawn thrown, noted', async () => {
    const maria = await Player.create(t.sdk(), { name: 'Maria' });
    maria.send('settings', { moveTimer: 30, botLevel: 'easy' });
    maria.send('start');
    await maria.myTurn();
    const dealt = maria.view?.hand.length ?? 0;
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
    // Nothing of her hand laid down for her: the stock's card drawn, and that card thrown.
    expect(mine.map((m) => [m.note, m.events.map((e) => e.kind)])).toEqual([
      ['timeout', ['draw']],
      ['timeout', ['discard']],
    ]);
    const drawn = mine[0]?.events[0];
    const thrown = mine[1]?.events[0];
    expect(drawn?.kind === 'draw' ? drawn.card : 'drawn').toBe(thrown?.kind === 'discard' ? thrown.card : 'thrown');
    expect(maria.views().at(-1)?.view.hand.length).toBe(dealt);
  });

  it('throws the card the room’s bot would when the time ran out after the person drew, and nothing else', async () => {
    const maria = await Player.create(t.sdk(), { name: 'Maria' });
    maria.send('settings', { moveTimer: 30, botLevel: 'easy' });
    maria.send('start');
    await maria.myTurn();
    expect(await maria.move({ type: 'draw' })).toMatchObject({ accepted: true });
    const drawnHand = maria.view?.hand.length ?? 0;
    t.clock.advance(30_000);
    await maria.until(() => maria.views().some((v) => v.view.turn === 1), 'the turn passed');
    const timedOut = maria
      .views()
      .flatMap((v) => v.moves)
      .filter((m) => m.seat === 0 && m.note === 'timeout');
    expect(timedOut.map((m) => m.events.map((e) => e.kind))).toEqual([['discard']]);
    expect(maria.views().at(-1)?.view.hand.length).toBe(drawnHand - 1);
  });

  it('plays every bot as @birimba/ai seeds it beside a person who always times out; the log replays', async () => {
    const maria = await Player.create(t.sdk(), { name: 'Maria' });
    maria.send('settings', { moveTimer: 10, botLevel: 'easy', rules: { matchTarget: null } });
    await maria.until(() => maria.state.moveTimer === 10, 'the settings');
    maria.send('start');
    let lastTurn = 0;
    for (;;) {
      await maria.until(
        () => maria.dealOver(1) !== null || (maria.myTurnNow() && maria.view?.turnNumber !== lastTurn),
        'a turn or the end',
      );
      if (maria.dealOver(1) !== null) break;
      lastTurn = maria.view?.turnNumber ?? 0;
      // She taps "I'm back" each time: never two turns in a row out of time, never away (away.test.ts).
      maria.send('away', { away: false });
      await maria.roundTrip();
      t.clock.advance(10_000);
    }
    const response = await fetch(`${t.http}/rooms/${maria.code}/log`, {
      headers: { authorization: `Bearer ${maria.token}` },
    });
    const text = await response.text();
    const log = parseGameLog(text);
    const moves = log.deals[0]?.moves ?? [];
    // Each bot decision of the deal, rebuilt from the log, is its level's decision with the runner's seed; Maria's
    // turns are the smallest ones, a draw and a discard each.
    let state = newGame({ seed: log.seed, rules: log.rules });
    let turn = -1;
    let turnStart = state.birimbakia.length;
    let decisions = 0;
    for (let i = 0; i < moves.length;) {
      if (state.turnNumber !== turn) [turn, turnStart] = [state.turnNumber, state.birimbakia.length];
      const seat = state.turn;
      if (seat === 0) {
        expect(['draw', 'takePile', 'discard']).toContain(moves[i]?.type);
        state = applyMove(state, moves[i++]);
        continue;
      }
      const decided = createBot('easy').decide(viewFor(state, seat), matchDecisionSeed(state, turnStart)).moves;
      decisions++;
      for (const move of decided) {
        expect(moves[i]).toEqual(move);
        state = applyMove(state, moves[i++]);
        if (state.phase !== 'play' || state.turn !== seat) break;
      }
    }
    expect(decisions).toBeGreaterThan(10);
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
