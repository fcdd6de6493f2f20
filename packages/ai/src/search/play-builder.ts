// Plays from choices: a chosen set of the play space's options (play-space.ts) becomes a `Play` the engine accepts
// move by move — its melds and lay-offs with the ids of the copies used — and the plays a search keeps are stored
// compactly (`PlayStore`) and built only when asked for.

import { type Card, type Meld, CODE_COUNT, THREE_DECKS, checkMeld, meetsRequirement } from '@birimba/engine';
import type { OptionSet, Play, PlayMove, PlaySpace, PlayedMeld } from './play-space.js';

interface MeldOutcome {
  readonly move: PlayMove;
  readonly played: PlayedMeld;
}

/**
 * Turns choices into `Play` objects. Which copy of a card goes where only changes ids, so the melds and moves of
 * an option are cached per copy pattern and shared between plays (they are immutable).
 */
export class PlayBuilder {
  private readonly cursor = new Int8Array(CODE_COUNT);
  private readonly usedAt = new Uint32Array(THREE_DECKS.length);
  private stamp = 0;
  private readonly layOffCache: Map<number, MeldOutcome>[];
  private readonly newCache = new Map<number, MeldOutcome>();

  constructor(private readonly space: PlaySpace) {
    this.layOffCache = space.teamMelds.map(() => new Map<number, MeldOutcome>());
  }

  /** How many team melds a choice names. */
  get meldCount(): number {
    return this.space.teamMelds.length;
  }

  /** Whether the engine could refuse a play leaving `left` cards (only under a variant of rules §6). */
  mayRefuse(left: number): boolean {
    return this.space.emptyingNeeds !== 'nothing' && left <= 1;
  }

  /** The hand cards for `codes` (ascending), the next unused copies; and a number naming which copies those are. */
  private cardsFor(codes: readonly number[]): { cards: Card[]; pattern: number } {
    const cards: Card[] = [];
    let pattern = 0;
    for (const code of codes) {
      const k = this.cursor[code] as number;
      this.cursor[code] = k + 1;
      pattern = pattern * 4 + k;
      const id = (this.space.idsByCode[code] as number[])[k] as number;
      this.usedAt[id] = this.stamp;
      cards.push(THREE_DECKS[id] as Card);
    }
    return { cards, pattern };
  }

  private layOff(t: number, o: number): MeldOutcome {
    const space = this.space;
    const codes = (space.layOffs[t] as OptionSet).codes[o] as number[];
    const { cards, pattern } = this.cardsFor(codes);
    const cache = this.layOffCache[t] as Map<number, MeldOutcome>;
    const key = pattern * (space.layOffs[t] as OptionSet).count + o;
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const meld = space.teamMelds[t] as Meld;
    const check = checkMeld([...meld.cards, ...cards], space.view.rules, meld.arrangement);
    if (!check.valid) throw new Error(`search: lay-off option ${String(o)} does not fit meld ${String(meld.id)}`);
    const outcome: MeldOutcome = {
      move: { type: 'layOff', meldId: meld.id, cards: cards.map((c) => c.id) },
      played: {
        meldId: meld.id,
        isNew: false,
        cards: check.arrangement.slots.map((s) => s.card),
        added: cards,
        clean: check.clean,
        isBirimba: check.isBirimba,
        wasBirimba: meld.isBirimba,
        wasClean: meld.clean,
      },
    };
    cache.set(key, outcome);
    return outcome;
  }

  private newMeld(g: number, k: number): MeldOutcome {
    const space = this.space;
    const codes = space.newMelds.codes[g] as number[];
    const { cards, pattern } = this.cardsFor(codes);
    const key = (pattern * 64 + k) * space.newMelds.count + g;
    const hit = this.newCache.get(key);
    if (hit !== undefined) return hit;
    const check = checkMeld(cards, space.view.rules);
    if (!check.valid) throw new Error(`search: meld option ${String(g)} is not a meld`);
    const meldId = space.view.nextMeldId + k;
    const outcome: MeldOutcome = {
      move: { type: 'meld', cards: cards.map((c) => c.id) },
      played: {
        meldId,
        isNew: true,
        cards: check.arrangement.slots.map((s) => s.card),
        added: cards,
        clean: check.clean,
        isBirimba: check.isBirimba,
        wasBirimba: false,
        wasClean: false,
      },
    };
    this.newCache.set(key, outcome);
    return outcome;
  }

  /**
   * The play of a choice: per team meld the index of its lay-off option or -1 (read from `layOff[layAt]` on),
   * and `depth` new melds as indices into `newMelds.codes` (from `newMelds[newAt]`). Null when the engine would
   * refuse it: only under a variant of rules §6, when it leaves fewer than 2 cards and the team lacks its birimba.
   */
  buildFrom(
    layOff: ArrayLike<number>,
    layAt: number,
    newMelds: ArrayLike<number>,
    newAt: number,
    depth: number,
  ): Play | null {
    this.cursor.fill(0);
    this.stamp++;
    const moves: PlayMove[] = [];
    const melds: PlayedMeld[] = [];
    const used: Card[] = [];
    const T = this.space.teamMelds.length;
    for (let t = 0; t < T; t++) {
      const o = layOff[layAt + t] as number;
      if (o < 0) continue;
      const { move, played } = this.layOff(t, o);
      moves.push(move);
      melds.push(played);
      for (const c of played.added) used.push(c);
    }
    for (let k = 0; k < depth; k++) {
      const { move, played } = this.newMeld(newMelds[newAt + k] as number, k);
      moves.push(move);
      melds.push(played);
      for (const c of played.added) used.push(c);
    }
    const rest: Card[] = [];
    for (const c of this.space.hand) if (this.usedAt[c.id] !== this.stamp) rest.push(c);
    const play: Play = { moves, used, rest, melds, emptiesHand: rest.length === 0 };
    if (this.mayRefuse(rest.length)) return this.legalUnderRequirement(play);
    return play;
  }

