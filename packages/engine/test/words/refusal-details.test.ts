// A refusal carries its facts (the card, the meld, the requirement, the meld's fault with its places …), so both
// languages word the same facts; the English message is the phrase book's English, word for word as before.

import { describe, expect, it } from 'vitest';
import {
  type Card,
  type Move,
  type Seat,
  IllegalMoveError,
  applyMove,
  checkMeld,
  checkMove,
  createGameActor,
  formatCard,
  parseCards,
  phraseText,
  sendMove,
  tellMeldFault,
  tellRefusal,
  viewFor,
} from '../../src/index.js';
import { Playout } from '../../src/playout/index.js';
import { ids, position } from '../support/position.js';
import { thrown } from '../support/thrown.js';

function refusal(state: Parameters<typeof checkMove>[0], move: Move): IllegalMoveError {
  const result = checkMove(state, move);
  if (!(result instanceof IllegalMoveError)) throw new Error(`accepted: ${JSON.stringify(move)}`);
  return result;
}

const SYMBOL: Readonly<Record<string, string>> = { S: '♠', H: '♥', D: '♦', C: '♣' };
const symbols = (card: Card): string => (card.suit === null ? 'JK' : `${card.rank}${SYMBOL[card.suit] ?? ''}`);
const greek = (e: IllegalMoveError): string => phraseText(tellRefusal(e, { locale: 'el' }), { cardText: symbols });

describe('refusals with their details, in both languages', () => {
  const state = position({
    hands: ['5S 8S 9S 6H KD', '', '', ''],
    melds: [
      { team: 0, cards: '3D 4D 5D' },
      { team: 1, cards: '9C 10C JC' },
    ],
  });

  it('a gap: both languages name the missing places, the English as before', () => {
    const error = refusal(state, { type: 'meld', cards: ids(state, '5S 8S 9S') });
    expect(error.details).toEqual({ code: 'invalid-meld', fault: { code: 'gap', missing: ['6S', '7S'] } });
    expect(error.message).toBe(
      'not a meld: gap of 2 at 6S–7S: a run needs consecutive cards and at most one wild to fill a place',
    );
    expect(greek(error)).toBe(
      'αυτά τα φύλλα δεν κάνουν κατεβασιά: λείπουν ανάμεσα τα 6♠ 7♠: τα φύλλα πρέπει να είναι διαδοχικά, με το πολύ έναν μπαλαντέρ στη θέση ενός φύλλου',
    );
  });

  it('a lay-off that does not fit names its meld; too few cards say how many', () => {
    const layOff = refusal(state, { type: 'layOff', meldId: 1, cards: ids(state, '6H') });
    expect(layOff.details).toMatchObject({ code: 'invalid-meld', meldId: 1, fault: { code: 'mixed-suits' } });
    expect(greek(layOff)).toMatch(/^αυτά τα φύλλα δεν κολλάνε στην κατεβασιά 1: ανάμικτα χρώματα/);
    const few = refusal(state, { type: 'meld', cards: ids(state, '8S 9S') });
    expect(few.details).toEqual({ code: 'invalid-meld', fault: { code: 'too-few', count: 2 } });
    expect(few.message).toBe('not a meld: a meld needs at least 3 cards, got 2');
    expect(greek(few)).toBe('αυτά τα φύλλα δεν κάνουν κατεβασιά: μια κατεβασιά θέλει τουλάχιστον 3 φύλλα, όχι 2');
  });

  it('a card not in hand, a meld of the other team, an unknown meld', () => {
    const kh = refusal(state, { type: 'discard', card: parseCards('KH')[0]?.id as number });
    expect(kh.details).toEqual({ code: 'card-not-in-hand', card: 'KH' });
    expect(kh.message).toBe('KH is not in your hand');
    expect(greek(kh)).toBe('το K♥ δεν είναι στο χέρι σου');
    const theirs = refusal(state, { type: 'layOff', meldId: 2, cards: ids(state, '6H') });
    expect(theirs.details).toEqual({ code: 'not-your-meld' });
    expect(greek(theirs)).toBe('κολλάς μόνο στις κατεβασιές της ομάδας σου');
    const none = refusal(state, { type: 'layOff', meldId: 7, cards: ids(state, '6H') });
    expect(none.details).toEqual({ code: 'unknown-meld', meldId: '7' });
    expect([none.message, greek(none)]).toEqual(['there is no meld 7', 'δεν υπάρχει κατεβασιά 7']);
  });

  it('what the team lacks before it may close, and why the last card stays', () => {
    const closing = position({
      rules: { closingRequires: 'cleanBirimba' },
      hands: ['9C', '4D', '', ''],
      tookBirimbaki: [true, false],
    });
    const error = refusal(closing, { type: 'discard', card: ids(closing, '9C')[0] as number });
    expect(error.details).toEqual({ code: 'cannot-close', need: 'cleanBirimba', by: 'discard' });
    expect(error.message).toBe(
      'your team needs a clean birimba before it may close, so you may not discard your last card',
    );
    expect(greek(error)).toBe(
      'η ομάδα σου χρειάζεται καθαρή μπιρίμπα για να κλείσει, γι’ αυτό δεν μπορείς να πετάξεις το τελευταίο σου φύλλο',
    );
  });

  it('whose turn it is, named as the reader names seats, "you" for the reader', () => {
    const error = refusal(viewFor(position({ hands: ['5S', '', '', ''] }), 2), { type: 'draw' });
    expect(error.details).toEqual({ code: 'not-your-turn', turn: 0, seat: 2 });
    expect(error.message).toBe("it is seat 0's turn, not seat 2's");
    const names = (seat: Seat): string => ['North', 'East', 'You', 'West'][seat] as string;
    expect(phraseText(tellRefusal(error, { you: 2, seatName: names }))).toBe("it is North's turn, not yours");
    expect(phraseText(tellRefusal(error, { locale: 'el', you: 2, seatName: () => 'Βορράς' }))).toBe(
      'δεν είναι η σειρά σου, παίζει: Βορράς',
    );
  });

  it('keeps the details through applyMove, the machine and the playout core', () => {
    const wrong: Move = { type: 'layOff', meldId: 1, cards: ids(state, '6H') };
    const thrownByApply = thrown(IllegalMoveError, () => applyMove(state, wrong));
    expect(thrownByApply.details).toMatchObject({ code: 'invalid-meld', meldId: 1 });
    const actor = createGameActor({ seed: 3 });
    const machine = thrown(IllegalMoveError, () => sendMove(actor, { type: 'discard', card: 0 }));
    expect(machine.details).toEqual({ code: 'wrong-phase', phase: 'draw' });
    expect(greek(machine)).toMatch(/^όχι τώρα: πρώτα τράβα ή μάζεψε τα πεταμένα/);
    actor.stop();
    const fast = thrown(IllegalMoveError, () =>
      new Playout().load(state).playMove({ type: 'layOff', meldId: 9, cards: [0] }),
    );
    expect(fast.details).toEqual({ code: 'unknown-meld', meldId: '9' });
  });

  it('words a refusal made without details by its code', () => {
    const bare = new IllegalMoveError('not-your-turn', 'somewhere else');
    expect(bare.details).toBeUndefined();
    expect(phraseText(tellRefusal(bare))).toBe('it is not your turn');
    expect(phraseText(tellRefusal(bare, { locale: 'el' }))).toBe('δεν είναι η σειρά σου');
  });
});

