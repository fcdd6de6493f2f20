// The audit of the expert's play decisions by a separate judge (audit-judge.ts): positions from games of the expert
// against classic players, each decision where it weighed more than one turn judged with the judge's own sampling
// of the hidden cards and at least 8× the expert's budget. Reports how often the expert's turn is the judge's best,
// the share of decisions where the judge's best is ≥ 50 points better with the paired 95 % bound above 0, and the
// worst cases in card notation.
//
// Usage: tsx bench/audit.ts [games] [workers] [first seed] [--players 2|4|6] [--expert key=value,…] [--worst N]
//                            [--out verdicts.json] [--results FILE]
// --out keeps every judged decision; --results the figures the docs quote (bench/results-file.ts).

import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type Move, type PlayerView, type Players, formatCards, seatsOf, teamOf } from '@birimba/engine';
import { type Bot, EXPERT_DEFAULT_ITERATIONS, createBot, playGame } from '../src/index.js';
import { DEFAULT_JUDGE, type Verdict, judge } from './audit-judge.js';
import { takeResultsFile, writeResults } from './results-file.js';

interface Job {
  readonly seeds: readonly number[];
  readonly players: number;
  readonly expert: Readonly<Record<string, unknown>>;
}

/** One judged decision, as reported. */
interface Row {
  readonly seed: number;
  readonly turn: number;
  readonly hand: string;
  readonly melds: string;
  readonly pile: string;
  readonly verdict: Verdict;
}

/** The minimum gap that counts, in points, and the expert's budget the judge must exceed 8×. */
const GAP = 50;

function parseExpert(spec: string | undefined): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  for (const pair of spec === undefined || spec === '' ? [] : spec.split(',')) {
    const [k = '', v = ''] = pair.split('=', 2);
    options[k] = v === 'true' ? true : v === 'false' ? false : /^\d+(\.\d+)?$/.test(v) ? Number(v) : v;
  }
  return options;
}

function describeView(view: PlayerView): Pick<Row, 'hand' | 'melds' | 'pile'> {
  const melds = view.melds
    .filter((m) => m.team === view.team)
    .map((m) => formatCards(m.cards))
    .join(' | ');
  return { hand: formatCards(view.hand), melds, pile: formatCards(view.pile.slice(-3)) };
}

/** Plays the job's games, the expert's team against classic players, and judges its play decisions. */
function work(job: Job): Row[] {
  const expert = createBot('expert', job.expert);
  const classic = createBot('classic');
  const iterations = Number(job.expert.iterations ?? EXPERT_DEFAULT_ITERATIONS);
  const rows: Row[] = [];
  for (const seed of job.seeds) {
    const seen: { view: PlayerView; moves: readonly Move[]; decisionSeed: number }[] = [];
    const recording: Bot = {
      ...expert,
      decide(view, decisionSeed) {
        const decision = expert.decide(view, decisionSeed);
        const considered = decision.explanation?.considered ?? 0;
        if (view.phase === 'play' && considered > 1) seen.push({ view, moves: decision.moves, decisionSeed });
        return decision;
      },
    };
    const players = job.players as Players;
    playGame({
      seed,
      rules: { players, matchTarget: null },
      bots: seatsOf(players).map((s) => (teamOf(s, players) === 0 ? recording : classic)),
    });
    for (const { view, moves, decisionSeed } of seen) {
      const verdict = judge(view, moves, decisionSeed, { ...DEFAULT_JUDGE, atLeast: 8 * iterations });
      rows.push({ seed, turn: view.turnNumber, ...describeView(view), verdict });
    }
  }
  return rows;
}