  /**
   * Under a variant of rules §6 (a birimba needed to take the birimbaki or to close) the engine checks a move only
   * if it leaves fewer than 2 cards, against the table after it. With 1 card left at the end only the last move is
   * checked, against the final table: the team must own what it needs, or get it by laying that card off. With
   * none left the last move must leave a table that has it; the move before it is checked too only when the last
   * one lays off a single card, and then laying that card off is exactly what makes the final table, so it passes.
   * Lay-offs come before new melds here, so the last move uses a single card only in a play of lay-offs alone. So
   * the play is legal in this order exactly when its final table (and the card left) meet the requirement; no
   * other order is needed. The requirement itself is the engine's (`meetsRequirement`).
   */
  private legalUnderRequirement(play: Play): Play | null {
    if (play.moves.length === 0) return play;
    const { view, teamMelds, emptyingNeeds } = this.space;
    const team = view.team;
    const qualifies = (m: { isBirimba: boolean; clean: boolean }): boolean =>
      meetsRequirement(emptyingNeeds, team, [{ team, isBirimba: m.isBirimba, clean: m.clean }]);
    const touched = new Set(play.melds.filter((m) => !m.isNew).map((m) => m.meldId));
    const finalMelds: {
      cards: readonly Card[];
      arrangement?: Meld['arrangement'];
      isBirimba: boolean;
      clean: boolean;
    }[] = [...teamMelds.filter((m) => !touched.has(m.id)), ...play.melds];
    if (finalMelds.some(qualifies)) return play;
    const last = play.rest[0];
    if (last === undefined) return null;
    const lets = finalMelds.some((m) => {
      const check = checkMeld([...m.cards, last], view.rules, m.arrangement);
      return check.valid && qualifies(check);
    });
    return lets ? play : null;
  }
}

/**
 * Plays kept as their choices in one growing Int32Array; each `Play` object is built from its choice when one of
 * its fields is first read, then kept. Finding hundreds of thousands of plays stays cheap: a caller reads only
 * the plays it looks at.
 */
export class PlayStore {
  private tape = new Int32Array(1 << 14);
  private end = 0;
  readonly plays: Play[] = [];
  private readonly meldCount: number;

  constructor(private readonly builder: PlayBuilder) {
    this.meldCount = builder.meldCount;
  }

  /** Adds the play of these choices (`left` hand cards remain); false when the engine would refuse it. */
  add(layOff: ArrayLike<number>, newMelds: ArrayLike<number>, depth: number, left: number): boolean {
    if (this.builder.mayRefuse(left)) {
      const play = this.builder.buildFrom(layOff, 0, newMelds, 0, depth);
      if (play === null) return false;
      this.plays.push(play);
      return true;
    }
    const T = this.meldCount;
    const need = T + 1 + depth;
    if (this.end + need > this.tape.length) {
      const grown = new Int32Array(Math.max(this.tape.length * 2, this.end + need));
      grown.set(this.tape.subarray(0, this.end));
      this.tape = grown;
    }
    const at = this.end;
    for (let t = 0; t < T; t++) this.tape[at + t] = layOff[t] as number;
    this.tape[at + T] = depth;
    for (let k = 0; k < depth; k++) this.tape[at + T + 1 + k] = newMelds[k] as number;
    this.end = at + need;
    this.plays.push(new LazyPlay(this, at, left === 0));
    return true;
  }

  buildAt(at: number): Play {
    const T = this.meldCount;
    const play = this.builder.buildFrom(this.tape, at, this.tape, at + T + 1, this.tape[at + T] as number);
    if (play === null) throw new Error('search: a stored play is not legal');
    return play;
  }
}

/**
 * A `Play` built on first read. Its fields are getters on the class: `JSON.stringify` goes through `toJSON`, but a
 * structured clone (postMessage) or a spread sees only `emptiesHand`; send `JSON.parse(JSON.stringify(play))`.
 */
class LazyPlay implements Play {
  readonly #store: PlayStore;
  readonly #at: number;
  #play: Play | undefined;
  readonly emptiesHand: boolean;

  constructor(store: PlayStore, at: number, emptiesHand: boolean) {
    this.#store = store;
    this.#at = at;
    this.emptiesHand = emptiesHand;
  }

  #built(): Play {
    return (this.#play ??= this.#store.buildAt(this.#at));
  }

  get moves(): readonly PlayMove[] {
    return this.#built().moves;
  }

  get used(): readonly Card[] {
    return this.#built().used;
  }

  get rest(): readonly Card[] {
    return this.#built().rest;
  }

  get melds(): readonly PlayedMeld[] {
    return this.#built().melds;
  }

  toJSON(): Play {
    return this.#built();
  }
}
