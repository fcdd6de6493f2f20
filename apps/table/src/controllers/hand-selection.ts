// The player's hand as the table shows it: the cards selected, the meld tapped as the lay-off target, the sort key,
// and the player's own order (kept by the game, which saves it). A Lit controller: the table renders again on change.

import type { ReactiveControllerHost } from 'lit';
import { type Card, type PlayerView, rankNumber, suitIndex } from '@birimba/engine';
import type { TableGame } from '../game/table-game.js';

export type SortKey = 'suit' | 'rank';

/** The cards sorted by suit (♠ ♥ ♦ ♣, jokers last) then rank, or by rank (aces high, jokers last) then suit. */
export function sortHand(cards: readonly Card[], key: SortKey): Card[] {
  const suitKey = (c: Card): number => (suitIndex(c) < 0 ? 4 : suitIndex(c));
  const rankKey = (c: Card): number => (c.rank === 'JK' ? 20 : rankNumber(c) === 1 ? 14 : rankNumber(c));
  return [...cards].sort((a, b) =>
    key === 'suit'
      ? suitKey(a) - suitKey(b) || rankKey(a) - rankKey(b) || a.id - b.id
      : rankKey(a) - rankKey(b) || suitKey(a) - suitKey(b) || a.id - b.id,
  );
}

export class HandSelection {
  /** The selected cards (ids). */
  selected: ReadonlySet<number> = new Set();
  /** The meld tapped as the lay-off target, if any. */
  target: number | null = null;
  sortBy: SortKey = 'suit';

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly game: TableGame,
    /** Called before the cards change places (their travel is measured from there). */
    private readonly beforeReorder: () => void,
  ) {}

  /** The hand as shown: the player's own order (cards that arrived since are appended), else sorted. */
  shown(view: PlayerView): Card[] {
    const sorted = sortHand(view.hand, this.sortBy);
    const order = this.game.handOrder;
    if (order === null) return sorted;
    const rank = new Map(order.map((id, i) => [id, i]));
    const known = sorted.filter((c) => rank.has(c.id)).sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
    return [...known, ...sorted.filter((c) => !rank.has(c.id))];
  }

  /** The selected cards' ids in sorted order (a meld's cards in the order the engine is given them). */
  selectedIds(view: PlayerView): number[] {
    return sortHand(view.hand, this.sortBy)
      .filter((c) => this.selected.has(c.id))
      .map((c) => c.id);
  }

  toggle(id: number): void {
    const next = new Set(this.selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    this.selected = next;
    this.host.requestUpdate();
  }

  setTarget(meldId: number | null): void {
    this.target = meldId;
    this.host.requestUpdate();
  }

  /** Unselects every card and the lay-off target. */
  clear(): void {
    this.selected = new Set();
    this.target = null;
    this.host.requestUpdate();
  }

  /** Sorts the hand by `key`; the player's own order is dropped. */
  sort(key: SortKey): void {
    this.beforeReorder();
    this.sortBy = key;
    if (this.game.handOrder !== null) this.game.setHandOrder(null);
    this.host.requestUpdate();
  }

  /** Moves a card to a new position (an index in the shown hand); the game keeps the order. */
  move(view: PlayerView, id: number, to: number): void {
    const ids = this.shown(view).map((c) => c.id);
    const from = ids.indexOf(id);
    if (from < 0) return;
    this.beforeReorder();
    ids.splice(from, 1);
    ids.splice(Math.max(0, Math.min(ids.length, to)), 0, id);
    this.game.setHandOrder(ids);
  }
}
