// The protocol's JSON Schemas, `schema/*.schema.json`, generated from the valibot schemas a server reads messages
// with (src/schemas). `pnpm schema` writes them; a test checks the committed files are current.

import { writeFileSync } from 'node:fs';
import type { GenericSchema } from 'valibot';
import { jsonSchemaText } from '@birimba/json-schema';
import {
  ACCOUNT_ANSWER_SCHEMAS,
  ACCOUNT_REQUEST_SCHEMAS,
  AccountErrorSchema,
  ClientMessageSchema,
  InviteAnswerSchema,
  InviteRequestSchema,
  FRIEND_ANSWER_SCHEMAS,
  PASSKEY_ANSWER_SCHEMAS,
  PASSKEY_REQUEST_SCHEMAS,
  JoinOptionsSchema,
  QueueSeatedSchema,
  QueueStatusSchema,
  RatedQueueOptionsSchema,
  PresenceEventSchema,
  LEADERBOARD_ANSWER_SCHEMAS,
  RoomStateSchema,
  ServerMessageSchema,
} from '../src/schemas/index.js';

/** A route's name as a file's: `createAccount` → `create-account`. */
const kebab = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The account routes' files (the passkey and friends routes' among them): `account-ROUTE-request` and `account-ROUTE-answer`, and the refusal's body. */
const ACCOUNT_FILES = [
  ...[...Object.entries(ACCOUNT_REQUEST_SCHEMAS), ...Object.entries(PASSKEY_REQUEST_SCHEMAS)].map(
    ([route, schema]) => ({
      file: `account-${kebab(route)}-request.schema.json`,
      schema,
      title: `Birimba server: the body of the account route ${route}`,
    }),
  ),
  ...[
    ...Object.entries(ACCOUNT_ANSWER_SCHEMAS),
    ...Object.entries(PASSKEY_ANSWER_SCHEMAS),
    ...Object.entries(LEADERBOARD_ANSWER_SCHEMAS),
    ...Object.entries(FRIEND_ANSWER_SCHEMAS),
  ].map(([route, schema]) => ({
    file: `account-${kebab(route)}-answer.schema.json`,
    schema,
    title: `Birimba server: the answer of the account route ${route}`,
  })),
  {
    file: 'account-error.schema.json',
    schema: AccountErrorSchema,
    title: 'Birimba server: the body of a refusal of an account route, { error, message }',
  },
];

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
  ...ACCOUNT_FILES,
  {
    file: 'rated-queue-options.schema.json',
    schema: RatedQueueOptionsSchema,
    title: 'Birimba server: the options of joinOrCreate of the rated queue (rated-queue)',
  },
  {
    file: 'queue-status.schema.json',
    schema: QueueStatusSchema,
    title: 'Birimba server: the rated queue’s queue-status message',
  },
  {
    file: 'queue-seated.schema.json',
    schema: QueueSeatedSchema,
    title: 'Birimba server: the rated queue’s queue-seated message',
  },
  {
    file: 'presence-invite-request.schema.json',
    schema: InviteRequestSchema,
    title: 'Birimba server: the body of the presence route invite',
  },
  {
    file: 'presence-invite-answer.schema.json',
    schema: InviteAnswerSchema,
    title: 'Birimba server: the answer of the presence route invite',
  },
  {
    file: 'presence-event.schema.json',
    schema: PresenceEventSchema,
    title: "Birimba server: an event of an account's live line (the data of one Server-Sent-Events block)",
  },
];

/** Where a file goes. */
export const schemaFile = (file: string): URL => new URL(`../schema/${file}`, import.meta.url);

/** A file's text. */
export const schemaText = (entry: (typeof JSON_SCHEMAS)[number]): string => jsonSchemaText(entry.schema, entry.title);

if (import.meta.url === `file://${process.argv[1] ?? ''}`)
  for (const entry of JSON_SCHEMAS) writeFileSync(schemaFile(entry.file), schemaText(entry));
