// @birimba/protocol/schemas, presence and invitations: the valibot schemas of the invitation's body (a server reads it)
// and of the live line's events (a page may check what it reads), as `schema/presence-*.schema.json` publish them.

import * as v from 'valibot';
import { HANDLE_PATTERN } from '../accounts.js';
import {
  PRESENCE_STATUSES,
  type FriendPresence,
  type InviteAnswer,
  type InviteRequest,
  type Inviter,
  type PresenceEvent,
} from '../presence.js';
import { NameSchema, RoomCodeSchema } from './client-schemas.js';

const handle = v.pipe(v.string(), v.regex(HANDLE_PATTERN));

/** The body of `invite`. */
export const InviteRequestSchema = v.strictObject({ room: RoomCodeSchema, handle }) satisfies v.GenericSchema<
  unknown,
  InviteRequest
>;

/** The answer of `invite`. */
export const InviteAnswerSchema = v.object({ invited: handle, sent: v.boolean() }) satisfies v.GenericSchema<
  unknown,
  InviteAnswer
>;

const FriendPresenceSchema = v.object({
  handle,
  name: NameSchema,
  status: v.picklist(PRESENCE_STATUSES),
  room: v.nullable(RoomCodeSchema),
}) satisfies v.GenericSchema<unknown, FriendPresence>;

const InviterSchema = v.object({ handle, name: NameSchema }) satisfies v.GenericSchema<unknown, Inviter>;

/** An event of the live line. */
export const PresenceEventSchema = v.variant('type', [
  v.object({ type: v.literal('presence'), friends: v.array(FriendPresenceSchema) }),
  v.object({ type: v.literal('presence-changed'), friend: FriendPresenceSchema }),
  v.object({ type: v.literal('invitation'), room: RoomCodeSchema, from: InviterSchema }),
  v.object({ type: v.literal('invitation-ended'), room: RoomCodeSchema }),
  v.object({ type: v.literal('friend-removed'), handle }),
]) satisfies v.GenericSchema<unknown, PresenceEvent>;
