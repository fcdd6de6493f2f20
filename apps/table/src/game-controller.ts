// The game behind the table: a Lit ReactiveController that wraps the engine's xstate actor — it sends moves,
// persists after every action, runs the bots' turns (their decisions come from a worker) and tells the host.
// It alone holds the full GameState; the element renders only `view` (seat 0's PlayerView) and public figures.

import type { ReactiveController, ReactiveControllerHost } from 'lit';
import {
  type Card,
  type FinalScores,
  type GameActor,
  type GameState,
  type Move,
  type Phase,
  type PlayerView,
  type Seat,
  IllegalMoveError,
  createGameActor,
  describeMove,
  moveEvents,
  finalScores,
  isMatchOver,
  matchTotals,
  nextDeal,
  persistGame,
  resolveRules,
  normalizeMove,
  sendMove,
  teamScores,
  viewFor,
} from '@birimba/engine';
import { type Decision, decisionSeed } from '@birimba/ai';
import { type TableFailure, TableError, asTableError } from './errors.js';
import { type GameLog, gameLog } from './game-log.js';
import {
  type DealResult,
  type LogEntry,
  LOG_LIMIT,
  SAVE_FORMAT,
  SAVE_VERSION,
  type TableSave,
  readMove,
  readSave,
} from './save-file.js';
import { type Settings, NO_SETTINGS } from './settings.js';

export type { DealResult, LogEntry } from './save-file.js';

/** Decides for a bot seat from that seat's view only. The real table posts it to the AI worker. */
export type DecideFn = (bot: string, view: PlayerView, seed: number) => Decision | Promise<Decision>;

export interface GameOptions {
  readonly seed?: string | number;
  /** Four seat kinds: 'human' or a bot name. Seat 0 is the person at this table. */
  readonly seats?: readonly string[] | string;
}

export interface ControllerHooks {
  decide(): DecideFn;
  delay(): number;
  storageKey(): string | null;
  defaults(): { seed: string | number | null; seats: string };
  onMove(seat: Seat, move: Move, description: string): void;
  onTurn(seat: Seat, phase: Phase): void;
  /** The match target of new games: a positive whole number, or null for a single deal. */
  target(): number | null;
  onGameOver(scores: FinalScores, match: MatchInfo): void;
  onMatchOver(match: MatchInfo): void;
  /** The save under the storage key could not be used: it was kept aside under `backupKey` (null if even that
   * failed: then nothing is saved over it until the player starts a new game). */
  onSaveDamaged(problem: SaveProblem): void;
  /** A bot's decision could not be had: the game waits at that seat until `retry()`. */
  onFailure(failure: TableFailure): void;
}

/** A save that could not be used, and where its text was kept. */
export interface SaveProblem {
  readonly key: string;
  readonly backupKey: string | null;
  readonly reason: string;
}

/** Where the text of a damaged save is kept: beside the save, never over it. */
export const damagedKey = (key: string): string => `${key}:damaged`;

/** Where the match stands (public figures): this deal's number, both teams' totals, the target, whether it is over. */
export interface MatchInfo {
  readonly deal: number;
  /** Team totals including this deal once it is over. */
  readonly totals: readonly [number, number];
  /** Null for a single deal. */
  readonly target: number | null;
  readonly over: boolean;
}

/** Running score from public information only: the hands' penalty is not shown before the end. */
export interface PublicScore {
  readonly meldPoints: number;
  readonly birimbaBonus: number;
  readonly onTable: number;
}

export const DEFAULT_SEATS = 'human normal normal normal';

export function parseSeats(value: readonly string[] | string | null | undefined): string[] {
  const list = typeof value === 'string' ? value.trim().split(/\s+/) : [...(value ?? [])];
  const seats = [0, 1, 2, 3].map((i) => list[i] ?? (i === 0 ? 'human' : 'classic'));
  return seats.map((s) => (s === '' ? 'classic' : s));
}

function parseSeed(value: string | number | null | undefined): string | number {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isSafeInteger(n) ? n : value.trim();
  }
  return unguessableSeed();
}

/** A new game's seed: 128 bits from the platform's cryptographic generator, as 32 hex digits (rules §8: a player
 * must not be able to recover the deal from what he sees). */
