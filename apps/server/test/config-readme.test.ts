// The README's table of environment variables lists exactly those the server reads (configFromEnv), each once: a
// variable added to the configuration, or dropped from it, cannot be missing from the table or linger in it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../src/config.js';

/** The names configFromEnv asks its environment for, by watching it read an empty one. */
function variablesRead(): string[] {
  const asked = new Set<string>();
  const env: Record<string, string | undefined> = new Proxy(
    {},
    {
      get: (_, name) => {
        if (typeof name === 'string') asked.add(name);
        return undefined;
      },
    },
  );
  configFromEnv(env);
  return [...asked].sort();
}

/** The first column of the README's table headed `| variable |`. */
function variablesListed(): string[] {
  const readme = readFileSync(join(import.meta.dirname, '..', 'README.md'), 'utf8');
  const tables = readme.split('\n\n').filter((block) => /^\| variable\s+\|/.test(block));
  expect(tables).toHaveLength(1);
  return (tables[0] ?? '')
    .split('\n')
    .slice(2)
    .map((row) => /^\| `([A-Z_]+)`/.exec(row)?.[1] ?? `not a variable: ${row}`);
}

describe('the README’s environment table', () => {
  it('is one table listing every variable the server reads, and no other, each once', () => {
    const listed = variablesListed();
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(variablesRead());
  });
});
