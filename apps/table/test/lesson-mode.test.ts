// The table's lesson mode: a lesson opened by its attribute or from the rules, its goal bar, the engine's reason for
// a wrong try, the hint after two, the position set again when the turn ends short of the goal, the goal reached by
// clicks and kept in the browser, and the offer at the start of a first game.

import { afterEach, describe, expect, it } from 'vitest';
import { IllegalMoveError, applyMove, buildPosition, checkMove, viewFor } from '@birimba/engine';
import type { BirimbaTable } from '../src/birimba-table.js';
import { refusalText } from '../src/controllers/feedback.js';
import { lessonNumbered } from '../src/lessons/lesson-data.js';
import { resolveStep } from '../src/lessons/lesson-steps.js';
import { PROGRESS_KEY } from '../src/lessons/progress.js';
import { TEXTS } from '../src/texts/i18n.js';
import { LESSON_TEXTS } from '../src/texts/lesson-texts.js';
import { click, mount, mountWith, q, qa } from './helpers.js';

afterEach(() => {
  document.body.replaceChildren();
  localStorage.clear();
});

/** Selects the hand's cards named in notation, one unselected copy each, by clicks. */
async function select(el: BirimbaTable, text: string): Promise<void> {
  for (const code of text.split(' ')) {
    const button = qa(el, `[data-zone="hand"] [data-card="${code}"]`).find(
      (b) => b.getAttribute('aria-pressed') !== 'true',
    );
    if (button === undefined) throw new Error(`no unselected ${code} in hand`);
    button.click();
    await el.updateComplete;
  }
}

async function press(el: BirimbaTable, selector: string): Promise<void> {
  click(el, selector);
  await el.updateComplete;
}

const goal = (el: BirimbaTable): HTMLElement | null => q(el, '[data-lesson-goal]');
const coach = (el: BirimbaTable): string | null =>
  q(el, '[data-lesson-coach]')?.getAttribute('data-lesson-coach') ?? null;

describe('a lesson on the table', () => {
  it('opens by its attribute: the goal in the bar, not done, the lesson’s position', async () => {
    const { el, refused } = await mountWith('lessons-1', { lesson: '1', lang: 'el' });
    expect(refused).toEqual([]);
    expect(q(el, '[data-lesson]')?.getAttribute('data-lesson')).toBe('1');
    expect(goal(el)?.textContent?.trim()).toBe(LESSON_TEXTS.el.lessons.run.goal);
    expect(goal(el)?.getAttribute('data-done')).toBe('false');
    const hand = qa(el, '[data-zone="hand"] [data-card]').map((b) => b.getAttribute('data-card'));
    expect(hand.sort()).toEqual(['10S', '4D', '5H', '6H', '7H', '9C', 'KS'].sort());
  });

  it('answers a wrong try with the engine’s reason, and gives the hint after two', async () => {
    const { el } = await mountWith('lessons-2', { lesson: '1' });
    const start = buildPosition(lessonNumbered(1)!.position);
    const drawn = applyMove(start, { type: 'draw' });
    const gap = checkMove(viewFor(drawn, 0), resolveStep(drawn, { type: 'meld', cards: '5H 6H KS' }));
    expect(gap).toBeInstanceOf(IllegalMoveError);
    await press(el, '[data-action="draw"]');
    await select(el, '5H 6H KS');
    await press(el, '[data-action="meld"]');
    expect(q(el, '[data-error]')?.textContent?.trim()).toBe(refusalText(gap as IllegalMoveError, 0, TEXTS.en));
    expect(coach(el)).toBe('refused');
    expect(q(el, '[data-lesson-hint]')).toBeNull();
    await press(el, '[data-action="clear-selection"]');
    await select(el, '9C 10S');
    await press(el, '[data-action="meld"]');
    expect(q(el, '[data-error]')?.textContent).toMatch(/^Not allowed: /);
    const hint = q(el, '[data-lesson-hint]');
    expect(hint).not.toBeNull();
    // The coach's hint, its cards as cards, in place of the coach's answer.
    expect(coach(el)).toBe('hint');
    expect(hint?.textContent).toContain('press Meld');
    expect(hint?.querySelectorAll('.chip')).toHaveLength(3);
    expect(goal(el)?.getAttribute('data-done')).toBe('false');
  });

  it('sets the position again when the turn ends short of the goal', async () => {
    const { el } = await mountWith('lessons-3', { lesson: '1' });
    await press(el, '[data-action="draw"]');
    await select(el, 'KS');
    await press(el, '[data-action="discard"]');
    expect(coach(el)).toBe('turn-ended');
    expect(q(el, '[data-status]')?.getAttribute('data-turn')).toBe('0');
    expect(q(el, '[data-status]')?.getAttribute('data-phase')).toBe('draw');
    expect(qa(el, '[data-zone="hand"] [data-card="KS"]')).toHaveLength(1);
  });

  it('reaches the goal by clicks, keeps it in the browser and goes on to the next lesson', async () => {
    const { el } = await mountWith('lessons-4', { lesson: '1' });
    await press(el, '[data-action="draw"]');
    await select(el, '5H 6H 7H 8H');
    await press(el, '[data-action="meld"]');
    expect(goal(el)?.getAttribute('data-done')).toBe('true');
    expect(coach(el)).toBe('done');
    expect(JSON.parse(localStorage.getItem(PROGRESS_KEY) ?? '{}')).toMatchObject({ done: [1] });
    await press(el, '[data-action="next-lesson"]');
    expect(q(el, '[data-lesson]')?.getAttribute('data-lesson')).toBe('2');
    expect(goal(el)?.getAttribute('data-done')).toBe('false');
  });

  it('plays the hint of the table: the lesson’s solution', async () => {
    const { el } = await mountWith('lessons-5', { lesson: '5' });
    const decision = await el.hint();
    await el.updateComplete;
    expect(decision?.moves.map((m) => m.type)).toEqual(['layOff']);
    expect(qa(el, '[data-zone="hand"] [data-suggest]').map((b) => b.getAttribute('data-card'))).toEqual(['5S']);
    el.applyHint();
    await el.updateComplete;
    expect(goal(el)?.getAttribute('data-done')).toBe('true');
  });

  it('refuses a lesson that does not exist, with a clear error', async () => {
    for (const value of ['9', '0', 'two', '1.5']) {
      const { el, refused } = await mountWith(`lessons-bad-${value}`, { lesson: value });
      expect(refused.map((r) => [r.attribute, r.value])).toEqual([['lesson', value]]);
      expect(refused[0]?.message).toContain('a lesson number from 1 to 8');
      expect(q(el, '[data-lesson]')).toBeNull();
      el.remove();
    }
  });
});

