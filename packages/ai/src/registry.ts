// Bots by name: `createBot('random' | 'greedy' | 'classic', options)`. Unknown names and options are refused with
// the list of what exists.

import { LEVEL_NAMES, type LevelName } from './levels.js';
import { quoteInput } from '@birimba/engine';
import { type Bot, BotError } from './bot.js';
import { greedyBot } from './bots/greedy.js';
import { randomBot } from './bots/random.js';
import { classicBot } from './classic/classic.js';
import { expertBot } from './expert/expert.js';

/** One option a bot takes. */
export interface OptionSpec {
  /** What the option is, for help texts. */
  readonly description: string;
  /** Returns null if the value is acceptable, else what it must be. */
  readonly check: (value: unknown) => string | null;
}

/** A kind of bot the registry can make. */
export interface BotKind {
  /** What it is, for help texts. */
  readonly description: string;
  /** The options it takes, by name. */
  readonly options: Readonly<Record<string, OptionSpec>>;
  /** Makes one, options already checked. */
  readonly create: (options: Readonly<Record<string, unknown>>) => Bot;
}

const kinds = new Map<string, BotKind>([
  ['random', { description: 'uniform over the legal moves, melds included', options: {}, create: () => randomBot() }],
  [
    'greedy',
    {
      description:
        'takes the pile only for an immediate meld, lays down everything (most points first), dumps loose high cards',
      options: {
        noise: {
          description: 'the share of decisions made at random instead, 0..1 (default 0)',
          check: (v) => (typeof v === 'number' && v >= 0 && v <= 1 ? null : 'a number from 0 to 1'),
        },
      },
      create: (options) => greedyBot(options),
    },
  ],
  [
    'classic',
    {
      description:
        'the Birimba thesis AI made complete: card memory, five heuristics, fuzzy play evaluation, randomised top-5 choice',
      options: {
        profile: {
          description: 'the data profile: an object or its JSON text (default: the built-in profile)',
          check: (v) =>
            v !== null && (typeof v === 'object' || typeof v === 'string') ? null : 'a profile object or JSON text',
        },
        search: {
          description: "'full' (every distinct play, default) or 'thesis' (width-limited tree, 6 children a node)",
          check: (v) => (v === 'full' || v === 'thesis' ? null : "'full' or 'thesis'"),
        },
        maxPlays: {
          description:
            "with search 'full': the most plays enumerated per decision before the thesis tree is added (default 2000)",
          check: (v) => (typeof v === 'number' && Number.isInteger(v) && v >= 1 ? null : 'a whole number ≥ 1'),
        },
        explain: {
          description: 'attach explanations to decisions (default true)',
          check: (v) => (typeof v === 'boolean' ? null : 'a boolean'),
        },
        draw: {
          description:
            "how the draw is decided: 'fuzzy' (default, the thesis's draw system) or 'expectimax' (the stock card as a chance node, Star1 pruning)",
          check: (v) => (v === 'fuzzy' || v === 'expectimax' ? null : "'fuzzy' or 'expectimax'"),
        },
      },
      create: (options) => classicBot(options),
    },
  ],
  [
    'expert',
    {
      description:
        'information-set search: deals sampled from its own view, candidates from the classic player, rollouts on the fast core, sequential halving',
      options: {
        iterations: {
          description:
            'rollouts a decision, a fixed budget: the same decision for the same view and seed (default 3200)',
          check: (v) =>
            typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 10_000_000
              ? null
              : 'a whole number from 1 to 10,000,000',
        },
        timeMs: {
          description: 'a wall-clock budget in milliseconds instead of iterations (interactive play)',
          check: (v) =>
            typeof v === 'number' && Number.isFinite(v) && v > 0 && v <= 600_000
              ? null
              : 'a number of milliseconds above 0, at most 600,000',
        },
        plays: {
          description: 'how many of the classic player’s best plays are weighed (default 8)',
          check: (v) =>
            typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 100 ? null : 'a whole number from 1 to 100',
        },
        discards: {
          description: 'how many discards are tried after each play (default 4)',
          check: (v) =>
            typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 30 ? null : 'a whole number from 1 to 30',
        },
        inference: {
          description: 'bias the sampled deals by what the melds say of each hand (default false)',
          check: (v) => (typeof v === 'boolean' ? null : 'a boolean'),
        },
        greedyTurns: {
          description:
            'weigh the greedy player’s turn and the play laying down all it can besides the classic player’s, and each position once (default true)',
          check: (v) => (typeof v === 'boolean' ? null : 'a boolean'),
        },
        rollout: {
          description: "the rollout policy: 'greedy' (default) or 'random'",
          check: (v) => (v === 'greedy' || v === 'random' ? null : "'greedy' or 'random'"),
        },
        explain: {
          description: 'attach explanations to decisions (default true)',
          check: (v) => (typeof v === 'boolean' ? null : 'a boolean'),
        },
      },
      create: (options) => expertBot(options),
    },
  ],
]);