export function unguessableSeed(): string {
  const words = crypto.getRandomValues(new Uint32Array(4));
  return Array.from(words, (w) => w.toString(16).padStart(8, '0')).join('');
}

/**
 * Which decision of its turn a seat is asked for, counted as `@birimba/ai`'s runner counts them: 0 for the draw, 1
 * for the play phase, one more after each birimbaki picked up mid-play (the plan made before it has run out). Read
 * from the state and this deal's log, so a resumed game asks with the same seeds.
 */
export function decisionStep(state: GameState, log: readonly LogEntry[]): number {
  if (state.phase !== 'play') return 0;
  let step = 1;
  // This turn's entries are the last ones, all of the seat to act (the turn before ended with another seat's).
  for (let i = log.length - 1; i >= 0; i--) {
    const entry = log[i] as LogEntry;
    if (!('seat' in entry) || entry.seat !== state.turn) break;
    if (entry.kind === 'birimbaki') step++;
  }
  return step;
}

/**
 * The seed of a decision at this table: `@birimba/ai`'s `decisionSeed` from the game seed, the seat, the turn and the
 * step, so four bots at the table play a deal exactly as `playGame({ seed, bots })` does. A later deal of a match
 * mixes in its number (as `playGame`'s `botSeed`), so its bots' luck is new.
 */
export function tableDecisionSeed(state: GameState, log: readonly LogEntry[]): number {
  return decisionSeed(state.seed, state.match.deal - 1, state, decisionStep(state, log));
}

export class GameController implements ReactiveController {
  private actor: GameActor | null = null;
  private generation = 0;
  private aiLoop = -1;
  private connected = false;
  seats: string[] = parseSeats(DEFAULT_SEATS);
  /** The whole deal's actions, public data only. */
  log: LogEntry[] = [];
  /** This deal's moves in order (all public: a draw names no card); null when they are not all known (a save from
   * before they were kept, or more than `LOG_LIMIT`). */
  private moves: Move[] | null = [];
  /** The finished deals of this match (empty for a single deal). */
  history: DealResult[] = [];
  /** The player's settings; saved with the game. */
  settings: Settings = NO_SETTINGS;
  /** Set while a damaged save could not be kept aside: nothing is written over it. */
  private saveBlocked = false;
  /** Why the game waits at a bot's seat (its decision could not be had), or null. Never a move played instead. */
  failure: TableFailure | null = null;
  /** The bot seat whose decision is being computed, or null. */
  thinking: Seat | null = null;
  /** Seat 0's custom hand order (card ids), saved with the game; null: sorted by the chosen key. */
  handOrder: number[] | null = null;
  /** Skipping: the bots act with no delay until a human is to act again. */
  private skipping = false;
  private wake: (() => void) | null = null;

  /** True while the bots' turns are playing out (a bot is to act and the loop runs). */
  get botsPlaying(): boolean {
    const state = this.state;
    return (
      this.aiLoop === this.generation && state !== null && state.phase !== 'over' && this.seats[state.turn] !== 'human'
    );
  }

  /** Finishes the remaining AI delay now; the next bot actions go with no delay until a human is to act. */
  skip(): void {
    this.skipping = true;
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

  /** Saves the game now (e.g. after the hand order changed). */
  saveNow(): void {
    this.save();
  }

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly hooks: ControllerHooks,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.connected = true;
    if (this.actor !== null) this.runBots();
  }

  hostDisconnected(): void {
    this.connected = false;
    this.generation++;
    this.thinking = null;
    // End a pending bot delay now (its timer is cleared); the loop then sees it is stale and stops.
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }

  get started(): boolean {
    return this.actor !== null;
  }

  private get state(): GameState | null {
    return this.actor?.getSnapshot().context.game ?? null;
  }

  /** What seat 0 may know: the only game data the element renders. */
  get view(): PlayerView | null {
    const state = this.state;
    return state === null ? null : viewFor(state, 0);
  }

  get publicScores(): [PublicScore, PublicScore] | null {
    const state = this.state;
    if (state === null) return null;
    const pub = (s: { meldPoints: number; birimbaBonus: number }): PublicScore => ({
      meldPoints: s.meldPoints,
      birimbaBonus: s.birimbaBonus,
      onTable: s.meldPoints + s.birimbaBonus,
    });
    const [a, b] = teamScores(state);
    return [pub(a), pub(b)];
  }

