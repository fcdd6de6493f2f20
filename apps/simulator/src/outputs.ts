// The files a run or a merge writes — --json (with its records and digest), --csv, --report — and the checks of their
// paths before anything runs, so that a long run is never lost at its end.

import { closeSync, existsSync, mkdirSync, openSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { quoteInput } from '@birimba/engine';
import { UsageError, messageOf } from './errors.js';
import { matchHtml, tournamentHtml } from './html-report.js';
import { csvField, csvHeader, matchCsvRows, writeCsv } from './report.js';
import { RecordSpool, recordsPlaceholder, writeResultFile } from './result-file.js';
import type { MatchReport } from './results.js';
import { MatchSink } from './sink.js';
import type { TournamentReport } from './tournament.js';

export interface OutputPaths {
  readonly json?: string | undefined;
  readonly csv?: string | undefined;
  readonly report?: string | undefined;
}

const errorCode = (e: unknown): string => (e as NodeJS.ErrnoException).code ?? messageOf(e);

/**
 * Refuses now, not after the run, a file that could not be written: a directory, a missing folder, no permission.
 * Writing is tried for real (a probe file created and removed beside it, or the existing file opened for writing,
 * not truncated): permission bits do not tell for root or on special file systems.
 */
export function checkOutputPath(path: string, option: string): void {
  const full = resolve(path);
  let existing;
  try {
    existing = statSync(full);
  } catch {
    existing = null;
  }
  if (existing?.isDirectory() === true)
    throw new UsageError(`${option} ${quoteInput(path)} is a directory, not a file`);
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
    const other = seen.get(resolve(path));
    if (other !== undefined) throw new UsageError(`${other} and ${option} name the same file ${quoteInput(path)}`);
    seen.set(resolve(path), option);
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
  targets: readonly (number | null)[],
  within: keyof typeof RECORDS_INDENT,
): MatchSink[] {
  const near = paths.json ?? paths.csv;
  return targets.map((target, i) => {
    const spool =
      near === undefined ? null : new RecordSpool(`${near}.records-${String(i + 1)}.part`, RECORDS_INDENT[within]);
    return new MatchSink(target, spool);
  });
}

export function disposeSinks(sinks: readonly MatchSink[]): void {
  for (const s of sinks) s.spool?.dispose();
}

export function writeOutput(path: string, text: string, option: string): void {
  try {
    writeFileSync(path, text);
  } catch (e) {
    throw new UsageError(`${option} ${quoteInput(path)}: cannot write it (${errorCode(e)})`);
  }
}

/** --json, --csv and --report of a match. */
export function writeMatchOutputs(report: MatchReport, sink: MatchSink, paths: OutputPaths): void {
  if (paths.json !== undefined && sink.spool !== null)
    writeResultFile(paths.json, { ...report, results: recordsPlaceholder(0) }, [sink.spool], '--json');
  if (paths.csv !== undefined && sink.spool !== null) {
    const spool = sink.spool;
    writeCsv(paths.csv, csvHeader(report), [(write) => matchCsvRows(report, spool, write)]);
  }
  if (paths.report !== undefined) writeOutput(paths.report, matchHtml(report), '--report');
}

/** --json, --csv (every pairing's rows, with the pairing's bots first) and --report of a tournament. */
export function writeTournamentOutputs(
  report: TournamentReport,
  sinks: readonly MatchSink[],
  paths: OutputPaths,
): void {
  const spools = sinks.map((s) => s.spool).filter((s): s is RecordSpool => s !== null);
  if (paths.json !== undefined && spools.length === sinks.length) {
    writeResultFile(
      paths.json,
      { ...report, matches: report.matches.map((m, i) => ({ ...m, results: recordsPlaceholder(i) })) },
      spools,
      '--json',
    );
  }
  if (paths.csv !== undefined && spools.length === sinks.length) {
    const first = report.matches[0] as MatchReport;
    writeCsv(
      paths.csv,
      ['pairing_bot1', 'pairing_bot2', ...csvHeader(first)],
      report.matches.map((m, i) => (write) => {
        const prefix = `${csvField(m.bots[0].name)},${csvField(m.bots[1].name)},`;
        matchCsvRows(m, spools[i] as RecordSpool, (row) => write(prefix + row));
      }),
    );
  }
  if (paths.report !== undefined) writeOutput(paths.report, tournamentHtml(report), '--report');
}

/** `pairing-01-random-vs-greedy`: a pairing's log directory, its bots' specs made safe as a file name. */
export function pairingDirName(dir: string, n: number, a: string, b: string): string {
  const safe = (label: string): string => label.replace(/[^A-Za-z0-9._=-]+/g, '_').slice(0, 60);
  return join(dir, `pairing-${String(n).padStart(2, '0')}-${safe(a)}-vs-${safe(b)}`);
}
