// `merge`: shard results combined into the result of the whole run — and never a lie accepted. Each file's digest
// is checked, then, while the records of all files are merged in deal order, each file's own records are checked
// against its header (seeds, shard, order, duplicate pairs, match totals) and its every figure computed again from
// them; any difference refuses the merge with one line naming the file and the problem.

import { isDeepStrictEqual } from 'node:util';
import type * as v from 'valibot';
import { quoteInput } from '@birimba/engine';
import { MatchStats, type Unit } from './aggregate.js';
import { UsageError } from './errors.js';
import type { GameFailure, GameRecord } from './records.js';
import { type FileRecord, type ScannedFile, declaredFormat, readResultFile } from './result-file.js';
import {
  MATCH_FORMAT,
  type MatchConfig,
  type MatchData,
  type MatchReport,
  configDifference,
  configOf,
  matchReport,
  parseShardText,
  plannedUnits,
} from './results.js';
import { GameRecordSchema, MatchResultSchema, TournamentResultSchema, schemaProblem } from './schema.js';
import type { MatchSink } from './sink.js';
import { type Histogram, mergeHistograms } from './stats.js';
import { TOURNAMENT_FORMAT, tournamentReport } from './tournament.js';

/** The first place two JSON values differ, as a path (`bots.0.wins`), or null. */
export function firstDifference(a: unknown, b: unknown, path = ''): string | null {
  if (isDeepStrictEqual(a, b)) return null;
  if (
    a !== null &&
    b !== null &&
    typeof a === 'object' &&
    typeof b === 'object' &&
    Array.isArray(a) === Array.isArray(b)
  ) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) {
      const d = firstDifference(
        (a as Record<string, unknown>)[k],
        (b as Record<string, unknown>)[k],
        path === '' ? k : `${path}.${k}`,
      );
      if (d !== null) return d;
    }
  }
  return path === '' ? '(the whole)' : path;
}

const isOver = (totals: readonly [number, number], target: number): boolean =>
  (totals[0] >= target || totals[1] >= target) && totals[0] !== totals[1];

/**
 * Checks one match of one file as its records come, and gathers them into units (with the header's failures) in
 * deal order; `finish` compares every figure of the header with the figures of the records.
 */
class MatchCheck {
  readonly stats: MatchStats;
  private readonly target: number | null;
  private readonly shards: MatchData['shards'];
  private readonly failures: readonly GameFailure[];
  private nextFailure = 0;
  private unit: { deal: number; games: GameRecord[] } | null = null;
  private lastDeal = -1;

  constructor(
    private readonly where: string,
    private readonly header: MatchReport,
  ) {
    this.target = header.target;
    this.stats = new MatchStats(header.target);
    this.shards = parseShardText(header.shard);
    this.failures = header.failures;
    if (header.target !== header.rules.matchTarget)
      this.bad(
        `"target" is ${String(header.target)} but its rules' matchTarget is ${String(header.rules.matchTarget)}`,
      );
    this.failures.forEach((f, i) => {
      this.checkPlace(f.deal, f.seed, `failures[${String(i)}]`);
      if (f.swapped === true && !header.duplicate)
        this.bad(`failures[${String(i)}] is of a swapped game in a match that is not --duplicate`);
      const prev = this.failures[i - 1];
      // In deal order; two failures of one deal only as its unswapped then its swapped game.
      const pair = prev?.deal === f.deal && prev.swapped === false && f.swapped === true;
      if (prev !== undefined && (prev.deal > f.deal || (prev.deal === f.deal && !pair))) {
        this.bad(`failures[${String(i)}] is out of order or a second failure of the same game`);
      }
    });
  }

  bad(why: string): never {
    throw new UsageError(`${this.where}: ${why}`);
  }

  private checkPlace(deal: number, seed: number, what: string): void {
    const h = this.header;
    if (deal >= h.dealsPlanned)
      this.bad(`${what} is deal ${String(deal)}, beyond the ${String(h.dealsPlanned)} planned`);
    if (this.shards !== null && !this.shards.indices.includes((deal % this.shards.count) + 1)) {
      this.bad(`${what} is deal ${String(deal)}, which is not in shard ${String(h.shard)}`);
    }
    if (seed !== h.seed + deal)
      this.bad(`${what} has seed ${String(seed)}, but deal ${String(deal)} is seeded ${String(h.seed + deal)}`);
  }

