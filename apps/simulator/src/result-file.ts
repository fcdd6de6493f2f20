// Result files written and read as streams, so that neither a run nor a merge holds the per-deal records in memory:
// records are spooled to a side file as the games finish and copied into place at the end; a file is read back
// line by line. Every result file ends with a digest of everything before it.
//
// Layout (what the reader relies on): pretty JSON with two-space indentation; every item of a `results` array on
// its own line; the last key is `"digest": "sha256:<hex>"` on its own line, the SHA-256 of every byte before that
// line; then `}` and a newline.

import { createHash } from 'node:crypto';
import { closeSync, createReadStream, openSync, readSync, rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import type { GameRecord } from './records.js';
import { UsageError, messageOf } from './errors.js';
import { closeFile, errorCode, writeAll, writeWhole } from './disk.js';

/** JSON with two-space indentation, except that the items of `results`, `failures` and `incomplete` take a line each. */
export function resultJson(value: unknown): string {
  const write = (v: unknown, indent: string, key: string | null): string => {
    if (Array.isArray(v)) {
      if (v.length === 0) return '[]';
      const inner = `${indent}  `;
      if (key === 'results' || key === 'failures' || key === 'incomplete')
        return `[\n${v.map((x) => inner + JSON.stringify(x)).join(',\n')}\n${indent}]`;
      if (v.every((x) => x === null || typeof x !== 'object')) return JSON.stringify(v);
      return `[\n${v.map((x) => inner + write(x, inner, null)).join(',\n')}\n${indent}]`;
    }
    if (v !== null && typeof v === 'object') {
      const entries = Object.entries(v).filter(([, x]) => x !== undefined);
      if (entries.length === 0) return '{}';
      const inner = `${indent}  `;
      if (key === 'decisionHistogram' || key === 'bins' || key === 'options') return JSON.stringify(v);
      return `{\n${entries.map(([k, x]) => `${inner}${JSON.stringify(k)}: ${write(x, inner, k)}`).join(',\n')}\n${indent}}`;
    }
    return JSON.stringify(v);
  };
  return `${write(value, '', null)}\n`;
}

/**
 * The records of one match, spooled to a side file (one per line, already indented) as its units finish. The file's
 * name is private to the run. A write that fails (a full disk) stops the spooling: `failed` says why, and the file
 * keeps the records written before (the run tells where; `keep` leaves it on disk).
 */
export class RecordSpool {
  private readonly fd: number;
  count = 0;
  /** Why a write failed (`ENOSPC`), or null. */
  failed: string | null = null;
  private kept = false;

  constructor(
    readonly path: string,
    /** The records' indentation in the final file: 4 spaces in a match result, 8 in a tournament's. */
    private readonly indent: string,
  ) {
    try {
      this.fd = openSync(path, 'wx+');
    } catch (e) {
      throw new UsageError(`cannot write ${path} (${errorCode(e)})`);
    }
  }

  add(records: readonly GameRecord[]): void {
    if (records.length === 0 || this.failed !== null) return;
    const text = records.map((r) => this.indent + JSON.stringify(r)).join(',\n');
    try {
      writeAll(this.fd, this.count === 0 ? text : `,\n${text}`);
    } catch (e) {
      this.failed = errorCode(e);
      return;
    }
    this.count += records.length;
  }

  /** Leave the file on disk when disposed: it holds records no result file does. */
  keep(): void {
    this.kept = true;
  }

  /** Passes the spooled text on in chunks. */
  copy(write: (chunk: Buffer) => void): void {
    const buffer = Buffer.alloc(1 << 16);
    let position = 0;
    for (;;) {
      const n = readSync(this.fd, buffer, 0, buffer.length, position);
      if (n === 0) break;
      write(buffer.subarray(0, n));
      position += n;
    }
  }

  /** Each spooled record, parsed (for the CSV). */
  *records(): Generator<GameRecord> {
    let rest = '';
    const decoder = new TextDecoder();
    const buffer = Buffer.alloc(1 << 16);
    let position = 0;
    for (;;) {
      const n = readSync(this.fd, buffer, 0, buffer.length, position);
      position += n;
      rest += n === 0 ? decoder.decode() : decoder.decode(buffer.subarray(0, n), { stream: true });
      const lines = rest.split('\n');
      rest = n === 0 ? '' : (lines.pop() ?? '');
      for (const line of lines) {
        const text = line.trim().replace(/,$/, '');
        if (text !== '') yield JSON.parse(text) as GameRecord;
      }
      if (n === 0) return;
    }
  }

  dispose(): void {
    try {
      closeFile(this.fd);
    } catch {
      // already closed
    }
    if (!this.kept) rmSync(this.path, { force: true });
  }
}

/** The placeholder a report's `results` holds until the spooled records are copied in. */
const placeholder = (i: number): string => `\u0000records:${String(i)}\u0000`;
const PLACEHOLDER_JSON = /"\\u0000records:(\d+)\\u0000"/;

/**
 * Writes a result: `report` (an object whose `results` arrays are `recordsPlaceholder(i)`) with the records of
 * `spools[i]` in place of each, then the digest. Written to a private side file and renamed, so a file at `path` is
 * whole: one run's result, whatever other run writes the same path. A write that fails throws an OutputError.
 */
export function writeResultFile(path: string, report: object, spools: readonly RecordSpool[], option: string): void {
  writeWhole(path, option, (out) => {
    const hash = createHash('sha256');
    const write = (chunk: string | Buffer): void => {
      hash.update(chunk);
      out(chunk);
    };
    const text = resultJson(report).replace(/\n}\n$/, ',\n');
    let rest = text;
    for (let m = PLACEHOLDER_JSON.exec(rest); m !== null; m = PLACEHOLDER_JSON.exec(rest)) {
      const spool = spools[Number(m[1])] as RecordSpool;
      write(rest.slice(0, m.index));
      if (spool.count === 0) write('[]');
      else {
        // The placeholder sits after `"results": ` at the key's indentation; the records are two spaces further in.
        const keyIndent = /\n( *)"results": $/.exec(rest.slice(0, m.index))?.[1] ?? '';
        write('[\n');
        spool.copy(write);
        write(`\n${keyIndent}]`);
      }
      rest = rest.slice(m.index + m[0].length);
    }
    write(rest);
    out(`  "digest": "sha256:${hash.digest('hex')}"\n}\n`);
  });
}

