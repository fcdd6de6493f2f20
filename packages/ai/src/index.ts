// @birimba/ai: bots that see only their own seat's view — random and greedy baselines, the search over plays,
// the fuzzy classic player — and a runner that plays them against each other through the engine.

export * from './bot.js';
export * from './random.js';
export * from './registry.js';
export * from './runner.js';
export * from './describe.js';
export { randomBot } from './bots/random.js';
export { greedyBot, inNearMeld, pileMakesAPlay, playOptions } from './bots/greedy.js';
export { classicBot, chooseAmongBest, onlyStalls, playFeatures, type ClassicBot, type ClassicOptions, type RankedDiscard, type RankedPlay } from './classic/classic.js';
export * from './classic/fuzzy.js';
export * from './classic/profile.js';
export * from './classic/memory.js';
export * from './classic/heuristics.js';
export * from './classic/handValue.js';
export * from './classic/genome.js';
export * from './search/plays.js';
export * from './search/thesisTree.js';
export * from './search/rollout.js';
export { expertBot, inferenceWeights, EXPERT_DEFAULT_ITERATIONS, type ExpertOptions } from './expert/expert.js';
export { dealValue, matchEquity, normalCdf } from './expert/value.js';
export { LEAF_HIGH, LEAF_LOW, searchDraw, unseenOutcomes, type DrawSearchResult } from './classic/drawSearch.js';
