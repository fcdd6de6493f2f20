// Reading the simulator's input files — rule sets (a file, or `field=value,…` on the command line) — and JSON files
// in general, each with one clear line when something is wrong.

import { existsSync, readFileSync } from 'node:fs';
import { type Players, RULE_INFO, type RuleSet, quoteInput, resolveRules, ruleChoices } from '@birimba/engine';
import { UsageError, messageOf } from './errors.js';

const errorCode = (e: unknown): string => (e as NodeJS.ErrnoException).code ?? messageOf(e);

export function readJsonFile(path: string, what: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    throw new UsageError(`cannot read ${what} ${quoteInput(path)} (${errorCode(e)})`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw new UsageError(`${what} ${path} is not valid JSON (${messageOf(e)})`);
  }
}

/** `field=value` text to the value the rule field takes (by its description in the engine's RULE_INFO). */
function ruleValue(field: string, text: string): unknown {
  const info = RULE_INFO.find((i) => i.field === field);
  if (info === undefined) return text;
  if (info.kind === 'boolean') return text === 'true' ? true : text === 'false' ? false : text;
  if (info.kind === 'positiveInteger') return text === 'null' ? null : /^\d+$/.test(text) ? Number(text) : text;
  return ruleChoices(info).find((c) => String(c) === text) ?? text;
}

/** The rule fields for help texts: each with what it takes. */
export function rulesHelp(): string {
  return RULE_INFO.map((i) => {
    const takes = i.kind === 'boolean' ? 'true|false' : i.kind === 'choice' ? ruleChoices(i).join('|') : 'N|null';
    return `  ${i.field}=${takes}  ${i.description}`;
  }).join('\n');
}

/**
 * The rule set of a run: `--rules` is a JSON file (a partial RuleSet) or `field=value,…`; defaults are rules.md.
 * `--target N` sets the match target and `--players N` the form (a rule set's own matchTarget or players must then
 * agree).
 */
export function readRules(spec: string | undefined, target?: number, players?: Players): RuleSet {
  let partial: unknown = {};
  let what = 'rule set';
  if (spec !== undefined) {
    if (!existsSync(spec) && /^[A-Za-z]+=/.test(spec)) {
      what = `--rules ${quoteInput(spec)}`;
      const fields: Record<string, unknown> = {};
      for (const pair of spec.split(',')) {
        const eq = pair.indexOf('=');
        if (eq <= 0) throw new UsageError(`${what}: ${quoteInput(pair)} is not field=value`);
        const field = pair.slice(0, eq);
        if (Object.hasOwn(fields, field)) throw new UsageError(`${what}: ${quoteInput(field)} is given twice`);
        fields[field] = ruleValue(field, pair.slice(eq + 1));
      }
      partial = fields;
    } else {
      what = `rule set ${quoteInput(spec)}`;
      partial = readJsonFile(spec, 'rule set');
    }
  }
  let rules: RuleSet;
  try {
    rules = resolveRules(partial);
  } catch (e) {
    throw new UsageError(`${what}: ${messageOf(e)}`);
  }
  if (players !== undefined) {
    const given = (partial as { players?: unknown }).players;
    if (given !== undefined && given !== players)
      throw new UsageError(`--players ${String(players)} differs from the ${what}'s players ${quoteInput(given)}`);
    try {
      rules = resolveRules({ ...rules, players });
    } catch (e) {
      throw new UsageError(`--players ${String(players)} with the ${what}: ${messageOf(e)}`);
    }
  }
  if (target !== undefined) {
    if (rules.matchTarget !== null && rules.matchTarget !== target) {
      throw new UsageError(
        `--target ${String(target)} differs from the rule set's matchTarget ${String(rules.matchTarget)}`,
      );
    }
    rules = resolveRules({ ...rules, matchTarget: target });
  }
  return rules;
}