export const recordsPlaceholder = placeholder;

/** What the reader found: the file's JSON with every `results` array empty, and its records by match (0 for a match file). */
export interface ScannedFile {
  readonly header: unknown;
}

const DIGEST_LINE = /^ {2}"digest": "sha256:([0-9a-f]{64})"$/;
const RESULTS_OPEN = /^( *)"results": \[$/;

/** One record of a result file: which `results` array it is in (0 for a match file), the record, its line. */
export interface FileRecord {
  readonly match: number;
  readonly record: unknown;
  readonly line: number;
}

/**
 * Reads a result file line by line, yielding every record (`match` counts the `results` arrays from 0), and returns
 * the rest of the file parsed (every `results` array empty). Refuses (UsageError) a file whose digest does not
 * match, that is not laid out as written, or that is not JSON — at its end, when the digest is known: a consumer
 * must not trust what it was given before the generator returned.
 */
export async function* readResultFile(path: string): AsyncGenerator<FileRecord, ScannedFile> {
  const bad = (why: string): never => {
    throw new UsageError(`${path}: ${why}`);
  };
  const input = createReadStream(path, { encoding: 'utf8' });
  try {
    await new Promise<void>((resolve, reject) => {
      input.once('open', () => resolve());
      input.once('error', reject);
    });
  } catch (e) {
    return bad(`cannot read it (${errorCode(e)})`);
  }
  const hash = createHash('sha256');
  const header: string[] = [];
  let match = -1;
  let inResults: string | null = null;
  let digest: string | null = null;
  let after = 0;
  let lineNo = 0;
  const lines = createInterface({ input, crlfDelay: Infinity });
  try {
    for await (const line of lines) {
      lineNo++;
      if (digest !== null) {
        after++;
        if (after > 1 || line !== '}') bad('nothing may follow the digest but the closing brace');
        header.push(line);
        continue;
      }
      const d = DIGEST_LINE.exec(line);
      if (d !== null && inResults === null) {
        digest = d[1] as string;
        header.push(line);
        continue;
      }
      hash.update(`${line}\n`);
      if (inResults !== null) {
        if (line === `${inResults}]` || line === `${inResults}],`) {
          inResults = null;
          header.push(line);
          continue;
        }
        let record: unknown;
        try {
          record = JSON.parse(line.trim().replace(/,$/, ''));
        } catch {
          return bad(`line ${String(lineNo)} is not a record (the file is damaged or was edited)`);
        }
        yield { match, record, line: lineNo };
        continue;
      }
      const open = RESULTS_OPEN.exec(line);
      if (open !== null) {
        match++;
        inResults = open[1] as string;
      } else if (/^ *"results": \[\],?$/.test(line)) match++;
      header.push(line);
    }
  } catch (e) {
    if (e instanceof UsageError) throw e;
    return bad(`cannot read it (${errorCode(e)})`);
  } finally {
    lines.close();
    input.destroy();
  }
  if (digest === null) return bad('it has no digest line: not a result file of this birimba-sim version, or cut short');
  if (after !== 1) return bad('it ends without its closing brace after the digest (cut short?)');
  if (hash.digest('hex') !== digest)
    return bad('its digest does not match its content: the file was changed after it was written');
  try {
    return { header: JSON.parse(header.join('\n')) as unknown };
  } catch (e) {
    return bad(`it is not valid JSON (${messageOf(e)})`);
  }
}

/** The `format` a file declares, read from its first lines (without reading the whole file). */
export function declaredFormat(path: string): string | null {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (e) {
    throw new UsageError(`cannot read result file ${path} (${errorCode(e)})`);
  }
  try {
    const buffer = Buffer.alloc(4096);
    const n = readSync(fd, buffer, 0, buffer.length, 0);
    const m = /^\{\s*"format":\s*"([^"\\]{0,100})"/.exec(buffer.subarray(0, n).toString('utf8'));
    return m?.[1] ?? null;
  } catch (e) {
    throw new UsageError(`cannot read result file ${path} (${errorCode(e)})`);
  } finally {
    closeSync(fd);
  }
}
