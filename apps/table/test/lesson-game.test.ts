// A lesson as the table's game: the engine judges every move; a refusal and a turn ended short of the goal are
// wrong tries (the latter sets the position again), the hint is due after two, the goal is told once, and the hint
// is what is left of the lesson's solution.

import { describe, expect, it } from 'vitest';
import { IllegalMoveError, type Move } from '@birimba/engine';
import { type Lesson, type LessonStep, lessonNumbered } from '../src/lessons/lesson-data.js';
import { LessonGame, TRIES_BEFORE_HINT } from '../src/lessons/lesson-game.js';
import { NO_SETTINGS } from '../src/game/settings.js';

function lessonGame(n: number): { game: LessonGame; reached: Lesson[] } {
  const reached: Lesson[] = [];
  const game = new LessonGame(lessonNumbered(n)!, {
    settings: () => NO_SETTINGS,
    setSettings: () => undefined,
    reached: (lesson) => reached.push(lesson),
  });
  game.begin();
  return { game, reached };
}

/** The engine's move for a step of notation in the lesson's position now. */
function step(game: LessonGame, s: LessonStep): Move {
  const move = game.resolve(s);
  if (move === null) throw new Error('not in hand');
  return move;
}

describe('a lesson game', () => {
  it('counts a refused move as a wrong try and answers with the engine’s refusal', () => {
    const { game } = lessonGame(2);
    const refusal = game.play(step(game, { type: 'meld', cards: '3H 2C JK 5H' }));
    expect(refusal).toBeInstanceOf(IllegalMoveError);
    expect(refusal?.code).toBe('invalid-meld');
    expect(game.tries).toBe(1);
    expect(game.lastTry).toBe('refused');
    expect(game.hintDue).toBe(false);
  });

  it(`makes the hint due after ${TRIES_BEFORE_HINT} wrong tries, and the hint is the solution`, async () => {
    const { game } = lessonGame(2);
    for (let i = 0; i < TRIES_BEFORE_HINT; i++) game.play(step(game, { type: 'meld', cards: '9S QD 2C' }));
    expect(game.hintDue).toBe(true);
    const hint = await game.hint();
    expect(hint?.moves).toEqual([step(game, { type: 'meld', cards: 'AH 2H 3H JK 5H' })]);
  });

  it('sets the position again when the turn ends short of the goal, and counts it', () => {
    const { game, reached } = lessonGame(1);
    const hand = game.view.hand.map((c) => c.id);
    expect(game.play({ type: 'draw' })).toBeNull();
    expect(game.play(step(game, { type: 'discard', card: 'KS' }))).toBeNull();
    expect(game.lastTry).toBe('turn-ended');
    expect(game.tries).toBe(1);
    expect(game.view.turn).toBe(0);
    expect(game.view.phase).toBe('draw');
    expect(game.view.hand.map((c) => c.id)).toEqual(hand);
    expect(game.log).toEqual([]);
    expect(reached).toEqual([]);
  });

  it('tells the goal once, and keeps it when the turn then passes', () => {
    const { game, reached } = lessonGame(6);
    for (const s of game.lesson.solution) expect(game.play(step(game, s))).toBeNull();
    expect(game.done).toBe(true);
    expect(reached.map((l) => l.number)).toEqual([6]);
    // Played on with the birimbaki's cards: the discard ends the turn, the lesson stays done.
    expect(game.play({ type: 'discard', card: game.view.hand[0]!.id })).toBeNull();
    expect(game.done).toBe(true);
    expect(game.tries).toBe(0);
    expect(reached).toHaveLength(1);
  });

  it('refuses a move when it is not the player’s turn', () => {
    const { game } = lessonGame(7);
    for (const s of game.lesson.solution) game.play(step(game, s));
    expect(game.final?.closedBy).toBe(0);
    expect(game.play({ type: 'draw' })?.code).toBe('game-over');
  });
});
