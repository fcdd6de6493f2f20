// Is the coach right? Positions from games of `normal` players against bots (seat 0 is the player coached, every
// seat plays at the `normal` level); for each play decision of seat 0, the coach's verdict (`coachTurn` at its
// default budget), then for every flagged turn a separate run of the expert at 8× the budget: the coach's turn and
// the turn played, on the same fresh deals (own seed), 8 × 1600 rollouts each. Reports the share of flags the
// separate run confirms (its mean prefers the coach's turn), the flags per deal and the time a coach check takes.
//
// Usage: tsx bench/coach.ts [positions] [first seed] [--results FILE]

import { type Move, type PlayerView, determinize } from '@birimba/engine';
import { Playout } from '@birimba/engine/playout';
import {
  type Bot,
  COACH_DEFAULT_ITERATIONS,
  Random,
  coachTurn,
  createBot,
  greedyRollout,
  playGame,
  playOut,
} from '../src/index.js';
import { takeResultsFile, writeResults } from './results-file.js';

const resultsFile = takeResultsFile();

const wanted = Number(process.argv[2] ?? 300);
const first = Number(process.argv[3] ?? 3_000_001);

/** The mean lead of `a` over `b` on `n` shared fresh deals (the separate run). */
function separateRun(view: PlayerView, a: readonly Move[], b: readonly Move[], n: number, seed: number): number {
  const random = new Random(seed);
  const base = new Playout();
  const work = new Playout();
  let sum = 0;
  const roll = (moves: readonly Move[], rolloutSeed: number): number => {
    work.copyFrom(base);
    for (const move of moves) work.playMove(move);
    const rolloutRandom = new Random(rolloutSeed);
    playOut(work, greedyRollout, () => rolloutRandom.next());
    return work.scoreDifference(view.team);
  };
  for (let d = 0; d < n; d++) {
    base.load(determinize(view, () => random.next()));
    const rolloutSeed = random.int(0, 0x7fffffff);
    sum += roll(a, rolloutSeed) - roll(b, rolloutSeed);
  }
  return sum / n;
}

const q = (xs: number[], p: number): number =>
  [...xs].sort((x, y) => x - y)[Math.min(xs.length - 1, Math.floor(p * xs.length))] ?? Number.NaN;

const normal = createBot('normal');
const positions: { view: PlayerView; moves: readonly Move[]; seed: number }[] = [];
let deals = 0;
for (let seed = first; positions.length < wanted; seed++) {
  deals++;
  const watched: Bot = {
    ...normal,
    decide(view, decisionSeed) {
      const decision = normal.decide(view, decisionSeed);
      if (view.phase === 'play' && positions.length < wanted)
        positions.push({ view, moves: decision.moves, seed: decisionSeed });
      return decision;
    },
  };
  playGame({ seed, bots: [watched, normal, normal, normal] });
}

const ms: number[] = [];
let flags = 0;
let confirmed = 0;
const leads: number[] = [];
for (const [i, { view, moves, seed }] of positions.entries()) {
  const t0 = performance.now();
  const verdict = coachTurn(view, moves, seed);
  ms.push(performance.now() - t0);
  if (!verdict.flagged) continue;
  flags++;
  const lead = separateRun(view, verdict.best.moves, moves, 8 * COACH_DEFAULT_ITERATIONS, 0x51ed27 + i);
  leads.push(lead);
  if (lead > 0) confirmed++;
}
const share = flags === 0 ? Number.NaN : confirmed / flags;
console.log(
  `coach: ${String(positions.length)} play decisions of a normal player (seat 0) in ${String(deals)} deals (seeds ${String(first)}–${String(first + deals - 1)})`,
);
console.log(`  flagged ${String(flags)} (${(flags / deals).toFixed(2)} a deal)`);
console.log(
  `  the expert at 8× its budget (a separate run) prefers the coach's turn in ${String(confirmed)} of ${String(flags)} (${(100 * share).toFixed(1)} %); its mean lead p50 ${q(leads, 0.5).toFixed(0)}, min ${q(leads, 0).toFixed(0)} points`,
);
console.log(
  `  a coach check (Node, one thread): p50 ${q(ms, 0.5).toFixed(0)} ms, p95 ${q(ms, 0.95).toFixed(0)} ms, max ${q(ms, 1).toFixed(0)} ms`,
);
writeResults(resultsFile, {
  positions: positions.length,
  deals,
  seeds: [first, first + deals - 1],
  flags,
  confirmed,
  leadPoints: { p50: q(leads, 0.5), min: q(leads, 0) },
  checkMs: { p50: q(ms, 0.5), p95: q(ms, 0.95), max: q(ms, 1) },
});
