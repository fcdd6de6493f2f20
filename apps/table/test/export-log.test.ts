// exportLog(): a deal played at the table as a game log (@birimba/game-log, version 3), which the real
// `birimba-sim replay` reproduces exactly — whatever the seed, the table's unguessable string or a number — once the
// deal is over and its seed tells no card still to come.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createBot, playGame } from '@birimba/ai';
import type { GameLog } from '@birimba/game-log';
import type { BirimbaTable } from '../src/birimba-table.js';
import { mount, playWholeGame, syncDecide, until, untilOver } from './helpers.js';
import { birimbaSim } from './support/simulator.js';

const KEY = 'export-log';
const SEATS = 'normal easy normal easy';

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

/** A table of four bots; without a seed it draws its own, 32 unguessable hex digits. */
function bots(seed: string | null, options: { target?: string } = {}): BirimbaTable {
  const el = document.createElement('birimba-table');
  el.decisionFunction = syncDecide;
  el.setAttribute('ai-delay', '0');
  el.setAttribute('seats', SEATS);
  if (seed !== null) el.setAttribute('seed', seed);
  el.setAttribute('storage-key', KEY);
  if (options.target !== undefined) el.setAttribute('target', options.target);
  document.body.append(el);
  return el;
}

/** What `birimba-sim replay <file>` says of the log, written to a file as a page would write it. */
async function simReplay(log: GameLog | null): Promise<{ code: number; lines: string[]; stderr: string }> {
  expect(log).not.toBeNull();
  const file = join(mkdtempSync(join(tmpdir(), 'birimba-table-log-')), 'game.json');
  writeFileSync(file, JSON.stringify(log));
  const run = await birimbaSim('replay', file);
  return { code: run.code, lines: run.stdout.trim().split('\n'), stderr: run.stderr };
}

/** Replayed by `birimba-sim replay`: exit 0, nothing on stderr, every deal verified (`deals` of them). */
async function expectReplayed(log: GameLog | null, deals = 1): Promise<string[]> {
  const run = await simReplay(log);
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  expect(run.lines.filter((l) => l.startsWith('verified: the replay ends exactly as logged'))).toHaveLength(deals);
  return run.lines;
}

/** The deal of seed 3 played by the four bots, once for the tests that reload it: its log and the save it left (the
 * table that played it removed). */
let finished3: Promise<{ log: GameLog | null; save: string }> | null = null;
const dealOf3 = (): Promise<{ log: GameLog | null; save: string }> =>
  (finished3 ??= (async () => {
    const first = bots('3');
    await untilOver(first);
    const log = first.exportLog();
    first.remove();
    const save = localStorage.getItem(KEY);
    if (save === null) throw new Error('the deal of seed 3 left no save');
    return { log, save };
  })());

/** The save of the match of seed 4 to 1200 once its second deal is dealt, the first played by the four bots (the
 * table removed): a page reloaded between deals, for the two tests of a whole match. */
let second4: Promise<string> | null = null;
const secondDealOf4 = (): Promise<string> =>
  (second4 ??= (async () => {
    const first = bots('4', { target: '1200' });
    await untilOver(first);
    expect(first.nextDeal()).toBe(true);
    await until(() => first.exportLog() === null && first.shadowRoot?.querySelector('[data-end]') === null);
    first.remove();
    const save = localStorage.getItem(KEY);
    if (save === null) throw new Error('the match of seed 4 left no save');
    return save;
  })());

const expected = (seed: string | number) => playGame({ seed, bots: SEATS.split(' ').map((k) => createBot(k)) });

