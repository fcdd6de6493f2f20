// Positions for the browser tests, played in Node the way the table's local game plays and keeps them — the engine's
// actor, the table's deal record, decision seeds and save writer — so that a page opens the save of a moment instead
// of being clicked to it move by move. The hint asked here is the table's: the expert, from seat 0's view, with the
// seed the table gives it, so a page opened on the save shows the same hint.
import { type Decision, createBot } from '@birimba/ai';
import {
  type GameActor,
  type GameState,
  type Move,
  type Players,
  createGameActor,
  resolveRules,
  sendMove,
  viewFor,
} from '@birimba/engine';
import { parseSeats } from '../../src/attributes/setup.js';
import { type DealRecord, freshRecord, recordMove } from '../../src/game/deal-record.js';
import { writeSave } from '../../src/game/save-file.js';
import { parseSeed, tableDecisionSeed } from '../../src/game/seeds.js';

export interface NewPosition {
  /** The table's `seed` attribute. */
  readonly seed: string;
  /** The table's `seats` attribute (seat 0 `human`). */
  readonly seats: string;
  readonly players?: Players;
  /** The table's `target` attribute (none: a single deal). */
  readonly target?: number;
}

/** A deal at the table, played move by move in Node. */
export class TablePosition {
  private readonly actor: GameActor;
  private record: DealRecord = freshRecord();
  readonly seats: readonly string[];

  constructor(options: NewPosition) {
    const rules = resolveRules({
      matchTarget: options.target ?? null,
      ...(options.players === undefined ? {} : { players: options.players }),
    });
    this.seats = parseSeats(options.seats, rules.players);
    this.actor = createGameActor({ seed: parseSeed(options.seed), rules });
  }

  get state(): GameState {
    return this.actor.getSnapshot().context.game;
  }

  /** The seat to act plays `move`, recorded as the table records it. */
  play(move: Move): void {
    const before = this.state;
    const after = sendMove(this.actor, move);
    this.record = recordMove(this.record, before, move, after, 0);
  }

  /** The seat to act plays its whole decision by the bot `kind` (the greedy player for seat 0: quicker than a person's
   * clicks), with the table's decision seed. */
  playTurn(
    kind = this.seats[this.state.turn] === 'human' ? 'greedy' : (this.seats[this.state.turn] ?? 'classic'),
  ): void {
    this.playAll(this.decide(kind).moves);
  }

  /** What the bot `kind` decides for the seat to act, with the table's decision seed. */
  decide(kind: string): Decision {
    const state = this.state;
    return createBot(kind).decide(viewFor(state, state.turn), tableDecisionSeed(state, this.record.log));
  }

  /** The seat to act plays these moves (those that come before the deal's end). */
  playAll(moves: readonly Move[]): void {
    for (const move of moves) if (this.state.phase !== 'over') this.play(move);
  }

  /** Plays on until `ready` holds when seat 0 is to draw; false if the deal ends first. */
  playUntil(ready: (state: GameState) => boolean): boolean {
    for (let step = 0; step < 2000; step++) {
      const state = this.state;
      if (state.phase === 'over') return false;
      if (state.turn === 0 && state.phase === 'draw' && ready(state)) return true;
      this.playTurn();
    }
    throw new Error('the deal did not end');
  }

  /** Plays on to the end of the deal. */
  playToTheEnd(): void {
    if (this.playUntil(() => false)) throw new Error('unreachable');
  }

  /** The hint the table gives seat 0 now: the expert's decision from its view, with the table's seed. */
  hint(): Decision {
    if (this.state.turn !== 0) throw new Error('the hint is for seat 0, on its turn');
    return this.decide('expert');
  }

  /** The save the table writes under its storage key at this moment. */
  save(): string {
    return writeSave({
      actor: this.actor,
      seats: this.seats,
      log: this.record.log,
      moves: this.record.moves,
      history: this.record.history,
      earlier: this.record.earlier,
      handOrder: null,
      settings: null,
    });
  }
}

/** How many teams have a meld on the table. */
export const teamsMelded = (state: GameState): number => new Set(state.melds.map((m) => m.team)).size;
