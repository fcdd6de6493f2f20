import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type GameState, type Move, applyMove, isMatchOver, newGame, nextDeal, resolveRules } from '@birimba/engine';
import { createBot, playGame } from '@birimba/ai';
import { ClusteredShare } from '../src/stats.js';
import { type Run, readJson, sim, tempDir, withoutTimings } from './helpers/cli.js';

interface Record_ {
  deal: number;
  seed: number;
  swapped: boolean;
  round: number;
  score: [number, number];
  totals: [number, number];
}
interface Result {
  target: number;
  deals: number;
  games: number;
  matches: { played: number; meanDeals: number };
  bots: { name: string; matchWins: number; matchWinRate: number; matchWinRateCI95: [number, number] }[];
  results: Record_[];
}

const TARGET = 1200;
const match = [
  'match',
  'greedy',
  'random',
  '--deals',
  '4',
  '--seed',
  '60',
  '--target',
  String(TARGET),
  '--duplicate',
  '--workers',
  '1',
];

/** The match games of a result: (deal, swapped) → its deals in order. */
function matchGames(r: Result): Record_[][] {
  const games = new Map<string, Record_[]>();
  for (const g of r.results) {
    const key = `${String(g.deal)}/${String(g.swapped)}`;
    games.set(key, [...(games.get(key) ?? []), g]);
  }
  return [...games.values()];
}

/** The match played whole with a log per game, once for the tests that read it: its folder and how it ended. */
let whole: Promise<{ dir: string; run: Run }> | null = null;
function wholeMatch(): Promise<{ dir: string; run: Run }> {
  whole ??= (async () => {
    const dir = tempDir();
    const run = await sim(...match, '--json', join(dir, 'r.json'), '--log-dir', join(dir, 'logs'));
    return { dir, run };
  })();
  return whole;
}

describe('match --target: every unit a whole match of deals', () => {
  it('plays deals until a team reaches the target, the totals carried over, and reports match wins', async () => {
    const { dir, run } = await wholeMatch();
    expect(run.code, run.stderr).toBe(0);
    const r = readJson<Result>(join(dir, 'r.json'));
    const games = matchGames(r);
    expect(games).toHaveLength(8);
    let firstWins = 0;
    const share = new ClusteredShare();
    for (const deals of games) {
      let totals: [number, number] = [0, 0];
      deals.forEach((g, round) => {
        expect(g.round).toBe(round);
        expect(g.seed).toBe(60 + g.deal);
        totals = [totals[0] + g.score[0], totals[1] + g.score[1]];
        expect(g.totals).toEqual(totals);
        const over = (totals[0] >= TARGET || totals[1] >= TARGET) && totals[0] !== totals[1];
        expect(over).toBe(round === deals.length - 1);
      });
      const last = deals[deals.length - 1]!;
      const greedyTeam = last.swapped ? 1 : 0;
      if (last.totals[greedyTeam] > (last.totals[1 - greedyTeam] as number)) firstWins++;
    }
    for (let d = 0; d < 4; d++) {
      const won = games
        .filter((g) => g[0]?.deal === d)
        .filter((g) =>
          g.at(-1)!.swapped ? g.at(-1)!.totals[1] > g.at(-1)!.totals[0] : g.at(-1)!.totals[0] > g.at(-1)!.totals[1],
        ).length;
      share.add(won, 2);
    }
    expect(r.matches).toEqual({ played: 8, meanDeals: r.results.length / 8 });
    expect(r.bots.map((b) => b.matchWins)).toEqual([firstWins, 8 - firstWins]);
    expect(r.bots[0]?.matchWinRate).toBe(firstWins / 8);
    // The interval counts the deals (pairs of matches on the same cards), not the matches, as independent.
    expect(r.bots[0]?.matchWinRateCI95).toEqual(share.interval());
    expect(run.stdout).toMatch(new RegExp(`matches won: greedy ${String(firstWins)} \\(`));
    expect(run.stdout).toMatch(/8 matches played to 1200, [\d.]+ deals per match/);
  });

  it('deals each match from its seed with nextDeal, the same deals whichever team sits where', async () => {
    const { dir, run } = await wholeMatch();
    expect(run.code, run.stderr).toBe(0);
    const rules = resolveRules({ matchTarget: TARGET });
    const dealt = (file: string): GameState[] => {
      const log = JSON.parse(readFileSync(join(dir, 'logs', file), 'utf8')) as {
        seed: number;
        deals: { moves: Move[] }[];
      };
      const starts: GameState[] = [];
      let state = newGame({ seed: log.seed, rules });
      for (const deal of log.deals) {
        starts.push(state);
        for (const m of deal.moves) state = applyMove(state, m);
        if (!isMatchOver(state)) state = nextDeal(state);
      }
      return starts;
    };
    const plain = dealt('deal-000001-seed-61.json');
    const swapped = dealt('deal-000001-seed-61-swapped.json');
    for (let round = 0; round < Math.min(plain.length, swapped.length); round++) {
      expect(swapped[round]?.hands).toEqual(plain[round]?.hands);
      expect(swapped[round]?.stock).toEqual(plain[round]?.stock);
    }
    // The first deal of a match is the single deal of that seed, as playGame plays it.
    const r = readJson<Result>(join(dir, 'r.json'));
    const first = r.results.find((g) => g.deal === 1 && !g.swapped && g.round === 0)!;
    const [greedy, random] = [createBot('greedy'), createBot('random')];
    const single = playGame({ seed: 61, rules, bots: [greedy, random, greedy, random] });
    expect([single.scores.teams[0].total, single.scores.teams[1].total]).toEqual(first.score);
  });

  it('shards and merges exactly like single deals', async () => {
    const played = await wholeMatch();
    expect(played.run.code, played.run.stderr).toBe(0);
    const dir = tempDir();
    const runs = await Promise.all([
      sim(...match, '--shard', '1/2', '--json', join(dir, 's1.json')),
      sim(...match, '--shard', '2/2', '--json', join(dir, 's2.json')),
    ]);
    expect(runs.map((r) => r.code)).toEqual([0, 0]);
    const merged = await sim('merge', join(dir, 's1.json'), join(dir, 's2.json'), '--json', join(dir, 'merged.json'));
    expect(merged.code, merged.stderr).toBe(0);
    expect(withoutTimings(readJson(join(dir, 'merged.json')))).toEqual(
      withoutTimings(readJson(join(played.dir, 'r.json'))),
    );
  });

  it('ranks a tournament by its matches', async () => {
    const dir = tempDir();
    const run = await sim(
      'tournament',
      'random',
      'greedy',
      '--deals',
      '2',
      '--target',
      '1000',
      '--workers',
      '1',
      '--json',
      join(dir, 't.json'),
    );
    expect(run.code, run.stderr).toBe(0);
    const t = readJson<{
      eloBasis: string;
      bots: { name: string; matchWins: number; duels: { wins: number; losses: number }; elo: number }[];
    }>(join(dir, 't.json'));
    expect(t.eloBasis).toBe('matches');
    for (const b of t.bots) expect(b.duels.wins).toBe(b.matchWins);
    expect(t.bots[1]!.elo).toBeGreaterThan(t.bots[0]!.elo);
    expect(run.stdout).toMatch(/rank +bot .* match wins +match win rate +match 95 % CI +Elo/);
    expect(run.stdout).toMatch(/Elo and ranking: fitted to the matches/);
  });
});
