// The rating's chart (online/account/rating-chart.ts): a point per rated match that counted — its rating after it —
// left to right in the order they counted, higher ratings higher up, inside the box; the matches that did not count
// left out; one point in the middle; equal ratings a level line; no counted match, no chart; its name says where the
// rating went and over how many matches.

import { render } from 'lit';
import { afterEach, describe, expect, it } from 'vitest';
import type { RatingChange, RatingChangeReason } from '@birimba/protocol';
import { CHART_BOX, chartPoints, ratingChart } from '../src/online/account/rating-chart.js';
import { RATING_TEXTS } from '../src/texts/rating-texts.js';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A history from its ratings after each match (each counted, unless its reason says it did not). */
function history(afters: readonly number[], reasons: readonly RatingChangeReason[] = []): RatingChange[] {
  let before = 1500;
  return afters.map((after, i) => {
    const reason = reasons[i] ?? 'played';
    const counted = reason === 'played' || reason === 'left';
    const change = {
      match: `M${String(i)}`,
      at: new Date(Date.UTC(2027, 2, 1 + i)).toISOString(),
      before,
      after: counted ? after : before,
      counted,
      reason,
    };
    before = change.after;
    return change;
  });
}

const inside = (x: number, y: number): boolean =>
  x >= CHART_BOX.left &&
  x <= CHART_BOX.width - CHART_BOX.right &&
  y >= CHART_BOX.top &&
  y <= CHART_BOX.height - CHART_BOX.bottom;

/** The chart drawn in the page, in `locale`. */
function drawn(changes: readonly RatingChange[], locale: 'en' | 'el' = 'en'): HTMLElement {
  const el = document.createElement('div');
  document.body.append(el);
  render(ratingChart(changes, locale, RATING_TEXTS[locale].summary), el);
  return el;
}

describe('the chart’s points', () => {
  it('are the counted ratings, left to right, higher ratings higher up, inside the box', () => {
    const shape = chartPoints(history([1530, 1510, 1562, 1540]));
    expect(shape.points.map((p) => p.rating)).toEqual([1530, 1510, 1562, 1540]);
    const xs = shape.points.map((p) => p.x);
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
    expect(new Set(xs).size).toBe(4);
    expect(xs[0]).toBe(CHART_BOX.left);
    expect(xs[3]).toBe(CHART_BOX.width - CHART_BOX.right);
    const [a, b, c, d] = shape.points.map((p) => p.y);
    expect([b, a, d, c].every((y, i, all) => i === 0 || (all[i - 1] ?? 0) > (y ?? 0))).toBe(true);
    for (const p of shape.points) expect(inside(p.x, p.y)).toBe(true);
    expect(shape.low).toBeLessThanOrEqual(1510);
    expect(shape.high).toBeGreaterThanOrEqual(1562);
    expect([shape.from, shape.to]).toEqual([1500, 1540]);
  });

  it('leave out the matches that did not count', () => {
    const shape = chartPoints(history([1530, 0, 0, 1512], ['played', 'partner-left', 'daily-limit', 'left']));
    expect(shape.points.map((p) => p.rating)).toEqual([1530, 1512]);
    expect(shape.points.map((p) => p.at)).toEqual([history([0, 0, 0, 0])[0]?.at, history([0, 0, 0, 0])[3]?.at]);
  });

  it('are none for a history with no counted match', () => {
    expect(chartPoints([])).toMatchObject({ points: [], from: null, to: null });
    expect(chartPoints(history([0, 0], ['first-matches', 'first-matches'])).points).toEqual([]);
  });

  it('put a single match in the middle', () => {
    const [only, ...more] = chartPoints(history([1553])).points;
    expect(more).toEqual([]);
    expect(only?.x).toBe(CHART_BOX.left + (CHART_BOX.width - CHART_BOX.left - CHART_BOX.right) / 2);
    expect(inside(only?.x ?? -1, only?.y ?? -1)).toBe(true);
  });

  it('draw equal ratings as a level line across the middle, not at an edge', () => {
    const shape = chartPoints(history([1500, 1500, 1500]));
    const ys = new Set(shape.points.map((p) => p.y));
    expect(ys.size).toBe(1);
    const [y] = ys;
    expect(y).toBeGreaterThan(CHART_BOX.top);
    expect(y).toBeLessThan(CHART_BOX.height - CHART_BOX.bottom);
    expect(shape.low).toBeLessThan(1500);
    expect(shape.high).toBeGreaterThan(1500);
  });
});

describe('the chart drawn', () => {
  it('is an SVG line through a dot per counted match, named by where the rating went', () => {
    const el = drawn(history([1530, 0, 1562], ['played', 'daily-limit', 'played']));
    const chart = el.querySelector('svg[data-rating-chart]');
    expect(chart?.getAttribute('role')).toBe('img');
    expect(chart?.getAttribute('aria-label')).toBe('Rating from 1500 to 1562 over 2 rated matches');
    expect([...el.querySelectorAll('circle[data-after]')].map((c) => c.getAttribute('data-after'))).toEqual([
      '1530',
      '1562',
    ]);
    expect(el.querySelector('polyline')?.getAttribute('points')?.split(' ')).toHaveLength(2);
    // The axis labels: the lowest and highest rating the box shows, the first and last dates.
    expect([...el.querySelectorAll('.axis text')].map((t) => t.textContent)).toHaveLength(4);
  });

  it('is named in Greek, and is a dot without a line for one match', () => {
    const el = drawn(history([1553]), 'el');
    expect(el.querySelector('svg')?.getAttribute('aria-label')).toBe(
      'Βαθμολογία από 1500 σε 1553 σε 1 βαθμολογημένη παρτίδα',
    );
    expect(el.querySelectorAll('circle')).toHaveLength(1);
    expect(el.querySelector('polyline')).toBeNull();
  });

  it('is not drawn without a counted match', () => {
    expect(drawn(history([0], ['first-matches'])).querySelector('svg')).toBeNull();
  });
});
