// A chat line is cleaned as a name is (issue 48, item 5): the tricks that turn a line around or hide characters in it
// are refused by `ChatTextSchema` — and by the published JSON Schema — while what people write, in Greek, with
// accents, with emoji joined into one (a family, a profession) is taken.
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ChatTextSchema } from '../src/schemas/index.js';
import { schemaFile } from '../scripts/json-schema.js';

const takes = (text: string): boolean => v.safeParse(ChatTextSchema, text).success;
const published = JSON.parse(readFileSync(schemaFile('client-message.schema.json'), 'utf8')) as unknown;
const jsonTakes = new Ajv2020({ strict: false }).compile(published as object);
const asMessage = (text: string): unknown => ({ type: 'chat', payload: { text } });

/** What people write at a table. */
const LINES = [
  'Καλή τύχη σε όλους!',
  'ᾅδης ᾅδης',
  'Nguyễn: well played <b>really</b>',
  'Bravo \u2764\ufe0f 👍🏽', // a heart with its variation selector
  'Our family 👨\u200d👩\u200d👧 and the astronaut 👩🏽\u200d🚀', // emoji joined into one
  ' spaces at the ends are shown as typed ',
];

/** What a hostile client may send. */
const TRICKS: readonly (readonly [string, string])[] = [
  ['a right-to-left override', 'you win\u202e!esol uoy'],
  ['a bidi isolate', 'hi \u2066there\u2069'],
  ['a right-to-left mark', 'hi\u200f there'],
  ['a zero-width space', 'hi\u200bthere'],
  ['a zero-width joiner between letters', 'Ma\u200dria'],
  ['a zero-width joiner alone', '\u200d'],
  ['a zero-width joiner after an emoji, before a letter', '👨\u200dx'],
  ['a byte order mark', '\ufeffhi'],
  ['a soft hyphen', 'in\u00advisible'],
  ['a Hangul filler', 'hi \u3164'],
  ['only spaces and marks', '  \u0301 '],
  ['a stack of marks', `e${'\u0301'.repeat(5)}`],
  ['two lines', 'one\ntwo'],
  ['a line separator', 'one\u2028two'],
];

describe('a chat line', () => {
  it('is taken as people write it', () => {
    for (const line of LINES) {
      expect(takes(line), line).toBe(true);
      expect(jsonTakes(asMessage(line)), line).toBe(true);
    }
  });

  it('refuses what turns it around or hides characters in it, as names do', () => {
    for (const [what, line] of TRICKS) expect(takes(line), what).toBe(false);
    // The published schema says the same but for the decomposed count of marks.
    for (const [what, line] of TRICKS.filter(([, l]) => !l.normalize('NFC').startsWith('é')))
      expect(jsonTakes(asMessage(line)), what).toBe(false);
  });
});