describe('the way to the lessons', () => {
  it('the rules panel opens the list; a lesson opens from it and Back returns to the game as it was', async () => {
    localStorage.setItem(PROGRESS_KEY, JSON.stringify({ done: [2], offered: true }));
    const el = await mount({ storageKey: 'lessons-way' });
    const hand = qa(el, '[data-zone="hand"] [data-card]').map((b) => b.getAttribute('data-card'));
    await press(el, '[data-action="rules"]');
    await press(el, '[data-action="learn"]');
    const items = qa(el, '[data-lesson-open]');
    expect(items).toHaveLength(8);
    expect(items.map((b) => b.getAttribute('data-done'))).toEqual(['false', 'true', ...Array<string>(6).fill('false')]);
    await press(el, '[data-lesson-open="3"]');
    expect(q(el, '[data-panel]')).toBeNull();
    expect(q(el, '[data-lesson]')?.getAttribute('data-lesson')).toBe('3');
    // What was selected belongs to the position left: the lesson opened again starts with nothing selected.
    await select(el, 'AS');
    expect(qa(el, '[data-zone="hand"] [data-card][aria-pressed="true"]')).toHaveLength(1);
    await press(el, '[data-action="lesson-list"]');
    await press(el, '[data-lesson-open="3"]');
    expect(qa(el, '[data-zone="hand"] [data-card][aria-pressed="true"]')).toHaveLength(0);
    await press(el, '[data-action="lesson-list"]');
    await press(el, '[data-action="leave-lesson"]');
    expect(q(el, '[data-panel]')).toBeNull();
    expect(q(el, '[data-lesson]')).toBeNull();
    expect(qa(el, '[data-zone="hand"] [data-card]').map((b) => b.getAttribute('data-card'))).toEqual(hand);
  });

  it('offers the lessons once, at the start of a first game', async () => {
    const el = await mount();
    expect(q(el, '[data-lesson-offer]')).not.toBeNull();
    await press(el, '[data-action="no-lessons"]');
    expect(q(el, '[data-lesson-offer]')).toBeNull();
    el.remove();
    const again = await mount();
    expect(q(again, '[data-lesson-offer]')).toBeNull();
  });

  it('opens the list from the offer', async () => {
    const el = await mount({ lang: 'el' });
    await press(el, '[data-lesson-offer] [data-action="learn"]');
    expect(q(el, '[data-panel="lessons"]')).not.toBeNull();
    expect(q(el, '[data-panel="lessons"] h2')?.textContent?.trim()).toBe('Μάθε μπιρίμπα');
  });
});
