// A redis-server of the test's own: Debian's (scripts/ensure-redis.sh installs it), on a free port of 127.0.0.1, with
// no persistence (nothing written) in a temporary folder removed at the end. Null when redis-server cannot be had.

import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';

/** Why the Redis tests are skipped, or null when they run. */
export const NO_REDIS = existsSync(REDIS_SERVER)
  ? null
  : `${REDIS_SERVER} is missing: the Redis tests are skipped (bash scripts/ensure-redis.sh installs it)`;
if (NO_REDIS !== null) console.warn(NO_REDIS);

export interface TestRedis {
  readonly url: string;
  readonly port: number;
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
export async function startRedis(): Promise<TestRedis> {
  const dir = mkdtempSync(join(tmpdir(), 'birimba-redis-'));
  const port = await freePort();
  const child: ChildProcess = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited (${String(code)}): ${out.slice(-500)}`)));
  });
  return {
    url: `redis://127.0.0.1:${String(port)}`,
    port,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGKILL');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
