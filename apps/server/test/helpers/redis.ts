// A redis-server of the test's own: Debian's (scripts/ensure-tools.sh installs it), on a free port of 127.0.0.1, in
// a process group of its own, in a temporary folder removed at the end; no persistence unless asked (then every write
// is in its append-only file before it is acknowledged, so that a kill and a restart lose nothing). Null when
// redis-server cannot be had.

import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signalGroup, stopGroup } from './groups.js';

export const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';

/** Why the Redis tests are skipped, or null when they run. */
export const NO_REDIS = existsSync(REDIS_SERVER)
  ? null
  : `${REDIS_SERVER} is missing: the Redis tests are skipped (bash scripts/ensure-tools.sh installs it)`;
if (NO_REDIS !== null) console.warn(NO_REDIS);

export interface TestRedis {
  readonly url: string;
  readonly port: number;
  /** SIGKILL of its process group: gone at once, connections cut (its files kept for `restart`). */
  kill(): Promise<void>;
  /** Started again on the same port and folder (with persistence, as it was). */
  restart(): Promise<void>;
  /** SIGSTOP: connections held open, nothing answered, until `resume` (SIGCONT). */
  pause(): void;
  resume(): void;
  /** Killed, checked gone, its folder removed. */
  stop(): Promise<void>;
}

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** Starts a redis-server; resolves once it accepts connections. */
export async function startRedis(options: { persist?: boolean } = {}): Promise<TestRedis> {
  const dir = mkdtempSync(join(tmpdir(), 'birimba-redis-'));
  const port = await freePort();
  const persistence =
    options.persist === true ? ['--appendonly', 'yes', '--appendfsync', 'always'] : ['--appendonly', 'no'];
  let child = await launch(port, dir, persistence);
  return {
    url: `redis://127.0.0.1:${String(port)}`,
    port,
    kill: () => stopGroup(child),
    async restart() {
      await stopGroup(child);
      child = await launch(port, dir, persistence);
    },
    pause: () => signalGroup(child, 'SIGSTOP'),
    resume: () => signalGroup(child, 'SIGCONT'),
    async stop() {
      signalGroup(child, 'SIGCONT');
      await stopGroup(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function launch(port: number, dir: string, persistence: string[]): Promise<ChildProcess> {
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', ...persistence, '--dir', dir],
    { stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  let out = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited (${String(code)}): ${out.slice(-500)}`)));
  });
  return child;
}
