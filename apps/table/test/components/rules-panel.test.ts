// <birimba-rules>: how to play, in both languages, in players' words.
import { afterEach, describe, expect, it } from 'vitest';
import '../../src/components/rules-panel.js';

afterEach(() => {
  document.body.innerHTML = '';
});

async function rules(lang: string): Promise<string> {
  const el = document.createElement('birimba-rules');
  el.lang = lang;
  document.body.append(el);
  await el.updateComplete;
  expect(el.querySelector('[data-rules]')?.getAttribute('lang')).toBe(lang);
  return el.textContent ?? '';
}

describe('<birimba-rules>', () => {
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
});
