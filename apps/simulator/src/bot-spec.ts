// Bot specs from the command line — `name`, `name:key=value,…`, or the path of an ES module of one's own
// (`./bots/mine.mjs:depth=3`) — checked against the AI's registry or by loading the module and making the bot once.

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Bot, botKinds, createBot } from '@birimba/ai';
import { quoteInput } from '@birimba/engine';
import { UsageError, messageOf, oneLine } from './errors.js';

/** The kind of a bot loaded from a module file. */
export const MODULE_KIND = 'module';

/** A checked bot spec, plain data so it can be sent to a worker thread. */
export interface BotSpec {
  /** The spec as given, e.g. `classic:search=thesis`: the bot's name in reports. */
  readonly label: string;
  /** The registered bot name (`random`, `greedy`, `classic`, …), or `module`. */
  readonly kind: string;
  /** Options for `createBot` or the module's factory; a `profile` is the JSON text read from its file. */
  readonly options: Readonly<Record<string, unknown>>;
  /** The options as reported: a profile appears as its file and the SHA-256 of its text, a module likewise. */
  readonly reported: Readonly<Record<string, unknown>>;
  /** For a module bot: the module's file URL. */
  readonly module?: string;
}

/** Keys no option may have: the properties every object inherits (`__proto__`, `constructor`, `toString` …). */
const INHERITED = new Set(Object.getOwnPropertyNames(Object.prototype));

function parseValue(text: string): unknown {
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  return text;
}

const sha256 = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');

/** A spec names a module when its name part is a path ending in .js or .mjs (`./mine.mjs`, `/abs/bot.js`). */
const MODULE_SPEC = /^(.*?\.m?js)(?::(.*))?$/s;

/** The options of a spec (`key=value,…`), each key once and none of the inherited ones. */
function parseOptions(
  spec: string,
  rest: string,
): { options: Record<string, unknown>; reported: Record<string, unknown> } {
  const options: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  const reported: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const pair of rest === '' ? [] : rest.split(',')) {
    const eq = pair.indexOf('=');
    if (eq <= 0) throw new UsageError(`bot spec ${quoteInput(spec)}: ${quoteInput(pair)} is not key=value`);
    const key = pair.slice(0, eq);
    const value = pair.slice(eq + 1);
    if (INHERITED.has(key)) throw new UsageError(`bot spec ${quoteInput(spec)}: there is no option ${quoteInput(key)}`);
    if (Object.hasOwn(options, key))
      throw new UsageError(`bot spec ${quoteInput(spec)}: option ${quoteInput(key)} is given twice`);
    if (key === 'profile') {
      let text: string;
      try {
        text = readFileSync(value, 'utf8');
      } catch (e) {
        throw new UsageError(
          `bot spec ${quoteInput(spec)}: cannot read profile file ${quoteInput(value)} (${(e as NodeJS.ErrnoException).code ?? messageOf(e)})`,
        );
      }
      options[key] = text;
      reported[key] = { file: value, sha256: sha256(text) };
    } else {
      options[key] = parseValue(value);
      reported[key] = options[key];
    }
  }
  // Plain objects again, for JSON and for the bots.
  return { options: { ...options }, reported: { ...reported } };
}

/**
 * A bot module's factory, loaded and checked: the module must load and its default export must be a function.
 * Throws a message saying what is wrong.
 */
export async function moduleFactory(url: string): Promise<(options: Readonly<Record<string, unknown>>) => Bot> {
  let module: { default?: unknown };
  try {
    module = (await import(url)) as { default?: unknown };
  } catch (e) {
    throw new Error(`cannot load it (${messageOf(e).split('\n')[0] ?? ''})`, { cause: e });
  }
  if (typeof module.default !== 'function') {
    throw new Error('its default export is not a factory function (options) => bot');
  }
  return module.default as (options: Readonly<Record<string, unknown>>) => Bot;
}

/** Why an object is not a bot (`{ name, decide(view, seed) }`), or null. */
export function notABot(bot: unknown): string | null {
  if (bot === null || typeof bot !== 'object') return `its factory returned ${quoteInput(bot, 40)}, not a bot object`;
  const b = bot as Record<string, unknown>;
  if (typeof b.decide !== 'function') return 'the bot its factory returned has no decide(view, seed) method';
  return null;
}

/**
 * Parses and checks a spec: a registered bot and its options, or a module that loads, exports a factory and makes
 * a bot from the options. A classic player's explanations are off unless asked for (`explain=true`): the simulator
 * never shows them and they change no decision.
 */
export async function parseBotSpec(spec: string): Promise<BotSpec> {
  const m = MODULE_SPEC.exec(spec);
  if (m !== null) {
    const file = resolve(m[1] as string);
    const { options, reported } = parseOptions(spec, m[2] ?? '');
    let text: Buffer;
    try {
      text = readFileSync(file);
    } catch (e) {
      throw new UsageError(
        `bot module ${quoteInput(m[1])}: cannot read it (${(e as NodeJS.ErrnoException).code ?? messageOf(e)})`,
      );
    }
    const url = pathToFileURL(file).href;
    try {
      const bot = (await moduleFactory(url))(options);
      const problem = notABot(bot);
      if (problem !== null) throw new Error(problem);
    } catch (e) {
      throw new UsageError(`bot module ${quoteInput(m[1])}: ${oneLine(messageOf(e), 200)}`);
    }
    return {
      label: spec,
      kind: MODULE_KIND,
      options,
      reported: { ...reported, module: { file: m[1], sha256: sha256(text) } },
      module: url,
    };
  }
  const colon = spec.indexOf(':');
  const kind = colon < 0 ? spec : spec.slice(0, colon);
  const rest = colon < 0 ? '' : spec.slice(colon + 1);
  if (kind === '') throw new UsageError(`bot spec ${quoteInput(spec)} has no bot name`);
  const known = botKinds().get(kind);
  if (known === undefined) {
    throw new UsageError(
      `unknown bot ${quoteInput(kind)}; the bots are: ${[...botKinds().keys()].join(', ')}, or the path of a bot module (./mine.mjs)`,
    );
  }
  const { options, reported } = parseOptions(spec, rest);
  for (const key of Object.keys(options)) {
    if (!Object.hasOwn(known.options, key)) {
      const names = Object.keys(known.options);
      throw new UsageError(
        `bot spec ${quoteInput(spec)}: bot "${kind}" has no option ${quoteInput(key)}; ${names.length === 0 ? 'it takes no options' : `its options are: ${names.join(', ')}`}`,
      );
    }
  }
  if (kind === 'classic' && !('explain' in options)) options.explain = false;
  try {
    createBot(kind, options);
  } catch (e) {
    throw new UsageError(`bot spec ${quoteInput(spec)}: ${messageOf(e)}`);
  }
  return { label: spec, kind, options, reported };
}
