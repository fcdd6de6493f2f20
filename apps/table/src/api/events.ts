// The events <birimba-table> dispatches (all bubble and are composed): their `detail` types, declared in
// `HTMLElementEventMap` (the tag's own `HTMLElementTagNameMap` entry is beside the element, which imports this).

import type { FinalScores, Locale, Move, Phase, Seat } from '@birimba/engine';
import type { BadAttributeDetail } from '../attributes/check-attributes.js';
import type { OnlineMissingDetail, TableFailure } from './errors.js';
import type { MatchInfo, SaveProblem } from './types.js';

/** `birimba-move`: after every accepted move; `description` is the engine's `describeMove` for the player's seat. */
export interface MoveEventDetail {
  readonly seat: Seat;
  readonly move: Move;
  readonly description: string;
}
/** `birimba-language`: the language the table speaks now. */
export interface LanguageEventDetail {
  readonly locale: Locale;
}
export interface TurnEventDetail {
  readonly seat: Seat;
  readonly phase: Phase;
}
/** `birimba-game-over`: the engine's finalScores breakdown of the deal, plus where the match stands. */
export type GameOverEventDetail = FinalScores & { readonly match: MatchInfo };
/** `birimba-match-over`: the final match totals (team 0 = A, 1 = B) and the winning team. */
export interface MatchOverEventDetail {
  readonly deal: number;
  /** By team: two, or three with six players. */
  readonly totals: readonly number[];
  readonly target: number;
  readonly winner: 0 | 1 | 2 | null;
}
/** `birimba-save-damaged`: the save under `storage-key` could not be used; its text is under `backupKey`. */
export type SaveDamagedEventDetail = SaveProblem;
/**
 * `birimba-error`: a bot's decision could not be had (`worker-failed`: the AI worker did not start or stopped;
 * `bot-failed`: the bot threw, chose a move the engine refuses, or gave no decision within `decision-timeout`). The
 * game waits at `seat` until `retry()`; for a hint, `bot` is `expert` and the game goes on. Or an attribute was set to
 * a value the table cannot use (`bad-attribute`: the attribute, the value, what is allowed); its last good value is
 * kept. Or the table has a `server` and the page did not load the online part (`online-missing`).
 */
export type ErrorEventDetail = TableFailure | BadAttributeDetail | OnlineMissingDetail;

declare global {
  interface HTMLElementEventMap {
    'birimba-move': CustomEvent<MoveEventDetail>;
    'birimba-turn': CustomEvent<TurnEventDetail>;
    'birimba-game-over': CustomEvent<GameOverEventDetail>;
    'birimba-match-over': CustomEvent<MatchOverEventDetail>;
    'birimba-save-damaged': CustomEvent<SaveDamagedEventDetail>;
    'birimba-error': CustomEvent<ErrorEventDetail>;
    'birimba-language': CustomEvent<LanguageEventDetail>;
  }
}
