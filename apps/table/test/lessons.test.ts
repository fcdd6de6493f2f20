// The lessons of «Learn Biriba» as data: each position is a valid game (`validateGameState`), its goal is not reached
// at the start, and the lesson's solution reaches it through moves the engine accepts; every lesson has its words in
// both languages.

import { describe, expect, it } from 'vitest';
import {
  type GameState,
  LOCALES,
  applyMove,
  buildPosition,
  finalScores,
  formatCards,
  validateGameState,
} from '@birimba/engine';
import { LESSONS, lessonNumbered } from '../src/lessons/lesson-data.js';
import { remainingSolution, resolveStep } from '../src/lessons/lesson-steps.js';
import { LESSON_TEXTS } from '../src/texts/lesson-texts.js';

/** The state after the lesson's solution, each step resolved and applied by the engine. */
function solved(start: GameState, steps = LESSONS[0]?.solution ?? []): GameState {
  let state = start;
  for (const step of steps) {
    const move = resolveStep(state, step);
    if (move === null) throw new Error(`step ${JSON.stringify(step)} names cards that are not there`);
    state = applyMove(state, move);
  }
  return state;
}

describe('the lessons', () => {
  it('are numbered 1 to 8, one for each thing the issue names', () => {
    expect(LESSONS.map((l) => l.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(LESSONS.map((l) => l.key)).toEqual([
      'run',
      'wilds',
      'aces',
      'pile',
      'birimba',
      'birimbaki',
      'closing',
      'scoring',
    ]);
    expect(lessonNumbered(0)).toBeNull();
    expect(lessonNumbered(9)).toBeNull();
  });

  for (const lesson of LESSONS) {
    describe(`lesson ${lesson.number} (${lesson.key})`, () => {
      const start = buildPosition(lesson.position);

      it('starts from a valid game, the player to act', () => {
        // A stored copy of the position passes the engine's full check.
        expect(() => validateGameState(JSON.parse(JSON.stringify(start)))).not.toThrow();
        expect(start.turn).toBe(0);
        expect(start.phase).not.toBe('over');
      });

      it('has its goal still to reach at the start', () => {
        expect(lesson.goal(start, start)).toBe(false);
      });

      it('reaches its goal by the solution, every step accepted by the engine', () => {
        const end = solved(start, lesson.solution);
        expect(lesson.goal(end, start)).toBe(true);
      });

      it('hints the whole solution at the start, and what is left of it after its first step', () => {
        expect(remainingSolution(start, lesson.solution)).toHaveLength(lesson.solution.length);
        const after = solved(start, lesson.solution.slice(0, 1));
        expect(remainingSolution(after, lesson.solution)).toHaveLength(lesson.solution.length - 1);
      });

      it('has its title, goal and coach’s lines in English and Greek', () => {
        for (const locale of LOCALES) {
          const words = LESSON_TEXTS[locale].lessons[lesson.key];
          expect(words.title.length).toBeGreaterThan(3);
          expect(words.goal.length).toBeGreaterThan(10);
          expect(words.coach.length).toBeGreaterThan(0);
          expect(words.hint.length).toBeGreaterThan(0);
        }
        expect(LESSON_TEXTS.el.lessons[lesson.key].goal).not.toBe(LESSON_TEXTS.en.lessons[lesson.key].goal);
      });
    });
  }

  it('lesson 2 melds one acting wild beside a natural 2; two acting wilds are refused', () => {
    const lesson = lessonNumbered(2)!;
    const start = buildPosition(lesson.position);
    const meld = solved(start, lesson.solution).melds.at(-1)!;
    expect(meld.arrangement.slots.filter((s) => s.acting).map((s) => s.standsFor)).toEqual(['4H']);
    const twoWilds = resolveStep(start, { type: 'meld', cards: '3H 2C JK 5H' })!;
    expect(() => applyMove(start, twoWilds)).toThrow(/wild/);
  });

  it('lesson 3 places one ace low and one high', () => {
    const lesson = lessonNumbered(3)!;
    const end = solved(buildPosition(lesson.position), lesson.solution);
    expect(end.melds.map((m) => formatCards(m.cards))).toEqual(['AS 2S 3S 4S 5S', 'JD QD KD AD']);
  });

  it('lesson 5 turns a dirty birimba clean: the 2 goes to its own place', () => {
    const lesson = lessonNumbered(5)!;
    const start = buildPosition(lesson.position);
    expect(start.melds[0]).toMatchObject({ isBirimba: true, clean: false });
    expect(solved(start, lesson.solution).melds[0]).toMatchObject({ isBirimba: true, clean: true });
  });

  it('lesson 6 is reached by emptying the hand in play or by the discard', () => {
    const lesson = lessonNumbered(6)!;
    const start = buildPosition(lesson.position);
    const byDiscard = solved(start, [
      { type: 'meld', cards: '5H 6H 7H' },
      { type: 'discard', card: '9C' },
    ]);
    expect(byDiscard.turn).not.toBe(0);
    expect(lesson.goal(byDiscard, start)).toBe(true);
    const inPlay = solved(start, lesson.solution);
    expect(inPlay.turn).toBe(0);
    expect(inPlay.hands[0]).toHaveLength(11);
  });

  it('lesson 8 is not reached by drawing and discarding: the cards kept count against the team', () => {
    const lesson = lessonNumbered(8)!;
    const start = buildPosition(lesson.position);
    const lazy = solved(start, [{ type: 'draw' }, { type: 'discard', card: '4D' }]);
    expect(lazy.phase).toBe('over');
    expect(lesson.goal(lazy, start)).toBe(false);
    const end = solved(start, lesson.solution);
    const ours = finalScores(end).teams[0];
    expect(ours.birimbaBonus).toBeGreaterThan(0);
    expect(ours.total).toBeGreaterThan(finalScores(end).teams[1].total);
  });
});
