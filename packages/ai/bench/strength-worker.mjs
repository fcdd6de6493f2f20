// Worker of bench/strength.ts: plays its share of duplicate deals and posts every deal's scores and decision times.
// Each deal is played once with A's team in each team's place (two games, or three with six players), B elsewhere.
import { parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { readFileSync } from 'node:fs';
import { createBot, playGame } from '../dist/index.js';
import { seatsOf, teamCount, teamOf } from '@birimba/engine';

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
const players = job.players ?? 4;
const rules = players === 4 ? undefined : { players };
for (let seed = job.from; seed < job.to; seed++) {
  const games = [];
  for (let teamA = 0; teamA < teamCount(players); teamA++) {
    const bots = seatsOf(players).map((s) => (teamOf(s, players) === teamA ? a : b));
    const game = playGame({ seed, ...(rules ? { rules } : {}), bots, now: () => performance.now() });
    const [b1, b2] = game.scores.teams.filter((_, t) => t !== teamA).map((t) => t.total);
    games.push({
      a: game.scores.teams[teamA].total,
      b: b1,
      ...(b2 === undefined ? {} : { c: b2 }),
      end: game.scores.endReason,
      closedByA: game.scores.closedBy === null ? null : game.scores.closedBy === teamA,
    });
    for (const d of game.decisions)
      (teamOf(d.seat, players) === teamA ? run.msA : run.msB).push(Math.round(d.ms * 100) / 100);
  }
  run.deals.push({ seed, games });
}
parentPort.postMessage(run);
