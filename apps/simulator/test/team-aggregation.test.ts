import { describe, expect, it } from 'vitest';
import { type Players, resolveRules } from '@birimba/engine';
import { MatchStats, botDiff, firstBotDiff } from '../src/aggregate.js';
import type { BirimbaCounts, GameRecord } from '../src/records.js';
import { matchReport } from '../src/results.js';
import { seatingFields } from '../src/seating.js';
import type { BotSpec } from '../src/bot-spec.js';

// A match's figures for two teams (two or four players) and for three (six players): the first bot's score
// against the second's, wins, seats and matches, from hand-made records with known answers.

const none: BirimbaCounts = [0, 0, 0];

function record(players: Players, seating: number, score: number[], extra: Partial<GameRecord> = {}): GameRecord {
  return {
    deal: 0,
    seed: 1,
    ...seatingFields(players, seating),
    score: score as GameRecord['score'],
    end: 'closed',
    closedBy: 0,
    turns: 30,
    moves: 80,
    birimbas: score.map((_, t) => (t === 0 ? ([1, 0, 0] as BirimbaCounts) : none)) as GameRecord['birimbas'],
    ...extra,
  };
}

const spec = (label: string): BotSpec => ({ label, kind: label, options: {}, reported: {} });

function report(players: Players, games: GameRecord[], target: number | null = null, bots = 2) {
  const stats = new MatchStats(target, players, bots);
  stats.add({ deal: 0, games, failures: [] });
  return matchReport({
    config: {
      seed: 1,
      dealsPlanned: 1,
      duplicate: true,
      rules: resolveRules({ players, matchTarget: target }),
      bots: bots === 3 ? [spec('a'), spec('b'), spec('c')] : [spec('a'), spec('b')],
    },
    stats,
    histograms: bots === 3 ? [{}, {}, {}] : [{}, {}],
    shards: null,
    elapsedSeconds: 1,
    cpuSeconds: 1,
    workers: 1,
  });
}

describe('two teams (two players)', () => {
  it("takes the first bot's total minus the second's, whichever seat it had", () => {
    expect(firstBotDiff(record(2, 0, [300, 100]), 2)).toBe(200);
    expect(firstBotDiff(record(2, 1, [300, 100]), 2)).toBe(-200);
    const r = report(2, [record(2, 0, [300, 100]), record(2, 1, [250, 50])]);
    expect(r.players).toBe(2);
    expect(r.scoreDiff.mean).toBe(0); // +200 and −200 over the deal's two games
    expect([r.bots[0].wins, r.bots[1].wins]).toEqual([1, 1]);
    expect(r.sides).toEqual({ teamA: { wins: 2, draws: 0, losses: 0 }, teamB: { wins: 0, draws: 0, losses: 2 } });
  });
});

describe('three teams (six players)', () => {
  it("takes the first bot's team minus the mean of the other two, and a win as the top score alone", () => {
    // Seating 1: the first bot holds team B; the second teams A and C.
    const g = record(6, 1, [100, 400, 200]);
    expect(firstBotDiff(g, 6)).toBe(400 - (100 + 200) / 2);
    const r = report(6, [record(6, 0, [500, 100, 300]), g, record(6, 2, [600, 0, 300])]);
    expect(r.players).toBe(6);
    expect(r.scoreDiff.mean).toBeCloseTo((300 + 250 + (300 - 300)) / 3, 9);
    expect(r.bots[0]).toMatchObject({ wins: 2, draws: 0, losses: 1, meanScore: (500 + 400 + 300) / 3 });
    expect(r.bots[1]).toMatchObject({ wins: 1, losses: 2, meanScore: (200 + 150 + 300) / 3 });
    expect(r.sides.teamC).toEqual({ wins: 0, draws: 0, losses: 3 });
    expect(r.sides.teamA.wins + r.sides.teamB.wins).toBe(3);
  });

  it('counts a top score shared between two teams as no win for a side, and closings and birimbas by team', () => {
    const g = record(6, 2, [300, 300, 300], { closedBy: 2 });
    const r = report(6, [g]);
    expect(r.sides.teamA).toEqual({ wins: 0, draws: 1, losses: 0 });
    expect([r.bots[0].draws, r.bots[1].draws]).toEqual([1, 1]);
    expect([r.bots[0].closed, r.bots[1].closed]).toEqual([1, 0]);
    // Team A's birimba belongs to the second bot here (the first sits at team C).
    expect([r.bots[0].birimbas.clean, r.bots[1].birimbas.clean]).toEqual([0, 1]);
  });

  it('gives a match to the bot whose team is first over the target, alone at the top', () => {
    const deals = [
      record(6, 0, [900, 1200, 800], { round: 0, totals: [900, 1200, 800] }),
      record(6, 0, [1500, 300, 1000], { round: 1, totals: [2400, 1500, 1800] }),
      record(6, 1, [3100, 200, 100], { round: 0, totals: [3100, 200, 100] }),
      record(6, 2, [0, 100, 3200], { round: 0, totals: [0, 100, 3200] }),
    ];
    const r = report(6, deals, 2000);
    expect(r.matches).toEqual({ played: 3, meanDeals: 4 / 3 });
    expect([r.bots[0].matchWins, r.bots[1].matchWins]).toEqual([2, 1]);
  });
});

describe('three bots (six players, a team each)', () => {
  it('scores each bot against the mean of the two others, and wins by the top score alone', () => {
    // Seating 1: bot 0 at team B, bot 1 at team C, bot 2 at team A.
    const g = record(6, 1, [300, 600, 0]);
    expect([0, 1, 2].map((bot) => botDiff(bot, g, 6, 3))).toEqual([600 - 150, 0 - 450, 300 - 300]);
    const r = report(6, [record(6, 0, [600, 0, 300]), g, record(6, 2, [0, 300, 600])], null, 3);
    expect(r.bots.map((b) => b.scoreDiff?.mean)).toEqual([450, -450, 0]);
    expect(r.bots.map((b) => [b.wins, b.losses])).toEqual([
      [3, 0],
      [0, 3],
      [0, 3],
    ]);
    expect(r.bots.map((b) => b.meanScore)).toEqual([600, 0, 300]);
  });

  it('gives a match to the bot of the team alone at the top over the target', () => {
    const r = report(
      6,
      [
        record(6, 0, [100, 2100, 0], { round: 0, totals: [100, 2100, 0] }),
        record(6, 1, [2500, 0, 0], { round: 0, totals: [2500, 0, 0] }),
        record(6, 2, [0, 0, 2200], { round: 0, totals: [0, 0, 2200] }),
      ],
      2000,
      3,
    );
    // Seating 0: team B is bot 1; seating 1: team A is bot 2; seating 2: team C is bot 0.
    expect(r.bots.map((b) => b.matchWins)).toEqual([1, 1, 1]);
  });
});
