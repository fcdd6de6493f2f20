// Writes docs/mutation.md from data, so that its every count, score and table is computed and none is typed twice:
// docs/mutation/template.md holds the text, with {{slots}} for what is computed; docs/mutation/notes.json the notes
// on files' survivors (keyed by source path as the records name the files), the targets and what each slice cost;
// docs/mutation/<pkg>.json the records, every file's counts (scripts/mutation-records.mjs). Prints each package's
// score. Usage: node scripts/mutation-report.mjs [--check]; --check writes nothing and fails (exit 1) when
// docs/mutation.md is not what the data give, or when the root README quotes other scores than the records give.

import { readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as prettier from 'prettier';
import {
  PACKAGES,
  packageScore,
  percent,
  readRecord,
  root,
  score,
  scoreTable,
  summaryLine,
} from './mutation-records.mjs';

const REPORT = join(root, 'docs', 'mutation.md');
const README = join(root, 'README.md');
const TEMPLATE = join(root, 'docs', 'mutation', 'template.md');
const NOTES = join(root, 'docs', 'mutation', 'notes.json');
const WIDTH = 120;

const GENERATED = `<!-- Written by scripts/mutation-report.mjs from docs/mutation/ (template.md, notes.json and the records
engine.json, ai.json): edit those and run it again. -->`;

/** `legalMoves.ts`, `search/plays.ts`: a source path as the text names it. */
const shown = (path) => path.replace(/^src\//, '');
/** `legalMoves`: a file as the tables of slices name it. */
const stem = (path) => basename(path, '.ts');
/** `4,227`. */
const grouped = (n) => n.toLocaleString('en-US');
/** `92.5`, `100`: a percentage in running text. */
const short = (pct) => String(Number(pct.toFixed(1)));
/** `a, b and c`. */
const listed = (items) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);
/** `legalMoves.ts:188`, `:196`. */
const place = (path, lines) => lines.map((l, i) => `\`${i === 0 ? shown(path) : ''}:${l}\``).join(', ');
/** A table cell: its pipes escaped. */
const cell = (text) => text.replaceAll('|', '\\|');

/**
 * `text` wrapped at WIDTH columns, its lines after the first indented by `indent`. No line starts with what Markdown
 * would read as something else (a list item, a heading, a quote, a table, HTML): such a word stays on the line before.
 */
function wrap(text, indent) {
  const [first = '', ...words] = text.split(' ');
  const lines = [first];
  for (const word of words) {
    const line = lines[lines.length - 1];
    if (line.length + 1 + word.length <= WIDTH || /^([-+*>#=|<]|\d+[.)])/.test(word))
      lines[lines.length - 1] = `${line} ${word}`;
    else lines.push(indent + word);
  }
  return lines.join('\n');
}

/** The data the report is made of, each path the notes name checked against the records. */
function readData() {
  const notes = JSON.parse(readFileSync(NOTES, 'utf8'));
  const data = {};
  for (const pkg of PACKAGES) {
    const recorded = readRecord(pkg);
    const note = notes[pkg] ?? {};
    const known = (path) => {
      if (!(path in recorded.files))
        throw new Error(`docs/mutation/notes.json names ${path}, which docs/mutation/${pkg}.json has no record of`);
      return path;
    };
    for (const path of [
      ...(note.ruleFiles ?? []),
      ...Object.keys(note.survivors ?? {}),
      ...Object.keys(note.changed ?? {}),
      ...(note.notes ?? []).flatMap((n) => n.files),
      ...(note.costs ?? []).flatMap((c) => c.slices.flatMap((s) => s.files)),
    ])
      known(path);
    data[pkg] = { recorded, note, totals: packageScore(pkg, recorded), known };
  }
  return data;
}

/** The text's `{{survived path}}` slots: the survivors a file's record counts. */
function expandNote(text, { recorded, known }) {
  return text.replace(/\{\{survived ([^}]+)\}\}/g, (_, path) => String(recorded.files[known(path)].Survived ?? 0));
}

function costsTable(data) {
  const rows = PACKAGES.flatMap((pkg) =>
    (data[pkg].note.costs ?? []).map((c) => {
      const files = c.slices.map((s) => s.files.map((f) => `\`${stem(f)}\``).join(', ')).join('; ');
      const slice = `${pkg}${c.note ? `, ${c.note}` : ''}: ${files}${c.suffix ? ` ${c.suffix}` : ''}`;
      const mutants = c.slices.map((s) => grouped(s.mutants)).join('; ');
      return `| ${cell(slice)} | ${mutants} | ${cell(c.slices.map((s) => s.time).join('; '))} |`;
    }),
  );
  return ['| slice | mutants | time |', '| --- | --- | --- |', ...rows].join('\n');
}

function survivorsTable({ note }) {
  const rows = Object.entries(note.survivors ?? {}).flatMap(([path, list]) =>
    [...list]
      .sort((a, b) => a.lines[0] - b.lines[0])
      .map((s) => `| ${place(path, s.lines)} | ${cell(s.mutant)} | ${cell(s.why)} |`),
  );
  return ['| Where | Mutant | Why it survives |', '| --- | --- | --- |', ...rows].join('\n');
}

function changedList({ note }) {
  return Object.entries(note.changed ?? {})
    .flatMap(([path, list]) => list.map((c) => wrap(`- ${place(path, c.lines)}: ${c.text}`, '  ')))
    .join('\n');
}

function notesList(pkgData) {
  return (pkgData.note.notes ?? [])
    .map((n) => {
      const names =
        n.label !== undefined
          ? `**${n.label}** (${n.files.map((f) => `\`${stem(f)}\``).join(', ')})`
          : `${n.files.map((f) => `**\`${shown(f)}\`**`).join(', ')}${n.aside ? ` (${n.aside})` : ''}`;
      return wrap(`- ${names}: ${expandNote(n.text, pkgData)}`, '  ');
    })
    .join('\n');
}

/** `every one of its 22 files`, or how many of them and which are not measured. */
function extent({ totals }) {
  if (totals.missing.length === 0) return `every one of its ${totals.sourceFiles} files`;
  return `${totals.measured} of its ${totals.sourceFiles} files (not yet: ${totals.missing.map((f) => `\`${shown(f)}\``).join(', ')})`;
}

/** Each package's score against its target: `met`, or which fell short. */
function verdict(data) {
  const below = PACKAGES.filter((pkg) => (data[pkg].totals.score?.pct ?? 0) < data[pkg].note.target);
  return below.length === 0
    ? 'met'
    : `not met by ${listed(below.map((pkg) => `${pkg} (${percent(data[pkg].totals.score)})`))}`;
}

/** The lowest and the highest score of the rule files: `92.5–100 %`. */
function ruleFileRange({ recorded, note }) {
  const pcts = (note.ruleFiles ?? []).map((f) => score(recorded.files[f])?.pct ?? 0);
  return `${short(Math.min(...pcts))}–${short(Math.max(...pcts))} %`;
}

/** What each slot of the template gives. */
function slots(data) {
  const total = (pkg) => data[pkg].totals.score ?? { detected: 0, valid: 0, pct: 0 };
  return {
    table: (pkg) => scoreTable(data[pkg].recorded),
    summary: (pkg) => {
      const [name, rest] = summaryLine(pkg, data[pkg].recorded).split(/: (.*)/s);
      return `**${name}:** ${rest}.`;
    },
    target: (pkg) => String(data[pkg].note.target),
    score: (pkg) => percent(data[pkg].totals.score),
    detected: (pkg) => grouped(total(pkg).detected),
    valid: (pkg) => grouped(total(pkg).valid),
    extent: (pkg) => extent(data[pkg]),
    verdict: () => verdict(data),
    ruleFiles: (pkg) => listed((data[pkg].note.ruleFiles ?? []).map((f) => `\`${shown(f)}\``)),
    ruleFileRange: (pkg) => ruleFileRange(data[pkg]),
    costs: () => costsTable(data),
    survivors: (pkg) => survivorsTable(data[pkg]),
    changed: (pkg) => changedList(data[pkg]),
    notes: (pkg) => notesList(data[pkg]),
  };
}

