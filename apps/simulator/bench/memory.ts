// Memory of a run that could go on for ever: `birimba-sim match … --deals 1000000000 --json … --csv …`, its resident
// memory sampled every few seconds for MINUTES minutes (default 10), then Ctrl-C; prints the samples, the peak and
// what was written. Usage: tsx bench/memory.ts [bot] [minutes] [workers]

import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const [bot = 'random', minutesArg = '10', workers = '2'] = process.argv.slice(2);
const dir = mkdtempSync(join(tmpdir(), 'birimba-sim-memory-'));
const started = performance.now();
const child = spawn(
  process.execPath,
  [
    CLI,
    'match',
    bot,
    bot,
    '--deals',
    '1000000000',
    '--duplicate',
    '--workers',
    workers,
    '--json',
    join(dir, 'r.json'),
    '--csv',
    join(dir, 'r.csv'),
  ],
  {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, BIRIMBA_SIM_PROGRESS_MS: '5000' },
  },
);
let progress = '';
let firstProgressMs: number | null = null;
child.stderr.on('data', (d: Buffer) => {
  const text = d.toString();
  const m = /(\d+)\/1000000000 deals, (\d+) games/.exec(text);
  if (m !== null) {
    progress = `${m[1] ?? ''} deals, ${m[2] ?? ''} games`;
    firstProgressMs ??= performance.now() - started;
  }
});
const mb = (kind: 'VmRSS' | 'VmHWM'): number =>
  Number(
    new RegExp(`${kind}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${String(child.pid)}/status`, 'utf8'))?.[1] ?? NaN,
  ) / 1024;
const samples: string[] = [];
const end = Date.now() + Number(minutesArg) * 60_000;
await new Promise<void>((resolve) => {
  const tick = setInterval(() => {
    const minutes = ((performance.now() - started) / 60_000).toFixed(1);
    samples.push(`${minutes} min: RSS ${mb('VmRSS').toFixed(0)} MB (${progress})`);
    console.log(samples[samples.length - 1]);
    if (Date.now() >= end) {
      clearInterval(tick);
      resolve();
    }
  }, 15_000);
});
const peak = mb('VmHWM');
const stopAsked = performance.now();
child.kill('SIGINT');
const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
const r = JSON.parse(readFileSync(join(dir, 'r.json'), 'utf8')) as {
  deals: number;
  games: number;
  interrupted: boolean;
};
console.log(
  `first progress line after ${((firstProgressMs ?? NaN) / 1000).toFixed(1)} s; peak RSS ${peak.toFixed(0)} MB`,
);
console.log(
  `Ctrl-C: exit ${String(code)} after ${((performance.now() - stopAsked) / 1000).toFixed(1)} s; written: ${String(r.deals)} deals, ${String(r.games)} games, interrupted ${String(r.interrupted)}; JSON ${(statSync(join(dir, 'r.json')).size / 1e6).toFixed(1)} MB (${(statSync(join(dir, 'r.json')).size / r.games).toFixed(0)} bytes a game), CSV ${(statSync(join(dir, 'r.csv')).size / 1e6).toFixed(1)} MB`,
);
