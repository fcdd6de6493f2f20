import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { expectRefused, readJson, sim, tempDir, withoutTimings } from './helpers/cli.js';

// Two and six players end to end: the real binary plays duplicate deals and matches of each form, and its files
// carry the form, pass the published schemas and merge back to themselves.

interface Result {
  players?: number;
  rules: { players: number };
  games: number;
  sides: Record<string, { wins: number }>;
  matches: { played: number } | null;
  results: { deal: number; swapped: boolean; seating?: number; score: number[]; totals?: number[] }[];
}

const ajv = new Ajv2020({ strict: false, allErrors: false });
function expectValid(schemaFile: string, file: string): void {
  const schema = JSON.parse(readFileSync(new URL(`../schema/${schemaFile}`, import.meta.url), 'utf8')) as object;
  const validate = ajv.compile(schema);
  expect(validate(readJson(file)), JSON.stringify(validate.errors)).toBe(true);
}

/** The file merged alone gives the same result: every figure agrees with its records. */
async function expectMergesToItself(file: string): Promise<void> {
  const merged = join(tempDir(), 'merged.json');
  const run = await sim('merge', file, '--json', merged);
  expect(run.code, run.stderr).toBe(0);
  const strip = (r: Record<string, unknown>) => ({ ...withoutTimings(r), matches: r.matches });
  expect(strip(readJson(merged))).toEqual(strip(readJson(file)));
}

