// Bots by name: `createBot('random' | 'greedy' | 'classic', options)`. Unknown names and options are refused with
// the list of what exists.

import { type Bot, BotError } from './bot.js';
import { greedyBot } from './bots/greedy.js';
import { randomBot } from './bots/random.js';
import { classicBot } from './classic/classic.js';

/** One option a bot takes. */
export interface OptionSpec {
  readonly description: string;
  /** Returns null if the value is acceptable, else what it must be. */
  readonly check: (value: unknown) => string | null;
}

export interface BotKind {
  readonly description: string;
  readonly options: Readonly<Record<string, OptionSpec>>;
  readonly create: (options: Readonly<Record<string, unknown>>) => Bot;
}

const kinds = new Map<string, BotKind>([
  ['random', { description: 'uniform over the legal moves, melds included', options: {}, create: () => randomBot() }],
  [
    'greedy',
    {
      description: 'takes the pile only for an immediate meld, lays down everything (most points first), dumps loose high cards',
      options: {},
      create: () => greedyBot(),
    },
  ],
  [
    'classic',
    {
      description: 'the Birimba thesis AI made complete: card memory, five heuristics, fuzzy play evaluation, randomised top-5 choice',
      options: {
        profile: {
          description: 'the data profile: an object or its JSON text (default: the built-in profile)',
          check: (v) => (v !== null && (typeof v === 'object' || typeof v === 'string') ? null : 'a profile object or JSON text'),
        },
        search: {
          description: "'full' (every distinct play, default) or 'thesis' (width-limited tree, 6 children a node)",
          check: (v) => (v === 'full' || v === 'thesis' ? null : "'full' or 'thesis'"),
        },
        maxPlays: {
          description: "with search 'full': the most plays enumerated per decision before the thesis tree is added (default 2000)",
          check: (v) => (typeof v === 'number' && Number.isInteger(v) && v >= 1 ? null : 'a whole number ≥ 1'),
        },
        explain: {
          description: 'attach explanations to decisions (default true)',
          check: (v) => (typeof v === 'boolean' ? null : 'a boolean'),
        },
      },
      create: (options) => classicBot(options),
    },
  ],
]);

/** Adds a kind of bot (the classic player registers itself this way). */
export function registerBot(name: string, kind: BotKind): void {
  kinds.set(name, kind);
}

/** The bot names that exist, with what they are and their options. */
export function botKinds(): ReadonlyMap<string, BotKind> {
  return kinds;
}

export type BotName = 'random' | 'greedy' | 'classic';

/** A bot by name with its options checked. */
export function createBot(name: BotName | (string & {}), options: Readonly<Record<string, unknown>> = {}): Bot {
  const kind = kinds.get(name);
  if (kind === undefined) {
    throw new BotError(`unknown bot "${String(name)}"; the bots are: ${[...kinds.keys()].join(', ')}`);
  }
  if (options === null || typeof options !== 'object' || Array.isArray(options)) {
    throw new BotError(`options of bot "${name}" must be an object`);
  }
  for (const [key, value] of Object.entries(options)) {
    const spec = kind.options[key];
    if (spec === undefined) {
      const known = Object.keys(kind.options);
      throw new BotError(
        `bot "${name}" has no option "${key}"; ${known.length === 0 ? 'it takes no options' : `its options are: ${known.join(', ')}`}`,
      );
    }
    const expected = spec.check(value);
    if (expected !== null) throw new BotError(`option "${key}" of bot "${name}" must be ${expected}, got ${JSON.stringify(value)}`);
  }
  return kind.create(options);
}
