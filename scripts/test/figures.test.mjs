// scripts/figures.mjs: figures written between their markers from their results, and a doc whose figure is not
// what its results give, or whose marker is unknown or left open, found.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fillFigures, figureText, markers, normalized, resultsReader, unshown } from '../figures.mjs';
import { FIGURES } from '../figures/index.mjs';
import { kb, pct, signed, table } from '../figures/format.mjs';

const figures = {
  size: { sources: ['sizes.json'], text: (s) => kb(s.gzipBytes) },
  rows: { sources: ['sizes.json'], text: (s) => table(['file', 'gzipped'], [['a.js', kb(s.gzipBytes)]]) },
};
const read = (path) => {
  if (path !== 'sizes.json') throw new Error(`${path} is missing`);
  return { gzipBytes: 95_200 };
};

test('a figure between its markers is written from its results, inline or as a block', () => {
  const doc =
    'The build is <!-- figure:size -->63.4 KB<!-- /figure --> gzipped.\n\n<!-- figure:rows -->\n<!-- /figure -->\n';
  const { text, problems } = fillFigures(doc, { figures, read });
  assert.deepEqual(problems, []);
  assert.match(text, /The build is <!-- figure:size -->95\.2 KB<!-- \/figure --> gzipped\./);
  assert.match(
    text,
    /<!-- figure:rows -->\n\n\| file \| gzipped \|\n\| --- \| --- \|\n\| a\.js \| 95\.2 KB \|\n\n<!-- \/figure -->/,
  );
});

test('a figure already right is left as it is, a table however Prettier padded it', () => {
  const doc = [
    'Size <!-- figure:size -->95.2 KB<!-- /figure -->.',
    '<!-- figure:rows -->',
    '',
    '| file | gzipped |',
    '| ---- | ------- |',
    '| a.js | 95.2 KB |',
    '',
    '<!-- /figure -->',
  ].join('\n');
  assert.equal(fillFigures(doc, { figures, read }).text, doc);
  assert.equal(normalized('| a.js   |  95.2 KB |\n| ---- | --- |'), normalized('| a.js | 95.2 KB |\n| --- | --- |'));
  assert.notEqual(normalized('95.2 KB'), normalized('95.3 KB'));
});

test('an unknown figure, a marker left open and a missing results file are problems, each naming the doc', () => {
  const unknown = fillFigures('It is <!-- figure:sise -->1 KB<!-- /figure -->', { figures, read, doc: 'a.md' });
  assert.deepEqual(unknown.problems, ['a.md: figure sise is not in scripts/figures/index.mjs']);
  const open = fillFigures('It is <!-- figure:size -->1 KB', { figures, read, doc: 'a.md' });
  assert.match(open.problems.join(), /a\.md: 1 figure marker\(s\) without their <!-- \/figure -->/);
  const missing = { size: { sources: ['gone.json'], text: () => '' } };
  const gone = fillFigures('It is <!-- figure:size -->1 KB<!-- /figure -->', { figures: missing, read, doc: 'a.md' });
  assert.deepEqual(gone.problems, ['a.md: figure size: gone.json is missing']);
});

test('a figure at the start of a line is a problem, as Markdown would read the line as HTML', () => {
  const doc =
    'The build is\n<!-- figure:size -->95.2 KB<!-- /figure --> gzipped.\n\n<!-- figure:rows -->\n<!-- /figure -->\n';
  assert.deepEqual(fillFigures(doc, { figures, read, doc: 'a.md' }).problems, [
    'a.md:2: a figure starts the line; Markdown reads it as HTML: put a word before it',
  ]);
  const listed = '- <!-- figure:size -->95.2 KB<!-- /figure --> gzipped';
  assert.equal(fillFigures(listed, { figures, read, doc: 'a.md' }).problems.length, 1);
});

test('the markers of a text are found with their text, and a figure no text shows is named', () => {
  const doc = 'x <!-- figure:size -->1<!-- /figure --> y <!-- figure:size -->2<!-- /figure -->';
  assert.deepEqual(markers(doc).found, [
    { id: 'size', inner: '1' },
    { id: 'size', inner: '2' },
  ]);
  assert.deepEqual(unshown(figures, [doc]), ['rows']);
});

test('a marker quoted in code is text, not a marker', () => {
  const doc = 'A figure stands between `<!-- figure:ID -->` and `<!-- /figure -->`.';
  assert.deepEqual(markers(doc), { found: [], unmatched: 0 });
  assert.deepEqual(fillFigures(doc, { figures, read }), { text: doc, problems: [] });
});

test('a results file is read from the given root, and its absence said', () => {
  const dir = mkdtempSync(join(tmpdir(), 'figures-'));
  writeFileSync(join(dir, 'r.json'), '{"n": 3}');
  const readHere = resultsReader(dir);
  assert.deepEqual(readHere('r.json'), { n: 3 });
  assert.throws(() => readHere('s.json'), /s\.json is missing: run the benchmark that writes it/);
});

test('every figure the docs may quote is made from the committed results', () => {
  const readRepo = resultsReader();
  for (const [id, figure] of Object.entries(FIGURES)) {
    const text = figureText(figure, readRepo);
    assert.equal(typeof text, 'string', id);
    assert.ok(text.trim().length > 0, id);
    assert.doesNotMatch(text, /NaN|undefined/, id);
  }
});

test('figures are written as the docs write them', () => {
  assert.equal(kb(95_249), '95.2 KB');
  assert.equal(pct(0.94), '94.0 %');
  assert.equal(signed(-17.44), '−17.4');
  assert.equal(signed(22.9), '+22.9');
});
