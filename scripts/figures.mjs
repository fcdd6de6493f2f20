// Writes the measured figures of the READMEs and docs from the results files of the scripts that measure them, and
// checks that they are: a figure stands between `<!-- figure:ID -->` and `<!-- /figure -->`, inline (`a game is about
// <!-- figure:engine-moves -->189<!-- /figure --> moves`) or as a block (a table), and scripts/figures/index.mjs says
// which results file each ID is made from and how. No figure that a script measures is
// typed by hand. Usage: node scripts/figures.mjs [--write | --check]; --write (the default) fills the markers
// and formats the docs it changed with Prettier; --check writes nothing and fails (exit 1) when a marker
// holds other than what its results give, names an ID nobody knows, is left open, or when a known ID is in no doc.

import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as prettier from 'prettier';
import { FAMILIES, FIGURES } from './figures/index.mjs';
import { root } from './mutation-records.mjs';

const OPEN = '<!-- figure:';
// A marker quoted in code (`<!-- figure:ID -->`, as the docs explain them) is text, not a marker.
const OPENING = /(?<!`)<!-- figure:/g;
const MARKER = /(?<!`)<!-- figure:([\w.:-]+) -->([\s\S]*?)<!-- \/figure -->/g;

/** The docs whose figures are kept: the READMEs of the repository and its packages, and docs/. */
export function docPaths() {
  const readmes = ['packages', 'apps'].flatMap((dir) =>
    readdirSync(join(root, dir), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => join(dir, d.name, 'README.md')),
  );
  const docs = readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => join('docs', f));
  return ['README.md', ...readmes, ...docs].filter((p) => existsSync(join(root, p)));
}

/** The markers of a text: each `{ id, inner }`, and how many opened without a match (left open, misspelt). */
export function markers(text) {
  const found = [...text.matchAll(MARKER)].map((m) => ({ id: m[1], inner: m[2] }));
  return { found, unmatched: [...text.matchAll(OPENING)].length - found.length };
}

/** A figure's text as it sits between its markers: a block (it has lines) on lines of its own. */
const placed = (text) => (text.includes('\n') ? `\n\n${text}\n\n` : text);

/** What a figure reads as, whatever Prettier made of it: spaces collapsed, a table's padding and rules ignored. */
export const normalized = (text) =>
  text
    .replace(/-{3,}/g, '---')
    .replace(/\s+/g, ' ')
    .replace(/ ?\| ?/g, '|')
    .trim();

/**
 * A results reader over the repository: `read(path)` is the parsed JSON of `path` (from the root), read once.
 * A missing or broken file throws, saying which.
 */
export function resultsReader(base = root) {
  const cache = new Map();
  return (path) => {
    if (!cache.has(path)) {
      let text;
      try {
        text = readFileSync(join(base, path), 'utf8');
      } catch {
        throw new Error(`${path} is missing: run the benchmark that writes it`);
      }
      cache.set(path, JSON.parse(text));
    }
    return cache.get(path);
  };
}

/** A figure's text from its results: `figure.text(...the parsed sources)`. */
export function figureText(figure, read) {
  return figure.text(...figure.sources.map((s) => read(s)));
}

/**
 * The figure an ID names: one of `figures`, or one of a family's (`family:a:b` is `families.family('a', 'b')`, for a
 * field of one run quoted in the prose). Undefined when neither knows it.
 */
export function figureOf(id, figures, families = {}) {
  if (Object.hasOwn(figures, id)) return figures[id];
  const [family, ...args] = id.split(':');
  return args.length > 0 && Object.hasOwn(families, family) ? families[family](...args) : undefined;
}

/**
 * The text with every marker filled from its figure, and what is wrong with its markers: unknown IDs, markers
 * left open, figures that cannot be made from their results.
 */
export function fillFigures(text, { figures, families = {}, read, doc = 'the text' }) {
  const problems = [];
  const { unmatched } = markers(text);
  if (unmatched > 0) problems.push(`${doc}: ${String(unmatched)} figure marker(s) without their <!-- /figure -->`);
  // A line that starts with a marker is an HTML block to Markdown: its line is not read as Markdown, and Prettier
  // sets it apart as a paragraph of its own. A block figure's opening marker stands alone on its line.
  for (const [n, line] of text.split('\n').entries())
    if (/^\s*(?:[-*+] |\d+\. )?<!-- figure:[\w.:-]+ -->\S/.test(line))
      problems.push(
        `${doc}:${String(n + 1)}: a figure starts the line; Markdown reads it as HTML: put a word before it`,
      );
  const filled = text.replace(MARKER, (whole, id, inner) => {
    let made;
    try {
      const figure = figureOf(id, figures, families);
      if (figure === undefined) {
        problems.push(`${doc}: figure ${id} is not in scripts/figures/index.mjs`);
        return whole;
      }
      made = figureText(figure, read);
    } catch (e) {
      problems.push(`${doc}: figure ${id}: ${e instanceof Error ? e.message : String(e)}`);
      return whole;
    }
    return normalized(inner) === normalized(made) ? whole : `${OPEN}${id} -->${placed(made)}<!-- /figure -->`;
  });
  return { text: filled, problems };
}

/** The IDs no doc shows: a figure measured for nobody. */
export const unshown = (figures, texts) => {
  const shown = new Set(texts.flatMap((t) => markers(t).found.map((m) => m.id)));
  return Object.keys(figures).filter((id) => !shown.has(id));
};

/** `…text around the first place where a and b part…`, of each. */
function parting(a, b) {
  let at = 0;
  while (at < a.length && a[at] === b[at]) at++;
  const around = (t) => JSON.stringify(`${at > 30 ? '…' : ''}${t.slice(Math.max(0, at - 30), at + 50)}`);
  return [around(a), around(b)];
}

/** Each figure of a doc whose text differs from its results', as a sentence. */
function staleFigures(before, after, doc) {
  const was = markers(before).found;
  return markers(after).found.flatMap((m, i) => {
    const [says, gives] = parting(normalized(was[i]?.inner ?? ''), normalized(m.inner));
    return says === gives ? [] : [`${doc}: figure ${m.id} says ${says}, its results give ${gives}`];
  });
}

async function main() {
  const check = process.argv.includes('--check');
  const read = resultsReader();
  const problems = [];
  const texts = [];
  for (const doc of docPaths()) {
    const path = join(root, doc);
    const before = readFileSync(path, 'utf8');
    texts.push(before);
    if (before.search(OPENING) < 0) continue;
    const filled = fillFigures(before, { figures: FIGURES, families: FAMILIES, read, doc });
    problems.push(...filled.problems);
    if (check) problems.push(...staleFigures(before, filled.text, doc));
    // A doc with a problem is left as it is: Prettier would set a figure starting a line apart, for one.
    else if (filled.text !== before && filled.problems.length === 0) {
      const options = (await prettier.resolveConfig(path)) ?? {};
      writeFileSync(path, await prettier.format(filled.text, { ...options, filepath: path }));
      console.log(`${relative(root, path)}: figures written`);
    }
  }
  for (const id of unshown(FIGURES, texts)) problems.push(`figure ${id} is in no README or doc`);
  for (const p of problems) console.error(`figures: ${p}`);
  if (check && problems.some((p) => p.includes(' says ')))
    console.error('figures: run node scripts/figures.mjs to write them from their results');
  process.exitCode = problems.length === 0 ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    await main();
  } catch (e) {
    console.error(`figures: ${e instanceof Error ? e.message : String(e)}`);
    process.exitCode = 1;
  }
}
