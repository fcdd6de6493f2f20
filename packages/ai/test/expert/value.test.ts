// The numbers behind a match-aware rollout value: the normal distribution function and the match equity.
import { describe, expect, it } from 'vitest';
import { newGame, viewFor } from '@birimba/engine';
import { Playout } from '@birimba/engine/playout';
import { dealValue, matchEquity, normalCdf } from '../../src/index.js';

describe('normalCdf', () => {
  it('matches the standard normal distribution to 1e-7, on both sides of 0', () => {
    const known: [number, number][] = [
      [0, 0.5],
      [1, 0.8413447461],
      [-1, 0.1586552539],
      [1.96, 0.9750021049],
      [-2.5, 0.0062096653],
      [3, 0.998650102],
    ];
    for (const [z, p] of known) expect(Math.abs(normalCdf(z) - p)).toBeLessThan(2e-7);
    for (const z of [0.3, 1.1, 2.7]) expect(normalCdf(-z) + normalCdf(z)).toBeCloseTo(1, 12);
  });
});

describe('matchEquity', () => {
  it('is a normal approximation over the deals left, symmetric between the teams', () => {
    // 100 ahead at 1500 to 1400 of 3000: (3000 - 1500) / 550 deals left, a spread of 400 a deal.
    expect(matchEquity(1500, 1400, 3000)).toBeCloseTo(normalCdf(100 / (400 * Math.sqrt(1500 / 550))), 12);
    expect(matchEquity(1400, 1500, 3000)).toBeCloseTo(1 - matchEquity(1500, 1400, 3000), 12);
    // Close to the target, at least one deal is left to play.
    expect(matchEquity(2950, 2900, 3000)).toBeCloseTo(normalCdf(50 / 400), 12);
    // Level at the target is not decided.
    expect(matchEquity(3000, 3000, 3000)).toBeCloseTo(0.5, 6);
  });
});

describe('the match value of a rollout’s end', () => {
  it('is decided at exactly the target, for either team', () => {
    expect(matchEquity(3000, 2990, 3000)).toBe(1);
    expect(matchEquity(2990, 3000, 3000)).toBe(0);
  });

  it('adds this deal’s scores to the match totals the view shows, for the team asked about', () => {
    const base = newGame({ seed: 6, rules: { matchTarget: 3000 } });
    const state = { ...base, match: { ...base.match, deal: 3, totals: [1800, 900] as [number, number] } };
    const game = new Playout().load(state);
    const view = viewFor(state, 0);
    const [a, b] = [game.teamTotal(0), game.teamTotal(1)];
    expect(dealValue(game, 0, view)).toBeCloseTo(1000 * matchEquity(1800 + a, 900 + b, 3000), 9);
    expect(dealValue(game, 1, view)).toBeCloseTo(1000 * matchEquity(900 + b, 1800 + a, 3000), 9);
    expect(dealValue(game, 0, view)).toBeGreaterThan(500);
  });
});
