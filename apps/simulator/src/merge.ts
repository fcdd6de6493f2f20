// `merge`: shard results combined into the result of the whole run — and never a lie accepted. Each file's digest
// is checked, then, while the records of all files are merged in deal order, each file's own records are checked
// against its header and its every figure computed again from them (match-check.ts); any difference refuses the
// merge with one line naming the file and the problem.

import type * as v from 'valibot';
import { quoteInput } from '@birimba/engine';
import { schemaProblem } from '@birimba/game-log';
import type { Unit } from './aggregate.js';
import { UsageError } from './errors.js';
import { MatchCheck, firstDifference, pick } from './match-check.js';
import { type FileRecord, type ScannedFile, declaredFormat, readResultFile } from './result-file.js';
import {
  MATCH_FORMAT,
  type MatchConfig,
  type MatchData,
  type MatchReport,
  configDifference,
  configOf,
  parseShardText,
} from './results.js';
import { MatchResultSchema, TournamentResultSchema } from './schema.js';
import type { MatchForm, MatchSink } from './sink.js';
import { type Histogram, mergeHistograms } from './stats.js';
import { TOURNAMENT_FORMAT, tournamentReport } from './tournament.js';

/** Reads a file to its end (checking its digest) and returns its header, checked against the schema. */
async function readHeader(path: string, schema: v.GenericSchema, what: string): Promise<Record<string, unknown>> {
  const lines = readResultFile(path);
  let r = await lines.next();
  while (r.done !== true) r = await lines.next();
  const header = r.value.header;
  const problem = schemaProblem(schema, header);
  if (problem !== null) throw new UsageError(`${path} is not a birimba-sim ${what}: ${problem}`);
  return header as Record<string, unknown>;
}

/** One file's records, read again, pulled unit by unit per match. */
class FileUnits {
  private readonly lines: AsyncGenerator<FileRecord, ScannedFile>;
  private pending: FileRecord | null = null;
  private ended = false;
  private queue: Unit[] = [];

  constructor(
    path: string,
    readonly checks: readonly MatchCheck[],
  ) {
    this.lines = readResultFile(path);
  }

  private async record(): Promise<FileRecord | null> {
    if (this.pending !== null || this.ended) return this.pending;
    const r = await this.lines.next();
    if (r.done === true) this.ended = true;
    else this.pending = r.value;
    return this.pending;
  }

  /** The next unit of match `m` in deal order, or null when it has no more. */
  async next(m: number): Promise<Unit | null> {
    const check = this.checks[m] as MatchCheck;
    while (this.queue.length === 0) {
      const rec = await this.record();
      if (rec === null || rec.match !== m) {
        // Match m's records are over: what is left of it (its last unit, failures after it).
        if (rec !== null && rec.match < m) check.bad(`a record of an earlier match on line ${String(rec.line)}`);
        this.queue = check.end();
        if (this.queue.length === 0) return null;
        break;
      }
      this.pending = null;
      this.queue = check.add(rec.record, rec.line);
    }
    return this.queue.shift() ?? null;
  }

  async close(): Promise<void> {
    while (!this.ended) await this.record().then(() => (this.pending = null));
  }
}

/** Shards of several files: one count, no shard twice, a whole run alone. */
function mergedShards(files: readonly { name: string; shard: string | null }[]): MatchData['shards'] {
  let count: number | null = null;
  const owner = new Map<number, string>();
  for (const { name, shard } of files) {
    const s = parseShardText(shard);
    if (s === null) {
      if (files.length > 1)
        throw new UsageError(`${name} is a whole run, not a shard: there is nothing to merge it with`);
      return null;
    }
    if (count !== null && s.count !== count)
      throw new UsageError(`${name} is a shard of ${String(s.count)}, not of ${String(count)} like the others`);
    count = s.count;
    for (const i of s.indices) {
      if (i < 1 || i > s.count) throw new UsageError(`${name}: shard ${String(i)}/${String(s.count)} does not exist`);
      const other = owner.get(i);
      if (other !== undefined)
        throw new UsageError(`shard ${String(i)}/${String(s.count)} is in both ${other} and ${name}`);
      owner.set(i, name);
    }
  }
  if (count === null) return null;
  return owner.size === count ? null : { indices: [...owner.keys()].sort((a, b) => a - b), count };
}

