// The hint: its moves told once in the player's language (Greek words and card names, no AI jargon), why the AI
// suggests it in the same language (its title, from the explanation's fields), cards to meld and the card to
// discard marked differently, and one button that plays it.
import { afterEach, describe, expect, it } from 'vitest';
import { type Card, type Move, DECK, cardName, formatCard, phraseText, tellDecision, viewFor } from '@birimba/engine';
import { cardSymbol } from '../src/components/card.js';
import {
  type MountOptions,
  mount as mountTable,
  playThroughUi,
  q,
  qa,
  quickHintDecide,
  savedState,
  settle,
  status,
} from './helpers.js';

const KEY = 'hint-test';
/** The table with the hint's search at a small budget: these tests are about what the table does with a hint. */
const mount = (options: MountOptions = {}) => mountTable({ decide: quickHintDecide, ...options });

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('the hint', () => {
  it('in Greek: the moves in Greek words with card names, no English, and why in Greek too', async () => {
    const el = await mount({ lang: 'el', storageKey: KEY });
    await playThroughUi(el, { type: 'draw' });
    const decision = await el.hint();
    await el.updateComplete;
    expect(decision?.moves.length).toBeGreaterThan(0);
    const text = q(el, '[data-hint-text]')?.textContent ?? '';
    expect(text).toMatch(/Πέτα/);
    expect(text).not.toMatch(/\b(meld|discard|lay off|layoff|draw|AI|score|rule)\b/i);
    expect(text).not.toContain(';');
    // Why, in Greek: the phrase book's sentence of the explanation's reason and figures, not the English summary.
    const explanation = decision?.explanation;
    if (explanation?.reason === undefined) throw new Error('the hint has no reason');
    const why = phraseText(
      tellDecision(decision?.moves ?? [], { ...explanation, reason: explanation.reason }, { locale: 'el' }),
      {
        cardText: cardSymbol,
      },
    );
    expect(q(el, '[data-hint]')?.getAttribute('title')).toBe(why);
    expect(why).toMatch(/[α-ω]/);
    expect(why).not.toBe(explanation.summary);
    const discard = decision?.moves.find((m) => m.type === 'discard');
    if (discard?.type !== 'discard') throw new Error('a play-phase hint ends with a discard');
    const names = qa(el, '[data-hint-text] [role="img"]').map((c) => c.getAttribute('aria-label'));
    expect(names).toContain(cardName(DECK[discard.card] as Card, 'el'));
  });

  it('states each move once, and gives the AI’s English explanation as a title in English', async () => {
    const el = await mount({ storageKey: KEY });
    await playThroughUi(el, { type: 'draw' });
    const decision = await el.hint();
    await el.updateComplete;
    const text = q(el, '[data-hint-text]')?.textContent ?? '';
    const discards = text.match(/discard/gi) ?? [];
    expect(discards).toHaveLength(decision?.moves.filter((m) => m.type === 'discard').length ?? -1);
    // The summary has the cards in notation; the title shows them as symbols.
    const summary = decision?.explanation?.summary ?? '';
    const symbols = summary.replace(/\b(10|[2-9AJQK])([SHDC])\b/g, (_, rank: string, suit: string) =>
      cardSymbol(DECK.find((c) => c.rank === rank && c.suit === suit) as Card),
    );
    expect(q(el, '[data-hint]')?.getAttribute('title')).toBe(symbols);
  });

  it('marks the cards to meld and the card to discard differently', async () => {
    const el = await mount({ storageKey: KEY, seed: '11' });
    await playThroughUi(el, { type: 'draw' });
    const decision = await el.hint();
    await el.updateComplete;
    const discard = decision?.moves.find((m) => m.type === 'discard');
    if (discard?.type !== 'discard') throw new Error('a play-phase hint ends with a discard');
    const marked = qa(el, '[data-zone="hand"] [data-suggest]');
    const discardMarks = marked.filter((b) => b.getAttribute('data-suggest') === 'discard');
    expect(discardMarks.map((b) => b.getAttribute('data-id'))).toEqual([String(discard.card)]);
    const played = decision?.moves.flatMap((m) => (m.type === 'meld' || m.type === 'layOff' ? m.cards : [])) ?? [];
    const meldMarks = marked
      .filter((b) => b.getAttribute('data-suggest') !== 'discard')
      .map((b) => Number(b.getAttribute('data-id')));
    expect(meldMarks.sort()).toEqual([...played].sort());
    expect(discardMarks[0]?.getAttribute('aria-label')).toContain('to discard');
  });

  it('is played with one button: the whole decision, ending the turn', async () => {
    const el = await mount({ storageKey: KEY });
    await playThroughUi(el, { type: 'draw' });
    const decision = await el.hint();
    await el.updateComplete;
    const moves: string[] = [];
    el.addEventListener('birimba-move', (e) => {
      if (e.detail.seat === 0) moves.push(e.detail.move.type);
    });
    const before = viewFor(savedState(KEY), 0).turnNumber;
    (q(el, '[data-action="apply-hint"]') as HTMLElement).click();
    await el.updateComplete;
    expect(moves).toEqual(decision?.moves.map((m) => m.type));
    expect(savedState(KEY).turnNumber).toBeGreaterThan(before);
    expect(q(el, '[data-hint]')).toBeNull();
  });
});

