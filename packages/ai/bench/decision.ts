// Classic decision times (`npx tsx bench/decision.ts [positions] [--results FILE]`): the play-phase decision on the
// 22-card benchmark positions and on positions from real games, with the full search and with the thesis tree, in
// CPU time.

import { type PlayerView, applyMove, newGame, viewFor } from '@birimba/engine';
import { classicBot, playGame } from '../src/index.js';
import { benchPosition } from './positions.js';
import { takeResultsFile, writeResults } from './results-file.js';

const resultsFile = takeResultsFile();

/** The process's CPU time in ms: on a machine shared with other jobs the wall clock would count their turns too. */
const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

const q = (xs: readonly number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? NaN;
};

function time(views: readonly PlayerView[], search: 'full' | 'thesis'): number[] {
  const bot = classicBot({ search, explain: false });
  for (const v of views.slice(0, 5)) bot.decide(v, 1);
  return views.map((v, i) => {
    const t0 = cpuMs();
    bot.decide(v, i);
    return cpuMs() - t0;
  });
}

/** Every play-phase position of seat 0 in a few classic self-play games. */
function gamePositions(games: number): PlayerView[] {
  const out: PlayerView[] = [];
  const bot = classicBot({ explain: false });
  for (let g = 1; g <= games; g++) {
    const { moves } = playGame({ seed: 9000 + g, bots: [bot, bot, bot, bot] });
    let state = newGame({ seed: 9000 + g });
    for (const m of moves) {
      if (state.phase === 'play' && m.type !== 'discard') out.push(viewFor(state, state.turn));
      state = applyMove(state, m);
      if (state.phase === 'over') break;
    }
  }
  return out;
}

const count = Number(process.argv[2] ?? 200);
const hard = Array.from({ length: count }, (_, i) => benchPosition(1000 + i));
const real = gamePositions(40);
type Times = Record<'full' | 'thesis', { positions: number; median: number; p95: number; max: number }>;
const figures: Record<string, Times> = {};
for (const [key, name, views] of [
  ['stress', '22-card hands, 4 wilds, 6 melds', hard],
  ['games', 'positions from classic self-play', real],
] as const) {
  const row: Partial<Times> = {};
  for (const search of ['full', 'thesis'] as const) {
    const t = time(views, search);
    row[search] = { positions: views.length, median: q(t, 0.5), p95: q(t, 0.95), max: q(t, 1) };
    console.log(
      `classic ${search.padEnd(6)} on ${name} (${String(views.length)}): median ${q(t, 0.5).toFixed(2)} ms, p95 ${q(t, 0.95).toFixed(2)} ms, max ${q(t, 1).toFixed(1)} ms`,
    );
  }
  figures[key] = row as Times;
}
writeResults(resultsFile, { figures });
