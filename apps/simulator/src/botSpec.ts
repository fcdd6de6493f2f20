// Bot specs from the command line — `name` or `name:key=value,key=value` — checked against the AI's registry.

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type Bot, createBot } from '@birimba/ai';
import { UsageError, messageOf } from './errors.js';

/** A checked bot spec, plain data so it can be sent to a worker thread. */
export interface BotSpec {
  /** The spec as given, e.g. `classic:search=thesis`: the bot's name in reports. */
  readonly label: string;
  /** The registered bot name (`random`, `greedy`, `classic`, …). */
  readonly kind: string;
  /** Options for `createBot`; a `profile` is the JSON text read from its file. */
  readonly options: Readonly<Record<string, unknown>>;
  /** The options as reported: a profile appears as its file and the SHA-256 of its text. */
  readonly reported: Readonly<Record<string, unknown>>;
}

function parseValue(text: string): unknown {
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  return text;
}

/**
 * Parses and checks a spec: the bot and its options must exist, a profile file must be readable and valid.
 * The classic player's explanations are off unless asked for (`explain=true`): the simulator never shows them and
 * they change no decision.
 */
export function parseBotSpec(spec: string): BotSpec {
  const colon = spec.indexOf(':');
  const kind = colon < 0 ? spec : spec.slice(0, colon);
  const rest = colon < 0 ? '' : spec.slice(colon + 1);
  if (kind === '') throw new UsageError(`bot spec "${spec}" has no bot name`);
  const options: Record<string, unknown> = {};
  const reported: Record<string, unknown> = {};
  for (const pair of rest === '' ? [] : rest.split(',')) {
    const eq = pair.indexOf('=');
    if (eq <= 0) throw new UsageError(`bot spec "${spec}": "${pair}" is not key=value`);
    const key = pair.slice(0, eq);
    const value = pair.slice(eq + 1);
    if (key in options) throw new UsageError(`bot spec "${spec}": option "${key}" is given twice`);
    if (key === 'profile') {
      let text: string;
      try {
        text = readFileSync(value, 'utf8');
      } catch (e) {
        throw new UsageError(`bot spec "${spec}": cannot read profile file ${value} (${(e as NodeJS.ErrnoException).code ?? messageOf(e)})`);
      }
      options[key] = text;
      reported[key] = { file: value, sha256: createHash('sha256').update(text).digest('hex') };
    } else {
      options[key] = parseValue(value);
      reported[key] = options[key];
    }
  }
  if (kind === 'classic' && !('explain' in options)) options.explain = false;
  try {
    createBot(kind, options);
  } catch (e) {
    throw new UsageError(`bot spec "${spec}": ${messageOf(e)}`);
  }
  return { label: spec, kind, options, reported };
}

/** The bot a spec stands for (the spec was checked by `parseBotSpec`). */
export function botOf(spec: BotSpec): Bot {
  return createBot(spec.kind, spec.options);
}
