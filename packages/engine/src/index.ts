// @birimba/engine: the rules of Birimba (rules.md) — cards, melds, scoring, the pure game core, player views and
// the xstate game machine. The only authority on legality and scoring. Its public surface, by name (the steps of a
// turn, the deal and other internals stay inside); `api/engine.api.md` records it. The fast path for search is the
// subpath `@birimba/engine/playout` (src/playout/index.ts).

export {
  type Card,
  type JokerCard,
  type NaturalRank,
  type Rank,
  type Suit,
  type SuitedCard,
  CODE_COUNT,
  CODE_POINTS,
  DECK,
  DECK_POINTS,
  DECK_SIZE,
  FIRST_JOKER_ID,
  JOKERS,
  JOKER_CODE,
  RANKS,
  RANK_BY_CODE,
  RANK_COUNT,
  SUITED_CODES,
  SUITS,
  SUIT_BY_CODE,
  WILD_BY_CODE,
  WILD_CODES,
  cardById,
  cardCode,
  cardPoints,
  codeOfId,
  codeOfPlace,
  compareCards,
  formatCard,
  formatCards,
  idsOfCode,
  isJoker,
  isWild,
  isWildCode,
  parseCard,
  parseCards,
  positionNotation,
  rankNumber,
  rankOfCode,
  suitIndex,
  suitOfCode,
  sumPoints,
} from './vocabulary/cards.js';
export {
  BIRIMBAKIA,
  BIRIMBAKI_SIZE,
  BIRIMBA_LENGTH,
  HAND_SIZE,
  LONGEST_RUN,
  SEATS,
  SHORTEST_MELD,
  STOCK_AFTER_DEAL,
  isBirimbaLength,
  meldMeetsRequirement,
  requirementToEmpty,
  stockAfterDeal,
} from './vocabulary/facts.js';
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
} from './vocabulary/errors.js';
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
} from './vocabulary/rules.js';
export {
  type RngState,
  type Seed,
  isRngState,
  isSeed,
  randomSource,
  rngFromSeed,
  seedNumber,
} from './vocabulary/rng.js';
export {
  type Arrangement,
  type InvalidMeld,
  type MeldCheck,
  type MeldFault,
  type MeldRules,
  type MeldSlot,
  type ValidMeld,
  checkMeld,
} from './core/meld-rules.js';
export {
  type TeamScore,
  type TeamScoreInput,
  SCORE,
  birimbaBonusFor,
  birimbaBonusOf,
  scoreTeam,
} from './core/scoring.js';
export {
  type EndReason,
  type GameState,
  type MatchProgress,
  type Meld,
  type NewGameOptions,
  type Phase,
  STATE_FORMAT,
  STATE_VERSION,
  isGameOver,
  meldFromCheck,
  newGame,
} from './core/state.js';
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
} from './core/moves.js';
export { type MoveOutcome, applyMove, applyPlayToView, isLegalMove, moveOutcome } from './core/turn-rules.js';
export { layOffOptions, legalMoves, meldOptions } from './core/legal-moves.js';
export { type PlayerView, viewFor } from './core/view.js';
export {
  type FinalScores,
  type PublicScore,
  finalScores,
  isMatchOver,
  matchTotals,
  nextDeal,
  publicScores,
  teamScores,
} from './core/results.js';
export { MAX_DEAL_SCORE, MAX_MELD_ID, validateGameState } from './core/validate.js';
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
} from './machine/machine.js';
export {
  type DescribeOptions,
  type Locale,
  type MoveEvent,
  LOCALES,
  describeMove,
  describePlan,
  moveEvents,
} from './words/log.js';
export { redealHiddenCards } from './core/redeal.js';
export { type CardWeights, type DeterminizeOptions, determinize } from './core/determinize.js';
export { type MeldSpec, type PositionSpec, buildPosition } from './core/position.js';
