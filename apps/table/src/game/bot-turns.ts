// The bots' turns at the local table: one action at a time, with the element's delay between actions, until a person
// is to act. Each decision is asked with the acting seat's view only; when it cannot be had, the game waits at that
// seat (`failure`) until `retry()` — the table never plays a move a bot did not choose.

import type { Decision } from '@birimba/ai';
import type { GameState, IllegalMoveError, Move, PlayerView, Seat } from '@birimba/engine';
import { viewFor } from '@birimba/engine';
import { type TableFailure, TableError, asTableError } from '../api/errors.js';

/** Decides for a bot seat from that seat's view only. The real table posts it to the AI worker. */
export type DecideFn = (bot: string, view: PlayerView, seed: number) => Decision | Promise<Decision>;

/** What the bots' turns need of the game they play in. */
export interface BotTable {
  /** The game now; null before one is dealt. */
  state(): GameState | null;
  /** A seat's kind: `human` or a bot name. */
  kindOf(seat: Seat): string;
  /** Plays a bot's move: the engine's refusal, or null. */
  apply(seat: Seat, move: Move): IllegalMoveError | null;
  /** Who decides now (the AI worker, or a page's decision function). */
  decide(): DecideFn;
  /** The seed of the decision the seat to act is asked for in `state`. */
  seedOf(state: GameState): number;
  /** Milliseconds between two bot actions now. */
  delay(): number;
  /** Who is thinking changed, or the bots stopped. */
  changed(): void;
  /** A decision could not be had: the game waits at that seat. */
  failed(failure: TableFailure): void;
}

export class BotTurns {
  /** Bumped whenever what runs must stop (a new deal, a retry, the element gone): a loop of an older one returns. */
  private generation = 0;
  /** The generation whose loop runs, or -1. */
  private running = -1;
  private connected = false;
  /** Skipping: the bots act with no delay until a human is to act again. */
  private skipping = false;
  private wake: (() => void) | null = null;
  /** The bot seat whose decision is being computed, or null. */
  thinking: Seat | null = null;
  /** Why the game waits at a bot's seat, or null. */
  failure: TableFailure | null = null;

  constructor(private readonly table: BotTable) {}

  /** True while the bots' turns are playing out (a bot is to act and the loop runs). */
  get playing(): boolean {
    const state = this.table.state();
    return (
      this.running === this.generation &&
      state !== null &&
      state.phase !== 'over' &&
      this.table.kindOf(state.turn) !== 'human'
    );
  }

  /** The element is on the page: the bots may play. */
  connect(): void {
    this.connected = true;
  }

  /** The element left the page: the loop stops and a pending delay ends now (its timer is cleared). */
  disconnect(): void {
    this.connected = false;
    this.generation++;
    this.thinking = null;
    this.endDelay();
  }

  /** A new game or deal, or a save resumed: what ran stops, nothing has failed, no hurry. */
  reset(): void {
    this.generation++;
    this.thinking = null;
    this.failure = null;
    this.skipping = false;
  }

  /** Finishes the remaining delay now; the next bot actions go with no delay until a human is to act. */
  skip(): void {
    this.skipping = true;
    this.endDelay();
  }

  /** Asks the failed seat's bot again; false when nothing failed. */
  retry(): boolean {
    if (this.failure === null) return false;
    this.failure = null;
    // A new loop: the one that failed may not have returned yet when a page retries from the error event.
    this.generation++;
    this.table.changed();
    this.run();
    return true;
  }

  /** Plays the bots' turns, if a bot is to act and they are not already playing. */
  run(): void {
    if (!this.connected || this.running === this.generation || this.failure !== null) return;
    this.running = this.generation;
    void this.loop(this.generation);
  }

  private endDelay(): void {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }

  private sleep(ms: number): Promise<void> {
    if (this.skipping || ms <= 0) return new Promise((resolve) => setTimeout(resolve, 0));
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        if (this.wake === done) this.wake = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake = done;
    });
  }

  /** The game stops at `seat`: told, never played around. */
  private fail(seat: Seat, bot: string, error: TableError): void {
    this.thinking = null;
    this.failure = { code: error.code, seat, bot, message: error.message };
    this.table.failed(this.failure);
  }

  private async loop(generation: number): Promise<void> {
    const live = (): boolean => this.generation === generation;
    const table = this.table;
    try {
      while (live()) {
        const state = table.state();
        if (state === null || state.phase === 'over') return;
        const seat = state.turn;
        const bot = table.kindOf(seat);
        if (bot === 'human') return;
        this.thinking = seat;
        table.changed();
        await this.sleep(table.delay());
        if (!live()) return;
        let decision: Decision;
        try {
          decision = await table.decide()(bot, viewFor(state, seat), table.seedOf(state));
        } catch (error) {
          if (live()) this.fail(seat, bot, asTableError(error));
          return;
        }
        if (!live()) return;
        this.thinking = null;
        if (decision.moves.length === 0) {
          this.fail(seat, bot, new TableError('bot-failed', `the ${bot} bot at seat ${String(seat)} decided no move`));
          return;
        }
        let applied = 0;
        for (const move of decision.moves) {
          const now = table.state();
          if (!live() || now?.turn !== seat || now.phase === 'over') break;
          if (applied > 0) {
            await this.sleep(table.delay());
            if (!live()) return;
          }
          const refused = table.apply(seat, move);
          if (refused !== null) {
            const why = `the ${bot} bot at seat ${String(seat)} chose a move the engine refuses: ${refused.message}`;
            this.fail(seat, bot, new TableError('bot-failed', why));
            return;
          }
          applied++;
          // As the runner does: a plan stops when the turn passes or the deal ends; one that runs out while the seat
          // still plays (a birimbaki's cards arrived) is followed by a new decision.
          const after = table.state();
          if (after === null || after.phase !== 'play' || after.turn !== seat) break;
        }
      }
    } finally {
      // In the very step in which the loop stops, not in a promise callback later: moves a person makes meanwhile
      // (a hint of several moves played at once) would find the loop still marked running and start none.
      if (this.running === generation) this.running = -1;
      if (live()) {
        this.thinking = null;
        this.skipping = false;
        table.changed();
      }
    }
  }
}
