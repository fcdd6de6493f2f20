import { describe, expect, it } from 'vitest';
import { type GameState, applyMove, newGame, randomSource, redealHiddenCards, viewFor } from '@birimba/engine';
import { BotError, type Bot, createBot, playGame } from '../src/index.js';

const BOTS = ['random', 'greedy', 'classic'] as const;

/** Positions from real games between the given bots, every state where someone is to decide. */
function positions(bot: Bot, games: number): GameState[] {
  const out: GameState[] = [];
  for (let g = 1; g <= games; g++) {
    const { moves } = playGame({ seed: g, bots: [bot, bot, bot, bot] });
    let state = newGame({ seed: g });
    out.push(state);
    for (const m of moves) {
      state = applyMove(state, m);
      if (state.phase !== 'over') out.push(state);
    }
  }
  return out;
}

describe('creating bots by name', () => {
  it('refuses an unknown bot, listing the bots that exist', () => {
    expect(() => createBot('alphabirimba')).toThrow(BotError);
    expect(() => createBot('alphabirimba')).toThrow(/random, greedy/);
  });

  it('refuses an unknown option, saying what the bot takes', () => {
    expect(() => createBot('random', { depth: 3 })).toThrow(/bot "random" has no option "depth"; it takes no options/);
    expect(() => createBot('greedy', [] as never)).toThrow(/must be an object/);
  });
});

describe.each(BOTS)('the %s bot', (name) => {
  const bot = createBot(name);

  it('finishes a thousand seeded games with zero illegal moves', () => {
    for (let g = 1; g <= 1000; g++) {
      const game = playGame({ seed: g, bots: [bot, createBot('random'), bot, createBot('greedy')] });
      expect(game.state.phase).toBe('over');
    }
  });

  it('plays every rule variant legally', () => {
    const variants = [
      { allowSets: true },
      { initialUpCard: true },
      { closingRequires: 'birimba' as const },
      { closingRequires: 'cleanBirimba' as const },
      { twoOfSuitNeverDirty: true, firstSeat: 'random' as const },
    ];
    for (const rules of variants) {
      for (let g = 1; g <= 60; g++) {
        expect(playGame({ seed: g, rules, bots: [bot, createBot('greedy'), bot, createBot('random')] }).state.phase).toBe('over');
      }
    }
  });

  it('decides the same from the same view and seed, in plain JSON', () => {
    for (const state of positions(bot, 3).filter((_, i) => i % 5 === 0)) {
      const view = viewFor(state, state.turn);
      const a = bot.decide(view, 12345);
      const b = bot.decide(JSON.parse(JSON.stringify(view)) as typeof view, 12345);
      expect(b).toEqual(a);
      expect(JSON.parse(JSON.stringify(a))).toEqual(a);
    }
  });

  it('chooses the same whatever the cards hidden from it are (no peeking)', () => {
    const random = randomSource(5);
    let checked = 0;
    for (const state of positions(bot, 4).filter((_, i) => i % 9 === 0)) {
      const seat = state.turn;
      const decision = bot.decide(viewFor(state, seat), 777);
      for (let k = 0; k < 4; k++) {
        const other = redealHiddenCards(state, seat, random);
        expect(bot.decide(viewFor(other, seat), 777)).toEqual(decision);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('refuses a game state in place of a view, and a view of a seat not to act', () => {
    const state = newGame({ seed: 3 });
    expect(() => bot.decide(state as never, 1)).toThrow(/PlayerView/);
    expect(() => bot.decide(viewFor(state, 1), 1)).toThrow(/not the seat to act/);
  });
});

describe('the greedy bot', () => {
  const greedy = createBot('greedy');
  it('beats the random bot clearly over many deals', () => {
    let wins = 0;
    const deals = 100;
    for (let g = 1; g <= deals; g++) {
      const r = createBot('random');
      const a = playGame({ seed: g, bots: [greedy, r, greedy, r] }).scores;
      const b = playGame({ seed: g, bots: [r, greedy, r, greedy] }).scores;
      if (a.winner === 0) wins++;
      if (b.winner === 1) wins++;
    }
    expect(wins / (2 * deals)).toBeGreaterThan(0.8);
  });
});
