// Hints in Greek: the table tells the AI's moves itself; the AI's English summary stays in a title.
import { afterEach, describe, expect, it } from 'vitest';
import { mount, playThroughUi, q } from './helpers.js';

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('hints in Greek', () => {
  it('names the moves in Greek with the AI figures labelled, the English summary in a title', async () => {
    const el = await mount({ lang: 'el' });
    await playThroughUi(el, { type: 'draw' });
    const decision = await el.hint();
    await el.updateComplete;
    expect(decision?.moves.length).toBeGreaterThan(0);
    const text = q(el, '[data-hint-text]')?.textContent ?? '';
    expect(text).not.toMatch(/\b(meld|discard|lay off|layoff|draw)\b/i);
    expect(text).toMatch(/Πέτα/);
    expect(text).toMatch(/Βαθμολογία AI: -?\d/);
    const hint = q(el, '[data-hint]');
    expect(hint?.getAttribute('title')).toBe(decision?.explanation?.summary);
    const rules = decision?.explanation?.candidates[0]?.rules ?? [];
    if (rules.length > 0) expect(text).toContain(`Κανόνες που ενεργοποιήθηκαν: ${rules[0]?.rule}`);
  });

  it('keeps the English summary inline in English', async () => {
    const el = await mount();
    await playThroughUi(el, { type: 'draw' });
    const decision = await el.hint();
    await el.updateComplete;
    expect(q(el, '[data-hint-text]')?.textContent).toContain(decision?.explanation?.summary ?? '');
    expect(q(el, '[data-hint]')?.hasAttribute('title')).toBe(false);
  });
});
