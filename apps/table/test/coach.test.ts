// The coach at the table: after the player's turn the expert's verdict (the AI's real `coachTurn`, through the test
// seam instead of its worker) is asked of the turn played from the position as its play phase began; a clearly worse
// turn gets the line with Show me, which draws the better turn on a copy; the setting and the attribute; on in every
// lesson whatever the setting (which is kept), its line apart from the lesson's own, silent once the lesson's goal is
// reached.
import { afterEach, describe, expect, it } from 'vitest';
import { coachTurn } from '@birimba/ai';
import { type GameState, type Move, type PlayerView, applyMove, formatCard } from '@birimba/engine';
import type { BirimbaTable } from '../src/birimba-table.js';
import { click, mount, mountWith, q, qa, savedState, selectCards, until } from './helpers.js';

interface Asked {
  readonly view: PlayerView;
  readonly played: readonly Move[];
}

/** The real coach, answering on the next task as the worker would; what it was asked is kept. */
function seam(el: BirimbaTable): Asked[] {
  const asked: Asked[] = [];
  el.coachFunction = (view, played, seed) => {
    asked.push({ view, played });
    return new Promise((resolve) => setTimeout(() => resolve(coachTurn(view, played, seed)), 0));
  };
  return asked;
}

const coachStatus = (el: BirimbaTable): string | null =>
  q(el, '[data-feedback]')?.getAttribute('data-coach-status') ?? null;

/**
 * Seed 7 deals seat 0 a joker; after the draw, throwing it is the turn the coach must flag (the expert keeps it).
 * The joker's id, and the game as the play phase began (from the save).
 */
async function throwTheJoker(el: BirimbaTable, key: string): Promise<{ joker: number; after: GameState }> {
  click(el, '[data-action="draw"]');
  await el.updateComplete;
  const after = savedState(key);
  const joker = after.hands[0]?.find((c) => formatCard(c) === 'JK');
  if (joker === undefined) throw new Error('seed 7 deals no joker to seat 0');
  await selectCards(el, [joker.id]);
  click(el, '[data-action="discard"]');
  await el.updateComplete;
  return { joker: joker.id, after };
}

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('the coach', () => {
  it('is off by default: nothing is asked and nothing said', async () => {
    const el = await mount({ storageKey: 'coach-off' });
    const asked = seam(el);
    await throwTheJoker(el, 'coach-off');
    await el.updateComplete;
    expect(asked).toHaveLength(0);
    expect(coachStatus(el)).toBe('off');
    expect(q(el, '[data-coach]')).toBeNull();
  });

  it('flags a thrown joker, and Show me draws the better turn on a copy of the turn’s position', async () => {
    const el = await mount({ storageKey: 'coach-on' });
    el.setAttribute('coach', '');
    const asked = seam(el);
    const { joker, after } = await throwTheJoker(el, 'coach-on');
    await until(() => coachStatus(el) === 'flagged');
    await el.updateComplete;
    // Asked once, of the play phase after the draw, with the turn as played.
    expect(asked).toHaveLength(1);
    const { view, played } = asked[0] as Asked;
    expect(view.phase).toBe('play');
    expect(view.turn).toBe(0);
    expect(played).toEqual([{ type: 'discard', card: joker }]);
    const line = q(el, '[data-coach]');
    expect(Number(line?.getAttribute('data-coach-gap'))).toBeGreaterThanOrEqual(40);
    expect(q(el, '[data-show-me]')).toBeNull();
    click(el, '[data-action="show-me"]');
    await el.updateComplete;
    const copy = q(el, '[data-show-me]');
    expect(copy).not.toBeNull();
    expect(q(el, '[data-action="show-me"]')?.getAttribute('aria-expanded')).toBe('true');
    // The copy's hand is the hand as the turn began (the joker still in it), and its turn is one the engine takes.
    const shown = qa(el, '[data-show-me-hand] [data-card-id]').map((c) => Number(c.getAttribute('data-card-id')));
    expect(shown.sort((a, b) => a - b)).toEqual(view.hand.map((c) => c.id).sort((a, b) => a - b));
    const moves = JSON.parse(copy?.getAttribute('data-moves') ?? '[]') as Move[];
    expect(moves.some((m) => m.type === 'discard' && m.card === joker)).toBe(false);
    expect(qa(el, '[data-show-me-hand] [data-suggest]').length).toBeGreaterThan(0);
    // The engine takes the better turn, move by move, from the game as the turn's play phase began.
    let state = after;
    for (const move of moves) state = applyMove(state, move);
    expect(state.turn === 0 && state.phase === 'play').toBe(false);
    // Dismissed, the line goes.
    click(el, '[data-action="dismiss-coach"]');
    await el.updateComplete;
    expect(q(el, '[data-coach]')).toBeNull();
  });

  it('is turned off in the settings, which win over the attribute and are saved', async () => {
    const el = await mount({ storageKey: 'coach-setting' });
    el.setAttribute('coach', '');
    await el.updateComplete;
    click(el, '[data-action="settings"]');
    await el.updateComplete;
    const box = q<HTMLInputElement>(el, '[data-setting="coach"]');
    expect(box?.checked).toBe(true);
    box?.click();
    await el.updateComplete;
    const saved = JSON.parse(localStorage.getItem('coach-setting') ?? '{}') as { settings?: { coach?: boolean } };
    expect(saved.settings?.coach).toBe(false);
    expect(coachStatus(el)).toBe('off');
  });
});

