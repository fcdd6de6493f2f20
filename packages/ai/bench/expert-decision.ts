// Decision time of the expert at its default budget (or given options), on every decision of its own seats in real
// games against the classic player. Reports wall-clock and CPU time per decision (CPU time stays honest on a busy
// machine; the wall clock is what a player waits).
// Usage: tsx bench/expert-decision.ts [games] [options JSON] [--results FILE]

import { createBot, playGame } from '../dist/index.js';
import { takeResultsFile, writeResults } from './results-file.js';

const resultsFile = takeResultsFile();

const games = Number(process.argv[2] ?? 6);
const options = JSON.parse(process.argv[3] ?? '{}') as Record<string, unknown>;
const expert = createBot('expert', options);
const classic = createBot('classic');

const q = (xs: number[], p: number): number =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))] ?? Number.NaN;
const cpu = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

const wall: { draw: number[]; play: number[] } = { draw: [], play: [] };
const cpuMs: { draw: number[]; play: number[] } = { draw: [], play: [] };
// The expert wrapped to time every decision it makes in the games.
const timed = {
  ...expert,
  decide(view: Parameters<typeof expert.decide>[0], seed: number) {
    const c0 = cpu();
    const w0 = performance.now();
    const decision = expert.decide(view, seed);
    const phase = view.phase === 'draw' ? 'draw' : 'play';
    wall[phase].push(performance.now() - w0);
    cpuMs[phase].push(cpu() - c0);
    return decision;
  },
};
for (let g = 0; g < games; g++) {
  playGame({
    seed: 880_000 + g,
    bots: g % 2 === 0 ? [timed, classic, timed, classic] : [classic, timed, classic, timed],
  });
}
const line = (label: string, xs: number[]): string =>
  `${label}: ${String(xs.length)} decisions, p50 ${q(xs, 0.5).toFixed(0)} ms, p95 ${q(xs, 0.95).toFixed(0)} ms, max ${q(xs, 1).toFixed(0)} ms`;
console.log(`expert ${JSON.stringify(expert.options)}, ${String(games)} games against classic`);
console.log(line('  play phase, wall clock', wall.play));
console.log(line('  play phase, CPU time  ', cpuMs.play));
console.log(line('  draw phase, wall clock', wall.draw));
console.log(line('  all decisions, wall   ', [...wall.draw, ...wall.play]));
console.log(line('  all decisions, CPU    ', [...cpuMs.draw, ...cpuMs.play]));
const quantiles = (xs: number[]): { decisions: number; p50: number; p95: number; max: number } => ({
  decisions: xs.length,
  p50: q(xs, 0.5),
  p95: q(xs, 0.95),
  max: q(xs, 1),
});
writeResults(resultsFile, {
  games,
  options: expert.options,
  wallMs: {
    play: quantiles(wall.play),
    draw: quantiles(wall.draw),
    all: quantiles([...wall.draw, ...wall.play]),
  },
  cpuMs: {
    play: quantiles(cpuMs.play),
    draw: quantiles(cpuMs.draw),
    all: quantiles([...cpuMs.draw, ...cpuMs.play]),
  },
});
