// The end of a deal on a phone: the score sheet covers the table, and the player can put it aside to look at the
// final table (the outcome and Next deal stay), then bring it back.
import { afterEach, describe, expect, it } from 'vitest';
import type { BirimbaTable } from '../src/index.js';
import { click, q, syncDecide, untilOver } from './helpers.js';

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

function mountBots(lang = 'en'): BirimbaTable {
  const el = document.createElement('birimba-table');
  el.decisionFunction = syncDecide;
  for (const [name, value] of Object.entries({
    'ai-delay': '0',
    seats: 'greedy greedy greedy greedy',
    seed: '11',
    target: '100000',
    lang,
  }))
    el.setAttribute(name, value);
  document.body.append(el);
  return el;
}

describe('the end-of-deal sheet', () => {
  it('can be put aside to see the table and brought back; Next deal stays', async () => {
    const el = mountBots();
    await untilOver(el);
    expect(q(el, '[data-end]')?.getAttribute('data-sheet')).toBe('shown');
    expect(q(el, '[data-end] [data-score-sheet]')).not.toBeNull();
    click(el, '[data-action="see-table"]');
    await el.updateComplete;
    expect(q(el, '[data-end]')?.getAttribute('data-sheet')).toBe('aside');
    expect(q(el, '[data-end] [data-score-sheet]')).toBeNull();
    expect(q(el, '[data-outcome]')?.textContent).toMatch(/wins? the deal|tie/);
    expect(q(el, '[data-action="next-deal"]')).not.toBeNull();
    click(el, '[data-action="show-sheet"]');
    await el.updateComplete;
    expect(q(el, '[data-end] [data-score-sheet]')).not.toBeNull();

    // In Greek too.
    el.setAttribute('lang', 'el');
    await el.updateComplete;
    expect(q(el, '[data-action="see-table"]')?.textContent?.trim()).toBe('Δες το τραπέζι');
  });
});
