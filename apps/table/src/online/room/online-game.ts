// The online game, the second `TableGame`: a room on a Birimba server (apps/server). The server is the judge; this
// client holds only what its seat may see — the `view` messages, the public room state. The lobby's ways in and out
// of a room are room-entry.ts; its line to the server (joining, the seat's token, the way back after a lost
// connection) is room-link.ts; how its moves are sent and answered, move-sender.ts.

import { GameChanges } from '../../game/game-changes.js';
import type { Decision } from '@birimba/ai';
import {
  type Card,
  type FinalScores,
  type Move,
  type MoveEvent,
  type PlayerView,
  type Seat,
  type IllegalMoveError,
  illegalMove,
} from '@birimba/engine';
import type { GameLog } from '@birimba/game-log';
import type { DealOverMessage, PublicRoomState, ViewMessage, WatchMessage } from '@birimba/protocol';
import { type TableFailure, asTableError } from '../../api/errors.js';
import type { GameChange, GameOptions, SeatPerson, TableGame } from '../../game/table-game.js';
import { type Settings, NO_SETTINGS } from '../../game/settings.js';
import type { ProblemFacts } from '../../texts/online-texts.js';
import type { DealResult, MatchInfo } from '../../api/types.js';
import { type OnlineDeal, receiveView } from './online-deal.js';
import { MoveSender } from './move-sender.js';
import type { OnlineProblem, Received } from './room-link.js';
import { RoomEntry } from './room-entry.js';
import { RoomTalk } from './room-talk.js';
import { HostNotes } from './host-notes.js';
import { matchOf, seatKinds, seatPeople, watchedView, withDeal } from './room-facts.js';
import { fetchRoomLog, httpOriginOf } from './room-log.js';

export type { Connection, OnlineProblem } from './room-link.js';
export type { OnlineSetup } from './room-entry.js';

export class OnlineGame extends RoomEntry implements TableGame {
  mySeat: Seat = 0;
  settings: Settings = NO_SETTINGS;
  handOrder: readonly number[] | null = null;
  /** Nothing of a room is saved in the page: the server keeps it. */
  readonly saving = 'saved' as const;
  readonly botsPlaying = false;
  readonly failure: TableFailure | null = null;
  /** The last thing refused or gone wrong, for the lobby to say; null when all is well. */
  problem: OnlineProblem | null = null;
  /** In the room without a seat, come to ask for one (joined by code once its match had begun): the seat asked for
   * (−1: none yet); null when seated or outside a room. */
  visitor: { readonly asked: number } | null = null;
  /** In the room to watch (`watch`): no seat, no hand; the table is seen from seat 0's side. */
  watching = false;
  /** What the lobby needs to word `problem` (a form for fewer players than sit: how many sit, for how many). */
  problemFacts: ProblemFacts | null = null;
  /** `problem` is the room's refusal of this player's last action: it goes with the next action, or a new stage. */
  private refused = false;
  /** What is said at the table: the phrases shown by the seats and in the log, the seats muted (room-talk.ts). */
  readonly talk = new RoomTalk(() => this.changed());
  /** What the host did that the log tells every screen (host-notes.ts). */
  readonly hostNotes = new HostNotes();
  private deal: OnlineDeal | null = null;
  private over: DealOverMessage | null = null;
  private results: DealResult[] = [];
  private log_: GameLog | null = null;
  private readonly changes = new GameChanges();
  private readonly moves = new MoveSender({
    view: () => this.view,
    mySeat: () => this.mySeat,
    played: () => this.deal,
    send: (message) => this.send('move', message),
    refused: (move, error, room) =>
      this.tell({ kind: 'refused', move, error, ...(room === undefined ? {} : { room }) }),
  });

  protected onProblem(problem: OnlineProblem | null): void {
    this.problem = problem;
    this.problemFacts = null;
    this.refused = false;
    this.changed();
  }

  protected onGone(): void {
    this.reset();
    this.changed();
  }

  protected get inGame(): boolean {
    return this.room !== null || this.deal !== null;
  }

  protected onRejoined(): void {
    this.moves.resend();
  }

  get view(): PlayerView | null {
    return this.room === null || this.room.stage === 'lobby' ? null : (this.deal?.view ?? null);
  }

  get seats(): readonly string[] {
    return seatKinds(this.room);
  }

  get people(): readonly SeatPerson[] {
    return seatPeople(this.room);
  }

  get myTurn(): boolean {
    const view = this.view;
    const me = this.room?.seats[this.mySeat];
    return (
      view !== null &&
      view.phase !== 'over' &&
      view.turn === this.mySeat &&
      me?.standIn !== true &&
      !this.watching &&
      !this.paused &&
      !this.moves.inFlight // a move sent and not answered yet: the server first
    );
  }