describe('a hint is for one position', () => {
  it('is dropped when a move is made while it is asked: never shown for the next phase, never played there', async () => {
    const el = await mount({ storageKey: KEY });
    const asked = el.hint();
    // The draw is played before the AI's answer (for the draw phase) comes back.
    expect(el.play({ type: 'draw' })).toBeNull();
    expect(await asked).toBeNull();
    await el.updateComplete;
    expect(q(el, '[data-hint]')).toBeNull();
    el.applyHint();
    await el.updateComplete;
    expect(q(el, '[part~="error"]')).toBeNull();
    expect(status(el)).toEqual({ turn: 0, phase: 'play' });
  });

  it('is cleared when the turn passes', async () => {
    const el = await mount({ storageKey: KEY });
    await playThroughUi(el, { type: 'draw' });
    await el.hint();
    await el.updateComplete;
    expect(q(el, '[data-hint]')).not.toBeNull();
    const card = viewFor(savedState(KEY), 0).hand[0] as Card;
    el.play({ type: 'discard', card: card.id });
    await el.updateComplete;
    expect(q(el, '[data-hint]')).toBeNull();
  });
});

describe('a hint followed by hand', () => {
  it('keeps its remaining steps and marks after each step the player makes, until the turn ends', async () => {
    const el = await mount({ storageKey: KEY, seed: '5' });
    // Follow the hints until one has several steps.
    for (let turn = 0; ; turn++) {
      expect(turn).toBeLessThan(40);
      const decision = await el.hint();
      await el.updateComplete;
      if (decision === null) throw new Error('no hint on the player’s turn');
      if (decision.moves.length < 2) {
        (q(el, '[data-action="apply-hint"]') as HTMLElement).click();
        await settle(el);
        continue;
      }
      const [first, ...rest] = decision.moves;
      expect(el.play(first as Move)).toBeNull();
      await el.updateComplete;
      // The rest of the hint is still shown, its discard still marked.
      expect(q(el, '[data-hint]')).not.toBeNull();
      const last = rest.at(-1) as Move;
      if (last.type === 'discard')
        expect(q(el, `[data-zone="hand"] [data-suggest="discard"]`)?.getAttribute('data-card')).toBe(
          formatCard(DECK[last.card] as Card),
        );
      el.applyHint();
      await el.updateComplete;
      expect(q(el, '[data-hint]')).toBeNull();
      return;
    }
  });
});

describe('playing the hint on every turn', () => {
  it('reaches the end of the deal: after a hint of several moves the bots play on', async () => {
    const el = await mount({ storageKey: KEY, seed: '5' });
    let played = 0;
    let several = 0;
    while (status(el).phase !== 'over') {
      const decision = await el.hint();
      await el.updateComplete;
      if (decision === null) throw new Error('no hint on the player’s turn');
      if (decision.moves.length > 1) several++;
      (q(el, '[data-action="apply-hint"]') as HTMLElement).click();
      played++;
      // Fails ("the bots did not hand the turn back") if the bots stall after the hint.
      await settle(el);
    }
    expect(played).toBeGreaterThan(5);
    expect(several).toBeGreaterThan(0);
    expect(el.exportLog()?.deals[0]?.moves.length).toBeGreaterThan(played);
  });
});
