// A deal as mutable typed arrays, for playouts that run thousands of games a second: card counts per hand, meld
// summaries instead of card lists, reused buffers, no allocation per move. The rules are those of the pure core
// (rules.md §4–§7, every variant); `test/playout/playout.test.ts` proves both agree move for move on thousands of games.
// For anything but search, use the pure API.

import { CODE_BY_ID, RANK_BY_CODE, SUIT_BY_CODE, WILD_BY_CODE } from '../vocabulary/cards.js';
import { quoteInput } from '../vocabulary/errors.js';
import { illegalMove } from '../words/tell.js';
import {
  BIRIMBAKI_SIZE,
  SCORE,
  isBirimbaLength,
  meldMeetsRequirement,
  requirementToEmpty,
} from '../vocabulary/facts.js';
import type { MeldRequirement, Seat, Team } from '../vocabulary/rules.js';
import type { MeldShape } from '../core/meld-shape.js';
import { birimbaBonusFor } from '../core/scoring.js';
import { PlayoutDeal } from './deal.js';
import { AT_MELD, AT_PILE, END_CLOSED, END_STOCK, PHASE_DRAW, PHASE_OVER, PHASE_PLAY } from './places.js';

/**
 * One deal, mutable. Load it from a `GameState` (`load`), copy it (`copyFrom`) and play moves by card id with
 * `draw`, `takePile`, `meld`, `layOff`, `discard` — the same moves as the pure core, with the same outcomes: the
 * birimbaki taken at once or the team closing when a hand empties, the end when the stock has run out. Moves are
 * trusted: a caller (a playout policy) makes only legal ones, which `checkMeld`-equal verdicts let it tell.
 */
export class Playout extends PlayoutDeal {
  // ---- the rules a policy asks about --------------------------------------------------------------------------

  /** What `team` must own before a player of it may empty his hand (rules §6 and its variants). */
  emptyingNeed(team: number): MeldRequirement {
    return requirementToEmpty(this.rules, this.took[team] === 1);
  }

  /** Whether `team` owns what its next emptied hand needs. */
  mayEmpty(team: number): boolean {
    const need = this.emptyingNeed(team);
    if (need === 'nothing') return true;
    for (let m = 0; m < this.meldCount; m++) {
      if (
        this.meldTeam[m] === team &&
        this.meldMeets(need, (this.shapes[m] as MeldShape).size, this.meldClean[m] as number)
      )
        return true;
    }
    return false;
  }

  /** Whether a meld of `size` cards (clean 1, dirty 0) gives its team what `need` asks for. */
  private meldMeets(need: MeldRequirement, size: number, clean: number): boolean {
    return meldMeetsRequirement(need, isBirimbaLength(size), clean === 1);
  }

  /** The verdict on meld `m` with `code` added, without changing it: -1 invalid, 0 dirty, 1 clean. */
  layOffVerdict(m: number, code: number): number {
    const shape = this.shapes[m] as MeldShape;
    // A natural of another suit never joins a run, nor one of another rank a set (the pure core finds mixed suits,
    // or the same place twice): answered before the full check.
    if (WILD_BY_CODE[code] === 0) {
      if (shape.kind === 0 ? SUIT_BY_CODE[code] !== shape.suit : RANK_BY_CODE[code] !== shape.rank) return -1;
    }
    return this.scratch
      .load(this.shapes[m] as MeldShape)
      .add(code)
      .verdict(this.allowSets, this.twoNeverDirty);
  }

  /** The verdict on meld `m` with the codes added, without changing it. */
  layOffVerdictOf(m: number, codes: ArrayLike<number>, n: number): number {
    const shape = this.scratch.load(this.shapes[m] as MeldShape);
    for (let i = 0; i < n; i++) shape.add(codes[i] as number);
    return shape.verdict(this.allowSets, this.twoNeverDirty);
  }

  /** The verdict on a new meld of these codes. */
  meldVerdictOf(codes: ArrayLike<number>, n: number): number {
    const shape = this.scratch.reset();
    for (let i = 0; i < n; i++) shape.add(codes[i] as number);
    return shape.verdict(this.allowSets, this.twoNeverDirty);
  }

  /**
   * Whether a play that leaves the acting seat `left` cards is allowed (rules §6 and its variants): with 2 or more
   * left always; else only if the team owns what emptying needs once the play is made. `m` is the meld the play
   * grows (-1 for a new meld) and `size`/`clean` its verdict after the play. (The pure core also allows a single
   * card left whose lay-off would give the team its birimba; a policy simply keeps two cards then.)
   */
  playKeepsRule(left: number, m: number, size: number, clean: number): boolean {
    if (left >= 2) return true;
    const team = this.teamOf(this.turn);
    const need = this.emptyingNeed(team);
    if (need === 'nothing') return true;
    if (m < 0 && this.meldMeets(need, size, clean)) return true;
    for (let k = 0; k < this.meldCount; k++) {
      if (this.meldTeam[k] !== team) continue;
      if (
        k === m
          ? this.meldMeets(need, size, clean)
          : this.meldMeets(need, (this.shapes[k] as MeldShape).size, this.meldClean[k] as number)
      )
        return true;
    }
    return false;
  }

  // ---- moves --------------------------------------------------------------------------------------------------

  /** Draw phase: the top stock card into the hand. */
  draw(): number {
    const id = this.stock[--this.stockLength] as number;
    this.toHand(this.turn, id);
    this.phase = PHASE_PLAY;
    this.lastTurn = this.stockLength === 0;
    return id;
  }

