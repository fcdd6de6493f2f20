// The bots' worker threads think at a lower priority than the server's event loop (Linux: each thread's nice value),
// so that expert bots in some rooms do not slow the moves of the others on a busy machine.

import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { newGame, viewFor } from '@birimba/engine';
import { BotPool } from '../src/bots/bot-pool.js';
import { BOT_WORKER } from './helpers/paths.js';

/** The nice value of each thread of this process, by thread id. */
function niceOfThreads(): Map<number, number> {
  const nice = new Map<number, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      // After the command's closing parenthesis, the nice value is the 17th field.
      nice.set(Number(tid), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]));
    } catch {
      // a thread that ended while it was listed
    }
  }
  return nice;
}

describe.runIf(process.platform === 'linux')('bot threads', () => {
  it('run at nice 10 while the rest of the process keeps its priority', async () => {
    // Threads are told apart by id: the test files share this process, and an earlier file's bot threads may still
    // be ending while this one counts.
    const before = niceOfThreads();
    const pool = new BotPool({ threads: 1, workerFile: BOT_WORKER });
    try {
      const state = newGame({ seed: 5 });
      const moves = await pool.decide('easy', viewFor(state, state.turn), 1);
      expect(moves.length).toBeGreaterThan(0);
      const after = niceOfThreads();
      const started = [...after].filter(([tid]) => !before.has(tid));
      expect(started.filter(([, nice]) => nice === 10)).toHaveLength(1);
      for (const [tid, nice] of before) if (after.has(tid)) expect([tid, after.get(tid)]).toEqual([tid, nice]);
      expect(after.get(process.pid)).toBe(before.get(process.pid));
    } finally {
      await pool.destroy();
    }
  });
});
