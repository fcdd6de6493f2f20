// `pnpm bench` for the simulator: games per second with 1 and 2 workers (the speed-up), and the simulator's
// overhead over playing the same deals directly with playGame. Each way of playing runs REPEATS times, the ways
// interleaved so a busy spell of the machine hits them alike; the best run of each is kept. Overhead is measured
// in CPU time per game (every thread of the process), which another process on the machine disturbs far less than
// wall-clock time; the speed-up needs wall-clock time and two free cores.

import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const DIRECT = fileURLToPath(new URL('./direct.ts', import.meta.url));
const REPEATS = Number(process.env.BENCH_REPEATS ?? 3);
const dir = mkdtempSync(join(tmpdir(), 'birimba-sim-bench-'));

interface Measure {
  readonly gamesPerSecond: number;
  readonly cpuMsPerGame: number;
  readonly checksum: number;
}

function run(command: string, args: readonly string[]): string {
  const r = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${String(r.status)}): ${r.stderr}`);
  return r.stdout;
}

/** birimba-sim's own figures: games over the time from the pool's start to the last result, and its CPU time. */
function simulator(bot: string, deals: number, workers: number): Measure {
  const file = join(dir, `${bot}-${String(workers)}.json`);
  run(process.execPath, [
    CLI,
    'match',
    bot,
    bot,
    '--deals',
    String(deals),
    '--workers',
    String(workers),
    '--json',
    file,
  ]);
  const r = JSON.parse(readFileSync(file, 'utf8')) as {
    games: number;
    gamesPerSecond: number;
    cpuSeconds: number;
    results: { score: [number, number] }[];
  };
  return {
    gamesPerSecond: r.gamesPerSecond,
    cpuMsPerGame: (1000 * r.cpuSeconds) / r.games,
    checksum: r.results.reduce((s, g) => s + g.score[0] - g.score[1], 0),
  };
}

function direct(mode: 'pure' | 'core' | 'machine', bot: string, deals: number): Measure {
  const r = JSON.parse(run('tsx', [DIRECT, mode, bot, String(deals)])) as {
    games: number;
    seconds: number;
    cpuSeconds: number;
    checksum: number;
  };
  return { gamesPerSecond: r.games / r.seconds, cpuMsPerGame: (1000 * r.cpuSeconds) / r.games, checksum: r.checksum };
}

/**
 * The machine's own ceiling for two threads of this work: two independent processes, each a plain playGame loop
 * over half the deals, started together; games over the slower loop's time.
 */
async function directPair(bot: string, deals: number): Promise<Measure> {
  const half = Math.floor(deals / 2);
  const one = (first: number): Promise<{ games: number; seconds: number; cpuSeconds: number; checksum: number }> =>
    new Promise((resolve, reject) => {
      const child = spawn('tsx', [DIRECT, 'pure', bot, String(half), String(first)], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let out = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      child.on('close', (code) =>
        code === 0 ? resolve(JSON.parse(out) as never) : reject(new Error(`direct.ts exited ${String(code)}`)),
      );
    });
  const [a, b] = await Promise.all([one(1), one(1 + half)]);
  return {
    gamesPerSecond: (a.games + b.games) / Math.max(a.seconds, b.seconds),
    cpuMsPerGame: (1000 * (a.cpuSeconds + b.cpuSeconds)) / (a.games + b.games),
    checksum: 0,
  };
}

const load = (): string =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');
console.log(`load average before: ${load()} (${String(REPEATS)} runs of each measure)`);
const rows: string[][] = [];
for (const [bot, deals] of [
  ['random', 2000],
  ['classic', 400],
] as const) {
  const ways = {
    pure: () => direct('pure', bot, deals),
    core: () => direct('core', bot, deals),
    machine: () => direct('machine', bot, deals),
    one: () => simulator(bot, deals, 1),
    two: () => simulator(bot, deals, 2),
  };
  const runs: Record<keyof typeof ways, Measure[]> = { pure: [], core: [], machine: [], one: [], two: [] };
  const pairs: Measure[] = [];
  for (let i = 0; i < REPEATS; i++) {
    console.log(`${bot} vs ${bot}, ${String(deals)} deals, round ${String(i + 1)} …`);
    for (const way of Object.keys(ways) as (keyof typeof ways)[]) runs[way].push(ways[way]());
    pairs.push(await directPair(bot, deals));
  }
  const checksums = new Set(Object.values(runs).flatMap((list) => list.map((m) => m.checksum)));
  if (checksums.size !== 1) throw new Error(`the five ways of playing ${bot} games did not play the same games`);
  const fastest = (list: Measure[]): number => Math.max(...list.map((m) => m.gamesPerSecond));
  const leanest = (list: Measure[]): number => Math.min(...list.map((m) => m.cpuMsPerGame));
  const base = leanest(runs.pure);
  const over = (list: Measure[]): string => `${(100 * (leanest(list) / base - 1)).toFixed(0)} %`;
  rows.push(
    [`${bot}: playGame loop (pure API), 1 thread`, fastest(runs.pure).toFixed(0), base.toFixed(2), '—'],
    [
      `${bot}: the simulator's game loop (pure core), 1 thread`,
      fastest(runs.core).toFixed(0),
      leanest(runs.core).toFixed(2),
      over(runs.core),
    ],
    [
      `${bot}: the simulator's game loop (xstate actor, --engine machine), 1 thread`,
      fastest(runs.machine).toFixed(0),
      leanest(runs.machine).toFixed(2),
      over(runs.machine),
    ],
    [`${bot}: birimba-sim --workers 1`, fastest(runs.one).toFixed(0), leanest(runs.one).toFixed(2), over(runs.one)],
    [
      `${bot}: birimba-sim --workers 2`,
      fastest(runs.two).toFixed(0),
      leanest(runs.two).toFixed(2),
      `${over(runs.two)}; speed-up ${(fastest(runs.two) / fastest(runs.one)).toFixed(2)}× over 1 worker`,
    ],
    [
      `${bot}: control — two separate processes of the playGame loop`,
      fastest(pairs).toFixed(0),
      leanest(pairs).toFixed(2),
      `the machine's ceiling: ${(fastest(pairs) / fastest(runs.pure)).toFixed(2)}× one playGame loop`,
    ],
  );
}
console.log(`load average after: ${load()}`);
console.log(
  '\n| measure | games/s (wall) | CPU ms per game | CPU time over the playGame loop |\n| --- | --- | --- | --- |',
);
for (const r of rows) console.log(`| ${r.join(' | ')} |`);