  get final(): FinalScores | null {
    const state = this.state;
    return state !== null && state.phase === 'over' ? finalScores(state) : null;
  }

  /** At the end of a deal every hand is shown (the cards left count against their team); null before. */
  get revealedHands(): readonly (readonly Card[])[] | null {
    const state = this.state;
    return state !== null && state.phase === 'over' ? state.hands : null;
  }

  /** The match as it stands: deal number, totals (with this deal once over), target, whether it is over. */
  get match(): MatchInfo | null {
    const state = this.state;
    if (state === null) return null;
    const [a, b] = matchTotals(state);
    return { deal: state.match.deal, totals: [a, b], target: state.rules.matchTarget, over: isMatchOver(state) };
  }

  /** True when this deal is over and the match goes on: the next deal can be started. */
  get canDealNext(): boolean {
    const state = this.state;
    return state !== null && state.phase === 'over' && !isMatchOver(state);
  }

  /** Starts the next deal of the match (same seats; the rng goes on, the next seat starts, totals carry over). */
  nextDeal(): boolean {
    const state = this.state;
    if (state === null || !this.canDealNext) return false;
    this.generation++;
    this.thinking = null;
    this.failure = null;
    this.skipping = false;
    // Settings apply from the next deal: the bots, and the rule variants (the match target included).
    const rules = resolveRules({ ...state.rules, ...this.settings.rules });
    this.seats = this.withSettingsBots(this.seats);
    this.actor = createGameActor({ state: nextDeal({ ...state, rules }) });
    this.log = [];
    this.moves = [];
    this.handOrder = null;
    this.save();
    this.host.requestUpdate();
    const next = this.state as GameState;
    this.hooks.onTurn(next.turn, next.phase);
    this.runBots();
    return true;
  }

  /** Resumes the saved game if there is a valid one, else deals a new game. */
  begin(): void {
    if (this.restoreSaved()) return;
    this.deal({});
  }

  /** A new game asked for by the player or the page: replaces the save (a damaged one stays kept aside). */
  newGame(options: GameOptions = {}): void {
    this.saveBlocked = false;
    this.deal(options);
  }

  /** Seats 1–3 that are bots get the bots of the settings; human seats stay human. */
  private withSettingsBots(seats: readonly string[]): string[] {
    const bots = this.settings.bots;
    if (bots === null) return [...seats];
    return seats.map((kind, seat) => (seat === 0 || kind === 'human' ? kind : (bots[seat - 1] ?? kind)));
  }

  private deal(options: GameOptions): void {
    const defaults = this.hooks.defaults();
    this.generation++;
    this.thinking = null;
    this.failure = null;
    this.skipping = false;
    this.seats =
      options.seats !== undefined ? parseSeats(options.seats) : this.withSettingsBots(parseSeats(defaults.seats));
    const target = this.hooks.target();
    const seed = parseSeed(options.seed ?? defaults.seed);
    // The settings were checked with the engine's resolveRules when read or chosen.
    const rules = resolveRules({ matchTarget: target, ...this.settings.rules });
    this.actor = createGameActor({ seed, rules });
    this.log = [];
    this.moves = [];
    this.history = [];
    this.handOrder = null;
    this.save();
    this.host.requestUpdate();
    const state = this.state as GameState;
    this.hooks.onTurn(state.turn, state.phase);
    this.runBots();
  }

  private restoreSaved(): boolean {
    const key = this.hooks.storageKey();
    if (key === null) return false;
    let text: string | null;
    try {
      text = globalThis.localStorage?.getItem(key) ?? null;
    } catch {
      return false;
    }
    if (text === null) return false;
    let loaded;
    try {
      loaded = readSave(text);
    } catch (error) {
      this.keepAside(key, text, error instanceof Error ? error.message : String(error));
      return false;
    }
    this.generation++;
    this.failure = null;
    this.actor = loaded.actor;
    this.seats = loaded.seats;
    this.log = loaded.log;
    this.moves = loaded.moves;
    this.handOrder = loaded.handOrder;
    this.history = loaded.history;
    this.settings = loaded.settings ?? NO_SETTINGS;
    this.host.requestUpdate();
    this.runBots();
    return true;
  }

