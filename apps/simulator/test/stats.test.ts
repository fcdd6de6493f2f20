import { describe, expect, it } from 'vitest';
import {
  ClusteredShare,
  RunningMean,
  addToHistogram,
  fitElo,
  histogramQuantile,
  meanAndStderr,
  mergeHistograms,
  wilson95,
} from '../src/stats.js';

describe('statistics', () => {
  it('gives the Wilson interval of a proportion', () => {
    const [low, high] = wilson95(55, 100);
    expect(low).toBeCloseTo(0.4524, 3);
    expect(high).toBeCloseTo(0.6437, 3);
    expect(wilson95(0, 10)[0]).toBe(0);
    expect(wilson95(10, 10)[1]).toBe(1);
  });

  it('gives the mean and its standard error', () => {
    expect(meanAndStderr([1, 2, 3, 4])).toEqual({ mean: 2.5, stderr: Math.sqrt(5 / 3 / 4) });
    expect(meanAndStderr([7])).toEqual({ mean: 7, stderr: 0 });
  });

  it('keeps a running mean and standard error equal to the listed ones, and merges two of them', () => {
    const values = [3, -1, 4, 1, -5, 9, 2, 6, -5, 3];
    const all = new RunningMean();
    for (const v of values) all.add(v);
    const expected = meanAndStderr(values);
    expect(all.mean).toBeCloseTo(expected.mean, 12);
    expect(all.result().stderr).toBeCloseTo(expected.stderr, 12);
    const [a, b] = [new RunningMean(), new RunningMean()];
    values.slice(0, 4).forEach((v) => a.add(v));
    values.slice(4).forEach((v) => b.add(-v));
    a.merge(b, -1);
    expect(a.n).toBe(10);
    expect(a.result().mean).toBeCloseTo(expected.mean, 12);
    expect(a.result().stderr).toBeCloseTo(expected.stderr, 12);
  });

  it('widens a duplicate match’s interval by the deals, not the games: clusters of two games', () => {
    // Deals won 2, 0, 1, 1 of their two games: p = ½, spread Σ(y − p·m)² = 2, V = 2/8² · 4/3, n_eff = ¼ / V = 6.
    const share = new ClusteredShare();
    for (const y of [2, 0, 1, 1]) share.add(y, 2);
    expect(share.share).toBe(0.5);
    const [low, high] = share.interval();
    expect(low).toBeCloseTo(wilson95(3, 6)[0], 12);
    expect(high).toBeCloseTo(wilson95(3, 6)[1], 12);
    // Independent games (clusters of one): about the plain Wilson interval, with n − 1 trials.
    const single = new ClusteredShare();
    for (let i = 0; i < 100; i++) single.add(i < 55 ? 1 : 0, 1);
    expect(single.interval()[0]).toBeCloseTo(wilson95(0.55 * 99, 99)[0], 12);
    // Without spread (every deal split, or a perfect record) each deal counts as one trial.
    const split = new ClusteredShare();
    for (let i = 0; i < 10; i++) split.add(1, 2);
    expect(split.interval()).toEqual(wilson95(5, 10));
    const perfect = new ClusteredShare();
    for (let i = 0; i < 10; i++) perfect.add(2, 2);
    expect(perfect.interval()).toEqual(wilson95(10, 10));
  });

  it('merges clustered shares, the other side’s counted as failures', () => {
    const a = new ClusteredShare();
    for (const y of [2, 0, 1]) a.add(y, 2);
    const b = new ClusteredShare();
    for (const y of [1, 2]) b.add(y, 2);
    const together = new ClusteredShare();
    for (const y of [2, 0, 1, 1, 0]) together.add(y, 2);
    a.merge(b, true);
    expect(a.share).toBe(together.share);
    expect(a.interval()[0]).toBeCloseTo(together.interval()[0], 12);
    expect(a.interval()[1]).toBeCloseTo(together.interval()[1], 12);
  });

  it('reads quantiles off a histogram within its 5 % bins, and histograms add up', () => {
    const a = {};
    const b = {};
    for (let i = 1; i <= 50; i++) addToHistogram(a, i);
    for (let i = 51; i <= 100; i++) addToHistogram(b, i);
    mergeHistograms(a, b);
    expect(histogramQuantile(a, 0.5) / 50).toBeGreaterThan(0.95);
    expect(histogramQuantile(a, 0.5) / 50).toBeLessThan(1.05);
    expect(histogramQuantile(a, 0.95) / 95).toBeGreaterThan(0.95);
    expect(histogramQuantile(a, 0.95) / 95).toBeLessThan(1.05);
  });

  it('fits Elo so that a 76 % score is about 200 points', () => {
    // Plenty of games so the one virtual draw hardly matters.
    const [a, b] = fitElo(2, [{ a: 0, b: 1, scoreA: 7600, games: 10_000 }]);
    expect((a as number) - (b as number)).toBeCloseTo(400 * Math.log10(0.76 / 0.24), 0);
    expect(((a as number) + (b as number)) / 2).toBeCloseTo(1500, 9);
  });

  it('keeps a perfect record finite and orders a chain of results', () => {
    const elo = fitElo(3, [
      { a: 0, b: 1, scoreA: 20, games: 20 },
      { a: 1, b: 2, scoreA: 15, games: 20 },
      { a: 0, b: 2, scoreA: 20, games: 20 },
    ]);
    expect(elo.every(Number.isFinite)).toBe(true);
    expect(elo[0]).toBeGreaterThan(elo[1] as number);
    expect(elo[1]).toBeGreaterThan(elo[2] as number);
  });
});
