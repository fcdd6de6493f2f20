// The main-thread side of the AI worker: one worker per table, requests matched to answers by id. A worker that
// cannot start or stops fails every pending request with a `worker-failed` TableError (the next request starts a new
// one); a bot that throws inside it, or gives no decision within the deadline, fails that request with `bot-failed`.

import type { CoachVerdict, Decision } from '@birimba/ai';
import type { Move, PlayerView } from '@birimba/engine';
import { startDefaultWorker } from './default-worker.js';
import { TableError } from '../api/errors.js';
import type { DecideFn } from '../game/bot-turns.js';

interface Answer {
  readonly decision?: Decision;
  readonly bots?: string[];
  readonly verdict?: CoachVerdict;
}

interface Pending {
  resolve(answer: Answer): void;
  reject(error: Error): void;
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The build's own AI worker, or the page's script at `url`. */
const startWorker = (url: string | null): Worker =>
  url === null ? startDefaultWorker() : new Worker(url, { type: 'module', name: 'birimba-ai' });

export class WorkerDecider {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  /**
   * `url`: the page's own AI worker script (the `worker-url` attribute), or null for the build's own worker.
   * `deadline`: milliseconds a decision may take (0: no limit); a later one stops the worker (it may be stuck for
   * ever) and fails with `bot-failed`. `start`: how a worker is started (the default: the build's or `url`'s).
   */
  constructor(
    private readonly url: () => string | null,
    private readonly deadline: () => number = () => 0,
    private readonly start: (url: string | null) => Worker = startWorker,
  ) {}

  private ask(message: Record<string, unknown>, late?: () => TableError): Promise<Answer> {
    return new Promise((resolve, reject) => {
      let worker: Worker;
      try {
        worker = this.ensure();
      } catch (error) {
        reject(new TableError('worker-failed', `the AI worker could not start: ${messageOf(error)}`));
        return;
      }
      const id = this.nextId++;
      const ms = late === undefined ? 0 : this.deadline();
      const timer = ms > 0 ? setTimeout(() => this.stop(late?.() as TableError), ms) : null;
      const done = (): void => {
        if (timer !== null) clearTimeout(timer);
      };
      this.pending.set(id, {
        resolve: (answer) => {
          done();
          resolve(answer);
        },
        reject: (error) => {
          done();
          reject(error);
        },
      });
      worker.postMessage({ id, ...message });
    });
  }

  readonly decide: DecideFn = async (bot: string, view: PlayerView, seed: number) => {
    const answer = await this.ask(
      { kind: 'decide', bot, view, seed },
      () => new TableError('bot-failed', `the ${bot} bot gave no decision within ${String(this.deadline())} ms`),
    );
    if (answer.decision === undefined) throw new TableError('bot-failed', `the ${bot} bot gave no decision`);
    return answer.decision;
  };

  /** The coach's verdict on the turn `played` from `view` (the AI's `coachTurn`). */
  readonly coach = async (view: PlayerView, played: readonly Move[], seed: number): Promise<CoachVerdict> => {
    const answer = await this.ask({ kind: 'coach', view, played, seed });
    if (answer.verdict === undefined) throw new TableError('bot-failed', 'the coach gave no verdict');
    return answer.verdict;
  };

  /** The bot names the AI registry offers (`botKinds()`), asked of the worker where the registry lives. */
  readonly botNames = async (): Promise<string[]> => (await this.ask({ kind: 'bots' })).bots ?? [];

  private ensure(): Worker {
    if (this.worker !== null) return this.worker;
    const url = this.url();
    const worker = this.start(url);
    worker.addEventListener(
      'message',
      (
        event: MessageEvent<{
          id: number;
          decision?: Decision;
          bots?: string[];
          verdict?: CoachVerdict;
          error?: string;
        }>,
      ) => {
        const { id, decision, bots, verdict, error } = event.data;
        const pending = this.pending.get(id);
        if (pending === undefined) return;
        this.pending.delete(id);
        if (error === undefined)
          pending.resolve({
            ...(decision === undefined ? {} : { decision }),
            ...(bots === undefined ? {} : { bots }),
            ...(verdict === undefined ? {} : { verdict }),
          });
        else pending.reject(new TableError('bot-failed', error));
      },
    );
    // A script that does not load (404, refused by the page's policy) or an error escaping the worker's handler.
    const failed = (event: Event): void => {
      const message = (event as Partial<ErrorEvent>).message;
      const detail = typeof message === 'string' && message !== '' ? message : 'its script did not load or stopped';
      this.stop(new TableError('worker-failed', `the AI worker failed${url === null ? '' : ` (${url})`}: ${detail}`));
    };
    worker.addEventListener('error', failed);
    worker.addEventListener('messageerror', failed);
    this.worker = worker;
    return worker;
  }

  /** Ends the worker (the next request starts a new one) and fails what it was asked. */
  private stop(error: TableError): void {
    this.worker?.terminate();
    this.worker = null;
    for (const p of this.pending.values()) p.reject(error);
    this.pending.clear();
  }

  /** The worker URL changed: the next request starts the new one. */
  restart(): void {
    this.stop(new TableError('worker-failed', 'the AI worker was replaced'));
  }

  terminate(): void {
    this.stop(new TableError('worker-failed', 'the table was closed'));
  }
}