  /** A save that cannot be used is never silently replaced: its text goes beside it and the player is told. */
  private keepAside(key: string, text: string, reason: string): void {
    let backupKey: string | null = damagedKey(key);
    try {
      globalThis.localStorage?.setItem(backupKey, text);
    } catch {
      backupKey = null;
      this.saveBlocked = true;
    }
    console.warn(
      `<birimba-table>: the saved game under "${key}" cannot be used (${reason}); ${backupKey === null ? 'it could not be copied and is left in place' : `its text is kept under "${backupKey}"`}`,
    );
    this.hooks.onSaveDamaged({ key, backupKey, reason });
  }

  /** Changes the settings (saved at once); they apply from the next deal. */
  setSettings(settings: Settings): void {
    this.settings = settings;
    this.save();
    this.host.requestUpdate();
  }

  private save(): void {
    const key = this.hooks.storageKey();
    if (key === null || this.actor === null || this.saveBlocked) return;
    const data: TableSave = {
      format: SAVE_FORMAT,
      version: SAVE_VERSION,
      seats: this.seats,
      log: this.log,
      game: persistGame(this.actor),
      ...(this.handOrder === null ? {} : { handOrder: this.handOrder }),
      ...(this.history.length === 0 ? {} : { history: this.history }),
      ...(this.settings === NO_SETTINGS ? {} : { settings: this.settings }),
      ...(this.moves === null ? {} : { moves: this.moves }),
    };
    try {
      globalThis.localStorage?.setItem(key, JSON.stringify(data));
    } catch (error) {
      console.warn('<birimba-table>: could not save the game:', error);
    }
  }

  /** The seat to act, if it is a human seat. */
  get humanToAct(): Seat | null {
    const state = this.state;
    if (state === null || state.phase === 'over') return null;
    return this.seats[state.turn] === 'human' ? state.turn : null;
  }

  /** A move by the human seat to act; returns the engine's refusal instead of throwing. */
  play(move: Move): IllegalMoveError | null {
    const seat = this.humanToAct;
    if (seat === null) {
      const over = this.state?.phase === 'over';
      return new IllegalMoveError(
        over ? 'game-over' : 'not-your-turn',
        over ? 'the game is over' : 'it is not your turn',
      );
    }
    const error = this.apply(seat, move);
    if (error === null) this.runBots();
    return error;
  }

  private apply(seat: Seat, move: Move): IllegalMoveError | null {
    const actor = this.actor;
    const before = this.state;
    if (actor === null || before === null) return new IllegalMoveError('game-over', 'there is no game');
    let after: GameState;
    try {
      after = sendMove(actor, move);
    } catch (error) {
      if (error instanceof IllegalMoveError) return error;
      throw error;
    }
    this.record(before, move, after);
    // The move the engine accepted in its canonical form (a page may pass card objects or aliases, more fields, or
    // change its arrays later), without its seat, as a save keeps it.
    this.moves =
      this.moves === null || this.moves.length >= LOG_LIMIT
        ? null
        : [...this.moves, readMove(normalizeMove(move)) as Move];
    if (after.phase === 'over' && after.rules.matchTarget !== null) {
      const [a, b] = finalScores(after).teams;
      this.history = [
        ...this.history.filter((d) => d.deal < after.match.deal),
        { deal: after.match.deal, totals: [a.total, b.total] },
      ];
    }
    this.save();
    this.host.requestUpdate();
    this.hooks.onMove(seat, move, describeMove(before, move, after, 0));
    if (after.turn !== before.turn || after.phase !== before.phase) this.hooks.onTurn(after.turn, after.phase);
    if (after.phase === 'over') {
      const match = this.match as MatchInfo;
      this.hooks.onGameOver(finalScores(after), match);
      if (match.over && match.target !== null) this.hooks.onMatchOver(match);
    }
    return null;
  }

