// The coach: after each of the player's turns against bots, the expert values the turn played against its own best
// candidate (the AI's `coachTurn`, in a worker of its own so that the bots never wait behind it); when the best is
// better by at least 40 points with a clear margin, the coach says so in one line, and **Show me** draws the better
// turn on a copy of the position as the turn began. A Lit controller fed by the game's changes; never online (a
// coach there would be a second player): the element does not ask it then.

import type { ReactiveControllerHost } from 'lit';
import type { CoachVerdict } from '@birimba/ai';
import { type Move, type PlayerView, applyPlayToView } from '@birimba/engine';
import type { GameChange, TableGame } from '../game/table-game.js';

/** Asks the coach about the turn `played` from `view` (the seat's view as its play phase began). */
export type CoachFn = (view: PlayerView, played: readonly Move[], seed: number) => Promise<CoachVerdict>;

/**
 * Where the coach is: `off` (not asked: the setting is off, or online), `idle` (no turn checked yet), `checking` (a
 * turn is being valued), `quiet` (the last turn was fine, or could not be judged), `flagged` (the line is shown).
 */
export type CoachStatus = 'off' | 'idle' | 'checking' | 'quiet' | 'flagged';

/** What the coach says: the verdict on a turn and the position its turn began from. */
export interface CoachLine {
  readonly verdict: CoachVerdict;
  readonly before: PlayerView;
}

/** The better turn drawn on a copy of the position: the hand as the turn began and the player's team's melds after. */
export interface CoachCopy {
  readonly before: PlayerView;
  readonly after: PlayerView;
  readonly moves: readonly Move[];
}

export class CoachController {
  line: CoachLine | null = null;
  /** The line's better turn is drawn (Show me). */
  showing = false;
  private checking = false;
  private judged = false;
  /** The turn being played: the view as its play phase began and the player's moves since. */
  private turn: { readonly view: PlayerView; readonly seed: number; readonly moves: Move[] } | null = null;
  /** Counts the games and checks: an answer for a turn of a game that is gone is dropped. */
  private position = 0;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly game: TableGame,
    /** How the coach is asked (the coach's worker, or the page's test seam). */
    private readonly ask: () => CoachFn,
    /** Whether the coach is on now (the setting, the `coach` attribute; never online). */
    private readonly enabled: () => boolean,
    /** Whether what was asked is reached (a lesson's goal): the lesson is the measure then, and no turn is flagged. */
    private readonly reached: () => boolean = () => false,
  ) {}

  get status(): CoachStatus {
    if (!this.enabled()) return 'off';
    if (this.checking) return 'checking';
    if (this.line !== null) return 'flagged';
    return this.judged ? 'quiet' : 'idle';
  }

  /** The game changed: follows the player's turn and asks the coach when it ends. */
  changed(change: GameChange): void {
    const game = this.game;
    if (change.kind === 'turn') {
      // A turn not ended by its discard or by going out (a lesson set up again, Start again) is not judged.
      this.turn = null;
      const view = game.view;
      if (this.enabled() && change.seat === game.mySeat && change.phase === 'play' && game.myTurn && view !== null)
        this.turn = { view: structuredClone(view), seed: 0x5eed + game.log.length * 7919, moves: [] };
      return;
    }
    if (change.kind === 'deal-over' || change.kind === 'match-over') {
      this.turn = null;
      return;
    }
    if (change.kind !== 'move' || this.turn === null || change.seat !== game.mySeat) return;
    const { move } = change;
    if (move.type === 'draw' || move.type === 'takePile') return;
    this.turn.moves.push(move);
    // A birimbaki picked up in mid-play brought cards the turn's start did not know: that turn is not judged.
    const known = new Set(this.turn.view.hand.map((c) => c.id));
    const hand = game.view?.hand ?? [];
    if (hand.some((c) => !known.has(c.id))) this.turn = null;
    // The turn ends with its discard, or with the last card of the hand played (the deal closed).
    else if (move.type === 'discard' || hand.length === 0) this.finish();
  }

  /** A new game, or another game loaded: nothing said of the old one stays. */
  reset(): void {
    this.position++;
    this.turn = null;
    this.line = null;
    this.showing = false;
    this.checking = false;
    this.judged = false;
    this.host.requestUpdate();
  }

  /** Show me: draws the better turn, or puts it away. */
  toggle(): void {
    this.showing = this.line !== null && !this.showing;
    this.host.requestUpdate();
  }

  dismiss(): void {
    this.line = null;
    this.showing = false;
    this.host.requestUpdate();
  }

  /** The better turn on a copy of the position, or null when no line is shown. */
  copy(): CoachCopy | null {
    const line = this.line;
    if (line === null) return null;
    const moves = line.verdict.best.moves;
    let after = line.before;
    for (const move of moves) if (move.type === 'meld' || move.type === 'layOff') after = applyPlayToView(after, move);
    return { before: line.before, after, moves };
  }

  /** The turn ended: asks the coach about it (the bots go on meanwhile). */
  private finish(): void {
    const turn = this.turn;
    this.turn = null;
    if (turn === null || turn.moves.length === 0 || !this.enabled()) return;
    const position = ++this.position;
    this.checking = true;
    this.host.requestUpdate();
    let answer: Promise<CoachVerdict>;
    try {
      answer = this.ask()(turn.view, turn.moves, turn.seed);
    } catch (error) {
      answer = Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    answer.then(
      (verdict) => {
        if (position !== this.position) return;
        this.checking = false;
        this.judged = true;
        this.showing = false;
        this.line = verdict.flagged && !this.reached() ? { verdict, before: turn.view } : null;
        this.host.requestUpdate();
      },
      () => {
        // A turn the coach could not value (a worker that failed, a page's own worker without a coach): it stays
        // quiet; the game is not its business.
        if (position !== this.position) return;
        this.checking = false;
        this.judged = true;
        this.line = null;
        this.host.requestUpdate();
      },
    );
  }
}
