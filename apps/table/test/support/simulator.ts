// The real `birimba-sim` command (the simulator's built `main`, dist/cli/main.js, built before these tests run), run in
// this test's process with streams that collect its text: what a page's log must pass is the simulator's reading and
// replay of it, not the start of a Node process (the simulator's own tests run the executable).
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

type Main = (argv: readonly string[], io: { stdout: Writer; stderr: Writer }) => Promise<number>;
interface Writer {
  write(text: string): unknown;
}

const simulator = dirname(createRequire(import.meta.url).resolve('@birimba/simulator/package.json'));
let loaded: Promise<Main> | null = null;
const builtMain = (): Promise<Main> =>
  (loaded ??= (import(pathToFileURL(join(simulator, 'dist', 'cli', 'main.js')).href) as Promise<{ main: Main }>).then(
    (m) => m.main,
  ));

/** `birimba-sim …args`: its exit status and what it printed. */
export async function birimbaSim(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const out = { stdout: '', stderr: '' };
  const main = await builtMain();
  const code = await main(args, {
    stdout: { write: (text: string) => (out.stdout += text) },
    stderr: { write: (text: string) => (out.stderr += text) },
  });
  return { code, ...out };
}

const matchLogs = new Map<string, Promise<string>>();

/** The log `birimba-sim match` writes with `--log-dir` for one match of two easy teams to `target` (played once for
 * all the files that ask: they share one module graph). */
export function simulatorMatchLog(seed: number, target: number): Promise<string> {
  return simulatorLog(seed, ['--target', String(target)]);
}

/** The log `birimba-sim match` writes with `--log-dir` for a single deal of two easy teams (played once, as above). */
export function simulatorDealLog(seed: number): Promise<string> {
  return simulatorLog(seed, []);
}

function simulatorLog(seed: number, match: readonly string[]): Promise<string> {
  const key = `${String(seed)}/${match.join(' ')}`;
  let log = matchLogs.get(key);
  if (log === undefined) {
    log = (async () => {
      const dir = mkdtempSync(join(tmpdir(), 'birimba-replay-'));
      const run = await birimbaSim(
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
      );
      if (run.code !== 0) throw new Error(`birimba-sim match failed (${String(run.code)}): ${run.stderr}`);
      const [file] = readdirSync(dir);
      return readFileSync(join(dir, file!), 'utf8');
    })();
    matchLogs.set(key, log);
  }
  return log;
}
