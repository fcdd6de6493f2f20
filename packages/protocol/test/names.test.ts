// A display name is something every player at the table can see and tell apart: the tricks a hostile client tried
// (issue 34) are refused by `NameSchema`, the names of real people in Greek, Vietnamese or with an emoji are taken, and
// the published JSON Schema refuses what its pattern can say.
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { NAME_MAX_LENGTH } from '../src/index.js';
import { NameSchema } from '../src/schemas/index.js';
import { schemaFile } from '../scripts/json-schema.js';

const takes = (name: string): boolean => v.safeParse(NameSchema, name).success;
const published = JSON.parse(readFileSync(schemaFile('join-options.schema.json'), 'utf8')) as {
  properties: { name: object };
};
const jsonTakes = new Ajv2020({ strict: false }).compile(published.properties.name);

/** Names people have: several scripts, accents (decomposed too), an emoji with its variation selector. */
const PEOPLE = [
  'Maria',
  'Μαρία',
  'ᾅδης', // polytonic Greek: a letter with three marks, precomposed
  'α\u0314\u0301\u0345δης', // the same, decomposed: three marks on one letter
  'Nguyễn Thị',
  'Ελένη ❤️',
  'Zoë',
  '李小龍',
  'x'.repeat(NAME_MAX_LENGTH),
];

/** What a hostile client sent (issue 34, item 5) and its kin. */
const TRICKS: readonly (readonly [string, string])[] = [
  ['a zero-width space alone', '\u200b'],
  ['24 zero-width joiners', '\u200d'.repeat(24)],
  ['a zero-width joiner inside a name', 'Ma\u200dria'],
  ['a Hangul filler alone', '\u3164'],
  ['a Hangul filler padding a name', '\u3164Maria'],
  ['a halfwidth Hangul filler', '\uffa0'],
  ['a right-to-left override', 'Maria\u202eairaM'],
  ['a bidi isolate', '\u2066Maria\u2069'],
  ['a soft hyphen', 'Ma\u00adria'],
  ['a byte order mark', '\ufeffMaria'],
  ['a lone high surrogate', 'a\ud800b'],
  ['a lone low surrogate', 'a\udc00b'],
  ['combining marks alone', '\u0301\u0301'],
  ['a stack of combining marks', `Ma${'\u0301'.repeat(8)}ria`],
  ['four marks on one letter', 'a\u0301\u0302\u0303\u0304'],
  ['a Braille blank alone', '\u2800'],
  ['a line separator', 'M\u2028'],
  ['a control character', 'Ma\u0000ria'],
  ['a space at the end', 'Maria '],
];

describe('NameSchema', () => {
  it.each(PEOPLE)('takes the name %s', (name) => {
    expect(takes(name)).toBe(true);
    expect(jsonTakes(name)).toBe(true);
  });

  it.each(TRICKS)('refuses %s', (_what, name) => {
    expect(takes(name)).toBe(false);
    expect(jsonTakes(name)).toBe(false);
  });

  it('refuses three marks on a letter that already carries two once decomposed; the pattern cannot say so', () => {
    // ệ is e + two marks in NFD: with three more, five marks sit on one letter.
    const name = '\u1ec7\u0301\u0302\u0303';
    expect(takes(name)).toBe(false);
    expect(jsonTakes(name)).toBe(true);
    expect((published.properties.name as { description?: string }).description).toMatch(/decompos/);
  });
});
