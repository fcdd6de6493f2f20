// The JSON Schemas published in schema/, generated from the valibot schema the simulator reads its result files with
// (src/schema.ts). `pnpm schema` writes them; a test checks the published ones are current. The game log's is
// @birimba/game-log's (its schema/game-log.schema.json).

import { writeFileSync } from 'node:fs';
import { jsonSchemaText } from '@birimba/json-schema';
import type * as v from 'valibot';
import { GameRecordSchema, MatchResultSchema, TournamentResultSchema } from '../src/schema.js';

const SCHEMAS: Readonly<Record<string, { schema: v.GenericSchema; title: string }>> = {
  'match-result': { schema: MatchResultSchema, title: 'birimba-sim match result (match --json, merge --json)' },
  'tournament-result': {
    schema: TournamentResultSchema,
    title: 'birimba-sim tournament result (tournament --json, merge --json)',
  },
  'game-record': { schema: GameRecordSchema, title: 'birimba-sim per-deal record (an item of "results")' },
};

/** Each published file's name and text. */
export function jsonSchemas(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(SCHEMAS).map(([name, { schema, title }]) => [`${name}.schema.json`, jsonSchemaText(schema, title)]),
  );
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  for (const [file, text] of Object.entries(jsonSchemas()))
    writeFileSync(new URL(`../schema/${file}`, import.meta.url), text);
}
