// A deal as mutable typed arrays, for playouts that run thousands of games a second: card counts per hand, meld
// summaries instead of card lists, reused buffers, no allocation per move. The rules are those of the pure core
// (rules.md §4–§7, every variant); `test/playout/playout.test.ts` proves both agree move for move on thousands of games.
// For anything but search, use the pure API.

import {
  CODE_COUNT,
  DECK_SIZE,
  MOST_COPIES,
  SUITS,
  RANK_COUNT,
  CODE_POINTS,
  codeOfPlace,
  CODE_BY_ID,
  RANK_BY_CODE,
  SUIT_BY_CODE,
  WILD_BY_CODE,
  copyIdsTable,
} from '../vocabulary/cards.js';
import { ArgumentError, quoteInput } from '../vocabulary/errors.js';
import { illegalMove } from '../words/tell.js';
import {
  BIRIMBAKI_SIZE,
  SCORE,
  birimbakiaFor,
  decksFor,
  deckSizeFor,
  isBirimbaLength,
  meldMeetsRequirement,
  requirementToEmpty,
} from '../vocabulary/facts.js';
import type { MeldRequirement, RuleSet, Seat, Team } from '../vocabulary/rules.js';
import { DEFAULT_PLAYERS, type Players, isPlayers, seatsOf, teamCount, teamOf } from '../vocabulary/seats.js';
import { onState } from '../core/guard.js';
import { MeldShape } from '../core/meld-shape.js';
import { birimbaBonusFor } from '../core/scoring.js';
import type { GameState } from '../core/state.js';

const CODES = CODE_COUNT;

/** Where a card is: a seat's hand (0..5) or one of these. */
export const AT_STOCK = 6;
/** A card on the discard pile. */
export const AT_PILE = 7;
/** A card in a meld. */
export const AT_MELD = 8;
/** A card in an untaken birimbaki packet. */
export const AT_PACKET = 9;

/** Phases as numbers. */
export const PHASE_DRAW = 0;
/** The play phase. */
export const PHASE_PLAY = 1;
/** The deal is over. */
export const PHASE_OVER = 2;

/** How a deal ended: not yet, closed, or the stock ran out. */
export const END_NONE = 0;
/** The deal was closed. */
export const END_CLOSED = 1;
/** The deal ended because the stock ran out. */
export const END_STOCK = 2;

/** The most melds a deal can hold: every card of three decks in a meld of three. */
const MAX_MELDS = 54;

/** Per seat of a table of `players`, its team. */
function teamTable(players: Players): Int8Array {
  return Int8Array.from(seatsOf(players), (seat) => teamOf(seat, players));
}

/** A seeded stream of random numbers in [0, 1) that a playout policy draws from. */
export type Random01 = () => number;

/**
 * One deal, mutable. Load it from a `GameState` (`load`), copy it (`copyFrom`) and play moves by card id with
 * `draw`, `takePile`, `meld`, `layOff`, `discard` — the same moves as the pure core, with the same outcomes: the
 * birimbaki taken at once or the team closing when a hand empties, the end when the stock has run out. Moves are
 * trusted: a caller (a playout policy) makes only legal ones, which `checkMeld`-equal verdicts let it tell.
 */
