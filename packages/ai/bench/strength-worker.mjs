// Worker of bench/strength.ts: plays its share of duplicate deals and posts the tally.
import { parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { createBot, playGame } from '../dist/index.js';

import { readFileSync } from 'node:fs';

/** `name` or `name:key=value,key=value`; a `profile` value is a JSON file path. */
function fromSpec(spec) {
  const [name, rest] = spec.split(':', 2);
  const options = {};
  for (const pair of rest ? rest.split(',') : []) {
    const [k, v] = pair.split('=', 2);
    if (k === 'profile') options.profile = readFileSync(v, 'utf8');
    else options[k] = v === 'true' ? true : v === 'false' ? false : /^\d+$/.test(v) ? Number(v) : v;
  }
  return createBot(name, options);
}

const job = workerData;
const a = fromSpec(job.a);
const b = fromSpec(job.b);
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
