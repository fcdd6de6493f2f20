// The checks `merge` makes of one match of one result file: its records against its header (seeds, shard, order,
// duplicate pairs, match totals) as they come, gathered into units in deal order, and at the end every figure of the
// header against the figures its records give. A difference is a UsageError naming the file and the problem.

import { isDeepStrictEqual } from 'node:util';
import { quoteInput } from '@birimba/engine';
import { schemaProblem } from '@birimba/game-log';
import { type Players, teamCount } from '@birimba/engine';
import { soleLeader } from '@birimba/engine';
import { MatchStats, type Unit } from './aggregate.js';
import { UsageError } from './errors.js';
import type { GameFailure, GameRecord } from './records.js';
import { type MatchData, type MatchReport, configOf, matchReport, parseShardText, plannedUnits } from './results.js';
import { GameRecordSchema } from './schema.js';
import { gamesPerUnit, seatingFields, seatingIndex, seatingText } from './seating.js';

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

/** A match is over when a team reached the target and leads alone (rules §1; the engine's isMatchOver). */
const isOver = (totals: readonly number[], target: number): boolean =>
  totals.some((t) => t >= target) && soleLeader(totals) !== null;

/**
 * Checks one match of one file as its records come, and gathers them into units (with the header's failures) in
 * deal order; `finish` compares every figure of the header with the figures of the records.
 */
export class MatchCheck {
  readonly stats: MatchStats;
  private readonly target: number | null;
  private readonly players: Players;
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
    this.players = header.rules.players;
    if ((header.players ?? 4) !== header.rules.players)
      this.bad(`"players" is ${String(header.players ?? 4)} but its rules' players is ${String(header.rules.players)}`);
    // A file without `units` has no incomplete unit, or was written before they were left out of the figures.
    this.stats = new MatchStats(header.target, header.rules.players, header.bots.length, header.units === undefined);
    this.shards = parseShardText(header.shard);
    this.failures = header.failures;
    if (header.target !== header.rules.matchTarget)
      this.bad(
        `"target" is ${String(header.target)} but its rules' matchTarget is ${String(header.rules.matchTarget)}`,
      );
    this.failures.forEach((f, i) => {
      this.checkPlace(f.deal, f.seed, `failures[${String(i)}]`);
      if (f.swapped !== undefined) this.checkSeating(f, `failures[${String(i)}]`);
      const prev = this.failures[i - 1];
      // In deal order; several failures of one deal only as its games, in seating order.
      const pair =
        prev?.deal === f.deal &&
        prev.swapped !== undefined &&
        f.swapped !== undefined &&
        seatingIndex(prev) < seatingIndex(f);
      if (prev !== undefined && (prev.deal > f.deal || (prev.deal === f.deal && !pair))) {
        this.bad(`failures[${String(i)}] is out of order or a second failure of the same game`);
      }
    });
  }

  /** A game's seating: one the match plays, named as the form names it (`swapped`, and `seating` for six). */
  private checkSeating(g: { swapped?: boolean; seating?: number }, what: string): void {
    const index = seatingIndex(g);
    if (index >= gamesPerUnit(this.players, this.header.duplicate))
      this.bad(`${what} is a ${this.gameName(index)} game in a match that is not --duplicate`);
    const fields = seatingFields(this.players, index);
    if (g.swapped !== fields.swapped || g.seating !== fields.seating)
      this.bad(`${what} names its seating wrongly for ${String(this.players)} players`);
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
    this.checkSeating(g, what);
    const teams = teamCount(this.players);
    if (
      g.score.length !== teams ||
      g.birimbas.length !== teams ||
      (g.totals !== undefined && g.totals.length !== teams)
    )
      this.bad(`${what} does not have one score per team of ${String(this.players)} players`);
    if (g.closedBy !== null && g.closedBy >= teams) this.bad(`${what} is closed by a team that is not at the table`);
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
    if (prev !== undefined && seatingIndex(prev) > seatingIndex(g))
      this.bad(`${what}: the games of its deal are out of seating order`);
    const sameGame = prev !== undefined && seatingIndex(prev) === seatingIndex(g);
    if (this.target === null) {
      if (sameGame) this.bad(`${what} is a second record of the same game of deal ${String(g.deal)}`);
    } else {
      const round = sameGame ? (prev.round ?? 0) + 1 : 0;
      if (g.round !== round) this.bad(`${what} is round ${String(g.round)} of its match, expected ${String(round)}`);
      const zeros = g.score.map(() => 0);
      const before: readonly number[] = sameGame ? (prev.totals ?? zeros) : zeros;
      const totals = g.totals ?? zeros;
      if (g.score.some((s, t) => totals[t] !== (before[t] as number) + s))
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
    for (let seating = 0; seating < gamesPerUnit(this.players, this.header.duplicate); seating++) {
      const played = unit.games.filter((g) => seatingIndex(g) === seating);
      const failed = unit.failures.filter((f) => f.swapped === undefined || seatingIndex(f) === seating).length;
      const which = seating === 0 ? '' : ` (${this.gameName(seating)})`;
      if (played.length > 0 && failed > 0) this.bad(`deal ${String(unit.deal)}${which} is both played and failed`);
      if (played.length === 0 && failed === 0)
        this.bad(
          `deal ${String(unit.deal)} lacks its ${this.gameName(seating)} game: ${this.header.duplicate ? 'a duplicate pair is incomplete' : 'no record'}`,
        );
      const last = played[played.length - 1];
      if (this.target !== null && last !== undefined && !isOver(last.totals ?? [], this.target)) {
        this.bad(`deal ${String(unit.deal)}${which}: its match ends before a team reached ${String(this.target)}`);
      }
    }
    if (unit.failures.some((f) => f.swapped === undefined) && unit.failures.length > 1)
      this.bad(`deal ${String(unit.deal)} is lost with its worker and failed again`);
    this.stats.add(unit);
    return unit;
  }

  /** `unswapped`, `swapped`; with six players `first bot at team B`. */
  private gameName(seating: number): string {
    if (teamCount(this.players) === 2) return seating === 0 ? 'unswapped' : 'swapped';
    return seatingText(this.players, seating) || 'first bot at team A';
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
      histograms: h.bots.map((b) => b.decisionHistogram) as unknown as MatchData['histograms'],
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

/** The value at a path (`bots.0.wins`) of a JSON value. */
export function pick(value: unknown, path: string): unknown {
  let v: unknown = value;
  for (const k of path.split('.'))
    v = v === null || typeof v !== 'object' ? undefined : (v as Record<string, unknown>)[k];
  return v;
}
