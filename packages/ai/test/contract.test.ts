import { describe, expect, it } from 'vitest';
import {
  type GameState,
  type RuleSet,
  applyMove,
  meetsRequirement,
  newGame,
  randomSource,
  redealHiddenCards,
  validateGameState,
  viewFor,
} from '@birimba/engine';
import { BotError, type Bot, createBot, playGame } from '../src/index.js';
import { soak, statisticalIt } from './support/samples.js';

const BOTS = ['random', 'greedy', 'classic'] as const;

/** Positions from real games between the given bots, every state where someone is to decide. */
function positions(bot: Bot, games: number, rules: Partial<RuleSet> = {}): GameState[] {
  const out: GameState[] = [];
  for (let g = 1; g <= games; g++) {
    const { moves } = playGame({ seed: g, rules, bots: [bot, bot, bot, bot] });
    let state = newGame({ seed: g, rules });
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

  statisticalIt('finishes seeded games with zero illegal moves (a thousand in a soak run)', () => {
    for (let g = 1; g <= soak(1000, 20); g++) {
      const game = playGame({ seed: g, bots: [bot, createBot('random'), bot, createBot('greedy')] });
      expect(game.state.phase).toBe('over');
    }
  });

  statisticalIt('plays every rule variant legally', () => {
    const variants = [
      { allowSets: true },
      { initialUpCard: true },
      { closingRequires: 'birimba' as const },
      { closingRequires: 'cleanBirimba' as const },
      { birimbakiRequires: 'birimba' as const },
      { birimbakiRequires: 'cleanBirimba' as const, closingRequires: 'birimba' as const },
      { twoOfSuitNeverDirty: true, firstSeat: 'random' as const },
    ];
    // Every kind of move under every variant, and over the variants a closing, a birimbaki taken and a set.
    const met = new Set<string>();
    for (const rules of variants) {
      const moves = new Set<string>();
      for (let g = 1; g <= soak(60, 6); g++) {
        const game = playGame({ seed: g, rules, bots: [bot, createBot('greedy'), bot, createBot('random')] });
        expect(game.state.phase).toBe('over');
        for (const move of game.moves) moves.add(move.type);
        if (game.state.endReason === 'closed') met.add('closed');
        if (game.state.tookBirimbaki.some(Boolean)) met.add('birimbaki');
        if (game.state.melds.some((m) => m.arrangement.kind === 'set')) met.add('set');
      }
      expect([...moves].sort(), JSON.stringify(rules)).toEqual(['discard', 'draw', 'layOff', 'meld', 'takePile']);
    }
    expect([...met].sort()).toEqual(['birimbaki', 'closed', 'set']);
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

describe('playGame', () => {
  it('stops a deal that would never end (players taking a one-card pile from each other) with a clear error', () => {
    const staller: Bot = {
      name: 'staller',
      options: {},
      decide: (view) =>
        view.phase === 'draw'
          ? { moves: [{ type: view.pile.length > 0 ? 'takePile' : 'draw' }] }
          : { moves: [{ type: 'discard', card: (view.hand[0] as { id: number }).id }] },
    };
    expect(() => playGame({ seed: 1, bots: [staller, staller, staller, staller], maxTurns: 100 })).toThrow(
      /did not end within 100 turns/,
    );
    // Real bots never stall: a whole deal ends well within the default limit.
    expect(
      playGame({
        seed: 1,
        bots: [createBot('greedy'), createBot('classic'), createBot('greedy'), createBot('classic')],
      }).state.turnNumber,
    ).toBeLessThan(200);
  });
});

describe('the greedy bot', () => {
  const greedy = createBot('greedy');
  statisticalIt('beats the random bot clearly over many deals', () => {
    let wins = 0;
    const deals = soak(100, 40);
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

describe.each(BOTS)('the %s bot when a birimba is needed for the birimbaki', (name) => {
  const bot = createBot(name);
  const rules = { birimbakiRequires: 'birimba' } as const;

  statisticalIt('plays games legally, every state whole, no packet taken without a birimba (400 in a soak run)', () => {
    let tookOne = 0;
    for (let g = 1; g <= soak(400, 15); g++) {
      const game = playGame({
        seed: g,
        rules,
        bots: [bot, createBot('greedy'), bot, createBot('random')],
        apply: (state, move) => {
          const next = validateGameState(JSON.parse(JSON.stringify(applyMove(state, move))));
          for (const team of [0, 1] as const) {
            if (next.tookBirimbaki[team] && !meetsRequirement('birimba', team, next.melds)) {
              expect.fail(`team ${String(team)} took its birimbaki without a birimba (game ${String(g)})`);
            }
          }
          return next;
        },
      });
      expect(game.state.phase).toBe('over');
      if (game.state.tookBirimbaki.some(Boolean)) tookOne++;
    }
    expect(tookOne).toBeGreaterThan(0);
  });

  it('chooses the same whatever the cards hidden from it are (no peeking)', () => {
    const random = randomSource(9);
    let checked = 0;
    for (const state of positions(bot, 3, rules).filter((_, i) => i % 11 === 0)) {
      const seat = state.turn;
      const decision = bot.decide(viewFor(state, seat), 4242);
      for (let k = 0; k < 3; k++) {
        expect(bot.decide(viewFor(redealHiddenCards(state, seat, random), seat), 4242)).toEqual(decision);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(30);
  });
});
