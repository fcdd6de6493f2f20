// @birimba/protocol/schemas: the valibot schemas of every message and of the room's public state, and the reading of a
// client message as a server does it, with all of the main entry. What a server imports; a page that only talks to a
// server needs none of it.

export {
  BOT_LEVELS,
  CLIENT_PAYLOADS,
  CardSchema,
  ChatTextSchema,
  ClientMessageSchema,
  ClientMoveSchema,
  JoinOptionsSchema,
  MoveEventSchema,
  NameSchema,
  PhraseIdSchema,
  RoomCodeSchema,
  RoomSeatSchema,
  RoomStateSchema,
  SERVER_PAYLOADS,
  ServerMessageSchema,
  TokenSchema,
} from './schemas.js';
export { type ClientMessage, isClientMessageType, jsonSize, readClientMessage } from './read.js';
// Everything of the main entry too: a server needs one import.
export * from '../index.js';