describe('meld faults with their details', () => {
  it.each([
    ['5S 6S', { code: 'too-few', count: 2 }],
    ['5S 7S 9S', { code: 'gap', missing: ['6S', '8S'] }],
    ['5S 5S 6S', { code: 'same-position', place: '5S' }],
    ['AS 2S 3S KS QS AS', { code: 'same-position', place: 'AS' }],
    ['JK 2H 2D', { code: 'two-wilds', noNatural: true }],
    ['JK 5S 2H', { code: 'two-wilds', noNatural: false }],
    ['5S 6H 7S', { code: 'mixed-suits' }],
    ['KS KH KD', { code: 'set-not-allowed' }],
  ])('%s: %j, the reason as the English of the phrase book', (text, details) => {
    const check = checkMeld(text);
    if (check.valid) throw new Error(`${text} is a meld`);
    expect(check.details).toEqual(details);
    expect(check.code).toBe(details.code);
    expect(check.reason).toBe(phraseText(tellMeldFault(check.details)));
  });

  it('a gap in Greek names every missing place; an ace twice says low and high', () => {
    const gap = checkMeld('5S 7S 9S');
    const aces = checkMeld('AS 2S 3S KS QS AS');
    if (gap.valid || aces.valid) throw new Error('not melds');
    expect(phraseText(tellMeldFault(gap.details, { locale: 'el' }), { cardText: formatCard })).toMatch(
      /^λείπουν ανάμεσα τα 6S 8S: /,
    );
    expect(gap.reason).toMatch(/^gap of 2 at 6S–8S: /);
    expect(aces.reason).toBe('two aces: a run cannot hold its ace both low and high');
    expect(phraseText(tellMeldFault(aces.details, { locale: 'el' }))).toMatch(/^δύο άσοι: /);
  });
});
