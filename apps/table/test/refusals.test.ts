// A refusal on the table: the engine's phrase book words its details in the table's language, seats named from the
// player's side and cards as symbols; the player's own moves are told to them in the second person.

import { afterEach, describe, expect, it } from 'vitest';
import { IllegalMoveError, buildPosition, checkMove, formatCard, illegalMove, viewFor } from '@birimba/engine';
import { refusalText } from '../src/controllers/feedback.js';
import { TEXTS } from '../src/texts/i18n.js';
import { mount, q } from './helpers.js';

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

const STATE = buildPosition({ hands: ['5S 8S 9S KH', '', '', ''] });

/** The ids of the cards of `text` in seat 0's hand. */
const ids = (text: string): number[] => {
  const wanted = text.split(' ');
  return (STATE.hands[0] ?? []).filter((c) => wanted.includes(formatCard(c))).map((c) => c.id);
};

function refused(move: Parameters<typeof checkMove>[1]): IllegalMoveError {
  const error = checkMove(viewFor(STATE, 0), move);
  if (!(error instanceof IllegalMoveError)) throw new Error('accepted');
  return error;
}

describe('refusals in the table’s words', () => {
  it('a gap names the missing places, as cards, in both languages', () => {
    const error = refused({ type: 'meld', cards: ids('5S 8S 9S') });
    expect(refusalText(error, 0, TEXTS.en)).toBe(
      'Not allowed: not a meld: gap of 2 at 6♠︎–7♠︎: a run needs consecutive cards and at most one wild to fill a place',
    );
    expect(refusalText(error, 0, TEXTS.el)).toBe(
      'Δεν επιτρέπεται: αυτά τα φύλλα δεν κάνουν κατεβασιά: λείπουν ανάμεσα τα 6♠︎ 7♠︎: τα φύλλα πρέπει να είναι διαδοχικά, με το πολύ έναν μπαλαντέρ στη θέση ενός φύλλου',
    );
  });

  it('names seats from the player’s side, the player as "you"', () => {
    const error = illegalMove({ code: 'not-your-turn', turn: 3, seat: 2 });
    // Seen from seat 2: seat 3, the next to play, sits on the right (East).
    expect(refusalText(error, 2, TEXTS.en)).toBe("Not allowed: it is East's turn, not yours");
    expect(refusalText(error, 2, TEXTS.el)).toBe('Δεν επιτρέπεται: δεν είναι η σειρά σου, παίζει: Ανατολή');
  });

  it('announces the player’s own draw in the second person, in Greek', async () => {
    const el = await mount({ lang: 'el' });
    (q(el, '[data-action="draw"]') as HTMLElement).click();
    await el.updateComplete;
    expect(q(el, '[aria-live="polite"]')?.textContent?.trim()).toMatch(/^Τράβηξες (\d+|Άσος|Βαλές|Ντάμα|Ρήγας|Τζόκερ)/);
  });
});
