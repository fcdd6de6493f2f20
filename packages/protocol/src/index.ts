// @birimba/protocol: the wire format between <birimba-table> and a Birimba game server — the room's name, every
// message of each direction, the join options, the room's public state, room codes and share links, the limits and
// defaults. Types and constants only: no valibot, so a page's bundle stays small. The schemas a server checks
// messages with are the subpath `@birimba/protocol/schemas`. `api/*.api.md` record the public surface.

export {
  CLIENT_MESSAGE_TYPES,
  CLOSE_CODES,
  DEFAULT_BOT_LEVEL,
  LEVEL_NAMES,
  DEFAULT_GRACE_SECONDS,
  DEFAULT_TARGET,
  ERROR_CODES,
  JOIN_ERRORS,
  MAX_FRAME_BYTES,
  MAX_MESSAGE_BYTES,
  MAX_OPTIONS_BYTES,
  MATCHMAKE_ERRORS,
  MOVE_ID_MAX_LENGTH,
  MOVE_TIMER_RANGE,
  NAME_MAX_LENGTH,
  PROTOCOL_VERSION,
  PUBLIC_MOVE_TIMER,
  RATE_LIMIT,
  ROOM_MOVE_REFUSALS,
  ROOM_NAME,
  SEAT_OCCUPANTS,
  SERVER_MESSAGE_TYPES,
  STAGES,
  TOKEN_LENGTH,
} from './constants.js';
export { ROOM_LOG_ROUTE, roomLogAuthorization, roomLogPath, tokenOfAuthorization } from './room-log.js';
export {
  ROOM_CODE_ALPHABET,
  ROOM_CODE_LENGTH,
  ROOM_LINK_PARAMETER,
  formatRoomCode,
  isRoomCode,
  parseRoomCode,
  roomLink,
} from './room-code.js';
export type {
  AnswerMessage,
  AskSeatMessage,
  AwayMessage,
  ChooseSeatMessage,
  ClientMessageType,
  ClientMessages,
  DealOverMessage,
  EmptyMessage,
  ErrorCode,
  ErrorMessage,
  JoinOptions,
  LearnedMove,
  LetInMessage,
  MoveMessage,
  MoveRefusalCode,
  ReadyMessage,
  ServerMessageType,
  ServerMessages,
  SettingsMessage,
  ViewMessage,
  VisitorMessage,
  WelcomeMessage,
} from './messages.js';
export { type PublicRoomState, type RoomSeat, type SeatOccupant, type Stage, parseRoomRules } from './room-state.js';
