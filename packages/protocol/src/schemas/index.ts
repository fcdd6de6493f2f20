// @birimba/protocol/schemas: the valibot schemas of every message and of the room's public state, and the reading of a
// client message as a server does it, with all of the main entry. What a server imports; a page that only talks to a
// server needs none of it.

export {
  BOT_LEVELS,
  CLIENT_PAYLOADS,
  ChatTextSchema,
  ClientMessageSchema,
  ClientMoveSchema,
  JoinOptionsSchema,
  NameSchema,
  PhraseIdSchema,
  RoomCodeSchema,
  TokenSchema,
} from './client-schemas.js';
export {
  CardSchema,
  MoveEventSchema,
  RoomSeatSchema,
  RoomStateSchema,
  SERVER_PAYLOADS,
  ServerMessageSchema,
} from './server-schemas.js';
export {
  ACCOUNT_ANSWER_SCHEMAS,
  ACCOUNT_REQUEST_SCHEMAS,
  AccountErrorSchema,
  AccountIdSchema,
  FriendListSchema,
  FriendPlayerSchema,
  HandleSchema,
  InstantSchema,
  MatchIdSchema,
  PasskeyIdSchema,
  PasskeySchema,
  SignedInSchema,
} from './account-schemas.js';
export { InviteAnswerSchema, InviteRequestSchema, PresenceEventSchema } from './presence-schemas.js';
export {
  LEADERBOARD_ANSWER_SCHEMAS,
  LeaderboardPageSchema,
  type LeaderboardRequest,
  readLeaderboardRequest,
} from './leaderboard-schemas.js';
export { PASSKEY_ANSWER_SCHEMAS, PASSKEY_REQUEST_SCHEMAS } from './passkey-schemas.js';
export {
  QueueSeatedSchema,
  QueueStatusSchema,
  RATED_QUEUE_PAYLOADS,
  RatedQueueOptionsSchema,
} from './rated-queue-schemas.js';
export { FRIEND_ANSWER_SCHEMAS } from './friend-schemas.js';
export { type ReadRequest, readAccountRequest, readPasskeyRequest } from './read-account.js';
export { type ClientMessage, isClientMessageType, jsonSize, readClientMessage } from './read.js';
// Everything of the main entry too: a server needs one import.
export * from '../index.js';
