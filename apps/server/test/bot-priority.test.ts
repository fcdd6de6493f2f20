// The bots' worker threads think at a lower priority than the server's event loop (Linux: each thread's nice value),
// so that expert bots in some rooms do not slow the moves of the others on a busy machine.

import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { newGame, viewFor } from '@birimba/engine';
import { BotPool } from '../src/bots/bot-pool.js';
import { BOT_WORKER } from './helpers/paths.js';

/** The nice value of each thread of this process. */
function niceOfThreads(): number[] {
  return readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    // After the command's closing parenthesis, the nice value is the 17th field.
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

describe.runIf(process.platform === 'linux')('bot threads', () => {
  it('run at nice 10 while the rest of the process keeps its priority', async () => {
    const before = niceOfThreads();
    const pool = new BotPool({ threads: 1, workerFile: BOT_WORKER });
    try {
      const state = newGame({ seed: 5 });
      const moves = await pool.decide('easy', viewFor(state, state.turn), 1);
      expect(moves.length).toBeGreaterThan(0);
      const after = niceOfThreads();
      expect(after.filter((n) => n === 10).length).toBe(before.filter((n) => n === 10).length + 1);
      expect(after[0]).toBe(before[0]);
    } finally {
      await pool.destroy();
    }
  });
});
