// The bot registry: every option of every bot accepted at the ends of its range and refused just outside them with
// the exact message, the levels as presets of their kinds, and bots added by `registerBot`.
import { describe, expect, it } from 'vitest';
import { BotError, DEFAULT_PROFILE, LEVELS, botKinds, createBot, registerBot, randomBot } from '../src/index.js';

const refusal = (name: string, options: Record<string, unknown>): string => {
  try {
    createBot(name, options);
  } catch (e) {
    expect(e).toBeInstanceOf(BotError);
    return (e as BotError).message;
  }
  return 'accepted';
};

describe('the options of each bot', () => {
  // [bot, option, accepted values, refused values, what it must be]
  const table: [string, string, unknown[], unknown[], string][] = [
    ['greedy', 'noise', [0, 0.5, 1], [-0.01, 1.01, '0.5', null, NaN], 'a number from 0 to 1'],
    [
      'classic',
      'profile',
      [DEFAULT_PROFILE, JSON.stringify(DEFAULT_PROFILE)],
      [null, 3, true, undefined],
      'a profile object or JSON text',
    ],
    ['classic', 'search', ['full', 'thesis'], ['FULL', '', 1], "'full' or 'thesis'"],
    ['classic', 'maxPlays', [1, 2000], [0, 1.5, '10', -3], 'a whole number ≥ 1'],
    ['classic', 'explain', [true, false], ['true', 0, null], 'a boolean'],
    ['classic', 'draw', ['fuzzy', 'expectimax'], ['expectiminimax', null], "'fuzzy' or 'expectimax'"],
    ['expert', 'iterations', [1, 10_000_000], [0, 10_000_001, 2.5, '100'], 'a whole number from 1 to 10,000,000'],
    [
      'expert',
      'timeMs',
      [0.5, 600_000],
      [0, -1, 600_001, Infinity, '5'],
      'a number of milliseconds above 0, at most 600,000',
    ],
    ['expert', 'plays', [1, 100], [0, 101, 1.5, '8'], 'a whole number from 1 to 100'],
    ['expert', 'discards', [1, 30], [0, 31, 2.5, '4'], 'a whole number from 1 to 30'],
    ['expert', 'inference', [true, false], ['yes', 1], 'a boolean'],
    ['expert', 'rollout', ['greedy', 'random'], ['classic', undefined], "'greedy' or 'random'"],
    ['expert', 'explain', [true, false], ['no', null], 'a boolean'],
  ];
  for (const [bot, option, accepted, refused, expected] of table) {
    it(`${bot} takes ${option} ${accepted.map((v) => JSON.stringify(v)?.slice(0, 20) ?? String(v)).join(', ')}`, () => {
      for (const value of accepted) {
        expect(botKinds().get(bot)?.options[option]?.check(value)).toBeNull();
        expect(refusal(bot, { [option]: value })).toBe('accepted');
      }
    });
    it(`${bot} refuses ${option} outside ${expected}`, () => {
      for (const value of refused) {
        expect(botKinds().get(bot)?.options[option]?.check(value)).toBe(expected);
        expect(refusal(bot, { [option]: value })).toMatch(
          new RegExp(`^option "${option}" of bot "${bot}" must be ${expected.replace(/[.()]/g, '\\$&')}, got .+$`),
        );
      }
    });
  }

  it('quotes the refused value', () => {
    expect(refusal('greedy', { noise: 2 })).toBe('option "noise" of bot "greedy" must be a number from 0 to 1, got 2');
    expect(refusal('expert', { rollout: 'classic' })).toBe(
      `option "rollout" of bot "expert" must be 'greedy' or 'random', got "classic"`,
    );
    expect(refusal('classic', { explain: undefined })).toBe(
      'option "explain" of bot "classic" must be a boolean, got undefined',
    );
  });

  it('describes every option of every bot', () => {
    for (const [name, kind] of botKinds()) {
      expect(kind.description.length, name).toBeGreaterThan(10);
      for (const [option, spec] of Object.entries(kind.options))
        expect(spec.description.length, `${name}.${option}`).toBeGreaterThan(10);
    }
  });

  it('names the options a bot takes when one is unknown', () => {
    expect(refusal('expert', { depth: 3 })).toBe(
      'bot "expert" has no option "depth"; its options are: iterations, timeMs, plays, discards, inference, greedyTurns, rollout, explain',
    );
    expect(refusal('greedy', { toString: 1 })).toBe('bot "greedy" has no option "toString"; its options are: noise');
    expect(refusal('random', { noise: 0 })).toBe('bot "random" has no option "noise"; it takes no options');
  });

  it('refuses options that are not an object', () => {
    for (const options of [null, [], 'noise=1', 5]) {
      expect(() => createBot('greedy', options as never)).toThrow(
        new BotError('options of bot "greedy" must be an object'),
      );
    }
  });

  it('refuses an unknown bot, listing the bots', () => {
    expect(() => createBot('alphabirimba')).toThrow(
      new BotError(`unknown bot "alphabirimba"; the bots are: ${[...botKinds().keys()].join(', ')}`),
    );
    expect([...botKinds().keys()].slice(0, 7)).toEqual([
      'random',
      'greedy',
      'classic',
      'expert',
      'easy',
      'normal',
      'hard',
    ]);
  });

  it('passes the options on to the bot it makes', () => {
    expect(createBot('greedy', { noise: 0.25 }).options).toEqual({ noise: 0.25 });
    expect(
      createBot('expert', { iterations: 50, plays: 3, discards: 2, rollout: 'random', explain: false }).options,
    ).toEqual({
      iterations: 50,
      plays: 3,
      discards: 2,
      rollout: 'random',
      explain: false,
    });
  });
});

