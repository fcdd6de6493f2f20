// Every bot explains a decision as a kind of reason with its figures; the English summary is the engine's phrase
// book told from those fields, so a table can tell the same in Greek without the English text.

import { describe, expect, it } from 'vitest';
import { type GameState, applyMove, buildPosition, newGame, phraseText, tellDecision, viewFor } from '@birimba/engine';
import { type Bot, createBot, playGame } from '../src/index.js';

/** Some positions of one real game, draw and play phases both. */
function positions(): GameState[] {
  const greedy = createBot('greedy');
  const { moves } = playGame({ seed: 4, bots: [greedy, greedy, greedy, greedy] });
  const out: GameState[] = [];
  let state = newGame({ seed: 4 });
  for (const [i, m] of moves.entries()) {
    if (i % 7 === 0) out.push(state);
    state = applyMove(state, m);
    if (state.phase === 'over') break;
  }
  return out;
}

const BOTS: readonly [string, Bot][] = [
  ['random', createBot('random')],
  ['greedy', createBot('greedy')],
  ['classic', createBot('classic', { maxPlays: 200 })],
  ['classic expectimax', createBot('classic', { maxPlays: 60, draw: 'expectimax' })],
  ['expert', createBot('expert', { iterations: 24 })],
];

describe('explanations told from their fields', () => {
  const states = positions();

  it.each(BOTS)('%s: the summary is the phrase book’s English of the reason, and it can be told in Greek', (_, bot) => {
    const kinds = new Set<string>();
    for (const state of states) {
      const decision = bot.decide(viewFor(state, state.turn), 7);
      const explanation = decision.explanation;
      if (explanation?.reason === undefined) throw new Error('a decision without its reason');
      const story = { ...explanation, reason: explanation.reason };
      kinds.add(story.reason.kind);
      expect(phraseText(tellDecision(decision.moves, story))).toBe(explanation.summary);
      const greek = phraseText(tellDecision(decision.moves, story, { locale: 'el' }));
      expect(greek).toMatch(/[α-ω]/);
      expect(greek.replace(/\b(10|[2-9AJQK])[SHDC]\b|\bJK\b/g, '')).not.toMatch(/[A-Za-z]{2,}/);
    }
    expect(kinds.size).toBeGreaterThan(0);
  });

  it('the expert tells the pile’s size with a plan that takes it', () => {
    // The pile makes a run with the hand: the expert takes it, and says how many cards it takes.
    const view = viewFor(buildPosition({ phase: 'draw', pile: '9D 7S 8S', hands: ['5S 6S 9H KD QC', '', '', ''] }), 0);
    const decision = createBot('expert', { iterations: 60 }).decide(view, 1);
    expect(decision.moves).toEqual([{ type: 'takePile' }]);
    expect(decision.explanation?.summary).toMatch(/^take the pile \(3 cards\): the best of 2 candidates/);
    const explanation = decision.explanation;
    if (explanation?.reason === undefined) throw new Error('a decision without its reason');
    expect(
      phraseText(tellDecision(decision.moves, { ...explanation, reason: explanation.reason }, { locale: 'el' })),
    ).toMatch(/^Μάζεψε τα πεταμένα \(3 φύλλα\): η καλύτερη από 2 επιλογές σε \d+ προσομοιώσεις \(εκτίμηση -?\d+,\d /);
  });
});
