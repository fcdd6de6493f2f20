// Bot moves are highlighted (cards just played, the acting seat), the skip control, reduced motion.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { viewFor } from '@birimba/engine';
import { type BirimbaTable } from '../src/birimba-table.js';
import { mount, playThroughUi, q, qa, savedState, settle, status, syncDecide } from './helpers.js';

const KEY = 'animation-test';

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

async function humanTurn(el: BirimbaTable): Promise<void> {
  await playThroughUi(el, { type: 'draw' });
  await playThroughUi(el, { type: 'discard', card: (viewFor(savedState(KEY), 0).hand[0] as { id: number }).id });
}

describe('bot moves a person can follow', () => {
  it('highlights the acting seat and the cards it just played', async () => {
    const el = await mount({ storageKey: KEY });
    await humanTurn(el);
    await settle(el);
    expect(qa(el, '[data-acting]')).toHaveLength(1);
    expect(q(el, '[data-zone="seat-3"]')?.hasAttribute('data-acting')).toBe(true);
    // East's discard is on top of the pile, highlighted.
    const pile = qa(el, '[data-zone="pile"] [data-card]');
    expect(pile[pile.length - 1]?.classList.contains('fresh')).toBe(true);
  });

  it('shows a skip button while the bots play with a delay; it finishes their turns with no delay', async () => {
    const el = document.createElement('birimba-table');
    el.decisionFunction = syncDecide;
    el.setAttribute('ai-delay', '20000');
    el.setAttribute('seed', '7');
    el.setAttribute('storage-key', KEY);
    document.body.append(el);
    await el.updateComplete;
    expect(q(el, '[data-action="skip"]')).toBeNull();
    await humanTurn(el);
    await el.updateComplete;
    expect(status(el).turn).toBe(1);
    const skip = q(el, '[data-action="skip"]');
    expect(skip).not.toBeNull();
    skip?.click();
    // 20 s delays: only the skip lets the bots finish within the test.
    await settle(el);
    expect(status(el)).toEqual({ turn: 0, phase: 'draw' });
    expect(q(el, '[data-action="skip"]')).toBeNull();
    // After the human's next turn the delay applies again.
    await humanTurn(el);
    await new Promise((r) => setTimeout(r, 20));
    await el.updateComplete;
    expect(status(el).turn).toBe(1);
    expect(q(el, '[data-action="skip"]')).not.toBeNull();
    el.remove();
  });

  it('has no skip button with ai-delay 0', async () => {
    const el = await mount();
    await playThroughUi(el, { type: 'draw' });
    expect(q(el, '[data-action="skip"]')).toBeNull();
  });

  it('turns the new keyframe animations off under prefers-reduced-motion', () => {
    const css = readFileSync(join(import.meta.dirname, '..', 'src', 'birimba-table.styles.ts'), 'utf8');
    expect(css).toMatch(/\.card\.fresh \{[^}]*animation: fresh-in/);
    expect(css).toContain('@keyframes fresh-in');
    const reduced = [...css.matchAll(/@media \(prefers-reduced-motion: reduce\)\s*\{([\s\S]*?)\n {2}\}/g)].map((m) => m[1]).join('\n');
    for (const selector of ['.card.fresh', '.thinking::after']) {
      expect(reduced).toMatch(new RegExp(`${selector.replace(/[.:]/g, (c) => `\\${c}`)}\\s*\\{\\s*animation:\\s*none`));
    }
  });
});
