// @birimba/protocol/schemas, the rated queue (rated-queue.ts): the valibot schemas of its join options, which a server
// checks before anything waits, and of its messages to a client, which `schema/*.schema.json` publish.

import * as v from 'valibot';
import type { Players } from '@birimba/engine';
import { SeatSchema } from '@birimba/game-log';
import type { QueueSeatedMessage, QueueStatusMessage, RatedQueueOptions } from '../rated-queue.js';
import { RoomCodeSchema, TokenSchema } from './client-schemas.js';

/** A form of the game: 2, 4 or 6 players. */
const FormSchema: v.GenericSchema<Players> = v.picklist([2, 4, 6]);

/** The options of `joinOrCreate(RATED_QUEUE_ROOM, …)`. */
export const RatedQueueOptionsSchema: v.GenericSchema<RatedQueueOptions> = v.strictObject({
  form: FormSchema,
  account: TokenSchema,
});

/** `queue-status`. */
export const QueueStatusSchema: v.GenericSchema<QueueStatusMessage> = v.strictObject({
  form: FormSchema,
  waitedMs: v.pipe(v.number(), v.integer(), v.minValue(0)),
  looking: v.pipe(v.number(), v.integer(), v.minValue(1)),
  within: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
});

/** `queue-seated`. */
export const QueueSeatedSchema: v.GenericSchema<QueueSeatedMessage> = v.strictObject({
  room: RoomCodeSchema,
  seat: SeatSchema,
});

/** The payload schema of each queue message to a client, by type. */
export const RATED_QUEUE_PAYLOADS = {
  'queue-status': QueueStatusSchema,
  'queue-seated': QueueSeatedSchema,
} as const;
