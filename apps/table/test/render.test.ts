import { afterEach, describe, expect, it } from 'vitest';
import { mount, q, qa, status } from './helpers.js';

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('<birimba-table> renders every zone', () => {
  it('shows the hand face up, with card names', async () => {
    const el = await mount();
    const cards = qa(el, '[data-zone="hand"] button[data-card]');
    expect(cards).toHaveLength(11);
    for (const card of cards) {
      expect(card.getAttribute('data-card')).toMatch(/^(10|[2-9AJQK])[SHDC]$|^JK$/);
      expect(card.getAttribute('aria-label')).toMatch(/ of |Joker/);
    }
  });

  it('shows partner and opponents as face-down fans with counts and no card identity', async () => {
    const el = await mount();
    for (const seat of [1, 2, 3]) {
      const zone = q(el, `[data-zone="seat-${seat}"]`);
      expect(zone).not.toBeNull();
      expect(zone?.querySelectorAll('[part="card-back"]')).toHaveLength(11);
      expect(zone?.querySelectorAll('[data-card]')).toHaveLength(0);
      expect(zone?.textContent).toContain('11 cards');
    }
  });

  it('shows the stock count, the pile, both teams’ melds and the status', async () => {
    const el = await mount();
    expect(q(el, '[data-zone="stock"]')?.getAttribute('data-count')).toBe(String(108 - 44 - 22));
    expect(q(el, '[data-zone="pile"]')?.getAttribute('data-count')).toBe('0');
    expect(q(el, '[data-zone="melds-a"]')).not.toBeNull();
    expect(q(el, '[data-zone="melds-b"]')).not.toBeNull();
    expect(status(el)).toEqual({ turn: 0, phase: 'draw' });
    expect(q(el, '[data-birimbakia]')?.getAttribute('data-birimbakia')).toBe('2');
    expect(q(el, '[data-scores]')).not.toBeNull();
  });

  it('names every action control', async () => {
    const el = await mount();
    for (const action of ['draw', 'take-pile', 'meld', 'lay-off', 'discard', 'hint', 'new-game']) {
      const button = q(el, `[data-action="${action}"]`);
      expect(button?.tagName).toBe('BUTTON');
      expect(button?.textContent?.trim()).not.toBe('');
    }
  });

  it('has an aria-live region', async () => {
    const el = await mount();
    expect(q(el, '[aria-live="polite"]')).not.toBeNull();
  });
});
