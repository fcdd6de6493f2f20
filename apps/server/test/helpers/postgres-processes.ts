// The processes of a test PostgreSQL server (helpers/postgres.ts): found, signalled, killed all at once, and checked
// gone — down to its System V shared memory, which a new postmaster on the same folder refuses while anything holds it.

import type { ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { alive, stopGroup } from './groups.js';

/** The processes the postmaster started (its backends and helpers): each is a process group of its own (PostgreSQL
 * calls setsid in every child), so a signal to the postmaster's group does not reach them. */
function serverChildren(postmaster: number): number[] {
  const found: number[] = [];
  for (const pid of processIds()) {
    const stat = procStat(pid);
    if (stat?.ppid === postmaster && stat.state !== 'Z') found.push(pid);
  }
  return found;
}

function processIds(): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number);
}

/** A process's state and parent from /proc, or null when it is gone. */
function procStat(pid: number): { state: string; ppid: number } | null {
  try {
    const text = readFileSync(`/proc/${String(pid)}/stat`, 'utf8');
    const [state, ppid] = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { state: state ?? '', ppid: Number(ppid) };
  } catch {
    return null;
  }
}

function running(child: ChildProcess): child is ChildProcess & { pid: number } {
  return child.pid !== undefined && child.exitCode === null && child.signalCode === null;
}

/** Sends `signal` to the postmaster's group and to each process it started. */
export function signalAll(child: ChildProcess, signal: NodeJS.Signals): void {
  if (!running(child)) return;
  for (const each of [-child.pid, ...serverChildren(child.pid)]) kill(each, signal);
}

function kill(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch {
    // Gone already.
  }
}

/**
 * SIGKILL of the postmaster and of every process it started, all checked gone (a zombie is gone). The postmaster is
 * stopped first: running, it answers the death of a child it did not expect by restarting the others (a `startup`
 * process among them) — a process forked after the children were listed, in a session of its own, that outlives the
 * group's kill and holds the shared memory.
 */
export async function killAll(child: ChildProcess): Promise<void> {
  let others: number[] = [];
  if (running(child)) {
    kill(child.pid, 'SIGSTOP');
    // Stopped only once /proc says so (a fork under way when the signal came is finished first).
    while (running(child) && procStat(child.pid)?.state !== 'T') await pause();
    others = serverChildren(child.pid);
  }
  for (const pid of others) kill(pid, 'SIGKILL');
  await stopGroup(child);
  while (others.some((pid) => alive(pid) && procStat(pid)?.state !== 'Z')) await pause();
}

/** The System V shared memory segment of the server on `data` (its key and id, from `postmaster.pid`'s seventh
 * line), or null when the file does not say. */
export function sharedMemoryOf(data: string): { key: number; id: number } | null {
  let text: string;
  try {
    text = readFileSync(join(data, 'postmaster.pid'), 'utf8');
  } catch {
    return null;
  }
  const [key, id] = (text.split('\n')[6] ?? '').trim().split(/\s+/).map(Number);
  return key === undefined || id === undefined || !(key > 0) || !(id >= 0) ? null : { key, id };
}

/** How many processes hold the segment `id` (`nattch` in /proc/sysvipc/shm); 0 when it is removed. */
function attachedTo(id: number): number {
  const rows = readFileSync('/proc/sysvipc/shm', 'utf8').split('\n').slice(1);
  for (const row of rows) {
    const fields = row.trim().split(/\s+/);
    if (Number(fields[1]) === id) return Number(fields[6]);
  }
  return 0;
}

/** The processes that map the segment of `key` (a process of the old server that no list of children found). */
function holdersOf(key: number): number[] {
  const name = `/SYSV${key.toString(16).padStart(8, '0')}`;
  return processIds().filter((pid) => {
    try {
      return readFileSync(`/proc/${String(pid)}/maps`, 'utf8').includes(name);
    } catch {
      return false;
    }
  });
}

/** Resolves once no process holds the segment — what a new postmaster checks before it starts on the folder (it
 * refuses with "pre-existing shared memory block is still in use"); a holder left over is killed. */
export async function sharedMemoryFreed(segment: { key: number; id: number }): Promise<void> {
  while (attachedTo(segment.id) > 0) {
    for (const pid of holdersOf(segment.key)) kill(pid, 'SIGKILL');
    await pause();
  }
}

function pause(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 10));
}
