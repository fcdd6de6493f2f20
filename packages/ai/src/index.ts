// @birimba/ai: bots that see only their own seat's view — random and greedy baselines, the search over plays,
// the fuzzy classic player — and a runner that plays them against each other through the engine.

export * from './bot.js';
export * from './random.js';
export * from './registry.js';
export * from './runner.js';
export * from './describe.js';
export { randomBot } from './bots/random.js';
export { greedyBot, inNearMeld, pileMakesAPlay, playOptions } from './bots/greedy.js';
