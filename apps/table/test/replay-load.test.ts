// Opening a game log for replay: the logs the table (`exportLog`, a single deal and a whole match) and the simulator
// (`--log-dir`) write, each produced for real, are read and replayed; a file that is not a log, a log whose moves do
// not replay, an address that is not one, one that cannot be fetched or answers with an error, are each a problem
// with its code and the reader's sentence — nothing thrown.
import { afterEach, describe, expect, it } from 'vitest';
import { type GameLog, serializeGameLog } from '@birimba/game-log';
import type { BirimbaTable } from '../src/birimba-table.js';
import { fetchReplay, fileReplay, openLog, readReplay } from '../src/replay/replay-load.js';
import { syncDecide, until, untilOver } from './helpers.js';
import { simulatorMatchLog } from './support/simulator.js';

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

/** A table of four bots with `target`, played to the end of its match (every deal dealt by `nextDeal`). */
async function playedMatch(seed: string, target: string | null): Promise<BirimbaTable> {
  const el = document.createElement('birimba-table');
  el.decisionFunction = syncDecide;
  el.setAttribute('ai-delay', '0');
  el.setAttribute('seats', 'easy easy easy easy');
  el.setAttribute('seed', seed);
  if (target !== null) el.setAttribute('target', target);
  document.body.append(el);
  for (;;) {
    await untilOver(el);
    if (!el.nextDeal()) return el;
    await until(() => el.exportLog() === null);
  }
}

const opened = (text: string) => {
  const loaded = readReplay(text);
  if (!loaded.ok) throw new Error(`not opened: ${loaded.problem.code} ${loaded.problem.detail}`);
  return loaded.model;
};

describe('logs of every writer open for replay', () => {
  it('the table’s exportLog of a single deal', async () => {
    const el = await playedMatch('21', null);
    const log = el.exportLog() as GameLog;
    expect(log.source).toBe('table');
    const model = opened(serializeGameLog(log));
    expect(model.deals).toHaveLength(1);
    expect(model.deals[0]?.moves).toEqual(log.deals[0]?.moves);
  });

  it('the table’s exportLog of a whole match of several deals, once it is over', async () => {
    const el = await playedMatch('4', '1200');
    const log = el.exportLog() as GameLog;
    expect(log.source).toBe('table');
    expect(log.deals.length).toBeGreaterThan(1);
    const model = opened(JSON.stringify(log));
    expect(model.deals).toHaveLength(log.deals.length);
  });

  it('the simulator’s --log-dir file of a match', async () => {
    const text = await simulatorMatchLog(5, 1500);
    const model = opened(text);
    expect(model.log.source).toBe('simulator');
    expect(model.deals.length).toBeGreaterThan(1);
  });
});

const good = await simulatorMatchLog(3, 1500);

describe('a log that cannot be opened is a problem, not a throw', () => {
  it.each([
    ['not JSON', 'this is not json', 'not-a-log'],
    ['JSON of another format', '{"format":"something","version":3}', 'not-a-log'],
    ['a log with a field wrong', good.replace('"version":3', '"version":7'), 'not-a-log'],
  ])('%s', (_, text, code) => {
    const loaded = readReplay(text);
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) {
      expect(loaded.problem.code).toBe(code);
      expect(loaded.problem.detail.length).toBeGreaterThan(5);
    }
  });

  it('a log whose moves do not reach its logged end', () => {
    const log = JSON.parse(good) as { deals: { moves: unknown[] }[] };
    log.deals[0]!.moves.splice(-1, 1);
    const loaded = readReplay(JSON.stringify(log));
    expect(loaded).toMatchObject({ ok: false, problem: { code: 'does-not-replay' } });
    if (!loaded.ok) expect(loaded.problem.detail).toMatch(/moves/);
  });

  it('a log already read whose end was changed', () => {
    const log = JSON.parse(good) as GameLog;
    const changed = {
      ...log,
      deals: [{ ...log.deals[0]!, final: { ...log.deals[0]!.final, stateSha256: '0'.repeat(64) } }],
    };
    expect(openLog(changed as GameLog)).toMatchObject({ ok: false, problem: { code: 'does-not-replay' } });
  });

  it('an address that is not one, and one of another scheme', async () => {
    expect(await fetchReplay('http://[::1', 'http://example.test/')).toMatchObject({ problem: { code: 'bad-url' } });
    expect(await fetchReplay('javascript:alert(1)', 'http://example.test/')).toMatchObject({
      problem: { code: 'bad-url' },
    });
  });

  it('an address that cannot be fetched, or answers with an error', async () => {
    const unreachable = await fetchReplay('/log.json', 'http://example.test/', () =>
      Promise.reject(new TypeError('network down')),
    );
    expect(unreachable).toMatchObject({ ok: false, problem: { code: 'fetch-failed', detail: 'network down' } });
    const missing = await fetchReplay('/log.json', 'http://example.test/', () =>
      Promise.resolve(new Response('no such file', { status: 404, statusText: 'Not Found' })),
    );
    expect(missing).toMatchObject({ ok: false, problem: { code: 'not-found', detail: '404 Not Found' } });
    const failing = await fetchReplay('/log.json', 'http://example.test/', () =>
      Promise.resolve(new Response('{"error":"failed","message":"the log could not be made"}', { status: 500 })),
    );
    expect(failing).toMatchObject({
      ok: false,
      problem: { code: 'http-status', detail: '500: the log could not be made' },
    });
  });

  it('a file picked: the log in it, or the problem with it', async () => {
    const loaded = await fileReplay(new Blob([good]));
    expect(loaded.ok && loaded.model.deals.length).toBeGreaterThan(1);
    expect(await fileReplay(new Blob(['{}']))).toMatchObject({ ok: false, problem: { code: 'not-a-log' } });
  });
});
