// @birimba/ai: bots that see only their own seat's view — random and greedy baselines, the search over plays, the
// fuzzy classic player, the expert search and the levels — and a runner that plays them against each other through
// the engine. Its public surface, by name; `api/ai.api.md` records it.

export { type Bot, type Candidate, type Decision, type Explanation, BotError, assertActingView } from './bot.js';
export { Random, mixSeed } from './random.js';
export { type BotKind, type BotName, type OptionSpec, LEVELS, botKinds, createBot, registerBot } from './registry.js';
export { type LevelName, LEVEL_NAMES } from './levels.js';
export {
  type DecisionRecord,
  type PlayGameOptions,
  type PlayedGame,
  DEFAULT_MAX_TURNS,
  DecisionTimeoutError,
  decisionSeed,
  decisionStep,
  matchDecisionSeed,
  playGame,
  privateView,
} from './runner.js';
export { randomBot } from './bots/random.js';
export { type GreedyOptions, greedyBot, inNearMeld, pileMakesAPlay, playOptions } from './bots/greedy.js';
export {
  type ClassicBot,
  type ClassicOptions,
  type RankedDiscard,
  type RankedPlay,
  classicBot,
  onlyStalls,
} from './classic/classic.js';
export { chooseAmongBest } from './classic/choice.js';
export { playFeatures } from './classic/play-features.js';
export {
  type FuzzyRule,
  type FuzzySystemSpec,
  type Inference,
  type LinguisticVariable,
  type Trapezoid,
  FuzzySystem,
  membership,
  validateFuzzySystem,
} from './classic/fuzzy.js';
export {
  type ChoiceRules,
  type ClassicProfile,
  type ClassicTables,
  DEFAULT_PROFILE,
  ProfileError,
  loadProfile,
} from './classic/profile.js';
export { type CardMemory, buildMemory } from './classic/memory.js';
export {
  type CardThrows,
  type DrawFeatures,
  cardThrows,
  drawFeatures,
  feedValue,
  keepValue,
  negativeThrow,
} from './classic/heuristics.js';
export { type HandValue, handValue } from './classic/hand-value.js';
export { type Gene, type GeneGroup, type ProfileGenome, profileGenome } from './classic/genome.js';
export { type DrawSearchResult, LEAF_HIGH, LEAF_LOW, searchDraw, unseenOutcomes } from './classic/draw-search.js';
export {
  type CountPlaysOptions,
  type EnumeratePlaysOptions,
  type Play,
  type PlayList,
  type PlayMove,
  type PlayedMeld,
  DEFAULT_MAX_PLAYS,
  countPlays,
  enumeratePlays,
} from './search/plays.js';
export { thesisTreePlays } from './search/thesis-tree.js';
export { MAX_ROLLOUT_DECISIONS, greedyRollout, playOut } from './search/rollout.js';
export { randomRollout } from './search/random-rollout.js';
export type { MoveSink, RolloutPolicy } from './search/rollout-moves.js';
export { type ExpertOptions, EXPERT_DEFAULT_ITERATIONS, expertBot, inferenceWeights } from './expert/expert.js';
export { dealValue, matchEquity, normalCdf } from './expert/value.js';
export {
  type CoachOptions,
  type CoachVerdict,
  type CoachedTurn,
  COACH_DEFAULT_ITERATIONS,
  coachTurn,
} from './expert/coach.js';
