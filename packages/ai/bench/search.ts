// Play-search benchmark (`npx tsx bench/search.ts [positions]`): seeded 22-card hands with exactly 4 wilds
// against 6 team melds of 3–6 cards; times `enumeratePlays` and `thesisTreePlays` and counts their plays.

import {
  type Card,
  type GameState,
  type Meld,
  type PlayerView,
  DECK,
  checkMeld,
  newGame,
  validateGameState,
  viewFor,
} from '@birimba/engine';
import { DEFAULT_MAX_PLAYS, type Play, type PlayList, countPlays, enumeratePlays } from '../src/search/plays.js';
import { thesisTreePlays } from '../src/search/thesisTree.js';

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const isWildId = (id: number): boolean => id >= 104 || id % 13 === 1;

/**
 * A play-phase view of seat 0: 6 melds of team A (3–6 cards, runs, about one in three holding a wild), then a
 * hand of 18 naturals and 4 wilds drawn from the cards left; every other card is dealt elsewhere.
 */
export function benchPosition(seed: number): PlayerView {
  const random = mulberry32(seed);
  const pick = (n: number): number => Math.floor(random() * n);
  const free = new Set<number>(DECK.map((c) => c.id));
  const takeFree = (ids: readonly number[]): number | undefined => ids.find((id) => free.has(id));
  const melds: Card[][] = [];
  while (melds.length < 6) {
    const suit = pick(4);
    const length = 3 + pick(4);
    const low = 1 + pick(14 - length + 1);
    const wildAt = random() < 0.35 ? low + pick(length) : -1;
    const ids: number[] = [];
    for (let p = low; p < low + length; p++) {
      const code = suit * 13 + (p === 14 ? 0 : p - 1);
      const id =
        p === wildAt
          ? takeFree([104, 105, 106, 107, 1, 53, 14, 66, 27, 79, 40, 92].filter((w) => !ids.includes(w)).sort(() => random() - 0.5))
          : takeFree([code, code + 52].filter((c) => !ids.includes(c)));
      if (id === undefined) break;
      ids.push(id);
    }
    if (ids.length !== length) continue;
    const cards = ids.map((id) => DECK[id] as Card);
    if (!checkMeld(cards).valid) continue;
    for (const id of ids) free.delete(id);
    melds.push(cards);
  }
  const hand: Card[] = [];
  const pool = (wild: boolean): number[] => [...free].filter((id) => isWildId(id) === wild);
  for (const [wild, n] of [[true, 4], [false, 18]] as const) {
    const ids = pool(wild);
    for (let i = 0; i < n; i++) {
      const id = ids.splice(pick(ids.length), 1)[0] as number;
      free.delete(id);
      hand.push(DECK[id] as Card);
    }
  }
  const rest = [...free].map((id) => DECK[id] as Card);
  const base = newGame({ seed });
  const tableMelds: Meld[] = melds.map((cards, i) => {
    const check = checkMeld(cards);
    if (!check.valid) throw new Error('bench: invalid meld');
    return {
      id: i + 1,
      team: 0,
      cards: check.arrangement.slots.map((s) => s.card),
      arrangement: check.arrangement,
      clean: check.clean,
      isBirimba: check.isBirimba,
    };
  });
  const state: GameState = {
    ...base,
    birimbakia: [rest.slice(0, 11), rest.slice(11, 22)],
    hands: [hand, rest.slice(22, 30), rest.slice(30, 38), rest.slice(38, 46)],
    stock: rest.slice(46),
    pile: [],
    melds: tableMelds,
    nextMeldId: 7,
    phase: 'play',
    turn: 0,
  };
  return viewFor(validateGameState(JSON.parse(JSON.stringify(state))), 0);
}

const quantile = (sorted: readonly number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

const sorted = (values: readonly number[]): number[] => [...values].sort((a, b) => a - b);

/** Times `run` on every view: median / p95 / max ms, and the median / p95 / max of what it counts. */
function report(name: string, views: readonly PlayerView[], run: (view: PlayerView) => { count: number; truncated: boolean }): void {
  const ms: number[] = [];
  const counts: number[] = [];
  let truncated = 0;
  for (const view of views) {
    const start = performance.now();
    const out = run(view);
    ms.push(performance.now() - start);
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
console.log(`${String(count)} positions: 22-card hand with 4 wilds, 6 team melds of 3–6 cards (seeds 1000…${String(999 + count)})`);
const listed = (plays: PlayList): { count: number; truncated: boolean } => ({ count: plays.length, truncated: plays.truncated });
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