  /** A record of this match, in file order; returns the units it completes. */
  add(data: unknown, line: number): Unit[] {
    const what = `the record on line ${String(line)}`;
    const problem = schemaProblem(GameRecordSchema, data);
    if (problem !== null) this.bad(`${what} is malformed: ${problem}`);
    const g = data as GameRecord;
    this.checkPlace(g.deal, g.seed, what);
    if (g.swapped && !this.header.duplicate) this.bad(`${what} is a swapped game in a match that is not --duplicate`);
    if ((g.end === 'closed') !== (g.closedBy !== null))
      this.bad(`${what} says ${g.end} but closed by ${String(g.closedBy)}`);
    if ((this.target === null) !== (g.round === undefined && g.totals === undefined)) {
      this.bad(`${what} ${this.target === null ? 'has' : 'lacks'} a match round and totals`);
    }
    const out: Unit[] = [];
    if (this.unit !== null && this.unit.deal !== g.deal) out.push(...this.closeUnit());
    if (this.unit === null) {
      if (g.deal <= this.lastDeal)
        this.bad(`${what} is deal ${String(g.deal)} after deal ${String(this.lastDeal)}: deals out of order or twice`);
      out.push(...this.failuresBefore(g.deal));
      this.unit = { deal: g.deal, games: [] };
    }
    const games = this.unit.games;
    const prev = games[games.length - 1];
    if (prev !== undefined && prev.swapped && !g.swapped)
      this.bad(`${what}: the swapped game comes before the unswapped one`);
    const sameGame = prev !== undefined && prev.swapped === g.swapped;
    if (this.target === null) {
      if (sameGame) this.bad(`${what} is a second record of the same game of deal ${String(g.deal)}`);
    } else {
      const round = sameGame ? (prev.round ?? 0) + 1 : 0;
      if (g.round !== round) this.bad(`${what} is round ${String(g.round)} of its match, expected ${String(round)}`);
      const before: readonly [number, number] = sameGame ? (prev.totals ?? [0, 0]) : [0, 0];
      const totals = g.totals ?? [0, 0];
      if (totals[0] !== before[0] + g.score[0] || totals[1] !== before[1] + g.score[1])
        this.bad(`${what}: its match totals are not the previous totals plus its score`);
      if (sameGame && isOver(before, this.target)) this.bad(`${what} goes on after its match reached the target`);
    }
    games.push(g);
    return out;
  }

  /** Units made of failures only, before `deal`. */
  private failuresBefore(deal: number): Unit[] {
    const out: Unit[] = [];
    while (this.nextFailure < this.failures.length && (this.failures[this.nextFailure] as GameFailure).deal < deal) {
      const d = (this.failures[this.nextFailure] as GameFailure).deal;
      const fs: GameFailure[] = [];
      while (this.nextFailure < this.failures.length && (this.failures[this.nextFailure] as GameFailure).deal === d)
        fs.push(this.failures[this.nextFailure++] as GameFailure);
      out.push(this.checkedUnit({ deal: d, games: [], failures: fs }));
      this.lastDeal = d;
    }
    return out;
  }

  private closeUnit(): Unit[] {
    if (this.unit === null) return [];
    const { deal, games } = this.unit;
    this.unit = null;
    const fs: GameFailure[] = [];
    while (this.nextFailure < this.failures.length && (this.failures[this.nextFailure] as GameFailure).deal === deal)
      fs.push(this.failures[this.nextFailure++] as GameFailure);
    this.lastDeal = deal;
    return [this.checkedUnit({ deal, games, failures: fs })];
  }

