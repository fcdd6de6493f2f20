// The names of the difficulty levels, weakest first: the one list the registry's presets (`LEVELS`), the protocol's
// rooms and the table's choices read. A module of its own, free of the bots, for pages that list the levels without
// loading the AI.

/** The difficulty levels' names, weakest first. */
export const LEVEL_NAMES = ['easy', 'normal', 'hard', 'expert'] as const;

/** A difficulty level's name. */
export type LevelName = (typeof LEVEL_NAMES)[number];
