// A benchmark's figures kept for the docs: `--results FILE` (taken out of the arguments, so the others keep their
// places) names the JSON file, written with when, on what Node and at what load the run was. scripts/figures/ writes
// the docs' figures from these files; `pnpm bench` (bench/run.ts) names them bench/results/NAME.json.

import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';

const loadBefore = loadavg()[0] ?? Number.NaN;

/** The file of `--results FILE` in `args` (process.argv), taken out of them; undefined without it. */
export function takeResultsFile(args: string[] = process.argv): string | undefined {
  const at = args.indexOf('--results');
  if (at < 0) return undefined;
  const [, file] = args.splice(at, 2);
  if (file === undefined) throw new Error('--results needs a file');
  return file;
}

/** Writes `figures` to `file` with the run's date, Node and load average before → after; nothing without a file. */
export function writeResults(file: string | undefined, figures: Record<string, unknown>): void {
  if (file === undefined) return;
  const run = { measured: new Date().toISOString(), node: process.version, load1: [loadBefore, loadavg()[0]] };
  writeFileSync(file, `${JSON.stringify({ ...run, ...figures }, null, 2)}\n`);
  console.log(`figures written to ${file}`);
}
