// <birimba-hand>: a fan that fits the width with 44 px touch strips; it shows and reports, never decides.
import { afterEach, describe, expect, it } from 'vitest';
import { DECK } from '@birimba/engine';
import { TEXTS } from '../../src/texts/i18n.js';
import { TOUCH, fanLayout } from '../../src/components/hand.js';
import '../../src/components/hand.js';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('fanLayout', () => {
  for (const width of [320, 360, 412, 768, 1100]) {
    for (const n of [1, 5, 11, 14, 22, 33]) {
      it(`fits ${n} cards in ${width} px with a strip of at least ${TOUCH} px each`, () => {
        const w = Math.round(Math.max(56, Math.min(84, width / 6.2)));
        const { slots, rows, lift } = fanLayout(n, width, w);
        expect(slots).toHaveLength(n);
        for (const [i, slot] of slots.entries()) {
          expect(slot.left).toBeGreaterThanOrEqual(0);
          expect(slot.left + w).toBeLessThanOrEqual(width);
          const next = slots[i + 1];
          // The uncovered strip of a card: up to the next card of its row (the last of a row is whole).
          if (next !== undefined && next.top === slot.top) expect(next.left - slot.left).toBeGreaterThanOrEqual(TOUCH);
        }
        expect(rows).toBe(new Set(slots.map((s) => Math.round(s.top / 40))).size > 1 ? rows : 1);
        // A card raised rises over the row above, whose cards keep their 44 px corner all the same; one arc rises into
        // the strip kept above it.
        const tops = [...new Set(slots.map((s) => s.top))].sort((a, b) => a - b);
        if (rows > 1)
          for (const [i, top] of tops.slice(1).entries())
            expect(top - lift - (tops[i] ?? 0)).toBeGreaterThanOrEqual(TOUCH);
        else expect(Math.min(...slots.map((s) => s.top))).toBeGreaterThanOrEqual(lift);
      });
    }
  }

  it('uses one arc when the cards fit, rows when they do not', () => {
    expect(fanLayout(11, 1100, 84).rows).toBe(1);
    expect(fanLayout(11, 360, 58).rows).toBe(2);
    expect(fanLayout(22, 360, 58).rows).toBe(4);
  });
});

describe('<birimba-hand>', () => {
  it('renders a button per card and reports taps, moves and confirmations; it selects nothing itself', async () => {
    const el = document.createElement('birimba-hand');
    el.t = TEXTS.en;
    el.cards = DECK.slice(0, 5);
    document.body.append(el);
    await el.updateComplete;
    const buttons = [...el.querySelectorAll<HTMLElement>('button[data-card]')];
    expect(buttons.map((b) => b.dataset.card)).toEqual(['AS', '2S', '3S', '4S', '5S']);
    const events: string[] = [];
    el.addEventListener('hand-toggle', (e) => events.push(`toggle ${e.detail.id}`));
    el.addEventListener('hand-move', (e) => events.push(`move ${e.detail.id} to ${e.detail.to}`));
    el.addEventListener('hand-confirm', () => events.push('confirm'));
    buttons[2]?.click();
    buttons[2]?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', altKey: true, bubbles: true }));
    buttons[2]?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(events).toEqual(['toggle 2', 'move 2 to 3', 'confirm']);
    await el.updateComplete;
    expect(el.querySelectorAll('[aria-pressed="true"]')).toHaveLength(0);
    el.selected = new Set([3]);
    await el.updateComplete;
    expect([...el.querySelectorAll('[aria-pressed="true"]')].map((b) => b.getAttribute('data-card'))).toEqual(['4S']);
  });

  it('marks hinted cards: to meld (★) and to discard (↓), in the accessible name too', async () => {
    const el = document.createElement('birimba-hand');
    el.t = TEXTS.en;
    el.cards = DECK.slice(0, 4);
    el.marks = new Map([
      [0, 'meld'],
      [3, 'discard'],
    ]);
    document.body.append(el);
    await el.updateComplete;
    const [a, , , d] = [...el.querySelectorAll('button[data-card]')];
    expect(a?.getAttribute('data-suggest')).toBe('meld');
    expect(a?.getAttribute('aria-label')).toBe('A♠, Ace of spades, to meld');
    expect(d?.getAttribute('data-suggest')).toBe('discard');
    expect(d?.querySelector('.mark')?.textContent).toBe('↓');
  });
});