describe('the levels', () => {
  it('are easy, normal, hard and expert, weakest first', () => {
    expect(LEVELS.map((l) => [l.name, l.kind])).toEqual([
      ['easy', 'greedy'],
      ['normal', 'classic'],
      ['hard', 'expert'],
      ['expert', 'expert'],
    ]);
  });

  it('make their kind of bot with their preset, under their own name', () => {
    const easy = createBot('easy');
    expect([easy.name, easy.options]).toEqual(['easy', { noise: 0.3 }]);
    const hard = createBot('hard');
    expect(hard.name).toBe('hard');
    expect(hard.options.iterations).toBe(200);
    expect(createBot('normal').name).toBe('normal');
    // The expert level is the expert kind itself, at its full budget.
    const expert = createBot('expert');
    expect(expert.name).toBe('expert');
    expect(expert.options.iterations).toBe(3200);
  });

  it('let an option given by name override the preset, and check it as the kind does', () => {
    expect(createBot('hard', { iterations: 50 }).options.iterations).toBe(50);
    expect(createBot('easy', { noise: 0 }).options).toEqual({});
    expect(refusal('hard', { iterations: 0 })).toBe(
      'option "iterations" of bot "hard" must be a whole number from 1 to 10,000,000, got 0',
    );
    expect(botKinds().get('hard')?.description).toBe(
      'level hard: the expert with a small search budget (200 rollouts a decision)',
    );
  });
});

describe('registerBot', () => {
  it('adds a kind of bot that createBot then makes and checks', () => {
    registerBot('test-shy', {
      description: 'a random player, registered by a test',
      options: { mood: { description: 'how it feels today', check: (v) => (v === 'shy' ? null : "'shy'") } },
      create: (options) => ({ ...randomBot(), name: 'test-shy', options }),
    });
    expect(botKinds().has('test-shy')).toBe(true);
    expect(createBot('test-shy', { mood: 'shy' }).options).toEqual({ mood: 'shy' });
    expect(refusal('test-shy', { mood: 'bold' })).toBe(`option "mood" of bot "test-shy" must be 'shy', got "bold"`);
  });
});