const jobAt = process.argv.indexOf('--job');
if (jobAt >= 0) {
  // A worker process (spawned below, with tsx's loader): its games' rows on stdout.
  process.stdout.write(JSON.stringify(work(JSON.parse(process.argv[jobAt + 1] as string) as Job)));
} else {
  const args = process.argv.slice(2);
  const take = (flag: string): string | undefined => {
    const at = args.indexOf(flag);
    if (at < 0) return undefined;
    const value = args[at + 1];
    args.splice(at, 2);
    return value;
  };
  const out = take('--out');
  const resultsFile = takeResultsFile(args);
  const players = Number(take('--players') ?? 4);
  const expert = parseExpert(take('--expert'));
  const worst = Number(take('--worst') ?? 8);
  if (![2, 4, 6].includes(players)) throw new Error(`--players is 2, 4 or 6`);
  const [gamesArg = '8', workersArg, firstArg = '2000001'] = args;
  const games = Number(gamesArg);
  const first = Number(firstArg);
  const workers = Math.min(games, Number(workersArg ?? availableParallelism()));
  const t0 = performance.now();
  const seeds = Array.from({ length: games }, (_, i) => first + i);
  const parts = await Promise.all(
    Array.from({ length: workers }, (_, w) => {
      const job: Job = { seeds: seeds.filter((_, i) => i % workers === w), players, expert };
      return new Promise<Row[]>((resolve, reject) => {
        const child = spawn(
          process.execPath,
          [...process.execArgv, fileURLToPath(import.meta.url), '--job', JSON.stringify(job)],
          { stdio: ['ignore', 'pipe', 'inherit'] },
        );
        let text = '';
        child.stdout.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        child.once('error', reject);
        child.once('exit', (code) =>
          code === 0
            ? resolve(JSON.parse(text) as Row[])
            : reject(new Error(`an audit worker exited with code ${String(code)}`)),
        );
      });
    }),
  );
  const rows = parts.flat().sort((a, b) => a.seed - b.seed || a.turn - b.turn);
  if (out !== undefined) writeFileSync(out, JSON.stringify(rows));
  const flagged = rows.filter((r) => r.verdict.gap >= GAP && r.verdict.low > 0);
  const agree = rows.filter((r) => r.verdict.agrees).length;
  const n = rows.length;
  const share = n === 0 ? 0 : flagged.length / n;
  // A Wilson interval for the share.
  const z = 1.96;
  const centre = (share + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const wilson = (z / (1 + (z * z) / n)) * Math.sqrt((share * (1 - share)) / n + (z * z) / (4 * n * n));
  const pct = (x: number): string => `${(100 * x).toFixed(1)} %`;
  const iterations = Number(expert.iterations ?? EXPERT_DEFAULT_ITERATIONS);
  const rollouts = rows.map((r) => r.verdict.rollouts);
  const minRollouts = Math.min(...rollouts);
  console.log(
    `audit: expert ${JSON.stringify(expert)} against classic, ${String(games)} games of ${String(players)} (seeds ${String(first)}–${String(first + games - 1)}), ${(((performance.now() - t0) / 1000) | 0).toString()} s`,
  );
  console.log(
    `  ${String(n)} play decisions judged; candidates a decision ${String(Math.min(...rows.map((r) => r.verdict.candidates)))}–${String(Math.max(...rows.map((r) => r.verdict.candidates)))}; judge's rollouts a decision ≥ ${String(minRollouts)} (${(minRollouts / iterations).toFixed(1)}× the expert's ${String(iterations)})`,
  );
  console.log(`  the expert's turn is the judge's best: ${String(agree)} (${pct(agree / n)})`);
  console.log(
    `  judge's best ≥ ${String(GAP)} points better, bound above 0: ${String(flagged.length)} (${pct(share)}, 95 % CI ${pct(Math.max(0, centre - wilson))}–${pct(Math.min(1, centre + wilson))})`,
  );
  writeResults(resultsFile, {
    games,
    players,
    seeds: [first, first + games - 1],
    expert,
    seconds: (performance.now() - t0) / 1000,
    decisions: n,
    agree,
    misses: flagged.length,
    missShare: { share, low: Math.max(0, centre - wilson), high: Math.min(1, centre + wilson) },
    judgeRollouts: { min: minRollouts, overExpert: minRollouts / iterations },
    worst: [...flagged]
      .sort((a, b) => b.verdict.gap - a.verdict.gap)
      .map((r) => ({ seed: r.seed, turn: r.turn, gap: r.verdict.gap, low: r.verdict.low })),
  });
  const sorted = [...flagged].sort((a, b) => b.verdict.low - a.verdict.low).slice(0, worst);
  for (const r of sorted) {
    const v = r.verdict;
    console.log(
      `\n  seed ${String(r.seed)}, turn ${String(r.turn)}: +${v.gap.toFixed(0)} (${v.low.toFixed(0)} … ${v.high.toFixed(0)})`,
    );
    console.log(`    hand   ${r.hand}`);
    console.log(`    melds  ${r.melds === '' ? '—' : r.melds}`);
    console.log(`    pile   …${r.pile}`);
    console.log(`    expert ${v.chosen.label}  (${v.chosenValue.toFixed(0)})`);
    console.log(`    judge  ${v.best.label}  (${v.bestValue.toFixed(0)})`);
  }
}
