// The replay part of <birimba-table>, loaded with `import()` only when a log is opened (the `replay` attribute, a
// file dropped, Review at the end of a match): the game-log reader (its schema) comes with it.

export { ReplayPart } from './replay-part.js';
export { type ReplayFrame, replayView } from './replay-view.js';
export { REPLAY_TEXTS } from './replay-texts.js';
