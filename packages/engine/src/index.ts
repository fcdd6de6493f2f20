// @birimba/engine: the rules of Birimba (rules.md) — cards, melds, scoring, the pure game core, player views and
// the xstate game machine. The only authority on legality and scoring.

export * from './cards.js';
export * from './errors.js';
export * from './rules.js';
export * from './rng.js';
export * from './meldRules.js';
export * from './scoring.js';
export * from './state.js';
export * from './moves.js';
export * from './turnRules.js';
export * from './legalMoves.js';
export * from './view.js';
export * from './results.js';
export * from './validate.js';
export * from './machine.js';
export * from './log.js';
export * from './redeal.js';
export * from './determinize.js';
export * from './playout.js';
