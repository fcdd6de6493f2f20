// A player's handle: a readable URL made from the name they chose, unique ignoring case, accents and Greek capitals
// that look like Latin ones — two people may share a name, never a handle.
import * as fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { HANDLE_LENGTH, HANDLE_PATTERN, NAME_MAX_LENGTH } from '@birimba/protocol';
import { NameSchema } from '@birimba/protocol/schemas';
import { freeHandle, handleBase, handleCandidates, handleKey, handleKeysOf } from '../src/accounts/handle.js';

/** Latin capitals and the Greek capitals drawn the same. */
const TWINS: readonly (readonly [string, string])[] = [
  ['A', 'Α'],
  ['B', 'Β'],
  ['E', 'Ε'],
  ['H', 'Η'],
  ['I', 'Ι'],
  ['K', 'Κ'],
  ['M', 'Μ'],
  ['N', 'Ν'],
  ['O', 'Ο'],
  ['P', 'Ρ'],
  ['T', 'Τ'],
  ['X', 'Χ'],
  ['Y', 'Υ'],
  ['Z', 'Ζ'],
];

const latinWord = fc.string({
  unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ09 -_'),
  minLength: 1,
});
const greekWord = fc.string({
  unit: fc.constantFrom(...'αβγδεζηθικλμνξοπρσςτυφχψωάέήίόύώϊϋΐΰΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩ'),
  minLength: 1,
});
const takenName = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: NAME_MAX_LENGTH })
  .filter((name) => v.safeParse(NameSchema, name).success);

describe('a handle’s key', () => {
  it('is one for Νίκος and NIKOS, for «Βob» with a Greek Beta and Bob, and for Ζωή and ΖΩΗ', () => {
    expect(handleKey('Νίκος')).toBe(handleKey('NIKOS'));
    expect(handleKey('Νίκος')).toBe('nikos');
    expect(handleKey('Βob')).toBe(handleKey('Bob'));
    expect(handleKey('Ζωή')).toBe(handleKey('ΖΩΗ'));
  });

  it('is not one for different names', () => {
    expect(handleKey('Nikos')).not.toBe(handleKey('Nikolas'));
    expect(handleKey('Maria')).not.toBe(handleKey('Mario'));
  });

  it('reads compatibility forms as their plain letters (NFKC): full-width, ligatures', () => {
    expect(handleKey('ｎｉｋｏｓ')).toBe('nikos');
    expect(handleKey('ﬁona')).toBe(handleKey('fiona'));
  });

  it('ignores the separators of a numbered handle: nikos-2, nikos_2 and «Nikos 2» are one', () => {
    expect(handleKey('nikos-2')).toBe(handleKey('nikos_2'));
    expect(handleKey('Nikos 2')).toBe(handleKey('nikos-2'));
  });

  it('is its own key (the key of a key changes nothing)', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (text) => handleKey(handleKey(text)) === handleKey(text)));
  });

  it('is the same in any case', () => {
    fc.assert(
      fc.property(fc.oneof(latinWord, greekWord), (text) => {
        expect(handleKey(text.toUpperCase())).toBe(handleKey(text));
        expect(handleKey(text.toLowerCase())).toBe(handleKey(text));
      }),
    );
  });

  it('is the same with any Latin capital written as its Greek twin', () => {
    const swaps = fc.array(fc.boolean(), { minLength: 40, maxLength: 40 });
    fc.assert(
      fc.property(latinWord, swaps, (text, swap) => {
        const greek = [...text.toUpperCase()]
          .map((c, i) => (swap[i] === true ? (TWINS.find(([latin]) => latin === c)?.[1] ?? c) : c))
          .join('');
        expect(handleKey(greek)).toBe(handleKey(text));
      }),
    );
  });

  it('ignores accents, composed or not', () => {
    expect(handleKey('Νίκος')).toBe(handleKey('Νικος'));
    expect(handleKey('Zoë')).toBe(handleKey('Zoe'));
    expect(handleKey('Zoe\u0308')).toBe(handleKey('Zoë'));
    fc.assert(fc.property(greekWord, (text) => handleKey(text.normalize('NFD')) === handleKey(text.normalize('NFC'))));
  });
});

