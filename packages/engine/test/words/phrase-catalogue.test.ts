// docs/phrases.md is what the phrase book says, word for word, and it shows a sentence of every key: each move event,
// refusal code, malformed move, meld fault, rule field and its choices, and kind of decision reason.

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  DECISION_REASON_KINDS,
  ILLEGAL_MOVE_CODES,
  MELD_FAULTS,
  MOVE_EVENT_KINDS,
  RULE_FIELDS,
  RULE_INFO,
  SUITS,
} from '../../src/index.js';
import { REGENERATE, SECTIONS, phraseCatalogue } from './phrase-catalogue.js';
import { MALFORMED_PROBLEMS } from './phrase-samples.js';

/**
 * The repository's docs/phrases.md, found upwards from this file: the test also runs in a copy of the package
 * (Stryker's sandbox, packages/engine/.stryker-tmp/…), one folder deeper.
 */
function catalogueFile(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'pnpm-workspace.yaml'))) {
    const up = dirname(dir);
    if (up === dir) throw new Error('phrase catalogue: no pnpm-workspace.yaml above the test, so no docs/');
    dir = up;
  }
  return join(dir, 'docs', 'phrases.md');
}

/** The rows of one section of a catalogue: each row's cells, the key without its backticks. */
function rows(markdown: string, title: string): string[][] {
  const start = markdown.indexOf(`\n## ${title}\n`);
  if (start < 0) return [];
  const end = markdown.indexOf('\n## ', start + 1);
  return markdown
    .slice(start, end < 0 ? undefined : end)
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) =>
      line
        .slice(2, -2)
        .split(/(?<!\\) \| /)
        .map((c, i) => (i === 0 ? c.trim().replace(/^`|`$/g, '') : c.trim())),
    );
}

const keys = (markdown: string, title: string): Set<string> => new Set(rows(markdown, title).map((r) => r[0] ?? ''));

describe('the phrase catalogue (docs/phrases.md)', () => {
  // Each test makes the catalogue itself (a few milliseconds): code run while tests are collected is covered by no
  // test, and a mutation run would count the book's sentences as untested.
  it('is what the phrase book says', () => {
    const made = phraseCatalogue();
    if (process.env['UPDATE_PHRASES'] === '1') writeFileSync(catalogueFile(), made);
    const written = readFileSync(catalogueFile(), 'utf8');
    expect(written, `docs/phrases.md is not what the phrase book says; write it again: ${REGENERATE}`).toBe(made);
  });

  it('has a sentence of every move event, refusal code, meld fault and reason kind', () => {
    const made = phraseCatalogue();
    expect([...keys(made, SECTIONS.events)].sort()).toEqual([...MOVE_EVENT_KINDS].sort());
    expect([...keys(made, SECTIONS.refusals)].sort()).toEqual([...ILLEGAL_MOVE_CODES].sort());
    expect([...keys(made, SECTIONS.refusalCodes)].sort()).toEqual([...ILLEGAL_MOVE_CODES].sort());
    expect([...keys(made, SECTIONS.faults)].sort()).toEqual([...MELD_FAULTS].sort());
    expect([...keys(made, SECTIONS.decisions)].sort()).toEqual([...DECISION_REASON_KINDS].sort());
    const suits = [...keys(made, SECTIONS.cards)].filter((k) => k.length === 1);
    expect(suits.sort()).toEqual([...SUITS].sort());
  });

  it('has every rule field’s label, description and every choice', () => {
    const made = phraseCatalogue();
    const ruleRows = rows(made, SECTIONS.rules);
    expect([...new Set(ruleRows.map((r) => r[0]))]).toEqual([...RULE_FIELDS]);
    for (const info of RULE_INFO) {
      const notes = ruleRows.filter((r) => r[0] === info.field).map((r) => r[1]);
      const choices = info.kind === 'choice' ? info.choices.map((c) => `choice ${String(c)}`) : [];
      expect(notes).toEqual(['label', 'description', ...choices]);
    }
  });

  it('tells every kind of malformed move', () => {
    const made = phraseCatalogue();
    const malformed = rows(made, SECTIONS.refusals).filter((r) => r[0] === 'malformed-move');
    for (const problem of MALFORMED_PROBLEMS) expect(malformed.some((r) => r[1]?.startsWith(problem))).toBe(true);
  });

  it('fills both languages in every row, in their own letters', () => {
    const made = phraseCatalogue();
    const all = Object.values(SECTIONS).flatMap((title) => rows(made, title));
    expect(all.length).toBeGreaterThan(100);
    for (const [key, note, en, el] of all) {
      const where = `${key ?? ''} (${note ?? ''})`;
      expect(en?.trim(), where).not.toBe('');
      expect(el?.trim(), where).not.toBe('');
      expect(en, where).not.toMatch(/[α-ωά-ώ]/i);
      // A Greek cell with no Greek letter would be English left untranslated; a suit's name is Greek too.
      if (!/^[A-Z0-9]{1,3}$/.test(el ?? '')) expect(el, where).toMatch(/[α-ωά-ώΑ-ΩΆ-Ώ]/);
    }
  });
});