/** Plays the hand's card `code` as the discard, by clicks. */
async function discard(el: BirimbaTable, code: string): Promise<void> {
  click(el, `[data-zone="hand"] [data-card="${code}"]`);
  await el.updateComplete;
  click(el, '[data-action="discard"]');
  await el.updateComplete;
}

describe('the coach in a lesson', () => {
  it('is on whatever the setting, which is kept: a turn ended short of the goal is judged, its line apart', async () => {
    const { el } = await mountWith('coach-lesson', { lesson: '2' });
    const asked = seam(el);
    expect(el.hasAttribute('coach')).toBe(false);
    expect(coachStatus(el)).toBe('idle');
    // Lesson 2 begins in the play phase: the joker thrown away ends the turn (the lesson is set up again).
    await discard(el, 'JK');
    await until(() => coachStatus(el) === 'flagged');
    await el.updateComplete;
    expect(asked).toHaveLength(1);
    expect(asked[0]?.view.phase).toBe('play');
    expect(asked[0]?.played.map((m) => m.type)).toEqual(['discard']);
    // One `[data-coach]`: the expert's line above the hand; the lesson's own answer stays in its bar.
    expect(qa(el, '[data-coach]')).toHaveLength(1);
    expect(Number(q(el, '[data-coach]')?.getAttribute('data-coach-gap'))).toBeGreaterThanOrEqual(40);
    expect(q(el, '[data-lesson-coach]')?.getAttribute('data-lesson-coach')).toBe('turn-ended');
    expect(q(el, '[data-coach]')?.closest('[data-lesson]')).toBeNull();
    // It takes the prompt's place: a phone's felt keeps its height under the lesson's bar.
    expect(q(el, '[data-prompt]')).toBeNull();
    // Show me draws the better turn; the setting the panel shows is still off, and nothing saved turned it on.
    click(el, '[data-action="show-me"]');
    await el.updateComplete;
    expect(q(el, '[data-show-me]')).not.toBeNull();
    click(el, '[data-action="close-show-me"]');
    click(el, '[data-action="settings"]');
    await el.updateComplete;
    expect(q<HTMLInputElement>(el, '[data-setting="coach"]')?.checked).toBe(false);
    const saved = JSON.parse(localStorage.getItem('coach-lesson') ?? '{}') as { settings?: { coach?: boolean } };
    expect(saved.settings?.coach ?? null).toBeNull();
    // Back to the game: the coach follows the setting again (off), and the lesson's line is gone with the lesson.
    el.newGame();
    await el.updateComplete;
    expect(coachStatus(el)).toBe('off');
    expect(q(el, '[data-coach]')).toBeNull();
  });

  it('flags no turn that reached the lesson’s goal: the lesson is the measure there', async () => {
    const { el } = await mountWith('coach-goal', { lesson: '2' });
    const asked: Move[][] = [];
    // The real verdict, told as flagged whatever its gap: only the goal may keep it from being said.
    el.coachFunction = (view, played, seed) => {
      asked.push([...played]);
      return Promise.resolve({ ...coachTurn(view, played, seed), flagged: true });
    };
    await el.hint();
    el.applyHint();
    await el.updateComplete;
    expect(q(el, '[data-lesson-goal]')?.getAttribute('data-done')).toBe('true');
    const card = q(el, '[data-zone="hand"] [data-card]')?.getAttribute('data-card') ?? '';
    await discard(el, card);
    await until(() => coachStatus(el) === 'quiet');
    expect(asked).toHaveLength(1);
    expect(q(el, '[data-coach]')).toBeNull();
  });

  it('does not judge the turn whose hand emptied into the birimbaki (lesson 6): cards came the turn did not know', async () => {
    const { el } = await mountWith('coach-birimbaki', { lesson: '6' });
    const asked = seam(el);
    await el.hint();
    el.applyHint();
    await el.updateComplete;
    expect(q(el, '[data-lesson-goal]')?.getAttribute('data-done')).toBe('true');
    const card = q(el, '[data-zone="hand"] [data-card]')?.getAttribute('data-card') ?? '';
    await discard(el, card);
    expect(q(el, '[data-status]')?.getAttribute('data-turn')).not.toBe('0');
    expect(asked).toHaveLength(0);
    expect(coachStatus(el)).toBe('idle');
  });
});