describe('six players (three teams)', () => {
  it('plays every duplicate deal three times, the first bot at team A, B and C in turn', async () => {
    const dir = tempDir();
    const json = join(dir, 'six.json');
    const csv = join(dir, 'six.csv');
    const run = await sim(
      ...['match', 'greedy', 'random', '--players', '6', '--deals', '3', '--duplicate', '--workers', '1'],
      ...['--json', json, '--csv', csv, '--report', join(dir, 'six.html')],
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^greedy vs random, six players \(three teams\): 3 deals, 9 games/);
    expect(run.stdout).toMatch(/team C \(seats 2, 5\) won \d+/);
    expect(run.stdout).toMatch(
      /score difference \(greedy − random, the mean of each bot's teams\): \+[\d.]+ ± [\d.]+ .*95 % interval/,
    );
    const r = readJson<Result & { scoreDiff: { mean: number; stderr: number; ci95: number[] } }>(json);
    expect([r.players, r.rules.players, r.games]).toEqual([6, 6, 9]);
    const { mean, stderr, ci95 } = r.scoreDiff;
    expect(ci95[0]).toBeCloseTo(mean - 1.96 * stderr, 1);
    expect(ci95[1]).toBeCloseTo(mean + 1.96 * stderr, 1);
    expect(r.results.map((g) => [g.deal, g.seating, g.swapped, g.score.length])).toEqual(
      [0, 1, 2].flatMap((deal) => [0, 1, 2].map((s) => [deal, s, s !== 0, 3])),
    );
    // Greedy beats two random teams on these seeds: the best score is the first bot's team, wherever it sat.
    for (const g of r.results) expect(g.score.indexOf(Math.max(...g.score))).toBe(g.seating);
    expect(Object.keys(r.sides)).toEqual(['teamA', 'teamB', 'teamC']);
    expect(readFileSync(csv, 'utf8').split('\n')[0]).toMatch(/^deal,seed,teamA_bot,teamB_bot,teamC_bot,teamA_score/);
    expect(readFileSync(csv, 'utf8').split('\n')[2]).toMatch(/^0,1,random,greedy,random,/);
    const html = readFileSync(join(dir, 'six.html'), 'utf8');
    expect(html).toContain('<td>six players (three teams)</td>');
    expect(html).toContain('every deal three times, the first bot at each team in turn');
    expectValid('match-result.schema.json', json);
    await expectMergesToItself(json);
  });

  it('plays matches to a target, won by the team first over it alone at the top', async () => {
    const json = join(tempDir(), 'six-target.json');
    const run = await sim(
      ...['match', 'greedy', 'random', '--players', '6', '--deals', '2', '--target', '1500', '--duplicate'],
      ...['--workers', '1', '--json', json],
    );
    expect(run.code, run.stderr).toBe(0);
    const r = readJson<Result>(json);
    expect(r.matches?.played).toBe(6);
    for (const g of r.results) expect(g.totals).toHaveLength(3);
    expectValid('match-result.schema.json', json);
    await expectMergesToItself(json);
  });

  it('plays a tournament of pairings, the form in its file', async () => {
    const json = join(tempDir(), 'six-t.json');
    const run = await sim(
      'tournament',
      'random',
      'greedy',
      '--players',
      '6',
      '--deals',
      '2',
      '--workers',
      '1',
      '--json',
      json,
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^tournament: 2 bots, six players \(three teams\), round robin/);
    expect(readJson<{ players: number }>(json).players).toBe(6);
    expectValid('tournament-result.schema.json', json);
  });
});

describe('six players, three bots', () => {
  it('gives each bot one team and each team position once per duplicate deal', async () => {
    const dir = tempDir();
    const json = join(dir, 'three.json');
    const csv = join(dir, 'three.csv');
    const run = await sim(
      ...['match', 'greedy', 'random', 'classic:maxPlays=20', '--players', '6', '--deals', '2', '--duplicate'],
      ...['--workers', '1', '--json', json, '--csv', csv],
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^greedy vs random vs classic:maxPlays=20, six players \(three teams\)/);
    expect(run.stdout).toMatch(
      /score difference \(each bot's team − the mean of the two others.*\): greedy [+−][\d.]+ ± [\d.]+ \(95 % interval/,
    );
    const r = readJson<Result & { bots: { name: string; games: number; scoreDiff?: { mean: number } }[] }>(json);
    expect(r.bots.map((b) => [b.name, b.games])).toEqual([
      ['greedy', 6],
      ['random', 6],
      ['classic:maxPlays=20', 6],
    ]);
    // The three score differences (each team against the mean of the others) add up to nothing.
    expect(r.bots.reduce((sum, b) => sum + (b.scoreDiff?.mean ?? Number.NaN), 0)).toBeCloseTo(0, 9);
    const rows = readFileSync(csv, 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((row) => row.split(',').slice(2, 5));
    expect(rows.slice(0, 3)).toEqual([
      ['greedy', 'random', 'classic:maxPlays=20'],
      ['classic:maxPlays=20', 'greedy', 'random'],
      ['random', 'classic:maxPlays=20', 'greedy'],
    ]);
    expectValid('match-result.schema.json', json);
    await expectMergesToItself(json);
  });

  it('refuses a third bot in a game of two or four players', async () => {
    expectRefused(
      await sim('match', 'greedy', 'random', 'greedy', '--players', '4'),
      /a third bot \("greedy"\) plays only with six players \(--players 6\)/,
    );
  });
});

describe('two players (head to head)', () => {
  it('plays duplicate deals and matches, each seat in turn', async () => {
    const json = join(tempDir(), 'two.json');
    const run = await sim(
      ...['match', 'greedy', 'random', '--players', '2', '--deals', '3', '--target', '1000', '--duplicate'],
      ...['--workers', '1', '--json', json],
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/by seats: team A \(seat 0\) won \d+, team B \(seat 1\) won \d+/);
    const r = readJson<Result>(json);
    expect([r.players, r.rules.players, r.matches?.played]).toEqual([2, 2, 6]);
    for (const g of r.results) expect([g.seating, g.score.length]).toEqual([undefined, 2]);
    expect(new Set(r.results.map((g) => g.swapped))).toEqual(new Set([false, true]));
    expectValid('match-result.schema.json', json);
    await expectMergesToItself(json);
  });
});

describe('a six-player game that fails', () => {
  it('names the bot of the seat that missed its deadline, and a replay command with --players', async () => {
    const hangs = fileURLToPath(new URL('./helpers/bots/hangs.mjs', import.meta.url));
    const run = await sim(
      ...['match', 'random', hangs, '--players', '6', '--deals', '1', '--duplicate', '--workers', '1'],
      ...['--decision-timeout', '1000'],
    );
    expect(run.code).toBe(1);
    // Seat 4 is team B: in the first game the second bot's (the first bot holds team A only).
    expect(run.stderr).toContain(`bot ${hangs} at seat 4: no decision within 1000 ms`);
    expect(run.stderr).toContain(`birimba-sim match random ${hangs} --players 6 --seed 1 --deals 1 --duplicate`);
  });
});
