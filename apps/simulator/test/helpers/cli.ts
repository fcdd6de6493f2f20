// Runs the built command line and collects what it printed and its exit status: in the test's own process (`sim`,
// `simIn`: `main` of dist/cli/main.js with streams that collect the text — no process to start, no modules to load
// again), or as the real executable in a process of its own (`spawnSim`: `node dist/cli.js …`, for what only a
// process shows: signals, exit statuses, piping, a lock held by another process).

import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { expect } from 'vitest';
import type { main as Main } from '../../src/cli/main.js';

export const CLI = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));
/** The module the executable calls: `main(argv, io)`. */
export const MAIN = fileURLToPath(new URL('../../dist/cli/main.js', import.meta.url));

export interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export interface Running {
  readonly done: Promise<Run>;
  /** Resolves when stderr has printed something matching. */
  waitForStderr(pattern: RegExp): Promise<void>;
}

export interface Child extends Running {
  readonly child: ChildProcess;
}

/** What a run printed so far, and who waits for a line of its stderr. */
class Transcript {
  stdout = '';
  stderr = '';
  private readonly waiters: { pattern: RegExp; resolve: () => void }[] = [];

  addStderr(text: string): void {
    this.stderr += text;
    for (const w of [...this.waiters]) {
      if (w.pattern.test(this.stderr)) {
        this.waiters.splice(this.waiters.indexOf(w), 1);
        w.resolve();
      }
    }
  }

  waitForStderr(pattern: RegExp): Promise<void> {
    return new Promise<void>((resolve) => {
      if (pattern.test(this.stderr)) resolve();
      else this.waiters.push({ pattern, resolve });
    });
  }

  run(code: number | null): Run {
    return { code, stdout: this.stdout, stderr: this.stderr };
  }
}

let mainModule: Promise<typeof Main> | null = null;
/** The built `main`, loaded once for all the tests of a worker (they share one module graph). */
const builtMain = (): Promise<typeof Main> =>
  (mainModule ??= (import(pathToFileURL(MAIN).href) as Promise<{ main: typeof Main }>).then((m) => m.main));

/** In-process runs going on, and whether one of them set environment variables (which every run would see). */
const inProcess = { running: 0, withEnv: false };

/**
 * Runs the command line in this process. `env` (the simulator's test hooks: BIRIMBA_SIM_FAULTS, …_FILE_BYTES,
 * …_PROGRESS_MS) is set in this process's environment for the run — its worker threads copy it when they start — and
 * taken away after; such a run may not overlap another in-process run, which would see it too.
 */
export function simIn(args: readonly string[], env: Readonly<Record<string, string>> = {}): Running {
  const setsEnv = Object.keys(env).length > 0;
  if (inProcess.withEnv || (setsEnv && inProcess.running > 0))
    throw new Error('an in-process run with environment variables cannot overlap another in-process run');
  inProcess.running++;
  inProcess.withEnv = setsEnv;
  const before = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  const transcript = new Transcript();
  const io = {
    stdout: { write: (text: string) => (transcript.stdout += text) },
    stderr: { write: (text: string) => transcript.addStderr(text) },
  };
  const done = builtMain()
    .then((main) => main(args, io))
    .then((code) => transcript.run(code))
    .finally(() => {
      for (const [k, v] of Object.entries(before)) {
        if (v === undefined) Reflect.deleteProperty(process.env, k);
        else process.env[k] = v;
      }
      inProcess.running--;
      inProcess.withEnv = false;
    });
  return { done, waitForStderr: (pattern) => transcript.waitForStderr(pattern) };
}

/** Runs the command line in this process and collects what it printed and its exit status. */
export function sim(...args: string[]): Promise<Run> {
  return simIn(args).done;
}

const children = new Set<ChildProcess>();

/** Kills what a failed test left running (a long match whose Ctrl-C was not honoured, say). */
export function killLeftovers(): void {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  children.clear();
}

/** Runs the real executable, `node dist/cli.js …`, in a process of its own. */
export function spawnSim(args: readonly string[], env: Readonly<Record<string, string>> = {}): Child {
  const child = spawn(process.execPath, [CLI, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const transcript = new Transcript();
  child.stdout.on('data', (d: Buffer) => (transcript.stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => transcript.addStderr(d.toString()));
  const done = new Promise<Run>((resolve) => child.on('close', (code) => resolve(transcript.run(code))));
  return { child, done, waitForStderr: (pattern) => transcript.waitForStderr(pattern) };
}

/** A process that has ended is gone: no process has its id any more. */
export function expectGone(pid: number): void {
  let code: string | undefined;
  try {
    process.kill(pid, 0);
  } catch (e) {
    code = (e as NodeJS.ErrnoException).code;
  }
  expect(code, `process ${String(pid)} is still there`).toBe('ESRCH');
}

/** Refused as bad input: exit 2, nothing on stdout, one line on stderr matching `message`, no stack trace. */
export function expectRefused(run: Run, message: RegExp): void {
  expect(run.code).toBe(2);
  expect(run.stdout).toBe('');
  expect(run.stderr).toMatch(/^birimba-sim: [^\n]+\n$/);
  expect(run.stderr).toMatch(message);
  expect(run.stderr).not.toMatch(/\bat .*\.js:\d+/);
}

/** Names this test run (set by the global setup), so that its temporary folders can be removed at its end. */
export const TEST_RUN_ENV = 'BIRIMBA_SIM_TEST_RUN';
export const tempPrefix = (): string => `birimba-sim-test-${process.env[TEST_RUN_ENV] ?? 'run'}-`;

/** A new temporary folder, removed when the test run ends (by the global setup's teardown). */
export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), tempPrefix()));
}

export function readJson<T = Record<string, unknown>>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

/** A result without what depends on the clock or the machine: timings, throughput, worker count. */
export function withoutTimings(result: Record<string, unknown>): Record<string, unknown> {
  const copy = structuredClone(result);
  delete copy.gamesPerSecond;
  delete copy.elapsedSeconds;
  delete copy.cpuSeconds;
  delete copy.workers;
  delete copy.digest;
  for (const bot of copy.bots as Record<string, unknown>[]) {
    delete bot.decisionMs;
    delete bot.decisionHistogram;
  }
  return copy;
}

/** A result file's text with its digest made right again (what someone editing the file on purpose would do). */
export function redigest(text: string): string {
  const at = text.lastIndexOf('\n  "digest": "sha256:');
  const body = text.slice(0, at + 1);
  return `${body}  "digest": "sha256:${createHash('sha256').update(body).digest('hex')}"\n}\n`;
}
