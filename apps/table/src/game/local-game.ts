// The local game, the first `TableGame`: the engine's xstate actor holds the whole state in the page (only this
// module reads it; the element gets seat 0's view), the bots play through `BotTurns` with decisions from the AI
// worker, and the game is saved under the storage key after every action. Seat 0 is the person at this table.

import { GameChanges } from './game-changes.js';
import type { Decision } from '@birimba/ai';
import {
  type Card,
  type FinalScores,
  type GameActor,
  type GameState,
  type Move,
  type MoveEvent,
  type PlayerView,
  type Players,
  type Seat,
  IllegalMoveError,
  createGameActor,
  describeMove,
  illegalMove,
  finalScores,
  handsShown,
  isMatchOver,
  matchTotals,
  nextDeal,
  requirePlayers,
  resolveRules,
  sendMove,
  viewFor,
} from '@birimba/engine';
import type { GameLog } from '@birimba/game-log';
import { type TableFailure, asTableError } from '../api/errors.js';
import { type Settings, NO_SETTINGS, TABLE_PLAYERS } from './settings.js';
import type { DealResult, MatchInfo } from '../api/types.js';
import { type DecideFn, BotTurns } from './bot-turns.js';
import { type DealRecord, freshRecord, nextDealRecord, recordMove } from './deal-record.js';
import { matchLog } from './match-log.js';
import { type SaveState, SaveStore } from './save-store.js';
import type { SavedGame } from './save-file.js';
import { parseSeed, tableDecisionSeed } from './seeds.js';
import { DEFAULT_SEATS, parseSeats, withSettingsBots } from '../attributes/setup.js';
import type { GameChange, GameOptions, SeatPerson, TableGame } from './table-game.js';

/** What the local game reads from the element, when it needs it (the attributes may change meanwhile). */
export interface LocalGameSetup {
  /** Who decides for the bots: the AI worker, or a page's decision function. */
  decide(): DecideFn;
  /** Milliseconds between two bot actions. */
  delay(): number;
  /** Where the game is saved; null: nowhere. */
  storageKey(): string | null;
  /** The `seed`, `seats` and `players` attributes, for a new game (players null: the rules' default, four). */
  defaults(): { seed: string | number | null; seats: string; players: Players | null };
  /** The match target of new games: a positive whole number, or null for a single deal. */
  target(): number | null;
}

export class LocalGame implements TableGame {
  readonly mySeat: Seat = 0;
  seats: readonly string[] = parseSeats(DEFAULT_SEATS);
  readonly people: readonly SeatPerson[] = [];
  settings: Settings = NO_SETTINGS;
  handOrder: readonly number[] | null = null;
  private actor: GameActor | null = null;
  private record: DealRecord = freshRecord();
  /** The last `exportLog` and the state it was made of (a render asks for it at each update). */
  private exported: { readonly state: GameState; readonly log: GameLog | null } | null = null;
  private readonly changes = new GameChanges();
  private readonly store: SaveStore;
  private readonly bots: BotTurns;

  constructor(private readonly setup: LocalGameSetup) {
    this.store = new SaveStore(
      () => setup.storageKey(),
      (problem) => this.tell({ kind: 'save-damaged', problem }),
      () => this.tell({ kind: 'changed' }),
    );
    this.bots = new BotTurns({
      state: () => this.state,
      kindOf: (seat) => this.seats[seat] ?? 'classic',
      apply: (seat, move) => this.apply(seat, move),
      decide: () => setup.decide(),
      seedOf: (state) => tableDecisionSeed(state, this.record.log),
      delay: () => setup.delay(),
      changed: () => this.tell({ kind: 'changed' }),
      failed: (failure) => this.tell({ kind: 'failure', failure }),
    });
  }

  // ---- what the element reads ------------------------------------------------------------------------------

  private get state(): GameState | null {
    return this.actor?.getSnapshot().context.game ?? null;
  }

  get view(): PlayerView | null {
    const state = this.state;
    return state === null ? null : viewFor(state, this.mySeat);
  }

  /** The seat to act, if it is a human seat. */
  private get humanToAct(): Seat | null {
    const state = this.state;
    if (state === null || state.phase === 'over') return null;
    return this.seats[state.turn] === 'human' ? state.turn : null;
  }

