// The rated queue's matching, pure: who waits with which rating since when, and the tables to make now — people of
// close ratings, the window widening with the wait (`RATED_QUEUE_WINDOWS`), never two accounts apart (one blocked the
// other), the partnerships paired fairly. No clock, no sockets: the queue room (rated-queue-room.ts) and the
// benchmark (bench/queue.ts) pass the time and the people.

import type { Players, Seat } from '@birimba/engine';
import { RATED_QUEUE_WINDOWS } from '@birimba/protocol';

/** One person waiting: their account, their rating in the form, and when they began to wait (ms). */
export interface Waiting {
  readonly account: string;
  readonly rating: number;
  readonly since: number;
}

/** A table found: the people by seat (index = seat). */
export type Table<W extends Waiting = Waiting> = readonly W[];

/** The rating points either side a person who has waited `waitedMs` is seated within (null: anyone). */
export function windowAfter(waitedMs: number): number | null {
  let within: number | null = RATED_QUEUE_WINDOWS[0]?.within ?? null;
  for (const step of RATED_QUEUE_WINDOWS) if (waitedMs >= step.afterMs) within = step.within;
  return within;
}

/**
 * The tables to make at `now` from the people waiting: a table is built around each person in the order they came,
 * the longest-waiting first (its anchor), with the people whose ratings lie within the anchor's
 * window of its rating, the closest first, none apart from anyone already at the table. A table is never short: those
 * for whom no full table is found wait on (their windows widen). Every person is at one table at most.
 */
export function findTables<W extends Waiting>(
  waiting: readonly W[],
  form: Players,
  now: number,
  apart: (a: string, b: string) => boolean = () => false,
): Table<W>[] {
  const left = [...waiting].sort((a, b) => a.since - b.since || a.account.localeCompare(b.account));
  const used = new Set<W>();
  const tables: Table<W>[] = [];
  for (const anchor of left) {
    if (used.has(anchor)) continue;
    const within = windowAfter(now - anchor.since);
    const near = left
      .filter((w) => w !== anchor && !used.has(w) && (within === null || Math.abs(w.rating - anchor.rating) <= within))
      .sort((a, b) => Math.abs(a.rating - anchor.rating) - Math.abs(b.rating - anchor.rating) || a.since - b.since);
    const table: W[] = [anchor];
    for (const w of near) {
      if (table.length === form) break;
      if (table.every((t) => t.account !== w.account && !apart(t.account, w.account))) table.push(w);
    }
    if (table.length < form) continue;
    for (const w of table) used.add(w);
    tables.push(seated(table, form));
  }
  return tables;
}

/**
 * The people of a table by seat, partners fairly paired: ranked by rating, the best with the least, the second with
 * the second least, and so on (four: best and worst against the middle two; six: 1st+6th, 2nd+5th, 3rd+4th); the
 * pair of rank i sits at seats i and i + players / 2 (partners sit opposite: engine `partnerOf`). With two players,
 * the better rated sits at seat 0.
 */
export function seated<W extends Waiting>(people: readonly W[], form: Players): Table<W> {
  const ranked = [...people].sort((a, b) => b.rating - a.rating || a.account.localeCompare(b.account));
  const half = form / 2;
  const seats: W[] = new Array<W>(form);
  for (let i = 0; i < half; i++) {
    const best = ranked[i];
    const worst = ranked[form - 1 - i];
    if (best === undefined || worst === undefined) throw new Error(`a table of ${String(form)} needs ${String(form)}`);
    seats[i as Seat] = best;
    seats[i + half] = worst;
  }
  return seats;
}

/** The pairs of a list of accounts' pairs as a lookup: whether two accounts are apart (either order). */
export function apartLookup(pairs: readonly (readonly [string, string])[]): (a: string, b: string) => boolean {
  const keys = new Set(pairs.flatMap(([a, b]) => [`${a}\n${b}`, `${b}\n${a}`]));
  return (a, b) => keys.has(`${a}\n${b}`);
}
