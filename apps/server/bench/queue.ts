// The rated queue's matching under load, with an injected clock (no sockets, no waiting): PEOPLE people of normally
// spread ratings join one form's queue evenly over a simulated minute; the matching (src/queue/matching.ts) runs every
// QUEUE_TICK_MS as the queue room runs it, until everyone is seated. Checks that every table keeps the window rules at
// the moment it was made, and states the waits. Writes bench/results/queue.json (scripts/figures.mjs quotes it as
// `queue-table`). `tsx bench/queue.ts [people] [form]` — the figures are of 2,000 people in fours.

import { writeFileSync } from 'node:fs';
import type { Players } from '@birimba/engine';
import { type Waiting, findTables, windowAfter } from '../src/queue/matching.js';
import { QUEUE_TICK_MS } from '../src/queue/rated-queue-room.js';
import { percentile } from './stats.js';

const PEOPLE = Number(process.argv[2] ?? 2000);
const FORM = Number(process.argv[3] ?? 4) as Players;
const JOIN_OVER_MS = 60_000;

/** A seeded normal rating around 1500 (σ 200): the same people every run. */
function ratings(n: number): number[] {
  let s = 0x9e3779b9;
  const uniform = (): number => {
    s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return (s + 0.5) / 2 ** 32;
  };
  return Array.from({ length: n }, () => {
    const z = Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
    return Math.round(1500 + 200 * z);
  });
}

const people: Waiting[] = ratings(PEOPLE).map((rating, i) => ({
  account: `p${String(i)}`,
  rating,
  since: Math.floor((i * JOIN_OVER_MS) / PEOPLE),
}));
const waits: number[] = [];
let broken = 0;
let tables = 0;
const started = performance.now();
let waiting: Waiting[] = [];
let next = 0;
let now = 0;
// Whoever is left when the last has joined is fewer than a table: they wait on for more.
while (next < people.length || waiting.length >= FORM) {
  while (next < people.length && (people[next]?.since ?? Infinity) <= now) waiting.push(people[next++] as Waiting);
  for (const table of findTables(waiting, FORM, now)) {
    tables++;
    // Some person of the table (the one it was built around) has everyone within their window.
    const kept = table.some((a) => {
      const within = windowAfter(now - a.since);
      return within === null || table.every((p) => Math.abs(p.rating - a.rating) <= within);
    });
    if (!kept) broken++;
    for (const p of table) waits.push(now - p.since);
    const seated = new Set(table);
    waiting = waiting.filter((p) => !seated.has(p));
  }
  now += QUEUE_TICK_MS;
  if (now > JOIN_OVER_MS + 10 * 60_000) break;
}
const cpuMs = performance.now() - started;
const sorted = [...waits].sort((a, b) => a - b);
const result = {
  people: PEOPLE,
  form: FORM,
  joinOverMs: JOIN_OVER_MS,
  tables,
  seated: waits.length,
  left: PEOPLE - waits.length,
  outsideWindow: broken,
  waitMs: {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1) ?? 0,
  },
  matchingCpuMs: Math.round(cpuMs),
};
console.log(JSON.stringify(result, null, 2));
if (PEOPLE === 2000 && FORM === 4)
  writeFileSync(new URL('results/queue.json', import.meta.url), `${JSON.stringify(result, null, 2)}\n`);
