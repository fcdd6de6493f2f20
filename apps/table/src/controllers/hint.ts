// The hint: the expert's suggestion for the player's turn (asked of the game, which asks the AI with the player's
// view only), the cards it would meld, lay off and discard marked in the hand, and why it could not be had. A Lit
// controller: the table renders again on change.

import type { ReactiveControllerHost } from 'lit';
import type { Decision, Explanation } from '@birimba/ai';
import { type IllegalMoveError, type Move, type PlayerView, normalizeMove } from '@birimba/engine';
import type { CardMark } from '../components/hand.js';
import type { TableError, TableFailure } from '../api/errors.js';
import type { TableGame } from '../game/table-game.js';
import type { Feedback } from './feedback.js';

/** The hint shown: its moves, and why (the AI's explanation: its reason and figures, told in the table's language). */
export interface Hint {
  readonly moves: readonly Move[];
  readonly explanation: Explanation | null;
}

/** Whether two moves are the same step: the same kind, meld, card and cards in any order. */
function sameMove(a: Move, b: Move): boolean {
  const key = (move: Move): string => {
    // Read as of the largest deck (six players'), so that a third deck's cards compare too.
    const m = normalizeMove(move, 6) as Move & { cards?: readonly number[] };
    return JSON.stringify({ ...m, ...(m.cards === undefined ? {} : { cards: [...m.cards].sort((x, y) => x - y) }) });
  };
  try {
    return key(a) === key(b);
  } catch {
    return false;
  }
}

export class HintController {
  shown: Hint | null = null;
  /** A hint that could not be had (the game goes on). */
  failure: TableFailure | null = null;
  /** Counts the positions the hint has seen: an answer asked for an earlier one is dropped. */
  private position = 0;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly game: TableGame,
    private readonly feedback: Feedback,
    /** The table's words now (for "No hint: it is not your turn."). */
    private readonly noHintText: () => string,
    /** A hint failed: told to the page (`birimba-error`). */
    private readonly onFailure: (failure: TableFailure) => void,
  ) {}

  /** Asks the game for the player's hint and shows it; the decision, or null. */
  async ask(): Promise<Decision | null> {
    this.failure = null;
    this.host.requestUpdate();
    const position = this.position;
    let decision: Decision | null;
    try {
      decision = await this.game.hint();
    } catch (error) {
      if (position !== this.position) return null;
      const { code, message } = error as TableError;
      const view = this.game.view;
      // The seat that asked: the human seat to act.
      const seat = view !== null && view.phase !== 'over' ? view.turn : this.game.mySeat;
      this.shown = null;
      this.failure = { code, seat, bot: 'expert', message };
      this.host.requestUpdate();
      this.onFailure(this.failure);
      return null;
    }
    // A move was made while the AI thought: the hint was for a position that is gone.
    if (position !== this.position) return null;
    if (decision === null || this.game.view === null) {
      this.shown = null;
      this.feedback.tell(this.noHintText());
      return decision;
    }
    this.shown = { moves: decision.moves, explanation: decision.explanation ?? null };
    this.feedback.clear();
    this.host.requestUpdate();
    return decision;
  }

  /** Plays the moves of the hint shown with `play`, in order; stops at the first one refused. */
  apply(play: (move: Move) => IllegalMoveError | null): void {
    const hint = this.shown;
    if (hint === null) return;
    for (const move of hint.moves) if (play(move) !== null) return;
  }

  /** After a failed hint: asks again; false when no hint failed. */
  retry(): boolean {
    if (this.failure === null) return false;
    this.failure = null;
    void this.ask();
    return true;
  }

  /** The turn passed or its phase changed: the hint shown (or awaited) is for a position that is gone. */
  positionChanged(): void {
    this.position++;
    if (this.shown !== null || this.failure !== null) this.clear();
  }

  /**
   * A move was made (`mine`: by the person at this table, else null). A hint asked before it is stale; a hint shown
   * keeps what remains of it when the move was its next step (followed by hand or with Play the hint), and goes when
   * the player departs from it or anyone else moves.
   */
  moved(mine: Move | null): void {
    this.position++;
    const hint = this.shown;
    if (hint !== null && mine !== null && hint.moves.length > 1 && sameMove(hint.moves[0] as Move, mine)) {
      this.shown = { ...hint, moves: hint.moves.slice(1) };
      this.failure = null;
      this.host.requestUpdate();
      return;
    }
    if (this.shown !== null || this.failure !== null) this.clear();
  }

  clear(): void {
    this.shown = null;
    this.failure = null;
    this.host.requestUpdate();
  }

  /** The meld the hint shown would lay off on (its next lay-off), or null. */
  get layOffMeld(): number | null {
    const layOff = this.shown?.moves.find((m) => m.type === 'layOff');
    return layOff?.type === 'layOff' ? layOff.meldId : null;
  }

  /** What the hint suggests for each card of the hand: meld, lay off or discard. */
  marks(view: PlayerView): Map<number, CardMark> {
    const marks = new Map<number, CardMark>();
    const hint = this.shown;
    if (hint === null) return marks;
    const inHand = new Set(view.hand.map((c) => c.id));
    for (const move of hint.moves) {
      if (move.type === 'meld') move.cards.forEach((id) => inHand.has(id) && marks.set(id, 'meld'));
      if (move.type === 'layOff') move.cards.forEach((id) => inHand.has(id) && marks.set(id, 'lay-off'));
      if (move.type === 'discard' && inHand.has(move.card)) marks.set(move.card, 'discard');
    }
    return marks;
  }
}
