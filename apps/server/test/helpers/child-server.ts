// `birimba-server` (the built command) in a child process, as an operator runs it: its environment, its address once
// it listens, its log lines, and a kill without warning.

import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { MAIN } from './paths.js';

export interface ChildServer {
  readonly child: ChildProcess;
  readonly port: number;
  /** Everything it wrote to standard error so far (its log). */
  log(): string;
  /** SIGKILL: gone at once, nothing flushed or closed. */
  kill(): Promise<void>;
}

/** Starts the server with `env` over the test's environment; resolves with its port once it listens. */
export async function startChild(env: Record<string, string>): Promise<ChildServer> {
  const child = spawn(process.execPath, [fileURLToPath(MAIN)], {
    env: { ...process.env, HOST: '127.0.0.1', BOT_DELAY_MS: '0', BOT_THREADS: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /open http:\/\/[^:]+:(\d+)\//.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) =>
      reject(new Error(`the server exited (${String(code)}) before it listened: ${out}${err.slice(-1000)}`)),
    );
  });
  return {
    child,
    port,
    log: () => err,
    kill: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}
