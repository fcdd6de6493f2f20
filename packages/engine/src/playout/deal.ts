// The playout core's deal: where every card is, as mutable typed arrays — card counts per hand (by identity and by
// suit), the stock, the pile, the packets, meld summaries instead of card lists — sized for a table of two, four or
// six, loaded from a pure `GameState` and copied without allocation. The moves and rules played on it are
// playout.ts's `Playout`, which extends it.

import {
  CODE_COUNT,
  DECK_SIZE,
  MOST_COPIES,
  SUITS,
  RANK_COUNT,
  CODE_POINTS,
  codeOfPlace,
  CODE_BY_ID,
  copyIdsTable,
} from '../vocabulary/cards.js';
import { ArgumentError, quoteInput } from '../vocabulary/errors.js';
import { BIRIMBAKI_SIZE, birimbakiaFor, decksFor, deckSizeFor } from '../vocabulary/facts.js';
import type { RuleSet, Seat, Team } from '../vocabulary/rules.js';
import { DEFAULT_PLAYERS, type Players, isPlayers, seatsOf, teamCount, teamOf } from '../vocabulary/seats.js';
import { onState } from '../core/guard.js';
import { MeldShape } from '../core/meld-shape.js';
import type { GameState } from '../core/state.js';
import {
  AT_MELD,
  AT_PACKET,
  AT_PILE,
  AT_STOCK,
  END_CLOSED,
  END_NONE,
  END_STOCK,
  PHASE_DRAW,
  PHASE_OVER,
  PHASE_PLAY,
} from './places.js';

const CODES = CODE_COUNT;

/** The most melds a deal can hold: every card of three decks in a meld of three. */
const MAX_MELDS = 54;

/** Per seat of a table of `players`, its team. */
function teamTable(players: Players): Int8Array {
  return Int8Array.from(seatsOf(players), (seat) => teamOf(seat, players));
}

/**
 * One deal's cards and turn as typed arrays: `load` it from a `GameState`, `copyFrom` another. `Playout` plays moves
 * on it.
 */
export class PlayoutDeal {
  /** The deal's rule set. */
  rules!: RuleSet;
  /** The rule set's `allowSets`, read on every meld verdict. */
  protected allowSets = false;
  /** The rule set's `twoOfSuitNeverDirty`, read on every meld verdict. */
  protected twoNeverDirty = false;
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
  /** A meld summary the verdicts reuse, so that judging a meld allocates nothing. */
  protected readonly scratch = new MeldShape();
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
  copyFrom(other: PlayoutDeal): this {
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

  /** Card `id` goes to the seat's hand: its place, the counts, the hand's size and points. */
  protected toHand(seat: number, id: number): void {
    const code = CODE_BY_ID[id] as number;
    this.where[id] = seat;
    this.counts[seat * CODES + code] = (this.counts[seat * CODES + code] as number) + 1;
    this.handSize[seat] = (this.handSize[seat] as number) + 1;
    this.handPoints[seat] = (this.handPoints[seat] as number) + (CODE_POINTS[code] as number);
  }

  /** Card `id` leaves the seat's hand for place `to`. */
  protected fromHand(seat: number, id: number, to: number): void {
    const code = CODE_BY_ID[id] as number;
    this.where[id] = to;
    this.counts[seat * CODES + code] = (this.counts[seat * CODES + code] as number) - 1;
    this.handSize[seat] = (this.handSize[seat] as number) - 1;
    this.handPoints[seat] = (this.handPoints[seat] as number) - (CODE_POINTS[code] as number);
  }

  /** Card `id` goes on top of the pile. */
  protected toPile(id: number): void {
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
}