describe('the handles a typed text may name', () => {
  it.each([
    ['Πέτρος', 'petros'],
    ['ΠΕΤΡΟΣ', 'petros'],
    ['Ελένη', 'eleni'],
    ['Ζωή', 'zoi'],
    ['ΧΡΗΣΤΟΣ', 'christos'],
    ['Νίκος', 'nikos'],
  ])('finds the handle %s was given, typed as the name (%s)', (name, handle) => {
    expect(handleBase(name)).toBe(handle);
    expect(handleKeysOf(name)[0]).toBe(handleKey(handle));
  });

  it('finds the handle of any Greek name typed as it was written', () => {
    fc.assert(
      fc.property(
        greekWord.filter((w) => !handleBase(w).startsWith('player')),
        (word) => {
          expect(handleKeysOf(word)[0]).toBe(handleKey(handleBase(word)));
        },
      ),
    );
  });

  it('reads a Latin text with a Greek twin in it as its look-alike first: «Βob» is bob, then vob', () => {
    expect(handleKeysOf('Βob')).toEqual(['bob', 'vob']);
    expect(handleKeysOf('nikos-2')).toEqual(['nikos2']);
  });

  it('names nothing for a text of no letters or digits', () => {
    expect(handleKeysOf('--')).toEqual([]);
  });
});

describe('the handle a name asks for', () => {
  it.each([
    ['Νίκος', 'nikos'],
    ['Πέτρος', 'petros'],
    ['Ελένη', 'eleni'],
    ['Χρήστος', 'christos'],
    ['Ευάγγελος', 'evangelos'],
    ['Γιώργος Παπαδόπουλος', 'giorgos-papadopoulos'],
    ['Λαΐς', 'lais'],
    ['Παύλος', 'pavlos'],
    ['Ταΰγετος', 'taygetos'],
    ['Βob', 'vob'],
    ['Zoë', 'zoe'],
    ['Maria K.', 'maria-k'],
    ['maria_k', 'maria_k'],
    ['Ελένη ❤️', 'eleni'],
    ['Al', 'player-al'],
    ['李小龍', 'player'],
  ])('of %s is %s', (name, handle) => {
    expect(handleBase(name)).toBe(handle);
  });

  it('is cut to leave room for a number', () => {
    const base = handleBase('Αικατερίνη-Μαργαρίτα Παπαδοπούλου');
    expect(base.length).toBeLessThanOrEqual(HANDLE_LENGTH.max - 3);
    expect(base).toBe('aikaterini-margarita');
  });

  it('matches the URL pattern for every name the name rules take, numbered too', () => {
    fc.assert(
      fc.property(takenName, fc.integer({ min: 0, max: 200 }), (name, numbered) => {
        const candidates = handleCandidates(name);
        for (let i = 0; i < numbered; i++) candidates.next();
        const handle = candidates.next().value;
        expect(handle).toMatch(HANDLE_PATTERN);
        expect(encodeURIComponent(handle)).toBe(handle);
      }),
    );
  });
});

describe('a handle taken', () => {
  it('numbers the next person of the same key: NIKOS after Νίκος is nikos-2, the third nikos-3', () => {
    const taken = new Set([handleKey(freeHandle('Νίκος', new Set()))]);
    const second = freeHandle('NIKOS', taken);
    expect(second).toBe('nikos-2');
    taken.add(handleKey(second));
    expect(freeHandle('nikos', taken)).toBe('nikos-3');
  });

  it('skips a number another name took as its base (Nikos2 holds nikos-2’s key)', () => {
    expect(freeHandle('Nikos', new Set(['nikos', handleKey('Nikos2')]))).toBe('nikos-3');
  });

  it('is numbered within the longest handle', () => {
    const name = 'x'.repeat(NAME_MAX_LENGTH);
    const taken = new Set<string>();
    for (let i = 0; i < 120; i++) {
      const handle = freeHandle(name, taken);
      expect(handle.length).toBeLessThanOrEqual(HANDLE_LENGTH.max);
      expect(taken.has(handleKey(handle))).toBe(false);
      taken.add(handleKey(handle));
    }
  });
});