export class Playout {
  /** The deal's rule set. */
  rules!: RuleSet;
  private allowSets = false;
  private twoNeverDirty = false;
  /** Per card id, where it is (a seat 0..5, `AT_STOCK`, `AT_PILE`, `AT_MELD`, `AT_PACKET`). */
  where = new Int8Array(DECK_SIZE);
  /** Per seat × 53 identity codes, how many the hand holds. */
  counts = new Int8Array(DEFAULT_PLAYERS * CODES);
  /** Per seat, its part of `counts`: how many of each identity code (0..52) the hand holds. */
  handCounts: readonly Int8Array[] = this.seatCounts(DEFAULT_PLAYERS);
  /** Per seat, then per suit (S H D C), that suit's part of `counts`: index rank − 1 (A 0 … K 12). */
  handSuits: readonly (readonly Int8Array[])[] = this.seatSuits(DEFAULT_PLAYERS);
  /** Cards in each seat's hand. */
  handSize = new Int16Array(DEFAULT_PLAYERS);
  /** Card points in each seat's hand. */
  handPoints = new Int32Array(DEFAULT_PLAYERS);
  /** Stock card ids; the last (`stockLength − 1`) is the top. */
  stock = new Int16Array(DECK_SIZE);
  /** Cards in the stock. */
  stockLength = 0;
  /** Pile card ids; the last is the top. */
  pile = new Int16Array(DECK_SIZE);
  /** Cards on the pile. */
  pileLength = 0;
  /** Pile cards per identity code. */
  readonly pileCounts = new Int8Array(CODES);
  /** Per suit (S H D C), that suit's part of `pileCounts`: index rank − 1 (A 0 … K 12). */
  readonly pileSuits: readonly Int8Array[] = SUITS.map((_s, suit) =>
    this.pileCounts.subarray(codeOfPlace(suit, 1), codeOfPlace(suit, 1) + RANK_COUNT),
  );
  /** The untaken packets, 11 ids each, in the order they are taken. */
  packets = new Int16Array(birimbakiaFor(DEFAULT_PLAYERS) * BIRIMBAKI_SIZE);
  /** Packets there were at `load`. */
  packetCount = 0;
  /** Packets taken since. */
  packetNext = 0;
  /** Melds on the table (each kept as a summary, in table order). */
  meldCount = 0;
  /** Each meld's engine id. */
  readonly meldId = new Int16Array(MAX_MELDS);
  /** Each meld's team. */
  readonly meldTeam = new Int8Array(MAX_MELDS);
  /** Each meld's verdict: 1 clean, 0 dirty. */
  readonly meldClean = new Int8Array(MAX_MELDS);
  /** Each meld's summary. */
  readonly shapes: MeldShape[] = Array.from({ length: MAX_MELDS }, () => new MeldShape());
  /** The id the next new meld gets. */
  nextMeldId = 1;
  /** Per team, 1 once it took its birimbaki. */
  took = new Uint8Array(teamCount(DEFAULT_PLAYERS));
  /** The seat to act. */
  turn: Seat = 0;
  /** `PHASE_DRAW`, `PHASE_PLAY` or `PHASE_OVER`. */
  phase = PHASE_DRAW;
  /** 1 for the first turn. */
  turnNumber = 1;
  /** The stock ran out this turn. */
  lastTurn = false;
  /** The team that closed, or -1. */
  closedBy = -1;
  /** `END_NONE`, `END_CLOSED` or `END_STOCK`. */
  endReason = END_NONE;
  private readonly scratch = new MeldShape();
  /** Players at the table: the typed arrays above are sized for them (`load` of another form resizes them). */
  players: Players = DEFAULT_PLAYERS;
  /** Teams at the table: 2, or 3 with six players. */
  teams = 2;
  /** Per seat, its team (a table, so the hot paths do not divide). */
  private teamBySeat = teamTable(DEFAULT_PLAYERS);
  /** The ids of each code's copies in this table's decks (`MOST_COPIES` slots per code, -1 after the last). */
  private copies = copyIdsTable(decksFor(DEFAULT_PLAYERS));

  /** A deal of `players` (default four); `load` sizes it for the state it loads. */
  constructor(players: Players = DEFAULT_PLAYERS) {
    this.size(players);
  }

  /** Sizes the typed arrays for a table of `players` (a no-op when they already are). */
  private size(players: Players): void {
    if (players === this.players) return;
    if (!isPlayers(players))
      throw new ArgumentError('bad-argument', `Playout: players must be 2, 4 or 6, got ${quoteInput(players)}`);
    const cards = deckSizeFor(players);
    this.players = players;
    this.teams = teamCount(players);
    this.where = new Int8Array(cards);
    this.counts = new Int8Array(players * CODES);
    this.handCounts = this.seatCounts(players);
    this.handSuits = this.seatSuits(players);
    this.handSize = new Int16Array(players);
    this.handPoints = new Int32Array(players);
    this.stock = new Int16Array(cards);
    this.pile = new Int16Array(cards);
    this.packets = new Int16Array(birimbakiaFor(players) * BIRIMBAKI_SIZE);
    this.took = new Uint8Array(this.teams);
    this.teamBySeat = teamTable(players);
    this.copies = copyIdsTable(decksFor(players));
  }

