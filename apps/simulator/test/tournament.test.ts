import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { expectRefused, readJson, sim, tempDir } from './helpers/cli.js';

interface Tournament {
  [key: string]: unknown;
  bots: { name: string; games: number; wins: number; winRate: number; winRateCI95: [number, number]; elo: number }[];
  matches: { bots: { name: string }[]; games: number; duplicate: boolean }[];
}

describe('birimba-sim tournament', () => {
  it('plays a round robin of duplicate matches and ranks the bots by Elo', async () => {
    const dir = tempDir();
    const run = await sim(
      'tournament',
      'random',
      'greedy',
      'classic:search=thesis',
      '--deals',
      '3',
      '--workers',
      '2',
      '--json',
      join(dir, 't.json'),
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/tournament: 3 bots, round robin of 3 duplicate deals per pairing/);
    expect(run.stdout).toMatch(/rank +bot +deals +wins +draws +losses +win rate +95 % CI +score diff\/deal +Elo/);
    expect(run.stdout).toMatch(/Elo and ranking: fitted to the deals, .*Bradley–Terry maximum likelihood/);
    const t = readJson<Tournament>(join(dir, 't.json'));
    expect(t.matches.map((m) => m.bots.map((b) => b.name))).toEqual([
      ['random', 'greedy'],
      ['random', 'classic:search=thesis'],
      ['greedy', 'classic:search=thesis'],
    ]);
    expect(t.matches.every((m) => m.duplicate && m.games === 6)).toBe(true);
    expect(t.bots.map((b) => b.games)).toEqual([12, 12, 12]);
    const mean = t.bots.reduce((s, b) => s + b.elo, 0) / 3;
    expect(mean).toBeCloseTo(1500, 6);
    const random = t.bots[0]!;
    expect(random.elo).toBeLessThan(Math.min(t.bots[1]!.elo, t.bots[2]!.elo));
    expect(random.winRateCI95[0]).toBeLessThanOrEqual(random.winRate);
  });

  it('needs at least two bots', async () => {
    expectRefused(await sim('tournament', 'random'), /a tournament needs at least two bots/);
  });
});
