// The published JSON Schema of the log: generated from the schema logs are read with, and it takes what the writer
// writes and refuses what the reader refuses.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { JSON_SCHEMA_FILE, gameLogJsonSchema } from '../scripts/json-schema.js';
import { copy, playedLog } from './helpers/games.js';

const published = readFileSync(JSON_SCHEMA_FILE, 'utf8');

describe('schema/game-log.schema.json', () => {
  it('is generated from the schema logs are read with (run pnpm schema after changing it)', () => {
    expect(published).toBe(gameLogJsonSchema());
  });

  it('takes the logs the writer writes (string and numeric seeds, a match) and refuses a damaged one', () => {
    const validate = new Ajv2020({ strict: false }).compile(JSON.parse(published) as object);
    for (const { log } of [playedLog('seed'), playedLog(3), playedLog(7, { matchTarget: 1500 })])
      expect(validate(JSON.parse(JSON.stringify(log))), JSON.stringify(validate.errors)).toBe(true);
    const damaged = copy(playedLog(3).log) as unknown as { deals: { notes: unknown }[] };
    damaged.deals[0]!.notes = [{ move: 0, seat: 6, note: 'timeout' }];
    expect(validate(damaged)).toBe(false);
  });
});
