// Small helpers of the server benchmark: percentiles, the machine's load, a process's memory and CPU from /proc.

import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

/** The p-th percentile (0..100) of `values`, by nearest rank; NaN for none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] as number;
}

/** p50, p95 and p99 of `values`, rounded to 0.01. */
export function spread(values: readonly number[]): { p50: number; p95: number; p99: number; n: number } {
  const r = (x: number): number => Math.round(x * 100) / 100;
  return {
    p50: r(percentile(values, 50)),
    p95: r(percentile(values, 95)),
    p99: r(percentile(values, 99)),
    n: values.length,
  };
}

/** The 1-minute load average, rounded. */
export function load1(): number {
  return Math.round((loadavg()[0] ?? 0) * 100) / 100;
}

/** A process's resident memory, in bytes (Linux /proc). */
export function rssBytes(pid: number): number {
  const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
  const match = /VmRSS:\s+(\d+) kB/.exec(status);
  if (match === null) throw new Error(`no VmRSS for process ${String(pid)}`);
  return Number(match[1]) * 1024;
}

/** A process's CPU time so far (user + system, all its threads), in seconds (Linux /proc). */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${String(pid)}/stat`, 'utf8');
  // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th of them.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return ticks / 100; // USER_HZ is 100 on Linux
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
