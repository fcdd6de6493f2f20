import { afterEach, describe, expect, it } from 'vitest';
import { mount, q, qa, settle, status } from './helpers.js';

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

const key = (target: Element, k: string): void => {
  target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, composed: true, cancelable: true }));
};

describe('keyboard play', () => {
  it('draws with D, moves through the hand with arrows, selects with Space and discards with Enter', async () => {
    const el = await mount();
    const table = q(el, '[part="table"]') as HTMLElement;
    key(table, 'd');
    await el.updateComplete;
    expect(status(el)).toEqual({ turn: 0, phase: 'play' });

    const first = qa(el, '[data-zone="hand"] button[data-card]')[0] as HTMLElement;
    expect(first.getAttribute('tabindex')).toBe('0');
    key(first, 'ArrowRight');
    await el.updateComplete;
    const second = qa(el, '[data-zone="hand"] button[data-card]')[1] as HTMLElement;
    expect(second.getAttribute('tabindex')).toBe('0');
    expect(first.getAttribute('tabindex')).toBe('-1');
    key(second, ' ');
    await el.updateComplete;
    expect(qa(el, '[data-zone="hand"] button[data-card]')[1]?.getAttribute('aria-pressed')).toBe('true');
    key(second, 'Enter');
    await settle(el);
    expect(qa(el, '[data-zone="hand"] button[data-card]')).toHaveLength(11);
    expect(status(el)).toEqual({ turn: 0, phase: 'draw' });
  });

  it('sorts the hand by rank and by suit', async () => {
    const el = await mount();
    const order = (): string[] =>
      qa(el, '[data-zone="hand"] button[data-card]').map((b) => b.getAttribute('data-card') ?? '');
    const bySuit = order();
    (q(el, '[data-sort="rank"]') as HTMLElement).click();
    await el.updateComplete;
    const byRank = order();
    expect([...byRank].sort()).toEqual([...bySuit].sort());
    expect(q(el, '[data-sort="rank"]')?.getAttribute('aria-pressed')).toBe('true');
    key(q(el, '[part="table"]') as HTMLElement, 's');
    await el.updateComplete;
    expect(order()).toEqual(bySuit);
  });

  it('announces turns and actions in the live region', async () => {
    const el = await mount();
    const live = q(el, '[aria-live="polite"]') as HTMLElement;
    (q(el, '[data-action="draw"]') as HTMLElement).click();
    await el.updateComplete;
    expect(live.textContent).toMatch(/You draw/);
  });
});
