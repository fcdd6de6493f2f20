// A profile's ratings (online/account/profile-ratings.ts), in English and Greek: a form's `[data-rating]` with
// `data-form` — the number, «provisional» while it is, the rated matches counted, the chart — under the two sentences
// that explain a rating; the last ten rated matches, newest first, each with its change or why it did not count as
// played; nothing when the server sends no ratings (hidden with the statistics).

import { render } from 'lit';
import { afterEach, describe, expect, it } from 'vitest';
import type { FormRating, RatingChange, RatingChangeReason } from '@birimba/protocol';
import { profileRatings } from '../src/online/account/profile-ratings.js';
import { PROFILE_TEXTS } from '../src/texts/profile-texts.js';

afterEach(() => {
  document.body.innerHTML = '';
});

const change = (i: number, before: number, after: number, reason: RatingChangeReason = 'played'): RatingChange => ({
  match: `M${String(i)}`,
  at: new Date(Date.UTC(2027, 2, 1 + i)).toISOString(),
  before,
  after,
  counted: reason === 'played' || reason === 'left' || after !== before,
  reason,
});

/** Twelve rated matches of four players: the first three waited and counted together, one a leaver's loss, one over
 * the daily limit, one a partner's leaving. */
const HISTORY: RatingChange[] = [
  change(0, 1500, 1524, 'first-matches'),
  change(1, 1524, 1540, 'first-matches'),
  change(2, 1540, 1531, 'first-matches'),
  ...[1545, 1560, 1552, 1570].map((after, i, all) => change(3 + i, all[i - 1] ?? 1531, after)),
  change(7, 1570, 1548, 'left'),
  change(8, 1548, 1548, 'daily-limit'),
  change(9, 1548, 1548, 'partner-left'),
  change(10, 1548, 1561),
  change(11, 1561, 1562),
];
const FOUR: FormRating = { form: 4, rating: 1562, provisional: false, matches: 10, history: HISTORY };
const TWO: FormRating = {
  form: 2,
  rating: 1500,
  provisional: true,
  matches: 0,
  history: [{ ...change(0, 1500, 1500), counted: false, reason: 'first-matches' }],
};

function drawn(ratings: readonly FormRating[] | null | undefined, locale: 'en' | 'el' = 'en'): HTMLElement {
  const el = document.createElement('div');
  document.body.append(el);
  render(profileRatings(ratings, PROFILE_TEXTS[locale], locale), el);
  return el;
}

const words = (el: Element | null | undefined): string => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

describe('a profile’s ratings', () => {
  it('shows each form’s number, its matches, whether it is provisional, and its chart', () => {
    const el = drawn([TWO, FOUR]);
    const four = el.querySelector('[data-rating][data-form="4"]');
    expect(four?.getAttribute('data-rating')).toBe('1562');
    expect(words(four?.querySelector('.rating-line'))).toBe('1562 10 rated matches');
    expect(four?.querySelector('svg')?.getAttribute('aria-label')).toBe(
      'Rating from 1500 to 1562 over 10 rated matches',
    );
    const two = el.querySelector('[data-rating][data-form="2"]');
    expect(words(two?.querySelector('.rating-line'))).toBe('1500 provisional 0 rated matches');
    expect(two?.querySelector('svg')).toBeNull();
    expect(words(two)).toContain('No rated match has counted yet.');
  });

  it('explains a rating in two sentences, in English and Greek', () => {
    expect(words(drawn([FOUR]).querySelector('.rating-explained'))).toBe(
      'Your rating starts at 1500 and goes up when you win a rated match and down when you lose, more against ' +
        'stronger players and less against weaker ones; it is provisional for your first 10 rated matches. Leaving a ' +
        'rated match counts as a loss, and your partner loses nothing for it.',
    );
    const greek = drawn([FOUR], 'el');
    expect(words(greek.querySelector('.rating-explained'))).toMatch(/^Η βαθμολογία σου ξεκινά από 1500.*γι’ αυτό\.$/);
    expect(words(greek.querySelector('.rating-line'))).toBe('1562 10 βαθμολογημένες παρτίδες');
    expect(words(drawn([TWO], 'el').querySelector('.provisional'))).toBe('προσωρινή');
  });

  it('lists the last ten rated matches, newest first, with their change or why they did not count', () => {
    const rows = [...drawn([FOUR]).querySelectorAll('[data-form="4"] .rating-recent li')];
    expect(rows.map((li) => li.getAttribute('data-match'))).toEqual([
      'M11',
      'M10',
      'M9',
      'M8',
      'M7',
      'M6',
      'M5',
      'M4',
      'M3',
      'M2',
    ]);
    const said = (match: string): string =>
      words(rows.find((li) => li.getAttribute('data-match') === match)?.querySelector('.change')) +
      ' ' +
      words(rows.find((li) => li.getAttribute('data-match') === match)?.querySelector('.why'));
    expect(said('M11')).toBe('+1 ');
    expect(said('M7')).toBe('−22 left the match: counted as a loss');
    expect(said('M8')).toBe(
      '— the same players had already played 5 rated matches together that day: it did not count',
    );
    expect(said('M9')).toBe('— a partner left: it did not count');
    expect(said('M2')).toBe('−9 one of the first 3 rated matches: counted once all were played');
    const waiting = drawn([TWO], 'el').querySelector('[data-form="2"] .rating-recent li');
    expect(waiting?.getAttribute('data-reason')).toBe('first-matches');
    expect(words(waiting?.querySelector('.why'))).toBe(
      'μία από τις 3 πρώτες βαθμολογημένες παρτίδες: μετράει όταν παιχτούν και οι 3',
    );
  });

  it('says when there are none yet, and shows nothing when the server sent none', () => {
    expect(words(drawn([]).querySelector('[data-ratings="0"]'))).toBe('Rating No rated matches yet.');
    expect(drawn(null).children).toHaveLength(0);
    expect(drawn(undefined).innerHTML).not.toContain('data-ratings');
  });
});
