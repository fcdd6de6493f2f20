// What the player's buttons, taps and keys do: each action builds an engine move from the hand's selection and plays
// it through the table, or says what is missing ("Select cards first."). The engine judges every move.

import type { IllegalMoveError, Move } from '@birimba/engine';
import type { TableGame } from '../game/table-game.js';
import type { Texts } from '../texts/i18n.js';
import type { Feedback } from '../controllers/feedback.js';
import type { HandSelection } from '../controllers/hand-selection.js';

export class TableActions {
  constructor(
    private readonly game: TableGame,
    private readonly selection: HandSelection,
    private readonly feedback: Feedback,
    /** Plays a move as the element's `play()` does (a refusal is shown). */
    private readonly play: (move: Move) => IllegalMoveError | null,
    private readonly texts: () => Texts,
  ) {}

  draw(): void {
    this.play({ type: 'draw' });
  }

  takePile(): void {
    this.play({ type: 'takePile' });
  }

  meld(): void {
    const cards = this.selected();
    if (cards.length === 0) return this.feedback.tell(this.texts().selectCards);
    this.play({ type: 'meld', cards });
  }

  /** Lays the selection off on `meldId` (by default the meld tapped). */
  layOff(meldId: number | null = this.selection.target): void {
    const cards = this.selected();
    if (cards.length === 0) return this.feedback.tell(this.texts().selectCards);
    if (meldId === null) return this.feedback.tell(this.texts().chooseMeld);
    this.play({ type: 'layOff', meldId, cards });
  }

  discard(): void {
    const cards = this.selected();
    if (cards.length !== 1) return this.feedback.tell(this.texts().selectOne);
    this.play({ type: 'discard', card: cards[0] as number });
  }

  /** Enter: draw in the draw phase; else discard the one card selected, lay off on the meld tapped, or meld. */
  confirm(): void {
    const view = this.game.view;
    if (view === null) return;
    if (view.phase === 'draw') this.draw();
    else if (this.selection.selected.size === 1 && this.selection.target === null) this.discard();
    else if (this.selection.target !== null) this.layOff();
    else this.meld();
  }

  /** A tap on one of the team's melds: lays the selection off on it, or (nothing selected) marks it the target. */
  tapMeld(meldId: number): void {
    const view = this.game.view;
    const meld = view?.melds.find((m) => m.id === meldId);
    if (view === null || meld === undefined || meld.team !== view.team) return;
    if (this.selection.selected.size > 0) {
      this.selection.setTarget(meld.id);
      this.layOff(meld.id);
    } else {
      this.selection.setTarget(this.selection.target === meld.id ? null : meld.id);
    }
  }

  /** A tap on a hand card: selects or unselects it (what was said before no longer applies). */
  toggle(id: number): void {
    this.selection.toggle(id);
    this.feedback.clear();
  }

  private selected(): number[] {
    const view = this.game.view;
    return view === null ? [] : this.selection.selectedIds(view);
  }
}
