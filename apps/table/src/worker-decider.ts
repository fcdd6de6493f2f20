// The main-thread side of the AI worker: one worker per table, requests matched to answers by id.

import type { Decision } from '@birimba/ai';
import type { PlayerView } from '@birimba/engine';
import type { DecideFn } from './game-controller.js';

interface Pending {
  resolve(decision: Decision): void;
  reject(error: Error): void;
}

export class WorkerDecider {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  readonly decide: DecideFn = (bot: string, view: PlayerView, seed: number) =>
    new Promise<Decision>((resolve, reject) => {
      const id = this.nextId++;
      this.pending.set(id, { resolve, reject });
      this.ensure().postMessage({ id, bot, view, seed });
    });

  private ensure(): Worker {
    if (this.worker !== null) return this.worker;
    const worker = new Worker(new URL('./ai.worker.ts', import.meta.url), { type: 'module' });
    worker.addEventListener('message', (event: MessageEvent<{ id: number; decision?: Decision; error?: string }>) => {
      const { id, decision, error } = event.data;
      const pending = this.pending.get(id);
      if (pending === undefined) return;
      this.pending.delete(id);
      if (decision !== undefined) pending.resolve(decision);
      else pending.reject(new Error(error ?? 'the AI worker gave no decision'));
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
