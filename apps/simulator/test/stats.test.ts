import { describe, expect, it } from 'vitest';
import { addToHistogram, fitElo, histogramQuantile, meanAndStderr, mergeHistograms, wilson95 } from '../src/stats.js';

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