  /** The host paused the match: nobody acts until it resumes. */
  get paused(): boolean {
    return (this.room?.pausedBy ?? '') !== '';
  }

  get thinking(): Seat | null {
    // Any seat of the room's form (two, four or six), none when nobody thinks (-1).
    const seat = this.room?.thinking ?? -1;
    return seat >= 0 && seat < (this.room?.seats.length ?? 0) ? (seat as Seat) : null;
  }

  get log(): readonly MoveEvent[] {
    return this.deal?.log ?? [];
  }

  get history(): readonly DealResult[] {
    return this.results;
  }

  get match(): MatchInfo | null {
    return matchOf(this.view, this.over);
  }

  /** The host may deal the next deal (the element's "Next deal"); the others wait for it. */
  get canDealNext(): boolean {
    return this.room?.stage === 'deal-over' && this.isHost;
  }

  get isHost(): boolean {
    return this.room !== null && !this.watching && this.room.host === this.mySeat;
  }

  get final(): FinalScores | null {
    return this.currentOver?.scores ?? null;
  }

  get revealedHands(): readonly (readonly Card[])[] | null {
    return this.currentOver?.hands ?? null;
  }

  private get currentOver(): DealOverMessage | null {
    const view = this.view;
    return view !== null && view.phase === 'over' && this.over?.deal === view.match.deal ? this.over : null;
  }

  subscribe(listener: (change: GameChange) => void): () => void {
    return this.changes.subscribe(listener);
  }

  private tell(change: GameChange): void {
    this.changes.tell(change);
  }

  protected changed(): void {
    this.tell({ kind: 'changed' });
  }

  hostConnected(): void {}

  hostDisconnected(): void {
    this.rated.leave();
    this.line.close();
  }

  /** Back to the seat this tab holds (the `room` attribute's, or the last one), or the lobby of the `room` asked for:
   * joined at once when the page gives a name. */
  begin(): void {
    this.line.begin(this.setup.room());
    this.changed();
  }

  /** Whether this player answers visitors' asks: the host, or anyone seated while the host is offline. */
  get answersAsks(): boolean {
    const room = this.room;
    if (room === null || this.visitor !== null || this.watching) return false;
    return this.isHost || room.seats[room.host]?.connected !== true;
  }

  /** Whether this player answers the ask for `seat`: its own device (`askAnswer` `owner`: this is that seat), or —
   * for an asker without proof (`table`) — the host, or anyone seated while the host is offline. */
  answersAsk(seat: Seat): boolean {
    const asked = this.room?.seats[seat];
    if (asked === undefined || asked.askedBy === '') return false;
    if (asked.askAnswer === 'owner') return seat === this.mySeat && this.visitor === null && !this.watching;
    return this.answersAsks;
  }

  /** Out of the room: nothing of it kept. */
  private reset(): void {
    this.room = null;
    this.visitor = null;
    this.watching = false;
    this.deal = null;
    this.over = null;
    this.results = [];
    this.log_ = null;
    this.moves.reset();
    this.clock.reset();
    this.talk.reset();
    this.hostNotes.reset();
  }

  protected onMessage(m: Received): void {
    switch (m.type) {
      case 'visitor':
        this.visitor = { asked: m.payload.asked };
        // Let in without proof, the seat's own token took it back: this device visits again, its token void.
        if (m.payload.reclaimed === true) {
          this.line.unseated();
          this.deal = null;
          this.problem = 'reclaimed';
          this.refused = true;
        }
        this.changed();
        break;
      case 'welcome':
        this.visitor = null;
        this.mySeat = m.payload.seat;
        this.line.welcomed(m.payload.code, m.payload.token);
        this.changed();
        break;
      case 'view':
        this.onView(m.payload);
        break;
      case 'watch':
        this.onWatch(m.payload);
        break;
      case 'answer':
        this.moves.answer(m.payload);
        this.changed();
        break;
      case 'deal-over':
        this.onDealOver(m.payload);
        break;
      case 'phrase':
        this.talk.said(m.payload, this.deal?.deal ?? 0, this.log.length);
        break;
      case 'mutes':
        this.talk.muted(m.payload.seats);
        break;
      case 'chat':
        this.talk.chatted(m.payload, this.deal?.deal ?? 0, this.log.length);
        break;
      case 'error': {
        const seated = this.room?.seats.filter((seat) => seat.occupant === 'human').length ?? 0;
        const asked = this.askedPlayers;
        this.problem = m.payload.code;
        this.problemFacts = m.payload.code === 'too-many-people' && asked !== null ? { seated, players: asked } : null;
        this.refused = true;
        this.changed();
        break;
      }
    }
  }

