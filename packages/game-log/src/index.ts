// @birimba/game-log: the replayable log of a Birimba game, owned here for every program that writes or reads one —
// the format (version 3) and its schema, reading older versions, writing, the final-state hash, and replay through
// the engine; and the schemas of the engine's plain data that logs and messages carry. `api/game-log.api.md` records
// the public surface.

export {
  type DealNote,
  type GameLog,
  type GameLogSource,
  type LoggedDeal,
  type LoggedEnd,
  type LoggedSeat,
  type NoteKind,
  GAME_LOG_FORMAT,
  GAME_LOG_SOURCES,
  GAME_LOG_VERSION,
  NOTE_KINDS,
} from './format.js';
export { type GameLogErrorCode, type ReplayErrorCode, GameLogError, ReplayError } from './errors.js';
export { type GameLogInput, buildGameLog, humanSeat, loggedDeal, serializeGameLog, stateSha256 } from './write.js';
export { sha256Hex } from '@birimba/engine';
export { checkGameLog, parseGameLog } from './read.js';
export { type ReplayEvent, replayGameLog } from './replay.js';
export { DealNoteSchema, GameLogSchema } from './schema.js';
export { CardIdSchema, MoveSchema, RuleSetSchema, SeatSchema, SeedSchema } from './engine-schemas.js';
export { schemaProblem } from './schema-problem.js';
