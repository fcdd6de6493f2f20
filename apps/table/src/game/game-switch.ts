// The game behind the element, chosen once its attributes are read: the local game, or — when the element has a
// `server` — the online game, whose module (and @colyseus/sdk with it) is loaded only then. The element and its
// controllers hold this one object; it hands every question to the game in use.

import { GameChanges } from './game-changes.js';
import type { SaveState } from './save-store.js';
import type { Decision } from '@birimba/ai';
import type { Card, FinalScores, IllegalMoveError, Move, MoveEvent, PlayerView, Seat } from '@birimba/engine';
import type { GameLog } from '@birimba/game-log';
import type { TableFailure } from '../api/errors.js';
import type { Settings } from './settings.js';
import type { DealResult, MatchInfo } from '../api/types.js';
import type { GameChange, GameOptions, SeatPerson, ServerLog, TableGame } from './table-game.js';

export class GameSwitch implements TableGame {
  private game: TableGame;
  private stop: () => void;
  private connected = false;
  /** `begin` has chosen the game (the element's first update). */
  private chosen = false;
  /** The other game is being loaded: until it is here, no game begins (the local one must not deal meanwhile). */
  private loading = false;
  private readonly changes = new GameChanges();
  /** A game lent for a while (a lesson) in place of the one chosen, and how it stops telling; null: none. */
  private lent: { readonly game: TableGame; readonly stop: () => void } | null = null;

  constructor(
    first: TableGame,
    /** Called at `begin`: another game to play instead of the first one (loaded meanwhile), or null. */
    private readonly choose: () => Promise<TableGame> | null,
  ) {
    this.game = first;
    this.stop = first.subscribe((change) => this.lent === null && this.tell(change));
  }

  /** The game in use. */
  get current(): TableGame {
    return this.game;
  }

  private tell(change: GameChange): void {
    this.changes.tell(change);
  }

  /** The game in use now: the one lent, else the one chosen. */
  private get playing(): TableGame {
    return this.lent?.game ?? this.game;
  }

  /** Plays `game` (a lesson) in place of the game chosen until `giveBack()`; the chosen game is kept as it is. */
  lend(game: TableGame): void {
    this.lent?.stop();
    this.lent = { game, stop: game.subscribe((change) => this.tell(change)) };
    game.begin();
    this.tell({ kind: 'changed' });
  }

  /** Back to the game chosen, after `lend`. */
  giveBack(): void {
    if (this.lent === null) return;
    this.lent.stop();
    this.lent = null;
    const view = this.view;
    if (view !== null) this.tell({ kind: 'turn', seat: view.turn, phase: view.phase });
    this.tell({ kind: 'changed' });
  }

  begin(): void {
    if (this.chosen) {
      if (!this.loading) this.game.begin();
      return;
    }
    this.chosen = true;
    const other = this.choose();
    if (other === null) {
      if (this.connected) this.game.hostConnected?.();
      this.game.begin();
      return;
    }
    this.loading = true;
    void other.then((game) => {
      this.loading = false;
      this.stop();
      this.game = game;
      this.stop = game.subscribe((change) => this.lent === null && this.tell(change));
      if (this.connected) game.hostConnected?.();
      game.begin();
      this.tell({ kind: 'changed' });
    });
  }

  hostConnected(): void {
    this.connected = true;
    if (this.chosen && !this.loading) this.game.hostConnected?.();
  }

  hostDisconnected(): void {
    this.connected = false;
    this.game.hostDisconnected?.();
  }

  subscribe(listener: (change: GameChange) => void): () => void {
    return this.changes.subscribe(listener);
  }

  get mySeat(): Seat {
    return this.playing.mySeat;
  }
  get view(): PlayerView | null {
    return this.lent !== null ? this.lent.game.view : this.chosen && !this.loading ? this.game.view : null;
  }
  get seats(): readonly string[] {
    return this.playing.seats;
  }
  get people(): readonly SeatPerson[] {
    return this.playing.people;
  }
  get myTurn(): boolean {
    return this.playing.myTurn;
  }
  get watching(): boolean {
    return this.game.watching === true;
  }
  get paused(): boolean {
    return this.game.paused === true;
  }
  get botsPlaying(): boolean {
    return this.playing.botsPlaying;
  }
  get thinking(): Seat | null {
    return this.playing.thinking;
  }
  get failure(): TableFailure | null {
    return this.playing.failure;
  }
  get log(): readonly MoveEvent[] {
    return this.playing.log;
  }
  get match(): MatchInfo | null {
    return this.playing.match;
  }
  get history(): readonly DealResult[] {
    return this.playing.history;
  }
  get canDealNext(): boolean {
    return this.playing.canDealNext;
  }
  get final(): FinalScores | null {
    return this.playing.final;
  }
  get revealedHands(): readonly (readonly Card[])[] | null {
    return this.playing.revealedHands;
  }
  get settings(): Settings {
    return this.playing.settings;
  }
  get handOrder(): readonly number[] | null {
    return this.playing.handOrder;
  }
  get saving(): SaveState {
    return this.playing.saving;
  }
  get serverLog(): ServerLog | null {
    return this.playing.serverLog ?? null;
  }
  reload(): void {
    this.playing.reload();
  }
  play(move: Move): IllegalMoveError | null {
    return this.playing.play(move);
  }
  hint(): Promise<Decision | null> {
    return this.playing.hint();
  }
  nextDeal(): boolean {
    return this.playing.nextDeal();
  }
  newGame(options?: GameOptions): void {
    this.playing.newGame(options);
  }
  retry(): boolean {
    return this.playing.retry();
  }
  skip(): void {
    this.playing.skip();
  }
  setSettings(settings: Settings): void {
    this.playing.setSettings(settings);
  }
  setHandOrder(order: readonly number[] | null): void {
    this.playing.setHandOrder(order);
  }
  exportLog(): GameLog | null {
    return this.playing.exportLog();
  }
}
