// The draw's expectimax (classic option draw: 'expectimax'): leaves evaluated with and without Star1 pruning, on every
// draw decision with a non-empty pile in classic self-play games.
// Usage: tsx bench/draw-search.ts [games] [--results FILE]

import { type GameState, applyMove, newGame, viewFor } from '@birimba/engine';
import { type ClassicBot, classicBot, playGame, searchDraw } from '../dist/index.js';
import { takeResultsFile, writeResults } from './results-file.js';

const resultsFile = takeResultsFile();

/** The process's CPU time in ms: on a machine shared with other jobs the wall clock would count their turns too. */
const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

const games = Number(process.argv[2] ?? 30);
const classic = classicBot({ explain: false });
let positions = 0;
let full = 0;
let pruned = 0;
let agree = 0;
let ms = 0;
for (let g = 0; g < games; g++) {
  const seed = 990_000 + g;
  const { moves } = playGame({ seed, bots: [classic, classic, classic, classic] });
  let state: GameState = newGame({ seed });
  for (const move of moves) {
    if (state.phase === 'draw' && state.pile.length > 0) {
      const view = viewFor(state, state.turn);
      const evaluate = (hand: Parameters<ClassicBot['handValue']>[1]) => classic.handValue(view, hand);
      const t0 = cpuMs();
      const a = searchDraw(view, evaluate, false);
      const b = searchDraw(view, evaluate, true);
      ms += cpuMs() - t0;
      positions++;
      full += a.nodes;
      pruned += b.nodes;
      if (a.take === b.take) agree++;
    }
    state = applyMove(state, move);
  }
}
console.log(`draw decisions with a pile: ${String(positions)} in ${String(games)} classic self-play games`);
console.log(
  `  leaves evaluated without Star1: ${(full / positions).toFixed(1)} a decision; with Star1: ${(pruned / positions).toFixed(1)} (${(100 - (100 * pruned) / full).toFixed(0)} % fewer)`,
);
console.log(
  `  same choice with and without pruning: ${String(agree)} of ${String(positions)}; ${(ms / positions).toFixed(1)} ms a decision of CPU for both searches`,
);
writeResults(resultsFile, {
  games,
  decisions: positions,
  leavesWithout: full / positions,
  leavesWithStar1: pruned / positions,
  sameChoice: agree,
  msBothSearches: ms / positions,
});