  get myTurn(): boolean {
    return this.humanToAct === this.mySeat;
  }

  get botsPlaying(): boolean {
    return this.bots.playing;
  }

  get thinking(): Seat | null {
    return this.bots.thinking;
  }

  get failure(): TableFailure | null {
    return this.bots.failure;
  }

  get saving(): SaveState {
    return this.store.state;
  }

  get log(): readonly MoveEvent[] {
    return this.record.log;
  }

  get history(): readonly DealResult[] {
    return this.record.history;
  }

  get match(): MatchInfo | null {
    const state = this.state;
    if (state === null) return null;
    const totals = matchTotals(state);
    return { deal: state.match.deal, totals, target: state.rules.matchTarget, over: isMatchOver(state) };
  }

  get canDealNext(): boolean {
    const state = this.state;
    return state !== null && state.phase === 'over' && !isMatchOver(state);
  }

  get final(): FinalScores | null {
    const state = this.state;
    return state !== null && state.phase === 'over' ? finalScores(state) : null;
  }

  get revealedHands(): readonly (readonly Card[])[] | null {
    const state = this.state;
    return state !== null && state.phase === 'over' ? handsShown(state) : null;
  }

  subscribe(listener: (change: GameChange) => void): () => void {
    return this.changes.subscribe(listener);
  }

  private tell(change: GameChange): void {
    this.changes.tell(change);
  }

  // ---- the element's lifecycle -----------------------------------------------------------------------------

  private readonly onStorage = (event: StorageEvent): void => this.store.storageChanged(event);

  hostConnected(): void {
    this.bots.connect();
    globalThis.addEventListener?.('storage', this.onStorage);
    if (this.actor !== null) this.bots.run();
  }

  hostDisconnected(): void {
    this.bots.disconnect();
    globalThis.removeEventListener?.('storage', this.onStorage);
  }

  /** Resumes the saved game if there is a valid one, else deals a new game. Once only. */
  begin(): void {
    if (this.actor !== null) return;
    const saved = this.store.load();
    if (saved === null) this.deal({});
    else this.resume(saved);
  }

  /** Plays on from a saved game. */
  private resume(saved: SavedGame): void {
    this.bots.reset();
    this.actor?.stop();
    this.actor = saved.actor;
    this.seats = saved.seats;
    this.record = { log: saved.log, moves: saved.moves, history: saved.history, earlier: saved.earlier ?? null };
    this.handOrder = saved.handOrder;
    this.settings = saved.settings ?? NO_SETTINGS;
    this.tell({ kind: 'changed' });
    this.bots.run();
  }

  /**
   * After another tab saved its game under this key (`saving` is `elsewhere`): plays on from that game. Also when the
   * storage key changed: the game saved under the new key, if there is one, else this game is saved there. Never
   * writes this game over another one.
   */
  reload(): void {
    if (this.actor === null) return;
    this.store.release();
    const saved = this.store.load();
    if (saved === null) {
      this.save();
      return;
    }
    this.resume(saved);
    const state = this.state as GameState;
    this.tell({ kind: 'turn', seat: state.turn, phase: state.phase });
  }

  // ---- new games and deals ---------------------------------------------------------------------------------

  /** A new game asked for by the player or the page: replaces the save (a damaged one stays kept aside). */
  newGame(options: GameOptions = {}): void {
    this.store.release();
    this.deal(options);
  }

  private deal(options: GameOptions): void {
    const defaults = this.setup.defaults();
    this.bots.reset();
    const seed = parseSeed(options.seed ?? defaults.seed);
    // The settings were checked with the engine's resolveRules when read or chosen; a form chosen there wins.
    const players = defaults.players;
    const rules = resolveRules({
      matchTarget: this.setup.target(),
      ...(players === null ? {} : { players }),
      ...this.settings.rules,
    });
    requirePlayers(rules, TABLE_PLAYERS, 'the table');
    this.seats =
      options.seats !== undefined
        ? parseSeats(options.seats, rules.players)
        : withSettingsBots(parseSeats(defaults.seats, rules.players), this.settings);
    this.actor = createGameActor({ seed, rules });
    this.startDeal(freshRecord());
  }

