// Reading and writing the simulator's files: rule sets, result JSON (one game per line), output paths checked
// before a long run rather than after it.

import { accessSync, constants, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { type RuleSet, resolveRules } from '@birimba/engine';
import { UsageError, messageOf } from './errors.js';

const errorCode = (e: unknown): string => (e as NodeJS.ErrnoException).code ?? messageOf(e);

export function readJsonFile(path: string, what: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    throw new UsageError(`cannot read ${what} ${path} (${errorCode(e)})`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw new UsageError(`${what} ${path} is not valid JSON (${messageOf(e)})`);
  }
}

/** A rule set file (partial; defaults are rules.md). The simulator plays single deals, so no match target. */
export function readRules(path: string | undefined): RuleSet {
  if (path === undefined) return resolveRules({});
  const data = readJsonFile(path, 'rule set');
  let rules: RuleSet;
  try {
    rules = resolveRules(data);
  } catch (e) {
    throw new UsageError(`rule set ${path}: ${messageOf(e)}`);
  }
  if (rules.matchTarget !== null) throw new UsageError(`rule set ${path}: the simulator plays single deals; matchTarget must be null`);
  return rules;
}

/** Fails now, not after the run, if a result file could not be written. */
export function checkWritable(path: string, option: string): void {
  const dir = dirname(resolve(path));
  try {
    if (!statSync(dir).isDirectory()) throw new Error('not a directory');
    accessSync(dir, constants.W_OK);
  } catch (e) {
    throw new UsageError(`${option} ${path}: cannot write in ${dir} (${errorCode(e)})`);
  }
}

export function makeLogDir(path: string): void {
  try {
    mkdirSync(path, { recursive: true });
    accessSync(path, constants.W_OK);
  } catch (e) {
    throw new UsageError(`--log-dir ${path}: cannot create or write it (${errorCode(e)})`);
  }
}

/** JSON with two-space indentation, except that the items of `results` and `failures` take one line each. */
export function resultJson(value: unknown): string {
  const write = (v: unknown, indent: string, key: string | null): string => {
    if (Array.isArray(v)) {
      if (v.length === 0) return '[]';
      const inner = `${indent}  `;
      if (key === 'results' || key === 'failures') return `[\n${v.map((x) => inner + JSON.stringify(x)).join(',\n')}\n${indent}]`;
      if (v.every((x) => x === null || typeof x !== 'object')) return JSON.stringify(v);
      return `[\n${v.map((x) => inner + write(x, inner, null)).join(',\n')}\n${indent}]`;
    }
    if (v !== null && typeof v === 'object') {
      const entries = Object.entries(v).filter(([, x]) => x !== undefined);
      if (entries.length === 0) return '{}';
      const inner = `${indent}  `;
      if (key === 'decisionHistogram') return JSON.stringify(v);
      return `{\n${entries.map(([k, x]) => `${inner}${JSON.stringify(k)}: ${write(x, inner, k)}`).join(',\n')}\n${indent}}`;
    }
    return JSON.stringify(v);
  };
  return `${write(value, '', null)}\n`;
}

export function writeOutput(path: string, text: string, option: string): void {
  try {
    writeFileSync(path, text);
  } catch (e) {
    throw new UsageError(`${option} ${path}: cannot write it (${errorCode(e)})`);
  }
}
