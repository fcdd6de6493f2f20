// Worker of bench/strength.ts: plays its share of duplicate deals and posts the tally.
import { parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { createBot, playGame } from '../dist/index.js';

const job = workerData;
const a = createBot(job.a);
const b = createBot(job.b);
const t = { games: 0, winsA: 0, draws: 0, diff: 0, diffSq: 0, msA: [], msB: [], lossesA: [] };
for (let seed = job.from; seed < job.to; seed++) {
  for (const swapped of [false, true]) {
    const bots = swapped ? [b, a, b, a] : [a, b, a, b];
    const game = playGame({ seed, bots, now: () => performance.now() });
    const teamA = swapped ? 1 : 0;
    const scoreA = game.scores.teams[teamA].total;
    const scoreB = game.scores.teams[1 - teamA].total;
    t.games++;
    if (game.scores.winner === teamA) t.winsA++;
    else if (game.scores.winner === null) t.draws++;
    else if (t.lossesA.length < 50) t.lossesA.push({ seed, swapped, scoreA, scoreB, end: game.scores.endReason });
    t.diff += scoreA - scoreB;
    t.diffSq += (scoreA - scoreB) ** 2;
    for (const d of game.decisions) ((d.seat % 2 === 0) !== swapped ? t.msA : t.msB).push(d.ms);
  }
}
parentPort.postMessage(t);
