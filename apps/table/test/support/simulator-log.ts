// A game log as the simulator writes it with `--log-dir`: the real `birimba-sim` command (built before these tests
// run) playing one match, or one deal, of two easy teams.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const simulator = createRequire(import.meta.url).resolve('@birimba/simulator/package.json');
const SIM = join(
  dirname(simulator),
  (JSON.parse(readFileSync(simulator, 'utf8')) as { bin: Record<string, string> }).bin['birimba-sim']!,
);

/** The log `birimba-sim match` writes with `--log-dir` for one match of two easy teams to `target`. */
export function simulatorMatchLog(seed: number, target: number): string {
  return simulatorLog(seed, ['--target', String(target)]);
}

/** The log `birimba-sim match` writes with `--log-dir` for a single deal of two easy teams. */
export function simulatorDealLog(seed: number): string {
  return simulatorLog(seed, []);
}

function simulatorLog(seed: number, match: readonly string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'birimba-replay-'));
  execFileSync(process.execPath, [
    SIM,
    'match',
    'easy',
    'easy',
    '--deals',
    '1',
    ...match,
    '--seed',
    String(seed),
    '--log-dir',
    dir,
    '--workers',
    '1',
  ]);
  const [file] = readdirSync(dir);
  return readFileSync(join(dir, file!), 'utf8');
}
