// The protocol's JSON Schemas, `schema/*.schema.json`, generated from the valibot schemas a server reads messages
// with (src/schemas). `pnpm schema` writes them; a test checks the committed files are current.

import { writeFileSync } from 'node:fs';
import type { GenericSchema } from 'valibot';
import { jsonSchemaText } from '@birimba/json-schema';
import { ClientMessageSchema, JoinOptionsSchema, RoomStateSchema, ServerMessageSchema } from '../src/schemas/index.js';

/** Each published file: its name in `schema/`, the schema and its title. */
export const JSON_SCHEMAS: readonly {
  readonly file: string;
  readonly schema: GenericSchema;
  readonly title: string;
}[] = [
  {
    file: 'join-options.schema.json',
    schema: JoinOptionsSchema,
    title: 'Birimba server: the options of joinOrCreate, create and joinById',
  },
  {
    file: 'client-message.schema.json',
    schema: ClientMessageSchema,
    title: 'Birimba server: a client message, as { type, payload } of room.send(type, payload)',
  },
  {
    file: 'server-message.schema.json',
    schema: ServerMessageSchema,
    title: 'Birimba server: a message to one client, as { type, payload } of room.onMessage(type, …)',
  },
  {
    file: 'room-state.schema.json',
    schema: RoomStateSchema,
    title: "Birimba server: the room's public state, as a client's SDK decodes it (room.state.toJSON())",
  },
];

/** Where a file goes. */
export const schemaFile = (file: string): URL => new URL(`../schema/${file}`, import.meta.url);

/** A file's text. */
export const schemaText = (entry: (typeof JSON_SCHEMAS)[number]): string => jsonSchemaText(entry.schema, entry.title);

if (import.meta.url === `file://${process.argv[1] ?? ''}`)
  for (const entry of JSON_SCHEMAS) writeFileSync(schemaFile(entry.file), schemaText(entry));
