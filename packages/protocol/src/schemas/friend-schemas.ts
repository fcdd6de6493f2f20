// @birimba/protocol/schemas, the friends routes (friends.ts): the valibot schemas of what each answers (the list's
// own is account-schemas.ts', as the export holds it too). No friends route takes a body: the other player is the
// path's handle.

import * as v from 'valibot';
import type { FriendRequestAnswer, FriendRoute } from '../friends.js';
import { FriendListSchema } from './account-schemas.js';

const AnswerSchema: v.GenericSchema<FriendRequestAnswer> = v.strictObject({
  relation: v.picklist(['sent', 'friends']),
});

/** What each friends route answers with, for the routes that answer with a body. */
export const FRIEND_ANSWER_SCHEMAS: Partial<Readonly<Record<FriendRoute, v.GenericSchema>>> = {
  friends: FriendListSchema,
  requestFriend: AnswerSchema,
  acceptFriend: AnswerSchema,
};