  /** Per seat, its part of `counts`. */
  private seatCounts(players: number): Int8Array[] {
    return Array.from({ length: players }, (_, seat) => this.counts.subarray(seat * CODES, (seat + 1) * CODES));
  }

  /** Per seat, then per suit, its part of `counts`. */
  private seatSuits(players: number): Int8Array[][] {
    return Array.from({ length: players }, (_, seat) =>
      SUITS.map((_s, suit) =>
        this.counts.subarray(seat * CODES + codeOfPlace(suit, 1), seat * CODES + codeOfPlace(suit, 1) + RANK_COUNT),
      ),
    );
  }

  /** Loads a game state (the pure core's, e.g. from `newGame` or `determinize`). */
  load(state: GameState): this {
    return onState(state, 'Playout.load', (game) => {
      this.size(game.rules.players);
      this.rules = game.rules;
      this.allowSets = game.rules.allowSets;
      this.twoNeverDirty = game.rules.twoOfSuitNeverDirty;
      this.counts.fill(0);
      this.handSize.fill(0);
      this.handPoints.fill(0);
      this.pileCounts.fill(0);
      game.hands.forEach((hand, seat) => {
        for (const card of hand) this.toHand(seat, card.id);
      });
      this.stockLength = 0;
      for (const card of game.stock) {
        this.where[card.id] = AT_STOCK;
        this.stock[this.stockLength++] = card.id;
      }
      this.pileLength = 0;
      for (const card of game.pile) this.toPile(card.id);
      this.packetCount = game.birimbakia.length;
      this.packetNext = 0;
      game.birimbakia.forEach((packet, i) =>
        packet.forEach((card, j) => {
          this.where[card.id] = AT_PACKET;
          this.packets[i * BIRIMBAKI_SIZE + j] = card.id;
        }),
      );
      this.meldCount = 0;
      for (const meld of game.melds) {
        const shape = (this.shapes[this.meldCount] as MeldShape).reset();
        for (const card of meld.cards) {
          this.where[card.id] = AT_MELD;
          shape.add(CODE_BY_ID[card.id] as number);
        }
        const verdict = shape.verdict(this.allowSets, this.twoNeverDirty);
        if (verdict < 0) throw new ArgumentError('bad-argument', `Playout.load: meld ${String(meld.id)} is not valid`);
        this.meldId[this.meldCount] = meld.id;
        this.meldTeam[this.meldCount] = meld.team;
        this.meldClean[this.meldCount] = verdict;
        this.meldCount++;
      }
      this.nextMeldId = game.nextMeldId;
      for (let team = 0; team < this.teams; team++) this.took[team] = game.tookBirimbaki[team] === true ? 1 : 0;
      this.turn = game.turn;
      this.phase = game.phase === 'draw' ? PHASE_DRAW : game.phase === 'play' ? PHASE_PLAY : PHASE_OVER;
      this.turnNumber = game.turnNumber;
      this.lastTurn = game.lastTurn;
      this.closedBy = game.closedBy ?? -1;
      this.endReason =
        game.endReason === 'closed' ? END_CLOSED : game.endReason === 'stock-exhausted' ? END_STOCK : END_NONE;
      return this;
    });
  }