  /** The log entries of a move, as seat 0 may learn them (the engine's `moveEvents`: a bot's drawn card is not named). */
  private record(before: GameState, move: Move, after: GameState): void {
    const entries: LogEntry[] = moveEvents(before, move, after, 0).map((e): LogEntry => {
      switch (e.kind) {
        case 'draw':
          return e.card === undefined ? { kind: 'draw', seat: e.seat } : { kind: 'draw', seat: e.seat, card: e.card };
        case 'takePile':
          return { kind: 'takePile', seat: e.seat, count: e.count, cards: e.cards };
        case 'meld':
          return { kind: 'meld', seat: e.seat, cards: e.cards };
        case 'layOff':
          return { kind: 'layOff', seat: e.seat, cards: e.cards, meldId: e.meldId };
        case 'discard':
          return { kind: 'discard', seat: e.seat, card: e.card };
        case 'birimbaki':
          return { kind: 'birimbaki', seat: e.seat };
        case 'closed':
          return { kind: 'closed' };
        case 'stockOut':
          return { kind: 'stockOut' };
      }
    });
    this.log = [...this.log, ...entries].slice(-LOG_LIMIT);
  }

  /**
   * This deal as the simulator's game log (`birimba-sim replay` reproduces it), once nothing of it is still hidden
   * and nothing more can be dealt from its seed: the deal is over, and it is a single deal or the end of a match
   * decided in its first deal. Null otherwise: the seed tells every card, and a later deal of a match does not start
   * from a seed alone.
   */
  exportLog(): GameLog | null {
    const state = this.state;
    if (state === null || state.phase !== 'over' || this.canDealNext || state.match.deal !== 1 || this.moves === null)
      return null;
    return gameLog(state, this.seats, this.moves);
  }

  /** The expert's suggestion for the human seat to act (from that seat's view only); a failure throws a `TableError`. */
  async hint(): Promise<Decision | null> {
    const seat = this.humanToAct;
    const state = this.state;
    if (seat === null || state === null) return null;
    try {
      return await this.hooks.decide()('expert', viewFor(state, seat), tableDecisionSeed(state, this.log));
    } catch (error) {
      throw asTableError(error);
    }
  }

  /** Asks the failed seat's bot again (a worker that failed is started anew); false when nothing failed. */
  retry(): boolean {
    if (this.failure === null) return false;
    this.failure = null;
    // A new loop: the one that failed may not have returned yet when a page retries from the error event.
    this.generation++;
    this.host.requestUpdate();
    this.runBots();
    return true;
  }

  /** The game stops at `seat`: told to the host, never played around. */
  private fail(seat: Seat, bot: string, error: TableError): void {
    this.thinking = null;
    this.failure = { code: error.code, seat, bot, message: error.message };
    this.host.requestUpdate();
    this.hooks.onFailure(this.failure);
  }

  /** Plays the bots' turns one action at a time, with the host's delay between actions, until a human acts. */
  private runBots(): void {
    if (!this.connected || this.aiLoop === this.generation || this.failure !== null) return;
    const generation = this.generation;
    this.aiLoop = generation;
    void this.botLoop(generation).finally(() => {
      if (this.aiLoop === generation) this.aiLoop = -1;
      if (this.generation === generation) {
        this.thinking = null;
        this.skipping = false;
        this.host.requestUpdate();
      }
    });
  }

  private async botLoop(generation: number): Promise<void> {
    const live = (): boolean => this.generation === generation;
    while (live()) {
      const state = this.state;
      if (state === null || state.phase === 'over') return;
      const seat = state.turn;
      const bot = this.seats[seat] ?? 'classic';
      if (bot === 'human') return;
      this.thinking = seat;
      this.host.requestUpdate();
      await this.sleep(this.hooks.delay());
      if (!live()) return;
      let decision: Decision;
      try {
        decision = await this.hooks.decide()(bot, viewFor(state, seat), tableDecisionSeed(state, this.log));
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
        if (!live() || this.state?.turn !== seat || this.state.phase === 'over') break;
        if (applied > 0) {
          await this.sleep(this.hooks.delay());
          if (!live()) return;
        }
        const refused = this.apply(seat, move);
        if (refused !== null) {
          this.fail(
            seat,
            bot,
            new TableError(
              'bot-failed',
              `the ${bot} bot at seat ${String(seat)} chose a move the engine refuses: ${refused.message}`,
            ),
          );
          return;
        }
        applied++;
        // As the runner does: a plan stops when the turn passes or the deal ends; one that runs out while the seat
        // still plays (a birimbaki's cards arrived) is followed by a new decision.
        const after = this.state;
        if (after === null || after.phase !== 'play' || after.turn !== seat) break;
      }
    }
  }
}
