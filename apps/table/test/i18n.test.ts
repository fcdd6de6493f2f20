import { afterEach, describe, expect, it } from 'vitest';
import { cardById } from '@birimba/engine';
import { TEXTS, cardName } from '../src/i18n.js';
import { click, mount, q, qa } from './helpers.js';

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('languages', () => {
  it('names cards in English and Greek', () => {
    const sevenOfHearts = cardById(13 + 6);
    expect(cardName(sevenOfHearts, TEXTS.en)).toBe('7 of hearts');
    expect(cardName(sevenOfHearts, TEXTS.el)).toBe('7 κούπα');
    expect(cardName(cardById(12), TEXTS.el)).toBe('Ρήγας μπαστούνι');
    expect(cardName(cardById(104), TEXTS.en)).toBe('Joker');
  });

  it('has every text in both languages', () => {
    expect(Object.keys(TEXTS.el).sort()).toEqual(Object.keys(TEXTS.en).sort());
  });

  it('renders the table in Greek with lang="el"', async () => {
    const el = await mount({ lang: 'el' });
    expect(q(el, '[data-action="draw"]')?.textContent?.trim()).toBe('Τράβα');
    expect(q(el, '[data-action="new-game"]')?.textContent?.trim()).toBe('Νέα παρτίδα');
    expect(q(el, '[data-status]')?.textContent).toContain('Σειρά σου');
    for (const card of qa(el, '[data-zone="hand"] button[data-card]')) {
      expect(card.getAttribute('aria-label')).toMatch(/μπαστούνι|κούπα|καρό|σπαθί|Τζόκερ/);
    }
    el.play({ type: 'discard', card: 0 });
    await el.updateComplete;
    expect(q(el, '[data-error]')?.textContent).toContain('Δεν επιτρέπεται: όχι σε αυτή τη φάση');
    click(el, '[data-action="draw"]');
    await el.updateComplete;
    click(el, '[data-action="discard"]');
    await el.updateComplete;
    expect(q(el, '[data-error]')?.textContent).toBe('Διάλεξε ακριβώς ένα φύλλο για να πετάξεις.');
  });

  it('switches language live', async () => {
    const el = await mount();
    expect(q(el, '[data-action="draw"]')?.textContent?.trim()).toBe('Draw');
    el.lang = 'el';
    await el.updateComplete;
    expect(q(el, '[data-action="draw"]')?.textContent?.trim()).toBe('Τράβα');
  });
});