  /** Every game of a unit is there exactly once: played to its end, or failed. */
  private checkedUnit(unit: Unit): Unit {
    for (const swapped of this.header.duplicate ? [false, true] : [false]) {
      const played = unit.games.filter((g) => g.swapped === swapped);
      const failed = unit.failures.filter((f) => f.swapped === undefined || f.swapped === swapped).length;
      if (played.length > 0 && failed > 0)
        this.bad(`deal ${String(unit.deal)}${swapped ? ' (swapped)' : ''} is both played and failed`);
      if (played.length === 0 && failed === 0)
        this.bad(
          `deal ${String(unit.deal)} lacks its ${swapped ? 'swapped' : 'unswapped'} game: ${this.header.duplicate ? 'a duplicate pair is incomplete' : 'no record'}`,
        );
      const last = played[played.length - 1];
      if (this.target !== null && last !== undefined && !isOver(last.totals ?? [0, 0], this.target)) {
        this.bad(
          `deal ${String(unit.deal)}${swapped ? ' (swapped)' : ''}: its match ends before a team reached ${String(this.target)}`,
        );
      }
    }
    if (unit.failures.some((f) => f.swapped === undefined) && unit.failures.length > 1)
      this.bad(`deal ${String(unit.deal)} is lost with its worker and failed again`);
    this.stats.add(unit);
    return unit;
  }

  /** The units left when the records are over (the last one, failures after it). */
  end(): Unit[] {
    const out = this.closeUnit();
    out.push(...this.failuresBefore(Number.POSITIVE_INFINITY));
    return out;
  }

  /** The header's figures against the records': every key but the records and the digest. */
  finish(): MatchData {
    const h = this.header;
    const data: MatchData = {
      config: configOf(h),
      stats: this.stats,
      histograms: [h.bots[0].decisionHistogram, h.bots[1].decisionHistogram],
      shards: this.shards,
      elapsedSeconds: h.elapsedSeconds,
      cpuSeconds: h.cpuSeconds,
      workers: h.workers,
    };
    if (this.shards !== null && this.shards.count > h.dealsPlanned)
      this.bad(`shard ${String(h.shard)} of only ${String(h.dealsPlanned)} deals`);
    if (this.stats.units > plannedUnits(h.dealsPlanned, this.shards)) this.bad(`more deals than its shard plans`);
    const computed = JSON.parse(JSON.stringify(matchReport(data))) as Record<string, unknown>;
    const {
      results: _results,
      digest: _digest,
      ...stated
    } = h as MatchReport & { results?: unknown; digest?: unknown };
    const difference = firstDifference(stated, computed);
    if (difference !== null)
      this.bad(
        `"${difference}" does not match its records (the file says ${quoteInput(pick(stated, difference), 60)}, the records give ${quoteInput(pick(computed, difference), 60)})`,
      );
    return data;
  }
}

function pick(value: unknown, path: string): unknown {
  let v: unknown = value;
  for (const k of path.split('.'))
    v = v === null || typeof v !== 'object' ? undefined : (v as Record<string, unknown>)[k];
  return v;
}

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
 * Merges result files (all match results, or all tournament results) into `sinks` (one per match), checking each
 * file whole. `makeSinks` is given each match's target once the headers are read.
 */
export async function mergeFiles(
  files: readonly string[],
  makeSinks: (targets: readonly (number | null)[], tournament: boolean) => MatchSink[],
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
    configs.map((c) => c.rules.matchTarget),
    tournament,
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
    const histograms: [Histogram, Histogram] = [{}, {}];
    for (const f of perFile) {
      mergeHistograms(histograms[0], (f[m] as MatchData).histograms[0]);
      mergeHistograms(histograms[1], (f[m] as MatchData).histograms[1]);
    }
    return {
      config,
      stats: (sinks[m] as MatchSink).stats,
      histograms,
      shards,
      elapsedSeconds: perFile.reduce((s, f) => s + (f[m] as MatchData).elapsedSeconds, 0),
      cpuSeconds: perFile.reduce((s, f) => s + (f[m] as MatchData).cpuSeconds, 0),
      workers: null,
    };
  });
  return {
    merged: {
      data,
      tournament: tournament
        ? {
            names: (first.top.bots as { name: string }[]).map((b) => b.name),
            elapsedSeconds: headers.reduce((s, h) => s + (h.top.elapsedSeconds as number), 0),
          }
        : null,
    },
    sinks,
  };
}
