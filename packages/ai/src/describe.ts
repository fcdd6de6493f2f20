// Moves in card notation, for explanations.

import { type Card, DECK, type Move, formatCard, formatCards } from '@birimba/engine';

const cardsOf = (ids: readonly number[]): Card[] => ids.map((id) => DECK[id] as Card);

export function describeMoves(moves: readonly Move[]): string {
  if (moves.length === 0) return 'nothing';
  return moves
    .map((m) => {
      switch (m.type) {
        case 'draw':
          return 'draw from the stock';
        case 'takePile':
          return 'take the pile';
        case 'meld':
          return `meld ${formatCards(cardsOf(m.cards))}`;
        case 'layOff':
          return `lay off ${formatCards(cardsOf(m.cards))} on meld ${String(m.meldId)}`;
        case 'discard':
          return `discard ${formatCard(DECK[m.card] as Card)}`;
      }
    })
    .join('; ');
}
