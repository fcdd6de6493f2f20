// Engine benchmarks (`pnpm bench`): checkMeld throughput, whole random-play games through the pure API and the
// xstate actor, and the serialized size of a mid-game state, in CPU time. Runs against the built package (dist/). Prints the
// figures and writes them to bench/results/engine.json (`BENCH_OUT` for another file), which the docs are written
// from (scripts/figures/).

import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';

import {
  type Card,
  type GameState,
  type Move,
  DECK,
  applyMove,
  checkMeld,
  createGameActor,
  legalMoves,
  newGame,
  randomSource,
  sendMove,
} from '../dist/index.js';

/**
 * The process's CPU time in ms (user + system, every thread). The bench times CPU, not the wall clock: on a machine
 * shared with other jobs the wall clock counts their turns too, and the figures would say more of the machine than of
 * the engine.
 */
const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

const quantile = (sorted: readonly number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/** 3–8 card inputs shaped like real candidates: mostly one suit around a rank, some wilds, some noise. */
function meldInputs(count: number): Card[][] {
  const random = randomSource(99);
  const pick = (n: number): number => Math.floor(random() * n);
  const out: Card[][] = [];
  for (let i = 0; i < count; i++) {
    const n = 3 + pick(6);
    const suit = pick(4);
    const start = 1 + pick(10);
    const cards = new Map<number, Card>();
    for (let k = 0; k < n; k++) {
      const r = random();
      let id: number;
      if (r < 0.12) id = 104 + pick(4);
      else if (r < 0.2) id = pick(4) * 13 + 1 + 52 * pick(2);
      else if (r < 0.28) id = pick(104);
      else id = suit * 13 + ((start + k - 1) % 13) + 52 * pick(2);
      cards.set(id, DECK[id] as Card);
    }
    if (cards.size >= 3) out.push([...cards.values()]);
  }
  return out;
}

function benchCheckMeld(): { perSecond: number; validShare: number } {
  const inputs = meldInputs(20000);
  let valid = 0;
  for (const c of inputs) if (checkMeld(c).valid) valid++;
  const rounds = 40;
  const t0 = cpuMs();
  let sink = 0;
  for (let r = 0; r < rounds; r++) for (const c of inputs) sink += checkMeld(c).valid ? 1 : 0;
  const ms = cpuMs() - t0;
  if (sink < 0) console.log(sink);
  return { perSecond: (rounds * inputs.length) / (ms / 1000), validShare: valid / inputs.length };
}

function randomGameMoves(seed: number): Move[] {
  const random = randomSource(seed);
  let state = newGame({ seed });
  const moves: Move[] = [];
  while (state.phase !== 'over') {
    const legal = legalMoves(state);
    const move = legal[Math.floor(random() * legal.length)] as Move;
    state = applyMove(state, move);
    moves.push(move);
  }
  return moves;
}

/** A whole game as a random player plays it: legalMoves, pick one, apply it, until the end. */
function pureGame(seed: number): number {
  const random = randomSource(seed);
  const t0 = cpuMs();
  let state = newGame({ seed });
  while (state.phase !== 'over') {
    const legal = legalMoves(state);
    state = applyMove(state, legal[Math.floor(random() * legal.length)]);
  }
  return cpuMs() - t0;
}

/** The same game, every move sent to the xstate actor. */
function actorGame(seed: number): number {
  const random = randomSource(seed);
  const t0 = cpuMs();
  const actor = createGameActor({ seed });
  let state: GameState = actor.getSnapshot().context.game;
  while (state.phase !== 'over') {
    const legal = legalMoves(state);
    state = sendMove(actor, legal[Math.floor(random() * legal.length)] as Move);
  }
  actor.stop();
  return cpuMs() - t0;
}

/** Pure and actor runs of each game alternate, so both see the same machine conditions. */
function timeGames(games: number): { pure: number[]; actor: number[] } {
  const pure: number[] = [];
  const actor: number[] = [];
  for (let g = 1; g <= games; g++) {
    pure.push(pureGame(g));
    actor.push(actorGame(g));
  }
  return { pure: pure.sort((a, b) => a - b), actor: actor.sort((a, b) => a - b) };
}

/** The JSON size of each game's state halfway through, sorted, and the games' mean number of moves. */
function midGameSizes(games: number): { sizes: number[]; movesPerGame: number } {
  const sizes: number[] = [];
  let moveCount = 0;
  for (let g = 0; g < games; g++) {
    const moves = randomGameMoves(g + 1);
    moveCount += moves.length;
    let state = newGame({ seed: g + 1 });
    for (const move of moves.slice(0, Math.floor(moves.length / 2))) state = applyMove(state, move);
    sizes.push(JSON.stringify(state).length);
  }
  return { sizes: sizes.sort((a, b) => a - b), movesPerGame: moveCount / games };
}

const GAMES = Number(process.env.BENCH_GAMES ?? 1000);
const loadBefore = loadavg()[0] ?? Number.NaN;
console.log(`engine benchmark — node ${process.version}, ${String(GAMES)} games per measure\n`);

timeGames(100);
const meld = benchCheckMeld();
console.log(
  `checkMeld (3–8 cards, ${(meld.validShare * 100).toFixed(0)}% valid): ${Math.round(meld.perSecond).toLocaleString('en')} calls/s  (target ≥ 500,000)`,
);

const { pure, actor } = timeGames(GAMES);
const pureMedian = quantile(pure, 0.5);
const actorMedian = quantile(actor, 0.5);
const perSecond = (t: number[]): number => t.length / (t.reduce((a, b) => a + b, 0) / 1000);
console.log(
  `random-play game, pure API: median ${pureMedian.toFixed(2)} ms, p95 ${quantile(pure, 0.95).toFixed(2)} ms, ${perSecond(pure).toFixed(0)} games/s  (target median ≤ 5 ms)`,
);
console.log(
  `random-play game, xstate actor: median ${actorMedian.toFixed(2)} ms, p95 ${quantile(actor, 0.95).toFixed(2)} ms, ${perSecond(actor).toFixed(0)} games/s, ${(actorMedian / pureMedian).toFixed(2)}× the pure API  (target ≤ 2×)`,
);
const sizeGames = Math.min(GAMES, 300);
const { sizes, movesPerGame } = midGameSizes(sizeGames);
console.log(
  `mid-game state as JSON: median ${(quantile(sizes, 0.5) / 1024).toFixed(1)} KB, max ${((sizes[sizes.length - 1] ?? 0) / 1024).toFixed(1)} KB  (target ≤ 20 KB)`,
);

const out = process.env.BENCH_OUT ?? new URL('./results/engine.json', import.meta.url);
const games = (t: number[]): { medianMs: number; p95Ms: number; perSecond: number } => ({
  medianMs: quantile(t, 0.5),
  p95Ms: quantile(t, 0.95),
  perSecond: perSecond(t),
});
const figures = {
  measured: new Date().toISOString(),
  node: process.version,
  load1: [loadBefore, loadavg()[0] ?? Number.NaN],
  games: GAMES,
  checkMeld: meld,
  pure: games(pure),
  actor: games(actor),
  movesPerGame,
  midGameState: { games: sizeGames, medianBytes: quantile(sizes, 0.5), maxBytes: sizes[sizes.length - 1] ?? 0 },
};
writeFileSync(out, `${JSON.stringify(figures, null, 2)}\n`);
console.log(`\nwritten to ${String(out)}`);
