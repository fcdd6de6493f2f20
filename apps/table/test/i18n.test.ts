import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { cardById, cardName } from '@birimba/engine';
import { formTexts } from '../src/texts/form-texts.js';
import { TEXTS } from '../src/texts/i18n.js';
import { LESSON_TEXTS } from '../src/texts/lesson-texts.js';
import { ONLINE_TEXTS } from '../src/texts/online-texts.js';
import { REPLAY_TEXTS } from '../src/replay/replay-texts.js';
import { click, mount, q, qa } from './helpers.js';

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('languages', () => {
  it('names cards in English and Greek', () => {
    const sevenOfHearts = cardById(13 + 6);
    expect(cardName(sevenOfHearts, TEXTS.en.locale)).toBe('7 of hearts');
    expect(cardName(sevenOfHearts, TEXTS.el.locale)).toBe('7 κούπα');
    expect(cardName(cardById(12), TEXTS.el.locale)).toBe('Ρήγας μπαστούνι');
    expect(cardName(cardById(104), TEXTS.en.locale)).toBe('Joker');
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
    expect(q(el, '[data-error]')?.textContent).toContain('Δεν επιτρέπεται: όχι τώρα: πρώτα τράβα ή μάζεψε τα πεταμένα');
    click(el, '[data-action="draw"]');
    await el.updateComplete;
    click(el, '[data-action="discard"]');
    await el.updateComplete;
    expect(q(el, '[data-error]')?.textContent).toBe('Διάλεξε ακριβώς ένα φύλλο για να πετάξεις.');
  });

  it('uses the words Greek players use: Σειρά σου only for the turn, Κατεβασιά for melds, no “;” separators', () => {
    const el = TEXTS.el;
    expect(el.hint).toBe('Υπόδειξη');
    expect(el.takePile).toBe('Μάζεψε τα πεταμένα');
    expect(el.turnOf(0, 'Εσύ')).toBe('Σειρά σου');
    expect(el.turnOf(1, 'Δύση')).not.toMatch(/Σειρά/);
    expect(el.meldName(3)).toBe('Κατεβασιά 3');
    const strings: string[] = [];
    const walk = (v: unknown): void => {
      if (typeof v === 'string') strings.push(v);
      else if (typeof v === 'function') strings.push(String((v as (...a: unknown[]) => unknown)(1, 'Χ', 2)));
      else if (v !== null && typeof v === 'object') Object.values(v).forEach(walk);
    };
    // The texts of the two- and six-player tables too.
    walk([el, formTexts('el', 2), formTexts('el', 6)]);
    for (const text of strings) {
      expect(text, text).not.toMatch(/\bΣειρά (\d|\$)/);
      expect(text, text).not.toMatch(/\bAI\b|Βοήθεια/);
      expect(text, text).not.toContain(';');
    }
  });

  it('calls an online room a table in Greek, the article before «μπιρίμπα» whole, a watcher a θεατής', () => {
    const strings: string[] = [];
    const walk = (v: unknown): void => {
      if (typeof v === 'string') strings.push(v);
      else if (typeof v === 'function') strings.push(String((v as (...a: unknown[]) => unknown)(1, 'Χ', 2)));
      else if (v !== null && typeof v === 'object') Object.values(v).forEach(walk);
    };
    walk([TEXTS.el, ONLINE_TEXTS.el, REPLAY_TEXTS.el, LESSON_TEXTS.el]);
    for (const text of strings) {
      expect(text, text).not.toMatch(/δωμάτ|μέσα \d|Είμαι μέσα|καλύτερα$|browser/i);
      expect(text, text).not.toMatch(/(^|\s)(σ?τη) (μπ|ντ|γκ)/);
    }
    expect(ONLINE_TEXTS.el.watch.watchInstead).toBe('Μπες ως θεατής');
    expect(ONLINE_TEXTS.el.ready).toBe('Είμαι έτοιμος/η');
    expect(ONLINE_TEXTS.el.startReady(2, 3)).toBe('Ξεκίνα (έτοιμοι 2 από 3)');
  });

  it('gives refusals their reason in Greek, an invalid meld’s fault included', async () => {
    const el = await mount({ lang: 'el' });
    click(el, '[data-action="draw"]');
    await el.updateComplete;
    const hand = qa(el, '[data-zone="hand"] button[data-card]').map((b) => Number(b.getAttribute('data-id')));
    el.play({ type: 'meld', cards: hand.slice(0, 2) });
    await el.updateComplete;
    expect(q(el, '[data-error]')?.textContent).toBe(
      'Δεν επιτρέπεται: αυτά τα φύλλα δεν κάνουν κατεβασιά: μια κατεβασιά θέλει τουλάχιστον 3 φύλλα, όχι 2',
    );
  });

  it('switches language live, and tells the page each language it speaks (birimba-language)', async () => {
    const told: string[] = [];
    const hear = (e: Event): void => void told.push((e as CustomEvent<{ locale: string }>).detail.locale);
    document.addEventListener('birimba-language', hear);
    onTestFinished(() => document.removeEventListener('birimba-language', hear));
    const el = await mount();
    expect(q(el, '[data-action="draw"]')?.textContent?.trim()).toBe('Draw');
    expect([el.locale, told]).toEqual(['en', ['en']]);
    el.lang = 'el';
    await el.updateComplete;
    expect(q(el, '[data-action="draw"]')?.textContent?.trim()).toBe('Τράβα');
    el.lang = 'el-GR';
    await el.updateComplete;
    expect([el.locale, told]).toEqual(['el', ['en', 'el']]);
  });
});
