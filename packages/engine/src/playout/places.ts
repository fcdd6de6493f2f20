// The playout core's numbers: where a card is, the phase, how a deal ended — small integers in the typed arrays, so
// the hot paths compare numbers, not strings.

/** Where a card is: a seat's hand (0..5) or one of these. */
export const AT_STOCK = 6;
/** A card on the discard pile. */
export const AT_PILE = 7;
/** A card in a meld. */
export const AT_MELD = 8;
/** A card in an untaken birimbaki packet. */
export const AT_PACKET = 9;

/** Phases as numbers. */
export const PHASE_DRAW = 0;
/** The play phase. */
export const PHASE_PLAY = 1;
/** The deal is over. */
export const PHASE_OVER = 2;

/** How a deal ended: not yet, closed, or the stock ran out. */
export const END_NONE = 0;
/** The deal was closed. */
export const END_CLOSED = 1;
/** The deal ended because the stock ran out. */
export const END_STOCK = 2;

/** A seeded stream of random numbers in [0, 1) that a playout policy draws from. */
export type Random01 = () => number;
