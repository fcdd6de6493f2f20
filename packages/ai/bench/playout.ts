// Playout speed: whole deals played from the deal to the end on the engine's fast core (`Playout`) with the greedy
// and the random rollout policies, against the same deals through `playGame` (pure API, bots on views).
// Games per second of CPU time (process.cpuUsage), so a busy machine does not flatter or hurt the figure much; one
// thread. Usage: tsx bench/playout.ts [games] [--results FILE]

import { type GameState, newGame, randomSource } from '@birimba/engine';
import { Playout } from '@birimba/engine/playout';
import { type RolloutPolicy, createBot, greedyRollout, playGame, playOut, randomRollout } from '../dist/index.js';
import { takeResultsFile, writeResults } from './results-file.js';

const resultsFile = takeResultsFile();

const games = Number(process.argv[2] ?? 5000);
const deals: GameState[] = Array.from({ length: games }, (_, i) => newGame({ seed: 700_000 + i }));

function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

function measure(label: string, count: number, run: () => number): number {
  run(); // warm up
  const wall = performance.now();
  const cpu = cpuMs();
  const decisions = run();
  const cpuSpent = cpuMs() - cpu;
  const wallSpent = performance.now() - wall;
  const rate = (count / cpuSpent) * 1000;
  console.log(
    `${label.padEnd(46)} ${rate.toFixed(0).padStart(7)} games/s of CPU  (${((count / wallSpent) * 1000).toFixed(0)} by the wall clock; ${(decisions / count).toFixed(0)} decisions a game)`,
  );
  return rate;
}

const fast = new Playout();
const fastRate = (policy: RolloutPolicy, withDeal: boolean) => (): number => {
  let decisions = 0;
  const random = randomSource('bench');
  for (let i = 0; i < games; i++) {
    fast.load(withDeal ? newGame({ seed: 700_000 + i }) : (deals[i] as GameState));
    decisions += playOut(fast, policy, random);
  }
  return decisions;
};

const greedyFast = measure('greedy policy, fast core (dealt state loaded)', games, fastRate(greedyRollout, false));
const greedyDealt = measure('greedy policy, fast core (newGame + load)', games, fastRate(greedyRollout, true));
const randomFast = measure('random policy, fast core (dealt state loaded)', games, fastRate(randomRollout, false));

const greedy = createBot('greedy');
const random = createBot('random');
const slowGames = Math.min(games, 1000);
const viaPlayGame = (bot: typeof greedy) => (): number => {
  let decisions = 0;
  for (let i = 0; i < slowGames; i++)
    decisions += playGame({ seed: 700_000 + i, initial: deals[i], bots: [bot, bot, bot, bot] }).decisions.length;
  return decisions;
};
const greedySlow = measure('greedy bot, playGame (pure API)', slowGames, viaPlayGame(greedy));
const randomSlow = measure('random bot, playGame (pure API)', slowGames, viaPlayGame(random));
console.log(
  `speed-up of the fast core over playGame: greedy ×${(greedyFast / greedySlow).toFixed(0)}, random ×${(randomFast / randomSlow).toFixed(0)}`,
);
writeResults(resultsFile, {
  games,
  playGameGames: slowGames,
  gamesPerCpuSecond: {
    greedyFast,
    greedyFastWithDeal: greedyDealt,
    randomFast,
    greedyPlayGame: greedySlow,
    randomPlayGame: randomSlow,
  },
});
