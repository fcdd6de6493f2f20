// What a Greek proof-reader of docs/phrases.md found: words that must agree with their noun, and a rule told as it is.

import { describe, expect, it } from 'vitest';
import { phraseText, tellMeldFault, tellRefusal } from '../../src/index.js';

const el = { locale: 'el' } as const;

describe('the Greek of the phrase book', () => {
  it('gives a lay-off its own cards (το κόλλημα … του) and a meld its own (η κατεβασιά … της)', () => {
    const missing = (moveType: string): string =>
      phraseText(tellRefusal({ code: 'malformed-move', problem: 'no-cards', moveType }, el));
    expect(missing('layOff')).toBe('άκυρη κίνηση: το κόλλημα θέλει τα φύλλα του');
    expect(missing('meld')).toBe('άκυρη κίνηση: η κατεβασιά θέλει τα φύλλα της');
  });

  it('says a meld holds at most one wild, not that it has one', () => {
    expect(phraseText(tellMeldFault({ code: 'two-wilds', noNatural: false }, el))).toBe(
      'δύο μπαλαντέρ: μια κατεβασιά έχει το πολύ έναν',
    );
  });
});
