// The bots' worker pool (tinypool over worker_threads, as the simulator runs its games): every room of the server
// sends its bots' decisions here, so that an expert thinking in one room does not slow the moves of the others.

import { availableParallelism } from 'node:os';
import Tinypool from 'tinypool';
import type { Move, PlayerView } from '@birimba/engine';
import type { DecideTask } from './bot-worker.js';

/** Decides for a seat from its view: what a room needs of the bots. */
export interface Bots {
  /** The moves the bot of `level` decides for the seat of `view`, with the decision's seed. */
  decide(level: string, view: PlayerView, seed: number): Promise<readonly Move[]>;
  /** Stops the threads. */
  destroy(): Promise<void>;
}

/** Options of the pool. */
export interface BotPoolOptions {
  /** Worker threads (default: one fewer than the cores, at least one). */
  readonly threads?: number;
  /** The worker module (default: the built `bot-worker.js` beside this file). */
  readonly workerFile?: URL;
}

/** The bots on worker threads. */
export class BotPool implements Bots {
  private readonly pool: Tinypool;

  constructor(options: BotPoolOptions = {}) {
    const threads = options.threads ?? Math.max(1, availableParallelism() - 1);
    this.pool = new Tinypool({
      filename: (options.workerFile ?? new URL('./bot-worker.js', import.meta.url)).href,
      minThreads: threads,
      maxThreads: threads,
      idleTimeout: 2_147_483_647,
    });
  }

  async decide(level: string, view: PlayerView, seed: number): Promise<readonly Move[]> {
    const task: DecideTask = { level, view, seed };
    return (await this.pool.run(task)) as readonly Move[];
  }

  async destroy(): Promise<void> {
    await this.pool.destroy();
  }
}
