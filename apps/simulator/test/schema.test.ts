import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { jsonSchemas } from '../scripts/json-schema.js';
import { sim, tempDir } from './helpers/cli.js';

const published = (file: string): object =>
  JSON.parse(readFileSync(new URL(`../schema/${file}`, import.meta.url), 'utf8')) as object;
/** The game log's JSON Schema, @birimba/game-log's. */
const gameLogSchema = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('@birimba/game-log/schema/game-log.schema.json'), 'utf8'),
) as object;

describe('the published JSON Schemas', () => {
  it('are generated from the schema the simulator reads its files with (run pnpm schema after changing it)', () => {
    const generated = jsonSchemas();
    expect(Object.keys(generated).sort()).toEqual(readdirSync(new URL('../schema/', import.meta.url)).sort());
    for (const [file, text] of Object.entries(generated))
      expect(readFileSync(new URL(`../schema/${file}`, import.meta.url), 'utf8')).toBe(text);
  });

  it('accept the files birimba-sim writes: match and tournament results, and game logs (@birimba/game-log’s schema)', async () => {
    const dir = tempDir();
    const runs = await Promise.all([
      sim(
        'match',
        'greedy',
        'random',
        '--deals',
        '2',
        '--duplicate',
        '--workers',
        '1',
        '--json',
        join(dir, 'm.json'),
        '--log-dir',
        join(dir, 'logs'),
      ),
      sim(
        'match',
        'greedy',
        'random',
        '--deals',
        '2',
        '--target',
        '800',
        '--shard',
        '1/2',
        '--workers',
        '1',
        '--json',
        join(dir, 't.json'),
      ),
      sim(
        'tournament',
        'greedy',
        'random',
        'classic:maxPlays=50',
        '--deals',
        '1',
        '--workers',
        '1',
        '--json',
        join(dir, 'r.json'),
      ),
    ]);
    expect(runs.map((r) => r.code)).toEqual([0, 0, 0]);
    const ajv = new Ajv2020({ strict: false, allErrors: false });
    const check = (schema: string | object, file: string): void => {
      const validate = ajv.compile(typeof schema === 'string' ? published(schema) : schema);
      const ok = validate(JSON.parse(readFileSync(file, 'utf8')));
      expect(ok, JSON.stringify(validate.errors)).toBe(true);
    };
    check('match-result.schema.json', join(dir, 'm.json'));
    check('match-result.schema.json', join(dir, 't.json'));
    check('tournament-result.schema.json', join(dir, 'r.json'));
    for (const log of readdirSync(join(dir, 'logs'))) check(gameLogSchema, join(dir, 'logs', log));
    // And they refuse what the simulator refuses.
    const validate = ajv.compile(published('match-result.schema.json'));
    const result = JSON.parse(readFileSync(join(dir, 'm.json'), 'utf8')) as { results: { closedBy: unknown }[] };
    result.results[0]!.closedBy = 3;
    expect(validate(result)).toBe(false);
  });
});
