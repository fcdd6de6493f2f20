import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createBot, playGame } from '@birimba/ai';
import { readJson, sim, tempDir, withoutTimings } from './helpers/cli.js';

interface Result {
  [key: string]: unknown;
  results: { deal: number; seed: number; swapped: boolean; score: [number, number]; moves: number; turns: number }[];
  bots: Record<string, unknown>[];
}

describe('birimba-sim match', () => {
  it('prints a summary and writes the documented JSON and a CSV row per game', async () => {
    const dir = tempDir();
    const run = await sim(
      'match',
      'random',
      'greedy',
      '--deals',
      '4',
      '--duplicate',
      '--workers',
      '2',
      '--json',
      join(dir, 'r.json'),
      '--csv',
      join(dir, 'r.csv'),
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/random vs greedy: 4 deals, 8 games/);
    expect(run.stdout).toMatch(/95 % CI/);
    expect(run.stdout).toMatch(/score difference \(random − greedy\)/);
    expect(run.stdout).toMatch(/endings: \d+ closed .*stock exhausted; mean [\d.]+ turns/);
    expect(run.stdout).toMatch(/games\/s on 2 workers/);

    const r = readJson<Result>(join(dir, 'r.json'));
    for (const key of [
      'seed',
      'deals',
      'games',
      'bots',
      'scoreDiff',
      'endings',
      'gamesPerSecond',
      'results',
      'failures',
    ])
      expect(r).toHaveProperty(key);
    expect(r).toMatchObject({ seed: 1, deals: 4, games: 8, duplicate: true, interrupted: false, shard: null });
    expect(r.bots).toHaveLength(2);
    for (const bot of r.bots) {
      for (const key of ['name', 'wins', 'draws', 'losses', 'winRate', 'winRateCI95', 'meanScore', 'decisionMs'])
        expect(bot).toHaveProperty(key);
      const timing = bot.decisionMs as Record<string, unknown>;
      expect(Object.keys(timing)).toEqual(['p50', 'p95', 'count']);
      expect(Object.values(timing).every((v) => typeof v === 'number')).toBe(true);
      const [low, high] = bot.winRateCI95 as [number, number];
      expect(low).toBeLessThanOrEqual(bot.winRate as number);
      expect(high).toBeGreaterThanOrEqual(bot.winRate as number);
      expect((bot.wins as number) + (bot.draws as number) + (bot.losses as number)).toBe(8);
    }
    expect(r.bots.map((b) => b.name)).toEqual(['random', 'greedy']);
    expect(Object.keys(r.scoreDiff as object)).toEqual(['mean', 'stderr']);
    const endings = r.endings as { closed: number; stockExhausted: number };
    expect(Object.keys(endings)).toEqual(['closed', 'stockExhausted']);
    expect(endings.closed + endings.stockExhausted).toBe(8);
    expect(r.results.map((g) => [g.deal, g.seed, g.swapped])).toEqual(
      [0, 1, 2, 3].flatMap((d) => [
        [d, d + 1, false],
        [d, d + 1, true],
      ]),
    );

    const csv = readFileSync(join(dir, 'r.csv'), 'utf8').trim().split('\n');
    expect(csv[0]).toMatch(/^deal,seed,teamA_bot,teamB_bot,teamA_score,teamB_score,winner,end/);
    expect(csv).toHaveLength(9);
    expect(csv[2]).toMatch(/^0,1,greedy,random,/);
  });

  it('gives the same results with 1 and 2 workers', async () => {
    const dir = tempDir();
    const [one, two] = await Promise.all(
      ['1', '2'].map((w) =>
        sim(
          'match',
          'random',
          'greedy',
          '--deals',
          '6',
          '--seed',
          '40',
          '--duplicate',
          '--workers',
          w,
          '--json',
          join(dir, `w${w}.json`),
        ),
      ),
    );
    expect(one?.code).toBe(0);
    expect(two?.code).toBe(0);
    const a = readJson(join(dir, 'w1.json'));
    const b = readJson(join(dir, 'w2.json'));
    expect(a.workers).toBe(1);
    expect(b.workers).toBe(2);
    expect(withoutTimings(b)).toEqual(withoutTimings(a));
  });

  it('plays each game as playGame does from the deal seed, through the machine', async () => {
    const dir = tempDir();
    const run = await sim(
      'match',
      'greedy',
      'random',
      '--deals',
      '3',
      '--seed',
      '900',
      '--duplicate',
      '--json',
      join(dir, 'r.json'),
    );
    expect(run.code).toBe(0);
    const [greedy, random] = [createBot('greedy'), createBot('random')];
    for (const g of readJson<Result>(join(dir, 'r.json')).results) {
      const bots = g.swapped
        ? ([random, greedy, random, greedy] as const)
        : ([greedy, random, greedy, random] as const);
      const direct = playGame({ seed: g.seed, bots });
      expect([direct.scores.teams[0].total, direct.scores.teams[1].total]).toEqual(g.score);
      expect(direct.moves).toHaveLength(g.moves);
      expect(direct.state.turnNumber).toBe(g.turns);
    }
  });
});
