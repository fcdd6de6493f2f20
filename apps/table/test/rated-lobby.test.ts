// A rated room on the online screens, in English and Greek: the host's setting `[data-room-setting=rated]` sends
// `settings` with `rated`; everyone in the lobby reads whether the match will be rated — `[data-rated]`, or
// `[data-unrated]` with a line per reason the server gave (`data-reason`), in the server's order —; during a rated
// match the room's bar carries its mark; a server from before ratings shows none of it.

import { afterEach, describe, expect, it } from 'vitest';
import { UNRATED_REASONS } from '@birimba/protocol';
import { draw, roomOf, text } from './support/online-screens.js';

afterEach(() => {
  document.body.innerHTML = '';
});

const reasonsShown = (el: HTMLElement): [string | null, string][] =>
  [...el.querySelectorAll('[data-unrated] [data-reason]')].map((li) => [
    li.getAttribute('data-reason'),
    li.textContent?.replace(/\s+/g, ' ').trim() ?? '',
  ]);

describe('the rated setting', () => {
  it('is the host’s yes or no, sent as `rated`', () => {
    const { el, sent } = draw({ isHost: true, room: roomOf({ rated: false, unrated: ['off'] }) }, 'lobby');
    const box = el.querySelector<HTMLInputElement>('[data-room-setting="rated"]');
    expect(box?.checked).toBe(false);
    expect(el.querySelector('label[for="room-rated"]')?.textContent?.trim()).toBe('Rated');
    box?.click();
    expect(sent).toEqual([['settings', { rated: true }]]);
    const el2 = draw({ isHost: true, room: roomOf({ rated: true, unrated: [] }) }, 'lobby', 'el').el;
    expect(el2.querySelector<HTMLInputElement>('[data-room-setting="rated"]')?.checked).toBe(true);
    expect(el2.querySelector('label[for="room-rated"]')?.textContent?.trim()).toBe('Βαθμολογημένο');
  });

  it('is shown to the others but theirs to read only', () => {
    const { el } = draw({ isHost: false, room: roomOf({ rated: true, unrated: [] }) }, 'lobby');
    expect(el.querySelector<HTMLInputElement>('[data-room-setting="rated"]')?.closest('fieldset')?.disabled).toBe(true);
  });
});

describe('whether the match will be rated', () => {
  it('says so when the host made it rated and nothing stands in the way', () => {
    const { el } = draw({ room: roomOf({ rated: true, unrated: [] }) }, 'lobby');
    expect(text(el, '[data-rated]')).toBe('★ Rated: the result changes the rating of everyone at the table.');
    expect(el.querySelector('[data-unrated]')).toBeNull();
  });

  it('names each reason it will not be, in the server’s order, in English and Greek', () => {
    const room = roomOf({ rated: true, unrated: ['bot-seat', 'no-account', 'lowered-target'] });
    expect(reasonsShown(draw({ room }, 'lobby').el)).toEqual([
      ['bot-seat', 'Not rated: a bot takes the empty seat'],
      ['no-account', 'Not rated: someone at the table is not signed in'],
      ['lowered-target', 'Not rated: the match is shorter than to 3000 points'],
    ]);
    expect(reasonsShown(draw({ room }, 'lobby', 'el').el)).toEqual([
      ['bot-seat', 'Χωρίς βαθμολογία: ο υπολογιστής παίρνει την άδεια θέση'],
      ['no-account', 'Χωρίς βαθμολογία: κάποιος στο τραπέζι δεν έχει συνδεθεί'],
      ['lowered-target', 'Χωρίς βαθμολογία: η παρτίδα είναι μικρότερη από 3000 πόντους'],
    ]);
  });

  it('has words for every reason in both languages, each its own', () => {
    const room = roomOf({ unrated: [...UNRATED_REASONS] });
    for (const lang of ['en', 'el'] as const) {
      const shown = reasonsShown(draw({ room }, 'lobby', lang).el);
      expect(shown.map(([reason]) => reason)).toEqual([...UNRATED_REASONS]);
      expect(new Set(shown.map(([, words]) => words)).size).toBe(UNRATED_REASONS.length);
    }
  });

  it('is not rated while the host has it on but the server still finds a reason', () => {
    const { el } = draw({ room: roomOf({ rated: true, unrated: ['same-account'] }) }, 'lobby');
    expect(el.querySelector('[data-rated]')).toBeNull();
    expect(el.querySelector('[data-unrated]')?.getAttribute('data-unrated')).toBe('same-account');
  });

  it('shows nothing of ratings from a server that has none', () => {
    const { el } = draw({ isHost: true, room: roomOf() }, 'lobby');
    expect(el.querySelector('[data-room-setting="rated"], [data-rated], [data-unrated]')).toBeNull();
  });
});

describe('the room’s bar', () => {
  const playing = { stage: 'playing', turn: 0, phase: 'draw' } as const;
  it('marks a rated match', () => {
    expect(text(draw({ room: roomOf({ ...playing, rated: true, unrated: [] }) }, 'bar').el, '[data-rated-mark]')).toBe(
      '★ Rated',
    );
    const greek = draw({ room: roomOf({ ...playing, rated: true, unrated: [] }) }, 'bar', 'el').el;
    expect(text(greek, '[data-rated-mark]')).toBe('★ Βαθμολογημένο');
  });

  it('does not mark a match that is not rated', () => {
    const el = draw({ room: roomOf({ ...playing, rated: true, unrated: ['bot-seat'] }) }, 'bar').el;
    expect(el.querySelector('[data-rated-mark]')).toBeNull();
  });
});
