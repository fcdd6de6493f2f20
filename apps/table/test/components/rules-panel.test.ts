// <birimba-rules>: how to play, in both languages, in players' words.
import { afterEach, describe, expect, it } from 'vitest';
import {
  BIRIMBAKI_SIZE,
  BIRIMBA_LENGTH,
  HAND_SIZE,
  LONGEST_RUN,
  type Players,
  SCORE,
  deckSizeFor,
} from '@birimba/engine';
import '../../src/components/rules-panel.js';

afterEach(() => {
  document.body.innerHTML = '';
});

async function rules(lang: string, players: Players = 4): Promise<string> {
  const el = document.createElement('birimba-rules');
  el.lang = lang;
  el.players = players;
  document.body.append(el);
  await el.updateComplete;
  expect(el.querySelector('[data-rules]')?.getAttribute('lang')).toBe(lang);
  return el.textContent ?? '';
}

describe('<birimba-rules>', () => {
  it('opens with who plays at a table of two or six, its figures from the engine', async () => {
    expect(await rules('en', 6)).toMatch(/^\s*Birimba is a Greek rummy; at this table six play in three teams of two/);
    expect(await rules('en', 6)).toContain(`Three decks and 6 jokers: ${String(deckSizeFor(6))} cards`);
    expect(await rules('en', 6)).toContain('3 packets of 11 cards');
    expect(await rules('el', 6)).toContain(`τρεις τράπουλες και 6 τζόκερ: ${String(deckSizeFor(6))} φύλλα`);
    expect(await rules('en', 2)).toContain('two play head to head, each alone');
    expect(await rules('el', 2)).toContain('ο καθένας μετράει μόνος του');
    expect(await rules('en')).not.toContain('At this table');
    expect(await rules('en')).toContain('for four players in two teams');
  });

  it('tells the turn, melds, birimbas, birimbakia and scoring in English', async () => {
    const text = await rules('en');
    for (const words of ['wild', 'take the pile', 'birimba', 'birimbaki', 'clean', 'closes', '1000'])
      expect(text).toContain(words);
  });

  it('tells the same in Greek, with the words Greek players use and no English', async () => {
    const text = await rules('el');
    for (const words of [
      'μπαλαντέρ',
      'μάζεψε τα πεταμένα',
      'κατεβασιά',
      'μπιρίμπα',
      'μπιριμπάκι',
      'καθαρή',
      'κλείνει',
      '1000',
    ])
      expect(text).toContain(words);
    // Only key names (D, P, M, L, X, H, S/R, Alt, Escape) are in Latin letters.
    const latin = (text.match(/[A-Za-z]{2,}/g) ?? []).filter((w) => !['Alt', 'Escape'].includes(w));
    expect(latin).toEqual([]);
    expect(text).not.toContain(';');
  });

  it('quotes the score and the sizes from the engine’s constants, in both languages', async () => {
    const en = (await rules('en')).replace(/\s+/g, ' ');
    expect(en).toContain(
      `plus ${String(SCORE.birimbaClean)} for each clean birimba and ${String(SCORE.birimbaDirty)} for each dirty one (${String(SCORE.birimba13Clean)} and ${String(SCORE.birimba13Dirty)} for a birimba of ${String(LONGEST_RUN)} cards)`,
    );
    expect(en).toContain(`minus ${String(-SCORE.noBirimbaki)} for a team that never took its birimbaki`);
    expect(en).toContain(`plus ${String(SCORE.closing)} for the team that closed`);
    expect(en).toContain(`A meld of ${String(BIRIMBA_LENGTH)} or more cards is a birimba`);
    expect(en).toContain(`packets of ${String(BIRIMBAKI_SIZE)} cards`);
    expect(en).toContain(`Each player is dealt ${String(HAND_SIZE)} cards`);
    const el = (await rules('el')).replace(/\s+/g, ' ');
    expect(el).toContain(
      `συν ${String(SCORE.birimbaClean)} για κάθε καθαρή μπιρίμπα και ${String(SCORE.birimbaDirty)} για κάθε βρόμικη (${String(SCORE.birimba13Clean)} και ${String(SCORE.birimba13Dirty)} για μπιρίμπα ${String(LONGEST_RUN)} φύλλων)`,
    );
    expect(el).toContain(`μείον ${String(-SCORE.noBirimbaki)} αν η ομάδα δεν πήρε μπιριμπάκι`);
    expect(el).toContain(`Κατεβασιά με ${String(BIRIMBA_LENGTH)} ή περισσότερα φύλλα είναι μπιρίμπα`);
  });

  it('shows the example run as cards, named for screen readers', async () => {
    await rules('el');
    const names = [...document.querySelectorAll('[data-rules] [role="img"]')].map((c) => c.getAttribute('aria-label'));
    expect(names).toEqual(['5 κούπα', '6 κούπα', '7 κούπα']);
  });
});
