// The built server (`node dist/main.js`) in its own process, as an operator starts it: a free port, a temporary data
// folder, bots without their human-like delay. Its memory and CPU are read from /proc by its pid.

import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The built command; BENCH_SERVER_MAIN names another build (an earlier commit's, to compare with). */
const MAIN = process.env.BENCH_SERVER_MAIN ?? fileURLToPath(new URL('../dist/main.js', import.meta.url));

export interface BenchServer {
  readonly child: ChildProcess;
  readonly pid: number;
  readonly port: number;
  stop(): Promise<void>;
}

/** Starts the server with `env` added; resolves once it listens. */
export async function startBenchServer(env: Record<string, string> = {}): Promise<BenchServer> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: build the server first (turbo run build)`);
  const dataDir = mkdtempSync(join(tmpdir(), 'birimba-bench-'));
  // BENCH_SERVER_NODE_ARGS: Node flags for the server alone (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter((a) => a !== '');
  const child = spawn(process.execPath, [...nodeArgs, MAIN], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      BOT_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    err = (err + chunk.toString()).slice(-4000);
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /open http:\/\/[^:]+:(\d+)\//.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${String(code)}): ${out}${err}`)));
  });
  return {
    child,
    pid: child.pid as number,
    port,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        // SIGTERM (the server closes and Node writes a profile asked for), SIGKILL if it takes over 5 s.
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(kill);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