  /** Starts the next deal of the match (same seats; shuffled by the game's derivation, the next seat starts, totals carry over). */
  nextDeal(): boolean {
    const state = this.state;
    if (state === null || !this.canDealNext) return false;
    this.bots.reset();
    // Settings apply from the next deal: the bots and the rule variants; a new target from the next match (a target
    // lowered under the totals would end a match that is not over).
    // The number of players stays the match's: a form chosen meanwhile seats the next game.
    const rules = resolveRules({
      ...state.rules,
      ...this.settings.rules,
      matchTarget: state.rules.matchTarget,
      players: state.rules.players,
    });
    this.seats = withSettingsBots(this.seats, this.settings);
    this.actor = createGameActor({ state: nextDeal({ ...state, rules }) });
    this.startDeal(nextDealRecord(this.record));
    return true;
  }

  private startDeal(record: DealRecord): void {
    this.record = record;
    this.handOrder = null;
    this.save();
    const state = this.state as GameState;
    this.tell({ kind: 'turn', seat: state.turn, phase: state.phase });
    this.bots.run();
  }

  // ---- moves -----------------------------------------------------------------------------------------------

  /** A move by the human seat to act (seat 0, or another human seat); the engine's refusal instead of a throw. */
  play(move: Move): IllegalMoveError | null {
    const seat = this.humanToAct;
    if (seat === null) {
      return illegalMove(this.state?.phase === 'over' ? { code: 'game-over' } : { code: 'not-your-turn' });
    }
    const error = this.apply(seat, move);
    if (error === null) this.bots.run();
    return error;
  }

  private apply(seat: Seat, move: Move): IllegalMoveError | null {
    const actor = this.actor;
    const before = this.state;
    if (actor === null || before === null) return illegalMove({ code: 'game-over' });
    let after: GameState;
    try {
      after = sendMove(actor, move);
    } catch (error) {
      if (error instanceof IllegalMoveError) return error;
      throw error;
    }
    this.record = recordMove(this.record, before, move, after, this.mySeat);
    this.save();
    this.tell({ kind: 'move', seat, move, description: describeMove(before, move, after, this.mySeat) });
    if (after.turn !== before.turn || after.phase !== before.phase)
      this.tell({ kind: 'turn', seat: after.turn, phase: after.phase });
    if (after.phase === 'over') {
      const match = this.match as MatchInfo;
      this.tell({ kind: 'deal-over', scores: finalScores(after), match });
      if (match.over && match.target !== null) this.tell({ kind: 'match-over', match });
    }
    return null;
  }

  /** The expert's suggestion for the human seat to act (from that seat's view only); a failure throws a `TableError`. */
  async hint(): Promise<Decision | null> {
    const seat = this.humanToAct;
    const state = this.state;
    if (seat === null || state === null) return null;
    try {
      return await this.setup.decide()('expert', viewFor(state, seat), tableDecisionSeed(state, this.record.log));
    } catch (error) {
      throw asTableError(error);
    }
  }

  retry(): boolean {
    return this.bots.retry();
  }

  skip(): void {
    this.bots.skip();
  }

  // ---- what is kept ----------------------------------------------------------------------------------------

  /** Changes the settings (saved at once); they apply from the next deal. */
  setSettings(settings: Settings): void {
    this.settings = settings;
    this.save();
    this.tell({ kind: 'changed' });
  }

  setHandOrder(order: readonly number[] | null): void {
    this.handOrder = order;
    this.save();
    this.tell({ kind: 'changed' });
  }

  /**
   * This game as a game log (@birimba/game-log, version 3; `birimba-sim replay` reproduces it), once nothing of it is
   * still hidden and nothing more can be dealt from its seed: a single deal once it is over, a match once it is over
   * (every deal of it). Null otherwise, and when its moves do not replay from its seed to this very game.
   */
  exportLog(): GameLog | null {
    const state = this.state;
    if (state === null) return null;
    if (this.exported?.state !== state) this.exported = { state, log: matchLog(state, this.record, this.seats) };
    return this.exported.log;
  }

  private save(): void {
    if (this.actor === null) return;
    this.store.write({
      actor: this.actor,
      seats: this.seats,
      log: this.record.log,
      moves: this.record.moves,
      history: this.record.history,
      earlier: this.record.earlier,
      handOrder: this.handOrder,
      settings: this.settings === NO_SETTINGS ? null : this.settings,
    });
  }
}