export interface MergedMatches {
  readonly data: MatchData[];
  /** Set for tournament files: the bots' names in order and the summed timing. */
  readonly tournament: { readonly names: readonly string[]; readonly elapsedSeconds: number } | null;
}

/**
 * The merged timing: the files' sum, which must stay a number. Each file's may be valid and their sum still overflow
 * to Infinity, which JSON writes as null — a file this tool would then refuse to read back.
 */
function finiteSum(values: readonly number[], key: string): number {
  const sum = values.reduce((s, x) => s + x, 0);
  if (!Number.isFinite(sum))
    throw new UsageError(`the files' "${key}" add up to more than a number holds: they cannot be merged (edited?)`);
  return sum;
}

/**
 * Merges result files (all match results, or all tournament results) into `sinks` (one per match), checking each
 * file whole. `makeSinks` is given each match's target and players once the headers are read.
 */
export async function mergeFiles(
  files: readonly string[],
  makeSinks: (forms: readonly MatchForm[], tournament: boolean, bots: readonly number[]) => MatchSink[],
): Promise<{ merged: MergedMatches; sinks: MatchSink[] }> {
  const formats = files.map(declaredFormat);
  const tournament = formats[0] === TOURNAMENT_FORMAT;
  files.forEach((f, i) => {
    const format = formats[i];
    if (format !== MATCH_FORMAT && format !== TOURNAMENT_FORMAT) {
      throw new UsageError(
        `${f} is not a birimba-sim match result: its format is ${format === null ? 'missing' : quoteInput(format)}`,
      );
    }
    if ((format === TOURNAMENT_FORMAT) !== tournament) {
      const [m, t] = tournament ? [f, files[0] ?? ''] : [files[0] ?? '', f];
      throw new UsageError(`cannot merge a match result (${m}) with a tournament result (${t})`);
    }
  });
  // Pass 1: every file whole (digest, schema), and the headers agree.
  const headers: { name: string; matches: MatchReport[]; top: Record<string, unknown> }[] = [];
  for (const name of files) {
    const top = await readHeader(
      name,
      tournament ? TournamentResultSchema : MatchResultSchema,
      tournament ? 'tournament result' : 'match result',
    );
    headers.push({ name, top, matches: tournament ? (top.matches as MatchReport[]) : [top as unknown as MatchReport] });
  }
  const first = headers[0];
  if (first === undefined) throw new UsageError('nothing to merge');
  if (tournament) {
    const names = (h: (typeof headers)[number]): string[] => (h.top.bots as { name: string }[]).map((b) => b.name);
    const pairs = (h: (typeof headers)[number]): string =>
      JSON.stringify(h.matches.map((m) => m.bots.map((b) => b.name)));
    for (const h of headers) {
      if (JSON.stringify(names(h)) !== JSON.stringify(names(first)) || pairs(h) !== pairs(first)) {
        throw new UsageError(
          `${h.name} is not the same tournament as ${first.name}: bots ${names(h).join(' ')} vs ${names(first).join(' ')}`,
        );
      }
    }
  }
  const configs: MatchConfig[] = first.matches.map(configOf);
  for (const h of headers) {
    if (tournament && h.top.shard !== h.matches[0]?.shard)
      throw new UsageError(
        `${h.name}: its shard label ${String(h.top.shard)} is not its matches' ${String(h.matches[0]?.shard)}`,
      );
    h.matches.forEach((m, i) => {
      if (tournament && m.shard !== h.matches[0]?.shard)
        throw new UsageError(
          `${h.name}: matches[${String(i)}] is of shard ${String(m.shard)}, not ${String(h.matches[0]?.shard)} like the first`,
        );
      const difference = configDifference(configs[i] as MatchConfig, configOf(m));
      if (difference !== null)
        throw new UsageError(
          `${h.name} is not the same ${tournament ? 'tournament' : 'match'} as ${first.name}: ${difference}`,
        );
    });
  }
  const shards = mergedShards(headers.map((h) => ({ name: h.name, shard: h.matches[0]?.shard ?? null })));
  // Pass 2: the records of every file, checked and merged in deal order, match by match.
  const sinks = makeSinks(
    configs.map((c) => c.rules),
    tournament,
    configs.map((c) => c.bots.length),
  );
  const readers = headers.map(
    (h) =>
      new FileUnits(
        h.name,
        h.matches.map((m, i) => new MatchCheck(tournament ? `${h.name} (matches[${String(i)}])` : h.name, m)),
      ),
  );
  for (let m = 0; m < configs.length; m++) {
    const heads = await Promise.all(readers.map((r) => r.next(m)));
    for (;;) {
      let at = -1;
      for (let i = 0; i < heads.length; i++) {
        const u = heads[i];
        if (u === null || u === undefined) continue;
        if (at === -1 || u.deal < (heads[at] as Unit).deal) at = i;
        else if (u.deal === (heads[at] as Unit).deal)
          throw new UsageError(
            `deal ${String(u.deal)} is in both ${headers[at]?.name ?? ''} and ${headers[i]?.name ?? ''}`,
          );
      }
      if (at === -1) break;
      (sinks[m] as MatchSink).add(heads[at] as Unit);
      heads[at] = await (readers[at] as FileUnits).next(m);
    }
  }
  for (const r of readers) await r.close();
  // Every file's figures against its own records; the tournament's table against its matches.
  const perFile = readers.map((r) => r.checks.map((c) => c.finish()));
  if (tournament) {
    headers.forEach((h, i) => {
      const names = (h.top.bots as { name: string }[]).map((b) => b.name);
      const computed = JSON.parse(
        JSON.stringify(
          tournamentReport(
            names,
            perFile[i] as MatchData[],
            h.top.elapsedSeconds as number,
            h.top.workers as number | null,
          ),
        ),
      ) as Record<string, unknown>;
      const { matches: _m, digest: _d, ...stated } = h.top;
      const { matches: _cm, ...rest } = computed;
      const difference = firstDifference(stated, rest);
      if (difference !== null)
        throw new UsageError(
          `${h.name}: "${difference}" does not match its matches (the file says ${quoteInput(pick(stated, difference), 60)}, its matches give ${quoteInput(pick(rest, difference), 60)})`,
        );
    });
  }
  const data = configs.map((config, m): MatchData => {
    const histograms = config.bots.map((): Histogram => ({})) as unknown as MatchData['histograms'];
    for (const f of perFile)
      (f[m] as MatchData).histograms.forEach((h, bot) => mergeHistograms(histograms[bot] as Histogram, h));
    return {
      config,
      stats: (sinks[m] as MatchSink).stats,
      histograms,
      shards,
      elapsedSeconds: finiteSum(
        perFile.map((f) => (f[m] as MatchData).elapsedSeconds),
        'elapsedSeconds',
      ),
      cpuSeconds: finiteSum(
        perFile.map((f) => (f[m] as MatchData).cpuSeconds),
        'cpuSeconds',
      ),
      workers: null,
    };
  });
  return {
    merged: {
      data,
      tournament: tournament
        ? {
            names: (first.top.bots as { name: string }[]).map((b) => b.name),
            elapsedSeconds: finiteSum(
              headers.map((h) => h.top.elapsedSeconds as number),
              'elapsedSeconds',
            ),
          }
        : null,
    },
    sinks,
  };
}
