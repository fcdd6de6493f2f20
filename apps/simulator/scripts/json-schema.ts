// The JSON Schemas published in schema/, generated from the one valibot schema the simulator reads its files with
// (src/schema.ts). `pnpm schema` writes them; a test checks the published ones are current.

import { writeFileSync } from 'node:fs';
import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { GameLogSchema, GameRecordSchema, MatchResultSchema, TournamentResultSchema } from '../src/schema.js';

const SCHEMAS: Readonly<Record<string, { schema: v.GenericSchema; title: string }>> = {
  'match-result': { schema: MatchResultSchema, title: 'birimba-sim match result (match --json, merge --json)' },
  'tournament-result': {
    schema: TournamentResultSchema,
    title: 'birimba-sim tournament result (tournament --json, merge --json)',
  },
  'game-record': { schema: GameRecordSchema, title: 'birimba-sim per-deal record (an item of "results")' },
  'game-log': { schema: GameLogSchema, title: 'birimba-sim game log (match --log-dir)' },
};

/** Each published file's name and text. */
export function jsonSchemas(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(SCHEMAS).map(([name, { schema, title }]) => {
      const json = {
        title,
        ...toJsonSchema(schema, {
          target: 'draft-2020-12',
          // JSON has no infinities; a safe integer is an integer within ±(2^53 − 1).
          ignoreActions: ['finite'],
          overrideAction: ({ valibotAction, jsonSchema }) =>
            valibotAction.type === 'safe_integer'
              ? {
                  ...jsonSchema,
                  type: 'integer',
                  minimum: Math.max(Number(jsonSchema.minimum ?? -Infinity), Number.MIN_SAFE_INTEGER),
                  maximum: Number.MAX_SAFE_INTEGER,
                }
              : undefined,
        }),
      };
      return [`${name}.schema.json`, `${JSON.stringify(json, null, 2)}\n`];
    }),
  );
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  for (const [file, text] of Object.entries(jsonSchemas()))
    writeFileSync(new URL(`../schema/${file}`, import.meta.url), text);
}
