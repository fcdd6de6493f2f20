// `birimba-server` (the built command) in a child process of its own group, as an operator runs it: its environment,
// its address once it listens, its log lines, a kill without warning and a SIGTERM, each checked gone. Without a
// DATA_DIR of the test's, each child has a temporary folder of its own (removed once it is gone): children of test
// files running at once never share one — the embedded database's folder is one process's. Its empty database is
// copied there (helpers/database-template.ts); a test of the first start gives a DATA_DIR of its own.

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { databaseDir } from '../../src/db/embedded-database.js';
import { copyEmptyDatabase } from './database-template.js';
import { stopGroup } from './groups.js';
import { MAIN } from './paths.js';

export interface ChildServer {
  readonly child: ChildProcess;
  readonly port: number;
  /** Everything it wrote to standard error so far (its log). */
  log(): string;
  /** SIGKILL of its process group: gone at once, nothing flushed or closed. */
  kill(): Promise<void>;
  /** SIGTERM (as a deploy stops it); resolves with its exit code once its group is gone. */
  term(): Promise<number | null>;
}

/** A data folder of the child's own when `env` gives none: its environment, and how it is removed. */
function ownFolder(env: Record<string, string>): { env: Record<string, string>; remove: () => void } {
  if (env.DATA_DIR !== undefined) return { env, remove: () => undefined };
  const dir = mkdtempSync(join(tmpdir(), 'birimba-child-'));
  // Its embedded database as a first start would make it, copied: made, it takes seconds of CPU.
  if (env.DATABASE_URL === undefined) copyEmptyDatabase(databaseDir(dir));
  return { env: { ...env, DATA_DIR: dir }, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Starts the server with `env` over the test's environment; resolves with its port once it listens. */
export async function startChild(given: Record<string, string>): Promise<ChildServer> {
  const { env, remove } = ownFolder(given);
  const child = spawn(process.execPath, [fileURLToPath(MAIN)], {
    env: { ...process.env, HOST: '127.0.0.1', BOT_DELAY_MS: '0', BOT_THREADS: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  let err = '';
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  // Its folder goes once the whole group is gone (killed, stopped, or exited by itself).
  child.once('close', remove);
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
    kill: () => stopGroup(child),
    async term() {
      if (child.exitCode === null && child.signalCode === null && child.pid !== undefined)
        process.kill(child.pid, 'SIGTERM');
      const code = await exit;
      await stopGroup(child);
      return code;
    },
  };
}

/** How a server that stopped by itself ended. */
export interface ChildEnd {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs the server with `env` over the test's environment in a process group of its own, until it exits by itself;
 * one that is still running after `hangMs` is killed (the test then fails on its exit). Either way its whole group is
 * gone before this resolves.
 */
export async function runChild(given: Record<string, string>, hangMs = 30_000): Promise<ChildEnd> {
  const { env, remove } = ownFolder(given);
  const child = spawn(process.execPath, [fileURLToPath(MAIN)], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', BOT_DELAY_MS: '0', BOT_THREADS: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const hang = setTimeout(() => void stopGroup(child), hangMs);
  const code = await new Promise<number | null>((resolve) => child.once('close', (c) => resolve(c)));
  clearTimeout(hang);
  await stopGroup(child);
  remove();
  return { code, stdout, stderr };
}