  protected onState(state: PublicRoomState): void {
    const before = this.room;
    this.room = state;
    this.hostNotes.seen(before, state, this.deal?.deal ?? 0, this.log.length);
    if (before !== null && before.stage !== state.stage) this.clearRefusal();
    if (before !== null && before.stage !== 'lobby' && state.stage === 'lobby') {
      // Back to the lobby for a new match: nothing of the last one is told of it (its deals, its end, its log).
      this.results = [];
      this.over = null;
      this.log_ = null;
      this.deal = null;
    }
    if (state.stage === 'match-over' && this.log_ === null) void this.fetchLog();
    // A visitor holds no seat and has no view to ask for.
    if (this.visitor === null && this.clock.needsSync(state.deadline)) this.send('sync', {});
    this.changed();
  }

  /** A watcher's view: the table seen from seat 0's side, with no hand (the watcher holds none). */
  private onWatch(message: WatchMessage): void {
    this.watching = true;
    this.visitor = null;
    this.mySeat = 0;
    this.line.watching(message.code);
    const seen = watchedView(message);
    if (seen !== null) this.onView(seen);
    else this.deal = null;
    this.changed();
  }

  private onView(message: ViewMessage): void {
    const before = this.deal?.view ?? null;
    if (this.deal !== null && message.deal !== this.deal.deal) this.handOrder = null;
    const { record, moves } = receiveView(this.deal, message, this.mySeat);
    this.deal = record;
    this.clock.learn(message.deadline, message.deadlineIn);
    for (const m of moves) this.tell({ kind: 'move', ...m });
    this.moves.flush();
    const view = record.view;
    if (
      before === null ||
      before.turn !== view.turn ||
      before.phase !== view.phase ||
      before.turnNumber > view.turnNumber
    )
      this.tell({ kind: 'turn', seat: view.turn, phase: view.phase });
    this.changed();
  }

  private onDealOver(message: DealOverMessage): void {
    this.over = message;
    this.results = withDeal(this.results, message);
    const match = this.match;
    if (match !== null) {
      this.tell({ kind: 'deal-over', scores: message.scores, match });
      if (message.matchOver && match.target !== null) this.tell({ kind: 'match-over', match });
    }
    this.changed();
  }

  /** The match's game log from the server, once the match is over. */
  private async fetchLog(): Promise<void> {
    const code = this.code;
    const token = this.line.token;
    if (code === null || token === null) return;
    const log = await fetchRoomLog(httpOriginOf(this.setup.server()), code, token);
    if (log !== null && this.code === code) {
      this.log_ = log;
      this.changed();
    }
  }

  /** Refuses at once what the view shows illegal, else sends it; the server's answer comes later. */
  play(move: Move): IllegalMoveError | null {
    const view = this.view;
    if (view === null || view.phase === 'over') return illegalMove({ code: 'game-over' });
    if (this.watching) return illegalMove({ code: 'not-your-turn', turn: view.turn, seat: this.mySeat });
    if (view.turn !== this.mySeat) return illegalMove({ code: 'not-your-turn', turn: view.turn, seat: this.mySeat });
    const error = this.moves.play(view, move);
    if (error === null) this.changed();
    return error;
  }

  /** The expert's suggestion, run in the page on this seat's view (it needs no hidden card). */
  async hint(): Promise<Decision | null> {
    const view = this.view;
    if (view === null || !this.myTurn) return null;
    try {
      return await this.setup.decide()('expert', view, view.turnNumber * 8 + (this.deal?.played ?? 0));
    } catch (error) {
      throw asTableError(error);
    }
  }

  /** The host deals the next deal of the match. */
  nextDeal(): boolean {
    if (!this.canDealNext) return false;
    this.send('next-deal', {});
    return true;
  }

  /** A rematch when the match is over (the host); nothing otherwise: a room's game is the room's. */
  newGame(_options?: GameOptions): void {
    if (this.room?.stage === 'match-over' && this.isHost) this.rematch();
  }

  retry(): boolean {
    return false;
  }

  skip(): void {}

  setSettings(settings: Settings): void {
    this.settings = settings;
    this.changed();
  }

  /** The room is the server's: nothing in the page to load again. */
  reload(): void {
    // Nothing: a room's game comes from the server (its seat token brings it back after a reload of the page).
  }

  setHandOrder(order: readonly number[] | null): void {
    this.handOrder = order;
    this.changed();
  }

  /** The match's log from the server (`GET /rooms/:code/log`), once the match is over; null before. */
  exportLog(): GameLog | null {
    return this.room?.stage === 'match-over' ? this.log_ : null;
  }

  protected send(type: string, payload: unknown): void {
    // A new action of the player's: what the room refused before no longer applies.
    if (type !== 'sync') this.clearRefusal();
    this.line.send(type, payload);
  }

  /** The room's refusal of an earlier action is no longer said. */
  private clearRefusal(): void {
    if (!this.refused) return;
    this.refused = false;
    this.problem = null;
    this.problemFacts = null;
  }
}
