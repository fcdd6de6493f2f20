// The table's build sizes: every JavaScript file under dist/, raw and gzipped, kept in bench/results/bundle-size.json
// for the READMEs and docs (scripts/figures.mjs writes them from it). Every file is measured, whatever the builds make,
// so a new chunk or entry is in the figures as soon as it is built; a hashed name (`online-Ct_orWkk.js`) is kept
// with its hash as `*` (`online-*.js`), so the figures do not change with the hash.
// Usage, after a build (`pnpm --filter @birimba/table build`):
//   tsx bench/bundle-size.ts          measures dist/ and writes bench/results/bundle-size.json
//   tsx bench/bundle-size.ts --check  writes nothing; fails (exit 1) when a file is built that the results lack, or
//                                     lack one they have, or a size is off from them by more than TOLERANCE
// Gzip is zlib's at level 9, as a CDN compresses; Vite's own build report prints about 1 % more (its compressor is
// faster and compresses less).

import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export const DIST = join(import.meta.dirname, '..', 'dist');
export const RESULTS = join(import.meta.dirname, 'results', 'bundle-size.json');

/**
 * How far the build may drift from the committed results before `--check` fails: 1 % of a file's size, raw and
 * gzipped. The builds are deterministic, so an unchanged table measures exactly; the margin lets a small change go
 * without rewriting the results and the docs in the same commit, and no more (the docs quote one decimal of a KB).
 */
export const TOLERANCE = 0.01;

export interface FileSize {
  readonly bytes: number;
  readonly gzipBytes: number;
}

/** `online-*.js` for `online-Ct_orWkk.js`: Rollup's and Rolldown's 8-character hash before `.js`, as `*`. */
export const unhashed = (path: string): string => path.replace(/-[\w-]{8}\.js$/, '-*.js');

/** The JavaScript files under `dir` (the type declarations left out), as paths relative to it with `/`. */
function scripts(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.js') && !f.split(sep).includes('types'))
    .map((f) => f.split(sep).join('/'))
    .sort();
}

/** Every built file's size, keyed by its unhashed path; two files of one key would be a naming this cannot tell. */
export function measure(dir = DIST): Record<string, FileSize> {
  const sizes: Record<string, FileSize> = {};
  for (const file of scripts(dir)) {
    const key = unhashed(file);
    if (key in sizes) throw new Error(`bundle-size: two built files are ${key}`);
    const bytes = readFileSync(join(dir, file));
    sizes[key] = { bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
  }
  return sizes;
}

/** Where the build and the results part: files only one of them has, sizes off by more than the tolerance. */
export function differences(
  built: Record<string, FileSize>,
  kept: Record<string, FileSize>,
  tolerance = TOLERANCE,
): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(built)) if (!(key in kept)) problems.push(`${key} is built and not in the results`);
  for (const [key, size] of Object.entries(kept)) {
    const now = built[key];
    if (now === undefined) {
      problems.push(`${key} is in the results and no longer built`);
      continue;
    }
    for (const field of ['bytes', 'gzipBytes'] as const)
      if (Math.abs(now[field] - size[field]) > tolerance * size[field])
        problems.push(`${key}: ${field} ${String(now[field])} built, ${String(size[field])} in the results`);
  }
  return problems;
}

function main(): void {
  const built = measure();
  const where = relative(process.cwd(), RESULTS);
  if (process.argv.includes('--check')) {
    const kept = (JSON.parse(readFileSync(RESULTS, 'utf8')) as { files: Record<string, FileSize> }).files;
    const problems = differences(built, kept);
    for (const p of problems) console.error(`bundle-size: ${p}`);
    if (problems.length > 0)
      console.error(
        `bundle-size: ${where} is more than ${String(TOLERANCE * 100)} % off the build: run tsx bench/bundle-size.ts in apps/table, then node scripts/figures.mjs --write`,
      );
    process.exitCode = problems.length === 0 ? 0 : 1;
    return;
  }
  writeFileSync(RESULTS, `${JSON.stringify({ gzip: 'zlib, level 9', files: built }, null, 2)}\n`);
  for (const [key, s] of Object.entries(built))
    console.log(`${key}: ${(s.bytes / 1000).toFixed(1)} kB, ${(s.gzipBytes / 1000).toFixed(1)} kB gzipped`);
  console.log(`${where} written`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    main();
  } catch (e) {
    console.error(`bundle-size: ${e instanceof Error ? e.message : String(e)}`);
    process.exitCode = 1;
  }
}
