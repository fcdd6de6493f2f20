// What giving every decision a view no one else holds costs (issue 25, item 2): `playGame` over the same deals with
// the view handed out as `viewFor` makes it (shared with the game state: unsafe), as `privateView` makes it (what
// playGame does: its own arrays, the melds frozen), deep-frozen whole, and deep-copied with structuredClone. CPU time
// per game (process.cpuUsage), best of three interleaved rounds.
// Usage: tsx bench/private-view.ts [random-and-greedy-games] [classic-games]

import type { PlayerView } from '@birimba/engine';
import { createBot, privateView } from '../dist/index.js';
import { deepFreeze, playWith } from '../dist/runner.js';

const quickGames = Number(process.argv[2] ?? 1000);
const classicGames = Number(process.argv[3] ?? 40);

type Protect = (view: PlayerView) => PlayerView;
const WAYS: readonly (readonly [string, Protect])[] = [
  ['shared (unsafe)', (v) => v],
  ['privateView (playGame)', privateView],
  ['deep-frozen whole', (v) => (deepFreeze(v), v)],
  ['structuredClone copy', (v) => structuredClone(v)],
];

function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

function run(kind: string, games: number, protect: Protect): number {
  const bot = createBot(kind);
  const t = cpuMs();
  for (let i = 0; i < games; i++) playWith({ seed: 900_000 + i, bots: [bot, bot, bot, bot] }, protect);
  return (cpuMs() - t) / games;
}

for (const [kind, games] of [
  ['random', quickGames],
  ['greedy', quickGames],
  ['classic', classicGames],
] as const) {
  if (games === 0) continue;
  const best = WAYS.map(() => Number.POSITIVE_INFINITY);
  run(kind, Math.ceil(games / 10), (v) => v); // warm up
  for (let round = 0; round < 3; round++)
    WAYS.forEach(([, protect], i) => (best[i] = Math.min(best[i] as number, run(kind, games, protect))));
  const base = best[0] as number;
  WAYS.forEach(([label], i) => {
    const ms = best[i] as number;
    const over = i === 0 ? '' : `  ${(((ms - base) / base) * 100).toFixed(1).padStart(6)} % over shared`;
    console.log(`${kind.padEnd(8)} ${label.padEnd(24)} ${ms.toFixed(3).padStart(8)} CPU ms a game${over}`);
  });
}
