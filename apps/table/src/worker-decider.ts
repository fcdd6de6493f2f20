// The main-thread side of the AI worker: one worker per table, requests matched to answers by id.

import type { Decision } from '@birimba/ai';
import type { PlayerView } from '@birimba/engine';
import type { DecideFn } from './game-controller.js';

interface Pending {
  resolve(answer: { decision?: Decision; bots?: string[] }): void;
  reject(error: Error): void;
}

export class WorkerDecider {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  private ask(message: Record<string, unknown>): Promise<{ decision?: Decision; bots?: string[] }> {
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      this.pending.set(id, { resolve, reject });
      this.ensure().postMessage({ id, ...message });
    });
  }

  readonly decide: DecideFn = async (bot: string, view: PlayerView, seed: number) => {
    const answer = await this.ask({ kind: 'decide', bot, view, seed });
    if (answer.decision === undefined) throw new Error('the AI worker gave no decision');
    return answer.decision;
  };

  /** The bot names the AI registry offers (`botKinds()`), asked of the worker where the registry lives. */
  readonly botNames = async (): Promise<string[]> => (await this.ask({ kind: 'bots' })).bots ?? [];

  private ensure(): Worker {
    if (this.worker !== null) return this.worker;
    const worker = new Worker(new URL('./ai.worker.ts', import.meta.url), { type: 'module' });
    worker.addEventListener('message', (event: MessageEvent<{ id: number; decision?: Decision; bots?: string[]; error?: string }>) => {
      const { id, decision, bots, error } = event.data;
      const pending = this.pending.get(id);
      if (pending === undefined) return;
      this.pending.delete(id);
      if (error === undefined) pending.resolve({ ...(decision === undefined ? {} : { decision }), ...(bots === undefined ? {} : { bots }) });
      else pending.reject(new Error(error));
    });
    worker.addEventListener('error', (event) => {
      for (const p of this.pending.values()) p.reject(new Error(event.message || 'the AI worker failed'));
      this.pending.clear();
    });
    this.worker = worker;
    return worker;
  }

  terminate(): void {
    this.worker?.terminate();
    this.worker = null;
    for (const p of this.pending.values()) p.reject(new Error('the table was closed'));
    this.pending.clear();
  }
}
