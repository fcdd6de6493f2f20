// A profile's ratings (`[data-ratings]`), the same for one's own and another player's: per form played rated,
// `[data-rating]` with `data-form` — the number, «provisional» while it is, the rated matches that counted, the chart
// of its history (rating-chart.ts) and the last rated matches, each with its change or, when it did not count as
// played, why — under the two sentences that explain a rating. Hidden with the statistics (the server sends none).

import { type TemplateResult, html, nothing } from 'lit';
import type { Locale } from '@birimba/engine';
import type { FormRating, RatingChange } from '@birimba/protocol';
import type { ProfileTexts } from '../../texts/profile-texts.js';
import { RATING_TEXTS, type RatingTexts } from '../../texts/rating-texts.js';
import { ratingChart } from './rating-chart.js';

/** The last rated matches listed under the chart. */
export const RECENT_MATCHES = 10;

/** A change as a player reads it: «+12», «−8», «±0». */
const signed = (n: number): string => (n > 0 ? `+${String(n)}` : n < 0 ? `−${String(-n)}` : '±0');

/** How a match counted, in words (a match played as it ended: its change says it all). */
function howCounted(change: RatingChange, r: RatingTexts): string {
  if (change.reason === 'played') return '';
  if (change.reason === 'first-matches' && change.counted) return r.firstCounted;
  return r.reasons[change.reason];
}

/** The last rated matches, newest first: the date, the change, and why when it was not played out as it ended. */
function recent(history: readonly RatingChange[], r: RatingTexts, locale: Locale): TemplateResult {
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const last = history.slice(-RECENT_MATCHES).reverse();
  return html`<h5>${r.recent}</h5>
    <ol class="rating-recent">
      ${last.map((change) => {
        const why = howCounted(change, r);
        return html`<li data-match=${change.match} data-reason=${change.reason} data-counted=${String(change.counted)}>
          <span class="when">${day.format(new Date(change.at))}</span>
          <span class="change">${change.counted ? signed(change.after - change.before) : '—'}</span>
          ${why === '' ? nothing : html`<span class="why">${why}</span>`}
        </li>`;
      })}
    </ol>`;
}

/** One form's rating: `[data-rating=NUMBER]` with `data-form`. */
function formRating(rating: FormRating, p: ProfileTexts, r: RatingTexts, locale: Locale): TemplateResult {
  return html`<article
    class="rating"
    data-rating=${rating.rating}
    data-form=${rating.form}
    data-provisional=${String(rating.provisional)}
  >
    <h4>${p.form(rating.form)}</h4>
    <p class="rating-line">
      <strong class="rating-number">${rating.rating}</strong>
      ${rating.provisional ? html`<span class="provisional">${r.provisional}</span>` : nothing}
      <span class="note">${r.matches(rating.matches)}</span>
    </p>
    ${
      rating.history.some((change) => change.counted)
        ? ratingChart(rating.history, locale, r.summary)
        : html`<p class="note">${r.noneCounted}</p>`
    }
    ${rating.history.length > 0 ? recent(rating.history, r, locale) : nothing}
  </article>`;
}

/** The ratings, a form each, with their explanation; nothing when the server sent none (hidden, or before ratings). */
export function profileRatings(
  ratings: readonly FormRating[] | null | undefined,
  p: ProfileTexts,
  locale: Locale,
): TemplateResult | typeof nothing {
  if (ratings === null || ratings === undefined) return nothing;
  const r = RATING_TEXTS[locale];
  return html`<section class="profile-ratings" data-ratings=${ratings.length}>
    <h3>${r.title}</h3>
    ${
      ratings.length === 0
        ? html`<p class="note">${r.none}</p>`
        : html`${ratings.map((rating) => formRating(rating, p, r, locale))}
            <p class="note rating-explained">${r.explanation.join(' ')}</p>`
    }
  </section>`;
}
