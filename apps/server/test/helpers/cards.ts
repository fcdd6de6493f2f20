// Finding cards in what a client received: every card object (`{ id, rank, suit }`) and every card named in notation
// ("7H", "JK") anywhere in a message — what the wire checks of hidden cards compare with what a viewer may see.

import type { PlayerView } from '@birimba/engine';

const NOTATION = /^(?:10|[2-9AJQK])[SHDC]$|^JK$/;

/** A card named in free text (a log line). */
export const NOTATION_IN_TEXT = /\b(?:10|[2-9AJQK])[SHDC]\b|\bJK\b/;

/** Every card object (`{ id, rank, suit }`) and every card named in notation inside `value`. */
export function cardsIn(value: unknown): { ids: number[]; names: string[] } {
  const ids: number[] = [];
  const names: string[] = [];
  const walk = (v: unknown): void => {
    if (typeof v === 'string') {
      if (NOTATION.test(v)) names.push(v);
    } else if (Array.isArray(v)) v.forEach(walk);
    else if (v !== null && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (typeof o.id === 'number' && 'rank' in o && 'suit' in o) ids.push(o.id);
      // `standsFor` is the place a wild takes in a meld ("QC"), not a card.
      for (const [key, value] of Object.entries(o)) if (key !== 'standsFor') walk(value);
    }
  };
  walk(value);
  return { ids, names };
}

/** The ids of every card a view shows: its hand, the pile, the melds, the cards known to be held. */
export function visibleIds(view: PlayerView): Set<number> {
  return new Set(cardsIn([view.hand, view.pile, view.melds, view.known]).ids);
}

/** The ids of every card shown face up to all: the pile, the melds, the cards known to be held — no hand. */
export function publicIds(view: Pick<PlayerView, 'pile' | 'melds' | 'known'>): Set<number> {
  return new Set(cardsIn([view.pile, view.melds, view.known]).ids);
}
