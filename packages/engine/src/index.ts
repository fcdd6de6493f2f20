// @birimba/engine: the rules of Birimba (rules.md) — cards, melds, scoring, the pure game core, player views and
// the xstate game machine. The only authority on legality and scoring. Its public surface, by name (the steps of a
// turn, the deal and other internals stay inside); `api/engine.api.md` records it.

export {
  type Card,
  type JokerCard,
  type NaturalRank,
  type Rank,
  type Suit,
  type SuitedCard,
  DECK,
  DECK_SIZE,
  JOKER_CODE,
  RANKS,
  SUITS,
  cardById,
  cardCode,
  cardPoints,
  compareCards,
  formatCard,
  formatCards,
  idsOfCode,
  isJoker,
  isWild,
  parseCard,
  parseCards,
  positionNotation,
  rankNumber,
  suitIndex,
  sumPoints,
} from './cards.js';
export {
  type ArgumentCode,
  type IllegalMoveCode,
  ArgumentError,
  CardNotationError,
  IllegalMoveError,
  RuleSetError,
  SnapshotError,
  isEngineError,
  quoteInput,
} from './errors.js';
export {
  type MeldRequirement,
  type RuleFieldInfo,
  type RuleSet,
  type Seat,
  type Team,
  DEFAULT_RULES,
  RULE_FIELDS,
  RULE_INFO,
  nextSeat,
  partnerOf,
  resolveRules,
  teamOf,
} from './rules.js';
export { type RngState, type Seed, isRngState, isSeed, randomSource, rngFromSeed, seedNumber } from './rng.js';
export {
  type Arrangement,
  type InvalidMeld,
  type MeldCheck,
  type MeldFault,
  type MeldRules,
  type MeldSlot,
  type ValidMeld,
  checkMeld,
} from './meldRules.js';
export { type TeamScore, type TeamScoreInput, SCORE, birimbaBonusFor, birimbaBonusOf, scoreTeam } from './scoring.js';
export {
  type EndReason,
  type GameState,
  type MatchProgress,
  type Meld,
  type NewGameOptions,
  type Phase,
  BIRIMBAKI_SIZE,
  HAND_SIZE,
  STATE_FORMAT,
  STATE_VERSION,
  isGameOver,
  meldFromCheck,
  newGame,
} from './state.js';
export {
  type CheckedMove,
  type Move,
  type MoveType,
  type TurnFacts,
  MOVE_TYPES,
  checkMove,
  emptyingRequirement,
  meetsRequirement,
  normalizeMove,
  teamMayClose,
  teamMayEmptyHand,
  turnFacts,
} from './moves.js';
export { type MoveOutcome, applyMove, applyPlayToView, isLegalMove, moveOutcome } from './turnRules.js';
export { layOffOptions, legalMoves, meldOptions } from './legalMoves.js';
export { type PlayerView, viewFor } from './view.js';
export {
  type FinalScores,
  type PublicScore,
  finalScores,
  isMatchOver,
  matchTotals,
  nextDeal,
  publicScores,
  teamScores,
} from './results.js';
export { MAX_DEAL_SCORE, MAX_MELD_ID, validateGameState } from './validate.js';
export {
  type GameActor,
  type GameContext,
  type GameEvent,
  type GameMachineInput,
  type GameSnapshot,
  type PersistedGame,
  type RejectedMove,
  SNAPSHOT_FORMAT,
  SNAPSHOT_VERSION,
  createGameActor,
  gameMachine,
  persistGame,
  restoreGame,
  sendMove,
} from './machine.js';
export {
  type DescribeOptions,
  type Locale,
  type MoveEvent,
  LOCALES,
  describeMove,
  describePlan,
  moveEvents,
} from './log.js';
export { redealHiddenCards } from './redeal.js';
export { type CardWeights, type DeterminizeOptions, determinize } from './determinize.js';
export { type MeldSpec, type PositionSpec, buildPosition } from './position.js';
export {
  type Random01,
  AT_MELD,
  AT_PACKET,
  AT_PILE,
  AT_STOCK,
  CODE_POINTS,
  END_CLOSED,
  END_NONE,
  END_STOCK,
  MeldShape,
  PHASE_DRAW,
  PHASE_OVER,
  PHASE_PLAY,
  Playout,
  codeOfId,
  runVerdict,
} from './playout.js';
