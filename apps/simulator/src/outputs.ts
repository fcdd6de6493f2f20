// The files a run or a merge writes — --json (with its records and digest), --csv, --report — and the checks of their
// paths before anything runs, so that a long run is never lost at its end.

import { closeSync, existsSync, mkdirSync, openSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { quoteInput } from '@birimba/engine';
import { UsageError } from './errors.js';
import { OutputError, errorCode, outputTarget, privateSuffix, writeWhole } from './disk.js';
import { matchHtml, tournamentHtml } from './html-report.js';
import { csvField, csvHeader, matchCsvRows, writeCsv } from './report.js';
import { RecordSpool, recordsPlaceholder, writeResultFile } from './result-file.js';
import type { MatchReport } from './results.js';
import { type MatchForm, MatchSink } from './sink.js';
import type { TournamentReport } from './tournament.js';

export interface OutputPaths {
  readonly json?: string | undefined;
  readonly csv?: string | undefined;
  readonly report?: string | undefined;
}

/**
 * Refuses now, not after the run, a file that could not be written: a directory, a device, a FIFO or a socket (a
 * symlink is followed to its file), a missing folder, no permission. Writing is tried for real (a probe file
 * created and removed beside it, or the existing file opened for writing, not truncated): permission bits do not
 * tell for root or on special file systems.
 */
export function checkOutputPath(path: string, option: string): void {
  const full = outputTarget(path, option);
  let existing;
  try {
    existing = statSync(full);
  } catch {
    existing = null;
  }
  const dir = dirname(full);
  try {
    if (!statSync(dir).isDirectory()) throw Object.assign(new Error('not a directory'), { code: 'ENOTDIR' });
    if (existing !== null) closeSync(openSync(full, 'r+'));
    else {
      const probe = join(dir, `.birimba-sim-probe-${String(process.pid)}-${String(Date.now())}`);
      closeSync(openSync(probe, 'wx'));
      rmSync(probe, { force: true });
    }
  } catch (e) {
    throw new UsageError(`${option} ${quoteInput(path)}: cannot write it (${errorCode(e)} in ${quoteInput(dir)})`);
  }
}

/** Checks every output path given, and that no two options name the same file. */
export function checkOutputs(paths: Readonly<Record<string, string | undefined>>): void {
  const seen = new Map<string, string>();
  for (const [option, path] of Object.entries(paths)) {
    if (path === undefined) continue;
    checkOutputPath(path, option);
    const target = outputTarget(path, option);
    const other = seen.get(target);
    if (other !== undefined) throw new UsageError(`${other} and ${option} name the same file ${quoteInput(path)}`);
    seen.set(target, option);
  }
}

/**
 * mkdir -p, one level at a time: Node's own recursive mkdirSync loops forever where the file system refuses a new
 * folder with ENOENT although its parent exists (/proc).
 */
function makeDirs(path: string): void {
  const full = resolve(path);
  const missing: string[] = [];
  let at = full;
  while (!existsSync(at)) {
    missing.push(at);
    const up = dirname(at);
    if (up === at) break;
    at = up;
  }
  for (const dir of missing.reverse()) mkdirSync(dir);
}

/** Creates a log directory (and its parents) now, or refuses it. */
export function makeLogDir(path: string): void {
  try {
    makeDirs(path);
    if (!statSync(path).isDirectory()) throw Object.assign(new Error('not a directory'), { code: 'ENOTDIR' });
    const probe = join(path, `.birimba-sim-probe-${String(process.pid)}`);
    closeSync(openSync(probe, 'wx'));
    rmSync(probe, { force: true });
  } catch (e) {
    throw new UsageError(`--log-dir ${quoteInput(path)}: cannot create or write it (${errorCode(e)})`);
  }
}

/** Where the records sit in a result file: 4 spaces in a match result, 8 in a tournament's (inside `matches`). */
const RECORDS_INDENT = { match: '    ', tournament: '        ' } as const;

/**
 * The sinks of a run's (or merge's) matches, in a match result or a tournament's: each spools its records beside the
 * --json (or --csv) file when one is asked for.
 */
export function makeSinks(
  paths: OutputPaths,
  forms: readonly MatchForm[],
  within: keyof typeof RECORDS_INDENT,
  /** Each match's number of bots (two unless said). */
  bots: readonly number[] = [],
): MatchSink[] {
  const near = paths.json ?? paths.csv;
  // Named privately (pid and random), so that two runs writing the same file never share a spool.
  const base =
    near === undefined
      ? null
      : `${outputTarget(near, paths.json === undefined ? '--csv' : '--json')}${privateSuffix()}`;
  return forms.map((form, i) => {
    const spool =
      base === null ? null : new RecordSpool(`${base}.records-${String(i + 1)}.part`, RECORDS_INDENT[within]);
    return new MatchSink(form, spool, bots[i] ?? 2);
  });
}

export function disposeSinks(sinks: readonly MatchSink[]): void {
  for (const s of sinks) s.spool?.dispose();
}

export function writeOutput(path: string, text: string, option: string): void {
  writeWhole(path, option, (write) => write(text));
}

/**
 * Writes each output asked for in turn; one that cannot be written (a full disk) is told on stderr in one line and
 * the others are still written. A spool that could not take every record (the disk filled up during the run) makes
 * no --json or --csv: they would not be whole; it is kept on disk and named. Returns whether everything was written.
 */
function writeEach(
  spools: readonly (RecordSpool | null)[],
  outputs: readonly (readonly [string | undefined, (path: string) => void])[],
  tell: (line: string) => void,
): boolean {
  let ok = true;
  const broken = spools.filter((s): s is RecordSpool => s !== null && s.failed !== null);
  const keepSpools = (): void => {
    for (const s of spools) {
      if (s === null || s.count === 0) continue;
      s.keep();
      tell(`the records of the finished deals are kept in ${quoteInput(s.path, 200)}`);
    }
  };
  if (broken.length > 0) {
    ok = false;
    tell(
      `a record file beside the results could not be written (${broken[0]?.failed ?? ''}): no --json or --csv is written`,
    );
    keepSpools();
  }
  for (const [i, [path, write]] of outputs.entries()) {
    if (path === undefined || (broken.length > 0 && i < 2)) continue;
    try {
      write(path);
    } catch (e) {
      if (!(e instanceof OutputError)) throw e;
      tell(e.message);
      if (ok && i === 0) keepSpools();
      ok = false;
    }
  }
  return ok;
}

/** --json, --csv and --report of a match; false when one could not be written (told on stderr). */
export function writeMatchOutputs(
  report: MatchReport,
  sink: MatchSink,
  paths: OutputPaths,
  tell: (line: string) => void,
): boolean {
  const spool = sink.spool;
  return writeEach(
    [spool],
    [
      [
        spool === null ? undefined : paths.json,
        (p) => writeResultFile(p, { ...report, results: recordsPlaceholder(0) }, [spool as RecordSpool], '--json'),
      ],
      [
        spool === null ? undefined : paths.csv,
        (p) => writeCsv(p, csvHeader(report), [(write) => matchCsvRows(report, spool as RecordSpool, write)]),
      ],
      [paths.report, (p) => writeOutput(p, matchHtml(report), '--report')],
    ],
    tell,
  );
}

/** --json, --csv (every pairing's rows, with the pairing's bots first) and --report of a tournament. */
export function writeTournamentOutputs(
  report: TournamentReport,
  sinks: readonly MatchSink[],
  paths: OutputPaths,
  tell: (line: string) => void,
): boolean {
  const spools = sinks.map((s) => s.spool).filter((s): s is RecordSpool => s !== null);
  const whole = spools.length === sinks.length;
  return writeEach(
    spools,
    [
      [
        whole ? paths.json : undefined,
        (p) =>
          writeResultFile(
            p,
            { ...report, matches: report.matches.map((m, i) => ({ ...m, results: recordsPlaceholder(i) })) },
            spools,
            '--json',
          ),
      ],
      [
        whole ? paths.csv : undefined,
        (p) => {
          const first = report.matches[0] as MatchReport;
          writeCsv(
            p,
            ['pairing_bot1', 'pairing_bot2', ...csvHeader(first)],
            report.matches.map((m, i) => (write) => {
              const prefix = `${csvField(m.bots[0].name)},${csvField(m.bots[1].name)},`;
              matchCsvRows(m, spools[i] as RecordSpool, (row) => write(prefix + row));
            }),
          );
        },
      ],
      [paths.report, (p) => writeOutput(p, tournamentHtml(report), '--report')],
    ],
    tell,
  );
}

/** `pairing-01-random-vs-greedy`: a pairing's log directory, its bots' specs made safe as a file name. */
export function pairingDirName(dir: string, n: number, a: string, b: string): string {
  const safe = (label: string): string => label.replace(/[^A-Za-z0-9._=-]+/g, '_').slice(0, 60);
  return join(dir, `pairing-${String(n).padStart(2, '0')}-${safe(a)}-vs-${safe(b)}`);
}