  /** Makes this deal a copy of `other` (buffers reused). */
  copyFrom(other: Playout): this {
    this.size(other.players);
    this.rules = other.rules;
    this.allowSets = other.allowSets;
    this.twoNeverDirty = other.twoNeverDirty;
    this.where.set(other.where);
    this.counts.set(other.counts);
    this.handSize.set(other.handSize);
    this.handPoints.set(other.handPoints);
    this.stock.set(other.stock.subarray(0, other.stockLength));
    this.stockLength = other.stockLength;
    this.pile.set(other.pile.subarray(0, other.pileLength));
    this.pileLength = other.pileLength;
    this.pileCounts.set(other.pileCounts);
    this.packets.set(other.packets);
    this.packetCount = other.packetCount;
    this.packetNext = other.packetNext;
    this.meldCount = other.meldCount;
    for (let m = 0; m < other.meldCount; m++) {
      (this.shapes[m] as MeldShape).load(other.shapes[m] as MeldShape);
      this.meldId[m] = other.meldId[m] as number;
      this.meldTeam[m] = other.meldTeam[m] as number;
      this.meldClean[m] = other.meldClean[m] as number;
    }
    this.nextMeldId = other.nextMeldId;
    this.took.set(other.took);
    this.turn = other.turn;
    this.phase = other.phase;
    this.turnNumber = other.turnNumber;
    this.lastTurn = other.lastTurn;
    this.closedBy = other.closedBy;
    this.endReason = other.endReason;
    return this;
  }

  // ---- card bookkeeping ---------------------------------------------------------------------------------------

  private toHand(seat: number, id: number): void {
    const code = CODE_BY_ID[id] as number;
    this.where[id] = seat;
    this.counts[seat * CODES + code] = (this.counts[seat * CODES + code] as number) + 1;
    this.handSize[seat] = (this.handSize[seat] as number) + 1;
    this.handPoints[seat] = (this.handPoints[seat] as number) + (CODE_POINTS[code] as number);
  }

  private fromHand(seat: number, id: number, to: number): void {
    const code = CODE_BY_ID[id] as number;
    this.where[id] = to;
    this.counts[seat * CODES + code] = (this.counts[seat * CODES + code] as number) - 1;
    this.handSize[seat] = (this.handSize[seat] as number) - 1;
    this.handPoints[seat] = (this.handPoints[seat] as number) - (CODE_POINTS[code] as number);
  }

  private toPile(id: number): void {
    this.where[id] = AT_PILE;
    this.pile[this.pileLength++] = id;
    const code = CODE_BY_ID[id] as number;
    this.pileCounts[code] = (this.pileCounts[code] as number) + 1;
  }

  /** How many cards of identity `code` the seat holds. */
  count(seat: number, code: number): number {
    return this.counts[seat * CODES + code] as number;
  }

  /** The lowest id of identity `code` in the seat's hand, or -1 (the pure core's `legalMoves` names that copy). */
  idIn(seat: number, code: number): number {
    const copies = this.copies;
    for (let slot = code * MOST_COPIES, end = slot + MOST_COPIES; slot < end; slot++) {
      const id = copies[slot] as number;
      if (id < 0) break;
      if (this.where[id] === seat) return id;
    }
    return -1;
  }

  /**
   * The ids of the first `n` of `codes` in the seat's hand, into `ids`: for each code its lowest copy there that is
   * not already chosen for an earlier one (a code twice names two copies). False when the hand lacks one of them.
   */
  idsIn(seat: number, codes: ArrayLike<number>, n: number, ids: Int16Array | number[]): boolean {
    const copies = this.copies;
    for (let i = 0; i < n; i++) {
      const code = codes[i] as number;
      let found = -1;
      for (let slot = code * MOST_COPIES, end = slot + MOST_COPIES; slot < end && found < 0; slot++) {
        const id = copies[slot] as number;
        if (id < 0) break;
        if (this.where[id] !== seat) continue;
        let chosen = false;
        for (let j = 0; j < i && !chosen; j++) chosen = ids[j] === id;
        if (!chosen) found = id;
      }
      if (found < 0) return false;
      ids[i] = found;
    }
    return true;
  }

  /** The team of a seat at this table. */
  teamOf(seat: number): Team {
    return this.teamBySeat[seat] as Team;
  }

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
