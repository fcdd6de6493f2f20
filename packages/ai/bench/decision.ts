// Classic decision times (`npx tsx bench/decision.ts [positions]`): the play-phase decision on the 22-card
// benchmark positions and on positions from real games, with the full search and with the thesis tree.

import { type PlayerView, applyMove, newGame, viewFor } from '@birimba/engine';
import { classicBot, playGame } from '../src/index.js';
import { benchPosition } from './positions.js';

const q = (xs: readonly number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? NaN;
};

function time(views: readonly PlayerView[], search: 'full' | 'thesis'): number[] {
  const bot = classicBot({ search, explain: false });
  for (const v of views.slice(0, 5)) bot.decide(v, 1);
  return views.map((v, i) => {
    const t0 = performance.now();
    bot.decide(v, i);
    return performance.now() - t0;
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
for (const [name, views] of [
  ['22-card hands, 4 wilds, 6 melds', hard],
  ['positions from classic self-play', real],
] as const) {
  for (const search of ['full', 'thesis'] as const) {
    const t = time(views, search);
    console.log(
      `classic ${search.padEnd(6)} on ${name} (${String(views.length)}): median ${q(t, 0.5).toFixed(2)} ms, p95 ${q(t, 0.95).toFixed(2)} ms, max ${q(t, 1).toFixed(1)} ms`,
    );
  }
}