describe('exportLog()', () => {
  it('of a game with the table’s own unguessable seed is replayed by birimba-sim replay', async () => {
    const el = bots(null);
    await untilOver(el);
    const log = el.exportLog();
    expect(log?.seed).toMatch(/^[0-9a-f]{32}$/);
    const seed = log!.seed;
    expect(log?.deals[0]?.moves).toEqual(JSON.parse(JSON.stringify(expected(seed).moves)));
    const lines = await expectReplayed(log);
    expect(lines[0]).toBe(`deal 1, seed "${String(seed)}"; rules.md defaults`);
    expect(lines[1]).toBe('team A (seats 0, 2): normal; team B (seats 1, 3): easy');
  });

  it('is the log of the deal four bots played — seed, rules, seats, the moves of playGame, the final state — and birimba-sim replay reproduces it', async () => {
    const el = bots('2');
    await untilOver(el);
    const game = expected(2);
    const log = JSON.parse(JSON.stringify(el.exportLog())) as GameLog;
    expect(log).toEqual({
      format: 'birimba-sim-game',
      version: 3,
      source: 'table',
      deal: 1,
      seed: 2,
      shuffle: 'hmac-sha256',
      swapped: false,
      rules: game.state.rules,
      bots: SEATS.split(' ').map((kind, seat) => ({ seat, name: kind, kind, options: {} })),
      deals: [
        {
          moves: game.moves,
          final: {
            scores: JSON.parse(JSON.stringify(game.scores)) as unknown,
            turns: game.state.turnNumber,
            stateSha256: expect.stringMatching(/^[0-9a-f]{64}$/) as unknown,
          },
        },
      ],
    });
    expect((await expectReplayed(log))[0]).toBe('deal 1, seed 2; rules.md defaults');
  });

  it('names a human seat human and holds the moves played through the UI; null before the deal is over', async () => {
    const el = await mount({ storageKey: KEY, seed: '5' });
    expect(el.exportLog()).toBeNull();
    await playWholeGame(el, KEY);
    const log = el.exportLog();
    expect(log?.bots[0]).toEqual({ seat: 0, name: 'human', kind: 'human', options: {} });
    expect(log?.bots.slice(1).map((b) => b.kind)).toEqual(['normal', 'normal', 'normal']);
    expect((await expectReplayed(log))[1]).toBe('team A (seats 0, 2): human and normal; team B (seats 1, 3): normal');
  });

  it('is the same after the page is reloaded: the moves are saved with the game', async () => {
    const { log, save } = await dealOf3();
    expect(log).not.toBeNull();
    localStorage.setItem(KEY, save);
    const again = bots('3');
    await untilOver(again);
    expect(again.exportLog()).toEqual(log);
  });

  it.each([
    ['written before the moves were kept', (): undefined => undefined],
    ['whose moves do not lead to its game', (moves: unknown[]): unknown[] => moves.slice(0, -1)],
  ])('is null for a save %s (the deal cannot be proven from its seed)', async (_, change) => {
    const save = JSON.parse((await dealOf3()).save) as { moves?: unknown[] };
    save.moves = change(save.moves ?? []);
    localStorage.setItem(KEY, JSON.stringify(save));
    const again = bots('3');
    await untilOver(again);
    expect(again.exportLog()).toBeNull();
  });

  it('is null while a match goes on (the seed tells the next deal) and for a later deal', async () => {
    const el = bots('11', { target: '3000' });
    await untilOver(el);
    expect(el.exportLog()).toBeNull();
    expect(el.nextDeal()).toBe(true);
    await untilOver(el);
    expect(el.exportLog()).toBeNull();
  });

  it('is given for a match decided in its first deal', async () => {
    const el = bots('11', { target: '100' });
    await untilOver(el);
    const log = el.exportLog();
    expect(log?.rules.matchTarget).toBe(100);
    expect((await expectReplayed(log))[0]).toBe('deal 1, seed 11; matchTarget=100');
  });

  it('is the whole match once it is over, every deal of it, also after a reload between deals; birimba-sim replay reproduces it', async () => {
    // The page is reloaded during the second deal: the first deal's moves come back with the save.
    localStorage.setItem(KEY, await secondDealOf4());
    const el = bots('4', { target: '1200' });
    let deals = 2;
    await untilOver(el);
    while (el.nextDeal()) {
      deals++;
      await until(() => el.shadowRoot?.querySelector('[data-end]') === null);
      await untilOver(el);
    }
    const log = el.exportLog();
    expect(log?.deals).toHaveLength(deals);
    expect(log?.rules.matchTarget).toBe(1200);
    const lines = await expectReplayed(log, deals);
    expect(lines[0]).toBe('deal 1, seed 4; matchTarget=1200');
  });

  it('is null for a match whose save lost the moves of an earlier deal', async () => {
    const save = JSON.parse(await secondDealOf4()) as { earlier?: unknown };
    expect(Array.isArray(save.earlier)).toBe(true);
    delete save.earlier;
    localStorage.setItem(KEY, JSON.stringify(save));
    const el = bots('4', { target: '1200' });
    await untilOver(el);
    while (el.nextDeal()) {
      await until(() => el.shadowRoot?.querySelector('[data-end]') === null);
      await untilOver(el);
    }
    expect(el.exportLog()).toBeNull();
  });
});
