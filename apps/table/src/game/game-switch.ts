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
import type { GameChange, GameOptions, SeatPerson, TableGame } from './table-game.js';

export class GameSwitch implements TableGame {
  private game: TableGame;
  private stop: () => void;
  private connected = false;
  /** `begin` has chosen the game (the element's first update). */
  private chosen = false;
  /** The other game is being loaded: until it is here, no game begins (the local one must not deal meanwhile). */
  private loading = false;
  private readonly changes = new GameChanges();

  constructor(
    first: TableGame,
    /** Called at `begin`: another game to play instead of the first one (loaded meanwhile), or null. */
    private readonly choose: () => Promise<TableGame> | null,
  ) {
    this.game = first;
    this.stop = first.subscribe((change) => this.tell(change));
  }

  /** The game in use. */
  get current(): TableGame {
    return this.game;
  }

  private tell(change: GameChange): void {
    this.changes.tell(change);
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
      this.stop = game.subscribe((change) => this.tell(change));
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
    return this.game.mySeat;
  }
  get view(): PlayerView | null {
    return this.chosen && !this.loading ? this.game.view : null;
  }
  get seats(): readonly string[] {
    return this.game.seats;
  }
  get people(): readonly SeatPerson[] {
    return this.game.people;
  }
  get myTurn(): boolean {
    return this.game.myTurn;
  }
  get watching(): boolean {
    return this.game.watching === true;
  }
  get botsPlaying(): boolean {
    return this.game.botsPlaying;
  }
  get thinking(): Seat | null {
    return this.game.thinking;
  }
  get failure(): TableFailure | null {
    return this.game.failure;
  }
  get log(): readonly MoveEvent[] {
    return this.game.log;
  }
  get match(): MatchInfo | null {
    return this.game.match;
  }
  get history(): readonly DealResult[] {
    return this.game.history;
  }
  get canDealNext(): boolean {
    return this.game.canDealNext;
  }
  get final(): FinalScores | null {
    return this.game.final;
  }
  get revealedHands(): readonly (readonly Card[])[] | null {
    return this.game.revealedHands;
  }
  get settings(): Settings {
    return this.game.settings;
  }
  get handOrder(): readonly number[] | null {
    return this.game.handOrder;
  }
  get saving(): SaveState {
    return this.game.saving;
  }
  reload(): void {
    this.game.reload();
  }
  play(move: Move): IllegalMoveError | null {
    return this.game.play(move);
  }
  hint(): Promise<Decision | null> {
    return this.game.hint();
  }
  nextDeal(): boolean {
    return this.game.nextDeal();
  }
  newGame(options?: GameOptions): void {
    this.game.newGame(options);
  }
  retry(): boolean {
    return this.game.retry();
  }
  skip(): void {
    this.game.skip();
  }
  setSettings(settings: Settings): void {
    this.game.setSettings(settings);
  }
  setHandOrder(order: readonly number[] | null): void {
    this.game.setHandOrder(order);
  }
  exportLog(): GameLog | null {
    return this.game.exportLog();
  }
}
