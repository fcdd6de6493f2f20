// A PostgreSQL server of the test's own: Debian's (scripts/ensure-tools.sh installs it, without a cluster of its own),
// made by initdb in a temporary folder, on a free port of 127.0.0.1, in a process group of its own; run as the
// `postgres` user when the tests run as root (PostgreSQL refuses root). Built for speed, not for a machine's crash:
// no fsync by default (a killed server loses nothing the kernel was given; benchmarks ask for `durable`). Null when
// PostgreSQL cannot be had.

import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { stopGroup } from './groups.js';
import { killAll, sharedMemoryFreed, sharedMemoryOf, signalAll } from './postgres-processes.js';
import { freePort } from './redis.js';

/** The newest of Debian's PostgreSQL versions installed (`/usr/lib/postgresql/<version>/bin`), or POSTGRES_BIN. */
function postgresBin(): string | null {
  if (process.env.POSTGRES_BIN !== undefined) return process.env.POSTGRES_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => /^\d+$/.test(v) && existsSync(join(root, v, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? null : join(root, versions[0], 'bin');
}

const BIN = postgresBin();
const AS_ROOT = userInfo().uid === 0;

/** The user PostgreSQL runs as when the tests run as root. */
const POSTGRES_USER = 'postgres';

/** Why the PostgreSQL tests are skipped, or null when they run. */
export const NO_POSTGRES =
  BIN === null || !existsSync(join(BIN, 'initdb'))
    ? 'PostgreSQL is missing (/usr/lib/postgresql/*/bin/postgres): the PostgreSQL tests are skipped ' +
      '(bash scripts/ensure-tools.sh installs it)'
    : AS_ROOT && !userExists(POSTGRES_USER)
      ? `the tests run as root and there is no ${POSTGRES_USER} user to run PostgreSQL as: the PostgreSQL tests ` +
        'are skipped (Debian’s postgresql package makes it)'
      : null;
if (NO_POSTGRES !== null) console.warn(NO_POSTGRES);

export interface TestPostgres {
  /** `postgres://postgres@127.0.0.1:PORT/postgres`. */
  readonly url: string;
  readonly port: number;
  /** A new, empty database on this server; its URL. */
  database(): Promise<string>;
  /** SIGKILL of its process group: gone at once, connections cut (its folder kept for `restart`). */
  kill(): Promise<void>;
  /** Started again on the same port and folder (it recovers what it had acknowledged), once every process of the
   * old server has let go of its shared memory. */
  restart(): Promise<void>;
  /** SIGSTOP: connections held open, nothing answered, until `resume` (SIGCONT). */
  pause(): void;
  resume(): void;
  /** Stopped, checked gone, its folder removed. */
  stop(): Promise<void>;
}

/** How the server keeps its data: `fast` for tests (no fsync, 16 MB of shared buffers), `durable` as a deployment
 * runs it (PostgreSQL's own defaults for fsync and commits, 256 MB of shared buffers), for benchmarks. */
export type PostgresSettings = 'fast' | 'durable';

/** The `-c` settings of each kind. */
const SETTINGS: Record<PostgresSettings, readonly string[]> = {
  fast: ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off', 'shared_buffers=16MB'],
  durable: ['shared_buffers=256MB'],
};

/** Starts a PostgreSQL server; resolves once it accepts connections. */
export async function startPostgres(settings: PostgresSettings = 'fast'): Promise<TestPostgres> {
  if (BIN === null) throw new Error(NO_POSTGRES ?? 'no PostgreSQL');
  const bin = BIN;
  const dir = mkdtempSync(join(tmpdir(), 'birimba-postgres-'));
  if (AS_ROOT) chownSync(dir, uid(POSTGRES_USER), gid(POSTGRES_USER));
  const data = join(dir, 'data');
  execFileSync(
    ...asPostgres(join(bin, 'initdb'), [
      '--pgdata',
      data,
      '--username',
      'postgres',
      '--auth',
      'trust',
      '--encoding',
      'UTF8',
      '--locale',
      'C',
      '--no-sync',
      '--no-instructions',
    ]),
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await freePort();
  let child = await launch(bin, data, dir, port, settings);
  let created = 0;
  const url = (database: string): string => `postgres://postgres@127.0.0.1:${String(port)}/${database}`;
  return {
    url: url('postgres'),
    port,
    async database() {
      created++;
      const name = `test_${String(created)}`;
      const client = new pg.Client(url('postgres'));
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    kill: () => killAll(child),
    async restart() {
      const segment = sharedMemoryOf(data);
      await killAll(child);
      // A new postmaster refuses to start while any process still holds the old one's segment.
      if (segment !== null) await sharedMemoryFreed(segment);
      child = await launch(bin, data, dir, port, settings);
    },
    pause: () => signalAll(child, 'SIGSTOP'),
    resume: () => signalAll(child, 'SIGCONT'),
    async stop() {
      signalAll(child, 'SIGCONT');
      // An immediate shutdown: the server removes its shared memory as it goes (a SIGKILL would leave it behind).
      await stopGroup(child, 'SIGQUIT');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The postgres server on `data`, its socket in `dir`, listening on `port` of 127.0.0.1 only. */
async function launch(
  bin: string,
  data: string,
  dir: string,
  port: number,
  settings: PostgresSettings,
): Promise<ChildProcess> {
  const [file, args] = asPostgres(join(bin, 'postgres'), [
    '-D',
    data,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    `unix_socket_directories=${dir}`,
    ...SETTINGS[settings].flatMap((setting) => ['-c', setting]),
    '-c',
    'max_connections=40',
    '-c',
    'logging_collector=off',
  ]);
  const child = spawn(file, args, { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  let out = '';
  await new Promise<void>((resolve, reject) => {
    child.stderr?.on('data', (chunk: Buffer) => {
      out = (out + chunk.toString()).slice(-4000);
      if (out.includes('database system is ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`postgres exited (${String(code)}): ${out.slice(-500)}`)));
  });
  return child;
}

/** A command run as the `postgres` user when the tests run as root (PostgreSQL refuses root), else as it is. */
function asPostgres(file: string, args: string[]): [string, string[]] {
  if (!AS_ROOT) return [file, args];
  return ['setpriv', ['--reuid', POSTGRES_USER, '--regid', POSTGRES_USER, '--init-groups', file, ...args]];
}

function userExists(name: string): boolean {
  try {
    uid(name);
    return true;
  } catch {
    return false;
  }
}

function uid(name: string): number {
  return Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim());
}

function gid(name: string): number {
  return Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim());
}