  /** Draw phase: the whole pile into the hand. */
  takePile(): void {
    const seat = this.turn;
    for (let i = 0; i < this.pileLength; i++) this.toHand(seat, this.pile[i] as number);
    this.pileLength = 0;
    this.pileCounts.fill(0);
    this.phase = PHASE_PLAY;
  }

  /** Play phase: a new meld of these hand card ids (a valid meld, checked by the caller). */
  meld(ids: ArrayLike<number>, n: number): void {
    const seat = this.turn;
    const m = this.meldCount++;
    const shape = (this.shapes[m] as MeldShape).reset();
    for (let i = 0; i < n; i++) {
      const id = ids[i] as number;
      this.fromHand(seat, id, AT_MELD);
      shape.add(CODE_BY_ID[id] as number);
    }
    this.meldClean[m] = shape.verdict(this.allowSets, this.twoNeverDirty);
    this.meldId[m] = this.nextMeldId++;
    this.meldTeam[m] = this.teamOf(seat);
    this.afterPlay();
  }

  /** Play phase: these hand card ids onto meld `m` (an index in table order) of the seat's team. */
  layOff(m: number, ids: ArrayLike<number>, n: number): void {
    const seat = this.turn;
    const shape = this.shapes[m] as MeldShape;
    for (let i = 0; i < n; i++) {
      const id = ids[i] as number;
      this.fromHand(seat, id, AT_MELD);
      shape.add(CODE_BY_ID[id] as number);
    }
    this.meldClean[m] = shape.verdict(this.allowSets, this.twoNeverDirty);
    this.afterPlay();
  }

  /** The index of the meld with engine id `id`, or -1. */
  meldIndex(id: number): number {
    for (let m = 0; m < this.meldCount; m++) if (this.meldId[m] === id) return m;
    return -1;
  }

  /** Play phase: the card goes on the pile; the turn ends (or the deal, rules §6). */
  discard(id: number): void {
    const seat = this.turn;
    this.fromHand(seat, id, AT_PILE);
    this.toPile(id);
    if (this.handSize[seat] === 0) {
      if (this.took[this.teamOf(seat)] === 1) {
        this.close();
        return;
      }
      this.pickUp();
    }
    if (this.lastTurn) {
      this.phase = PHASE_OVER;
      this.endReason = END_STOCK;
      return;
    }
    this.turn = (seat + 1 === this.players ? 0 : seat + 1) as Seat;
    this.phase = PHASE_DRAW;
    this.turnNumber++;
  }

  private afterPlay(): void {
    const seat = this.turn;
    if (this.handSize[seat] !== 0) return;
    if (this.took[this.teamOf(seat)] === 1) this.close();
    else this.pickUp();
  }

  private pickUp(): void {
    const seat = this.turn;
    const base = this.packetNext * BIRIMBAKI_SIZE;
    for (let j = 0; j < BIRIMBAKI_SIZE; j++) this.toHand(seat, this.packets[base + j] as number);
    this.packetNext++;
    this.took[this.teamOf(seat)] = 1;
  }

  private close(): void {
    this.phase = PHASE_OVER;
    this.closedBy = this.teamOf(this.turn);
    this.endReason = END_CLOSED;
  }

  /** Untaken packets. */
  get packetsLeft(): number {
    return this.packetCount - this.packetNext;
  }

  // ---- scores -------------------------------------------------------------------------------------------------

  /** A team's total as the table stands (rules §7): its final score once the deal is over. */
  teamTotal(team: Team): number {
    let total = 0;
    for (let seat = team; seat < this.players; seat += this.teams) total -= this.handPoints[seat] as number;
    for (let m = 0; m < this.meldCount; m++) {
      if (this.meldTeam[m] !== team) continue;
      const shape = this.shapes[m] as MeldShape;
      total += shape.points + birimbaBonusFor(shape.size, this.meldClean[m] === 1);
    }
    if (this.took[team] !== 1) total += SCORE.noBirimbaki;
    if (this.closedBy === team) total += SCORE.closing;
    return total;
  }

  /** Team `team`'s total minus the other team's (with three teams, minus the best other team's). */
  scoreDifference(team: Team): number {
    if (this.teams === 2) return this.teamTotal(team) - this.teamTotal((1 - team) as Team);
    let best = -Infinity;
    for (let other = 0; other < this.teams; other++)
      if (other !== team) best = Math.max(best, this.teamTotal(other as Team));
    return this.teamTotal(team) - best;
  }

  /** Plays an engine move (as `applyMove` takes it, ids and a meld id) on this deal; for candidates of a search. */
  playMove(move: { type: string; cards?: readonly number[]; card?: number; meldId?: number }): void {
    switch (move.type) {
      case 'draw':
        this.draw();
        return;
      case 'takePile':
        this.takePile();
        return;
      case 'meld':
        this.meld(move.cards as readonly number[], (move.cards as readonly number[]).length);
        return;
      case 'layOff': {
        const m = this.meldIndex(move.meldId as number);
        if (m < 0) throw illegalMove({ code: 'unknown-meld', meldId: quoteInput(move.meldId) });
        this.layOff(m, move.cards as readonly number[], (move.cards as readonly number[]).length);
        return;
      }
      case 'discard':
        this.discard(move.card as number);
        return;
      default:
        throw illegalMove({ code: 'malformed-move', problem: 'unknown-type', input: quoteInput(move.type) });
    }
  }
}
