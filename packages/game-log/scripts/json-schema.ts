// The game log's JSON Schema, `schema/game-log.schema.json`, generated from the valibot schema logs are read with
// (src/schema.ts). `pnpm schema` writes it; a test checks the committed file is current.

import { writeFileSync } from 'node:fs';
import { jsonSchemaText } from '@birimba/json-schema';
import { GameLogSchema } from '../src/schema.js';

export const JSON_SCHEMA_FILE = new URL('../schema/game-log.schema.json', import.meta.url);

/** The file's text. */
export function gameLogJsonSchema(): string {
  return jsonSchemaText(
    GameLogSchema,
    'Birimba game log, version 3 (birimba-sim match --log-dir, <birimba-table> exportLog())',
  );
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) writeFileSync(JSON_SCHEMA_FILE, gameLogJsonSchema());
