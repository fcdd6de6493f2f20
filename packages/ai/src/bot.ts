// The bot contract: a bot sees only a seat's PlayerView (never a GameState) and a seed, and returns moves.

import { type DecisionReason, type Move, type PlayerView, describeDecision, requirePlayers } from '@birimba/engine';

/** One candidate the bot weighed, for "why did the AI do that?". */
export interface Candidate {
  /** The moves of this candidate in card notation, e.g. `meld 5S 6S 7S; discard KD` (the engine's `describePlan`). */
  readonly description: string;
  /** The bot's score for it (higher is better). */
  readonly score: number;
  /** Fuzzy rules that fired, with their strength in [0, 1] (the classic bot). */
  readonly rules?: readonly { readonly rule: string; readonly strength: number }[];
  /** How many rollouts weighed this candidate (the expert). */
  readonly visits?: number;
  /** Its moves, in the order the engine takes them (a draw, plays and a discard, or one discard). */
  readonly moves?: readonly Move[];
  /**
   * Its value unrounded (`score` is rounded for display): the expert's mean over its rollouts, the classic player's
   * output of the fuzzy system that judged it.
   */
  readonly value?: number;
  /** The crisp inputs the classic player's fuzzy system judged it by (heuristic values), by name. */
  readonly features?: Readonly<Record<string, number>>;
}

/** Why a bot decided as it did: the kind of reason with its numbers, a sentence, and the candidates it weighed. */
export interface Explanation {
  /**
   * One sentence a player can read, in English: the engine's `describeDecision` of the moves and the explanation's
   * fields (`tellDecision` tells the same in Greek).
   */
  readonly summary: string;
  /** Why, as a kind with its own numbers (absent from a bot that gives none). */
  readonly reason?: DecisionReason;
  /** The top candidates, best first. */
  readonly candidates: readonly Candidate[];
  /** How many candidates were weighed in all (the list shows the top few). */
  readonly considered?: number;
  /** Rollouts played in all (the expert). */
  readonly rollouts?: number;
  /** The pile's size, told with a plan that takes it (the expert's draw: `take the pile (3 cards)`). */
  readonly pileSize?: number;
}

/**
 * What a bot decided for its seat. Draw phase: one move (`draw` or `takePile`). Play phase: meld/layOff moves in
 * order, then the discard — or ending with the play that empties the hand (a birimbaki's cards come next, which
 * the bot cannot know yet, so it is asked again; or the team closes). Plain JSON.
 */
export interface Decision {
  /** The moves, in the order the engine must get them. */
  readonly moves: readonly Move[];
  /** Why (when the bot explains). */
  readonly explanation?: Explanation;
}

/** An explanation whose summary is the phrase book's English for `reason` and the other fields. */
export function explanation(
  moves: readonly Move[],
  reason: DecisionReason,
  fields: Omit<Explanation, 'summary' | 'reason'>,
): Explanation {
  return { summary: describeDecision(moves, { reason, ...fields }), reason, ...fields };
}

/** A bot: decides for one seat from that seat's view only. */
export interface Bot {
  /** The bot's name as given to `createBot`. */
  readonly name: string;
  /** Its options after defaults. */
  readonly options: Readonly<Record<string, unknown>>;
  /**
   * Decides for the seat of `view`, which must be the seat to act. Deterministic for a given view and seed.
   * Never sees a hidden card: the type takes a `PlayerView`, which a `GameState` cannot pass for.
   */
  decide(view: PlayerView, seed: number): Decision;
}

/** A bot name or option that does not exist, or an option of the wrong type. */
export class BotError extends Error {
  /** Always `BotError`. */
  override readonly name = 'BotError';
}

/** The numbers of players the bots play: every form of the rules (two alone, four and six in partnerships). */
export const BOT_PLAYERS = [2, 4, 6] as const;

/**
 * Guards the contract at run time too (for JavaScript callers): a game state, a view of another seat than the one
 * to act, or a view of a game over is refused with a `BotError`.
 */
export function assertActingView(view: PlayerView): void {
  if (view === null || typeof view !== 'object' || view.kind !== 'player-view') {
    throw new BotError('a bot decides from a PlayerView (engine viewFor(state, seat)), never from a game state');
  }
  requirePlayers(view, BOT_PLAYERS, 'a bot');
  if (view.seat !== view.turn) throw new BotError(`seat ${String(view.seat)} is not the seat to act`);
  if (view.phase === 'over') throw new BotError('the game is over');
}
