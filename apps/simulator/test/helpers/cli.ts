// Runs the real built binary, `node dist/cli.js …`, and collects what it printed and its exit status.

import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

export const CLI = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));

export interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export interface Running {
  readonly child: ChildProcess;
  readonly done: Promise<Run>;
  /** Resolves when stderr has printed something matching. */
  waitForStderr(pattern: RegExp): Promise<void>;
}

const children = new Set<ChildProcess>();

/** Kills what a failed test left running (a long match whose Ctrl-C was not honoured, say). */
export function killLeftovers(): void {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  children.clear();
}

export function start(args: readonly string[], env: Readonly<Record<string, string>> = {}): Running {
  const child = spawn(process.execPath, [CLI, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let stdout = '';
  let stderr = '';
  const waiters: { pattern: RegExp; resolve: () => void }[] = [];
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => {
    stderr += d.toString();
    for (const w of [...waiters]) {
      if (w.pattern.test(stderr)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
    }
  });
  const done = new Promise<Run>((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
  return {
    child,
    done,
    waitForStderr: (pattern) =>
      new Promise<void>((resolve) => {
        if (pattern.test(stderr)) resolve();
        else waiters.push({ pattern, resolve });
      }),
  };
}

export function sim(...args: string[]): Promise<Run> {
  return start(args).done;
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
