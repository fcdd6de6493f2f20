// Worker of bench/strength.ts: plays its share of duplicate deals and posts every deal's scores and decision times.
import { parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { readFileSync } from 'node:fs';
import { createBot, playGame } from '../dist/index.js';

/** `name` or `name:key=value,key=value`; a `profile` value is a JSON file path. */
function fromSpec(spec) {
  const [name, rest] = spec.split(':', 2);
  const options = {};
  for (const pair of rest ? rest.split(',') : []) {
    const [k, v] = pair.split('=', 2);
    if (k === 'profile') options.profile = readFileSync(v, 'utf8');
    else options[k] = v === 'true' ? true : v === 'false' ? false : /^\d+(\.\d+)?$/.test(v) ? Number(v) : v;
  }
  return createBot(name, options);
}

const job = workerData;
const a = fromSpec(job.a);
const b = fromSpec(job.b);
const run = { deals: [], msA: [], msB: [] };
for (let seed = job.from; seed < job.to; seed++) {
  const games = [];
  for (const swapped of [false, true]) {
    const bots = swapped ? [b, a, b, a] : [a, b, a, b];
    const game = playGame({ seed, bots, now: () => performance.now() });
    const teamA = swapped ? 1 : 0;
    games.push({
      a: game.scores.teams[teamA].total,
      b: game.scores.teams[1 - teamA].total,
      end: game.scores.endReason,
      closedByA: game.scores.closedBy === null ? null : game.scores.closedBy === teamA,
    });
    for (const d of game.decisions)
      ((d.seat % 2 === 0) !== swapped ? run.msA : run.msB).push(Math.round(d.ms * 100) / 100);
  }
  run.deals.push({ seed, games });
}
parentPort.postMessage(run);