/** docs/mutation.md as the data give it, formatted as Prettier formats it. */
export async function renderReport(data = readData()) {
  const fill = slots(data);
  const text = readFileSync(TEMPLATE, 'utf8').replace(/\{\{([^}]*)\}\}/g, (whole, inside) => {
    const [name = '', pkg, ...rest] = inside.split(' ');
    if (!Object.hasOwn(fill, name) || (pkg !== undefined && !PACKAGES.includes(pkg)) || rest.length > 0)
      throw new Error(`docs/mutation/template.md: unknown slot ${whole}`);
    return fill[name](pkg);
  });
  const options = (await prettier.resolveConfig(REPORT)) ?? {};
  return prettier.format(`${GENERATED}\n\n${text}`, { ...options, filepath: REPORT });
}

/** Writes docs/mutation.md; returns its path as the repository names it. */
export async function writeReport() {
  writeFileSync(REPORT, await renderReport());
  return 'docs/mutation.md';
}

/** Where the root README's quoted scores (its mutation testing item) differ from the records'. */
function readmeProblems(data) {
  // Its lines wrap anywhere: read as one line.
  const readme = readFileSync(README, 'utf8').replace(/\s+/g, ' ');
  const problems = [];
  const labels = { engine: 'Engine', ai: 'ai' };
  for (const pkg of PACKAGES) {
    const { score: t, missing, measured, sourceFiles } = data[pkg].totals;
    const quoted = new RegExp(
      `\\b${labels[pkg]} \\*\\*([^*]+)\\*\\* \\((\\d+) of (\\d+)(?:[^,)]*, all (\\d+) files)?`,
    ).exec(readme);
    const computed = `${percent(t)} (${t?.detected} of ${t?.valid})`;
    if (quoted === null) problems.push(`README.md does not quote ${pkg}'s score as "${labels[pkg]} **…** (n of m"`);
    else if (`${quoted[1]} (${quoted[2]} of ${quoted[3]})` !== computed)
      problems.push(
        `README.md quotes ${pkg} at ${quoted[1]} (${quoted[2]} of ${quoted[3]}); the records give ${computed}`,
      );
    else if (quoted[4] !== undefined && (missing.length > 0 || Number(quoted[4]) !== measured))
      problems.push(
        `README.md says all ${quoted[4]} of ${pkg}'s files are measured; the records measure ${measured} of its ${sourceFiles}${missing.length === 0 ? '' : ` (not ${missing.join(', ')})`}`,
      );
  }
  const range = /the rule files at ([^)]+)\)/.exec(readme)?.[1];
  if (range !== undefined && range !== ruleFileRange(data.engine))
    problems.push(`README.md puts the rule files at ${range}; the records give ${ruleFileRange(data.engine)}`);
  const targets = /Targets: engine ≥ (\d+) %, ai ≥ (\d+) %/.exec(readme);
  if (
    targets !== null &&
    (Number(targets[1]) !== data.engine.note.target || Number(targets[2]) !== data.ai.note.target)
  )
    problems.push(`README.md's targets are not those of docs/mutation/notes.json`);
  return problems;
}