/** What each level is: a preset of a kind of bot. */
const LEVEL_PRESETS: Readonly<
  Record<
    LevelName,
    { readonly kind: string; readonly options: Readonly<Record<string, unknown>>; readonly description: string }
  >
> = {
  easy: {
    kind: 'greedy',
    options: { noise: 0.3 },
    description: 'the greedy player, with three decisions in ten made at random',
  },
  normal: { kind: 'classic', options: {}, description: 'the classic player (the thesis AI)' },
  hard: {
    kind: 'expert',
    options: { iterations: 200 },
    description: 'the expert with a small search budget (200 rollouts a decision)',
  },
  expert: { kind: 'expert', options: {}, description: 'the expert with its full budget' },
};

/**
 * The difficulty levels, weakest first (`LEVEL_NAMES`): each a preset of a kind of bot, usable wherever a bot name
 * is. Their order is measured (docs/ai.md): each level outscores the one below it.
 */
export const LEVELS: readonly {
  readonly name: LevelName;
  readonly kind: string;
  readonly options: Readonly<Record<string, unknown>>;
  readonly description: string;
}[] = LEVEL_NAMES.map((name) => ({ name, ...LEVEL_PRESETS[name] }));

for (const level of LEVELS) {
  const base = kinds.get(level.kind);
  if (base === undefined || level.name === level.kind) continue;
  kinds.set(level.name, {
    description: `level ${level.name}: ${level.description}`,
    options: base.options,
    create: (options) => ({ ...base.create({ ...level.options, ...options }), name: level.name }),
  });
}

/** Adds a kind of bot (the classic player registers itself this way). */
export function registerBot(name: string, kind: BotKind): void {
  kinds.set(name, kind);
}

/** The bot names that exist, with what they are and their options. */
export function botKinds(): ReadonlyMap<string, BotKind> {
  return kinds;
}

/** The names the registry knows from the start. */
export type BotName = 'random' | 'greedy' | 'classic' | 'expert' | 'easy' | 'normal' | 'hard';

/** A bot by name with its options checked. */
export function createBot(name: BotName | (string & {}), options: Readonly<Record<string, unknown>> = {}): Bot {
  const kind = kinds.get(name);
  if (kind === undefined) {
    throw new BotError(`unknown bot ${quoteInput(name)}; the bots are: ${[...kinds.keys()].join(', ')}`);
  }
  if (options === null || typeof options !== 'object' || Array.isArray(options)) {
    throw new BotError(`options of bot "${name}" must be an object`);
  }
  for (const [key, value] of Object.entries(options)) {
    // Own keys only: "__proto__", "constructor" or "toString" are unknown options like any other.
    const spec = Object.hasOwn(kind.options, key) ? kind.options[key] : undefined;
    if (spec === undefined) {
      const known = Object.keys(kind.options);
      throw new BotError(
        `bot "${name}" has no option ${quoteInput(key)}; ${known.length === 0 ? 'it takes no options' : `its options are: ${known.join(', ')}`}`,
      );
    }
    const expected = spec.check(value);
    if (expected !== null)
      throw new BotError(`option "${key}" of bot "${name}" must be ${expected}, got ${quoteInput(value)}`);
  }
  return kind.create(options);
}
