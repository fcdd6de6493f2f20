// Play-search benchmark (`npx tsx bench/search.ts [positions] [--results FILE]`): seeded 22-card hands with exactly
// 4 wilds against 6 team melds of 3–6 cards; times `enumeratePlays` and `thesisTreePlays` (CPU time) and counts their
// plays.

import type { PlayerView } from '@birimba/engine';
import { benchPosition } from './positions.js';
import { DEFAULT_MAX_PLAYS, type Play, type PlayList, countPlays, enumeratePlays } from '../src/search/plays.js';
import { thesisTreePlays } from '../src/search/thesis-tree.js';
import { takeResultsFile, writeResults } from './results-file.js';

const resultsFile = takeResultsFile();

/** The process's CPU time in ms: on a machine shared with other jobs the wall clock would count their turns too. */
const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

const quantile = (sorted: readonly number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

const sorted = (values: readonly number[]): number[] => [...values].sort((a, b) => a - b);

interface Spread {
  readonly median: number;
  readonly p95: number;
  readonly max: number;
}
const spread = (s: readonly number[]): Spread => ({
  median: quantile(s, 0.5),
  p95: quantile(s, 0.95),
  max: s[s.length - 1] ?? NaN,
});
const figures: Record<string, { ms: Spread; plays: Spread; truncated: number }> = {};

/** Times `run` on every view: median / p95 / max ms, and the median / p95 / max of what it counts. */
function report(
  name: string,
  views: readonly PlayerView[],
  run: (view: PlayerView) => { count: number; truncated: boolean },
): void {
  const ms: number[] = [];
  const counts: number[] = [];
  let truncated = 0;
  for (const view of views) {
    const start = cpuMs();
    const out = run(view);
    ms.push(cpuMs() - start);
    counts.push(out.count);
    if (out.truncated) truncated++;
  }
  const t = sorted(ms);
  const c = sorted(counts);
  console.log(
    `${name.padEnd(44)} ms median ${quantile(t, 0.5).toFixed(1).padStart(6)}  p95 ${quantile(t, 0.95).toFixed(1).padStart(6)}  max ${(t[t.length - 1] ?? NaN).toFixed(1).padStart(6)}` +
      ` | plays median ${String(quantile(c, 0.5)).padStart(8)}  p95 ${String(quantile(c, 0.95)).padStart(8)}  max ${String(c[c.length - 1] ?? NaN).padStart(9)}` +
      (truncated > 0 ? ` | truncated ${String(truncated)}/${String(views.length)}` : ''),
  );
  figures[name] = { ms: spread(t), plays: spread(c), truncated };
}

/** Reads every field of every play, as a caller that looks at all of them would. */
function readAll(plays: readonly Play[]): number {
  let n = 0;
  for (const play of plays) n += play.moves.length + play.used.length + play.rest.length + play.melds.length;
  return n;
}

const count = Number(process.argv[2] ?? 200);
const views = Array.from({ length: count }, (_, i) => benchPosition(1000 + i));
// Warm-up, so the JIT has compiled the hot paths before timing.
for (const view of views.slice(0, 10)) {
  enumeratePlays(view);
  countPlays(view);
  thesisTreePlays(view);
}
console.log(
  `${String(count)} positions: 22-card hand with 4 wilds, 6 team melds of 3–6 cards (seeds 1000…${String(999 + count)})`,
);
const listed = (plays: PlayList): { count: number; truncated: boolean } => ({
  count: plays.length,
  truncated: plays.truncated,
});
report('countPlays (every play, none built)', views, (v) => countPlays(v));
report(`enumeratePlays (maxPlays ${String(DEFAULT_MAX_PLAYS)})`, views, (v) => listed(enumeratePlays(v)));
report('enumeratePlays (maxPlays 10000)', views, (v) => listed(enumeratePlays(v, { maxPlays: 10_000 })));
report('enumeratePlays (10000) + reading every play', views, (v) => {
  const plays = enumeratePlays(v, { maxPlays: 10_000 });
  readAll(plays);
  return listed(plays);
});
report('thesisTreePlays', views, (v) => listed(thesisTreePlays(v)));
report('thesisTreePlays + reading every play', views, (v) => {
  const plays = thesisTreePlays(v);
  readAll(plays);
  return listed(plays);
});
writeResults(resultsFile, { positions: count, searches: figures });
