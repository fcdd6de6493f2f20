// The AI worker's bots have a deadline, as the simulator's do: a decision not given within `decision-timeout`
// milliseconds stops the worker (it may be stuck for ever) and fails with `bot-failed`; the next request starts a new
// worker. A bot within its deadline changes nothing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type PlayerView, newGame, viewFor } from '@birimba/engine';
import { createBot } from '@birimba/ai';
import { TableError } from '../src/api/errors.js';
import { WorkerDecider } from '../src/worker/worker-decider.js';

afterEach(() => {
  vi.useRealTimers();
});

/** A worker that answers after `answerAfter` ms (never, when null), as the real one posts its messages. */
class FakeWorker extends EventTarget {
  terminated = false;
  constructor(private readonly answerAfter: number | null) {
    super();
  }
  postMessage(message: { id: number; kind: string; bot: string; view: PlayerView; seed: number }): void {
    if (this.answerAfter === null) return;
    setTimeout(() => {
      if (this.terminated) return;
      const decision = createBot(message.bot).decide(message.view, message.seed);
      this.dispatchEvent(new MessageEvent('message', { data: { id: message.id, decision } }));
    }, this.answerAfter);
  }
  terminate(): void {
    this.terminated = true;
  }
}

const view = viewFor(newGame({ seed: 3 }), 0);

describe('a decision deadline for the AI worker', () => {
  it('stops a worker whose bot never answers, fails with bot-failed, and starts a new one next time', async () => {
    vi.useFakeTimers();
    const workers: FakeWorker[] = [];
    const decider = new WorkerDecider(
      () => null,
      () => 1000,
      () => {
        const worker = new FakeWorker(workers.length === 0 ? null : 10);
        workers.push(worker);
        return worker as unknown as Worker;
      },
    );
    const late = decider.decide('greedy', view, 1);
    const failed = expect(late).rejects.toThrow(
      new TableError('bot-failed', 'the greedy bot gave no decision within 1000 ms'),
    );
    await vi.advanceTimersByTimeAsync(1000);
    await failed;
    expect(workers[0]?.terminated).toBe(true);

    const next = decider.decide('greedy', view, 1);
    await vi.advanceTimersByTimeAsync(10);
    expect((await next).moves).toEqual(createBot('greedy').decide(view, 1).moves);
    expect(workers).toHaveLength(2);
  });

  it('leaves a slow bot within its deadline alone, and has no deadline at 0', async () => {
    vi.useFakeTimers();
    for (const [deadline, answerAfter] of [
      [1000, 999],
      [0, 120_000],
    ] as const) {
      const worker = new FakeWorker(answerAfter);
      const decider = new WorkerDecider(
        () => null,
        () => deadline,
        () => worker as unknown as Worker,
      );
      const answer = decider.decide('random', view, 5);
      await vi.advanceTimersByTimeAsync(answerAfter);
      expect((await answer).moves).toEqual(createBot('random').decide(view, 5).moves);
      expect(worker.terminated).toBe(false);
    }
  });
});
