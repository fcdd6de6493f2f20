// A rating's history as a small SVG line chart, drawn here without a chart library: one point per rated match that
// counted — its rating after it — in the order they counted, the lowest and highest ratings and the first and last
// dates as light labels, and a summary for screen readers («from 1500 to 1562 over 14 rated matches»). The points
// are a pure function of the history (`chartPoints`), the drawing a Lit SVG template (`ratingChart`).

import { type TemplateResult, html, nothing, svg } from 'lit';
import type { Locale } from '@birimba/engine';
import type { RatingChange } from '@birimba/protocol';

/** The chart's box in SVG units: as wide as a phone's dialog is in CSS pixels, so its labels stay readable there. */
export const CHART_BOX = { width: 320, height: 140, left: 38, right: 10, top: 10, bottom: 22 } as const;

/** The least span of ratings the chart's height shows: a few points' wobble does not fill it top to bottom. */
const LEAST_SPAN = 40;

/** One drawn point: where it is in the box, and the rating and time it stands for. */
export interface ChartPoint {
  readonly x: number;
  readonly y: number;
  readonly rating: number;
  readonly at: string;
}

/** What the chart draws of a history: its points, the ratings at its bottom and top, and where it went. */
export interface ChartShape {
  readonly points: readonly ChartPoint[];
  /** The rating at the bottom and at the top of the box. */
  readonly low: number;
  readonly high: number;
  /** The rating before the first counted match and after the last (null: none counted). */
  readonly from: number | null;
  readonly to: number | null;
}

/** The chart of `history` (oldest first): the counted matches only, evenly spaced left to right, scaled to span at
 * least `LEAST_SPAN` (all equal ratings: a level line across the middle); one point sits in the middle. */
export function chartPoints(history: readonly RatingChange[]): ChartShape {
  const counted = history.filter((change) => change.counted);
  const first = counted[0];
  const last = counted.at(-1);
  if (first === undefined || last === undefined) return { points: [], low: 0, high: 0, from: null, to: null };
  const ratings = counted.map((change) => change.after);
  let low = Math.floor(Math.min(...ratings) / 10) * 10;
  let high = Math.ceil(Math.max(...ratings) / 10) * 10;
  if (high - low < LEAST_SPAN) {
    const middle = (Math.min(...ratings) + Math.max(...ratings)) / 2;
    low = Math.floor((middle - LEAST_SPAN / 2) / 10) * 10;
    high = low + LEAST_SPAN;
  }
  const { width, height, left, right, top, bottom } = CHART_BOX;
  const across = width - left - right;
  const down = height - top - bottom;
  const points = counted.map((change, i) => ({
    x: counted.length === 1 ? left + across / 2 : left + (across * i) / (counted.length - 1),
    y: top + (down * (high - change.after)) / (high - low),
    rating: change.after,
    at: change.at,
  }));
  return { points, low, high, from: first.before, to: last.after };
}

/** Two decimals are plenty for a position in a 320-wide box. */
const at2 = (n: number): string => String(Math.round(n * 100) / 100);

/** The chart of `history`, named by `summary(from, to, matches)`; nothing when no match counted. */
export function ratingChart(
  history: readonly RatingChange[],
  locale: Locale,
  summary: (from: number, to: number, matches: number) => string,
): TemplateResult | typeof nothing {
  const shape = chartPoints(history);
  const first = shape.points[0];
  const last = shape.points.at(-1);
  if (first === undefined || last === undefined || shape.from === null || shape.to === null) return nothing;
  const { width, height, left, right, top, bottom } = CHART_BOX;
  const said = summary(shape.from, shape.to, shape.points.length);
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' });
  const line = shape.points.map((p) => `${at2(p.x)},${at2(p.y)}`).join(' ');
  const baseline = height - bottom;
  return html`<svg
    class="rating-chart"
    data-rating-chart
    data-points=${shape.points.length}
    viewBox="0 0 ${width} ${height}"
    role="img"
    aria-label=${said}
  >
    <title>${said}</title>
    ${svg`<g class="axis" aria-hidden="true">
      <line x1=${left} x2=${width - right} y1=${top} y2=${top} />
      <line x1=${left} x2=${width - right} y1=${baseline} y2=${baseline} />
      <text x=${left - 4} y=${top + 4} text-anchor="end">${shape.high}</text>
      <text x=${left - 4} y=${baseline + 4} text-anchor="end">${shape.low}</text>
      <text x=${left} y=${height - 6} text-anchor="start">${day.format(new Date(first.at))}</text>
      ${
        shape.points.length > 1
          ? svg`<text x=${width - right} y=${height - 6} text-anchor="end">${day.format(new Date(last.at))}</text>`
          : nothing
      }
    </g>`}
    ${shape.points.length > 1 ? svg`<polyline class="line" points=${line} />` : nothing}
    ${shape.points.map(
      (p) => svg`<circle class="point" cx=${at2(p.x)} cy=${at2(p.y)} r="3" data-after=${p.rating}></circle>`,
    )}
  </svg>`;
}