/** Records of files the tree no longer has (renamed or removed since their run): their keys need the new paths. */
const goneProblems = (data) =>
  PACKAGES.flatMap((pkg) =>
    data[pkg].totals.gone.map(
      (f) =>
        `docs/mutation/${pkg}.json records ${f}, which packages/${pkg}/src no longer has: if it was renamed, rename its key there and in docs/mutation/notes.json`,
    ),
  );

async function main() {
  const data = readData();
  for (const pkg of PACKAGES) console.log(summaryLine(pkg, data[pkg].recorded));
  if (!process.argv.includes('--check')) {
    writeFileSync(REPORT, await renderReport(data));
    console.log('docs/mutation.md written');
    for (const p of goneProblems(data)) console.error(`mutation-report: ${p}`);
    return;
  }
  const problems = [...goneProblems(data), ...readmeProblems(data)];
  if (readFileSync(REPORT, 'utf8') !== (await renderReport(data)))
    problems.unshift('docs/mutation.md is not what docs/mutation/ gives: run node scripts/mutation-report.mjs');
  for (const p of problems) console.error(`mutation-report: ${p}`);
  process.exitCode = problems.length === 0 ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    await main();
  } catch (e) {
    // A template or notes that name what is not there: one line, no stack.
    console.error(`mutation-report: ${e instanceof Error ? e.message : String(e)}`);
    process.exitCode = 1;
  }
}
