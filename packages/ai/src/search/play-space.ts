// The shared ground of the play searches: a hand as packed identity counts, every meld and lay-off it could ever
// make, and how a chosen set of them becomes a `Play` the engine accepts move by move.

import {
  type Card,
  type Meld,
  type Move,
  type PlayerView,
  THREE_DECKS,
  CODE_COUNT,
  isWildCode,
  cardCode,
  checkMeld,
  type MeldRequirement,
  emptyingRequirement,
  layOffOptions,
  meetsRequirement,
  meldOptions,
} from '@birimba/engine';

/** One team meld as the play leaves it: created by the play or changed by it. */
export interface PlayedMeld {
  /** The meld's id: an existing meld's own, or for a new meld the id the engine will give it. */
  readonly meldId: number;
  /** Whether the play makes it. */
  readonly isNew: boolean;
  /** Its cards after the play, in position order (as the engine lays them out). */
  readonly cards: readonly Card[];
  /** The hand cards the play puts into it (all its cards for a new meld). */
  readonly added: readonly Card[];
  /** Whether it is clean after the play. */
  readonly clean: boolean;
  /** Whether it is a birimba after the play. */
  readonly isBirimba: boolean;
  /** Before the play; false for a new meld (there was no meld). */
  readonly wasBirimba: boolean;
  /** Before the play; false for a new meld (there was no meld). */
  readonly wasClean: boolean;
}

/** A meld or lay-off move. */
export type PlayMove = Move & { type: 'meld' | 'layOff' };

/** One way to play the play phase: melds and lay-offs, no draw and no discard. */
export interface Play {
  /** In an order the engine accepts; new melds get ids `view.nextMeldId`, +1, … in this order. */
  readonly moves: readonly PlayMove[];
  /** The hand cards played. */
  readonly used: readonly Card[];
  /** The hand cards left. */
  readonly rest: readonly Card[];
  /** Every team meld the play creates or changes, after the play; `melds[i]` is what `moves[i]` makes. */
  readonly melds: readonly PlayedMeld[];
  /** Whether the play leaves no card in hand. */
  readonly emptiesHand: boolean;
}

/**
 * Plays, and whether the search stopped at `maxPlays` before finding them all (a non-enumerable property, so the
 * list compares and serialises as a plain array).
 */
export type PlayList = Play[] & { readonly truncated: boolean };

export function playList(plays: Play[], truncated: boolean): PlayList {
  return Object.defineProperty(plays, 'truncated', { value: truncated, enumerable: false }) as PlayList;
}

/**
 * Candidate moves of one kind, over the whole hand: for a team meld its lay-offs, or the new melds. Every option
 * is a distinct multiset of identity codes; the options that fit a smaller hand are exactly the engine's options
 * for that hand (validity depends only on the multiset), which is why they are computed once.
 */
export interface OptionSet {
  readonly count: number;
  /** Identity codes of the hand cards each option uses, ascending. */
  readonly codes: readonly (readonly number[])[];
  /** Packed counts (see `PlaySpace.words`), `words` entries per option. */
  readonly need: Int32Array;
  /** How many hand cards each option uses. */
  readonly size: Uint8Array;
  /** How many wild cards (2s and jokers) from the hand each option uses. */
  readonly wilds: Uint8Array;
}

/**
 * A hand with its team melds, ready to search. Counts of identity codes are packed 4 bits to a code (8 codes to an
 * int32), each field kept below 8, so "do these cards fit?" is one guarded subtraction per word.
 */
export interface PlaySpace {
  readonly view: PlayerView;
  readonly hand: readonly Card[];
  /** The acting team's melds, in table order. */
  readonly teamMelds: readonly Meld[];
  /** Int32 words per packed count vector. */
  readonly words: number;
  /** The whole hand, packed. */
  readonly handCounts: Int32Array;
  /** Packed field (word × 8 + nibble) of each identity code of the hand; -1 for codes it lacks. */
  readonly fieldOf: Int16Array;
  /** Hand card ids by identity code, lowest first. */
  readonly idsByCode: readonly (readonly number[])[];
  readonly layOffs: readonly OptionSet[];
  readonly newMelds: OptionSet;
  /**
   * What the team must own before a play may leave fewer than 2 cards (rules §6 variants: a birimba to take the
   * birimbaki, or to close); `'nothing'` under the default rules.
   */
  readonly emptyingNeeds: MeldRequirement;
}

const GUARD = 0x88888888 | 0;

function optionSet(options: readonly (readonly Card[])[], fieldOf: Int16Array, words: number): OptionSet {
  const codes = options.map((cards) => cards.map(cardCode).sort((a, b) => a - b));
  const need = new Int32Array(codes.length * words);
  const size = new Uint8Array(codes.length);
  const wilds = new Uint8Array(codes.length);
  codes.forEach((list, o) => {
    size[o] = list.length;
    for (const code of list) {
      const field = fieldOf[code] as number;
      need[o * words + (field >> 3)] = ((need[o * words + (field >> 3)] as number) + (1 << ((field & 7) * 4))) | 0;
      if (isWildCode(code)) wilds[o] = (wilds[o] as number) + 1;
    }
  });
  return { count: codes.length, codes, need, size, wilds };
}

/** The search space of the acting seat's play phase. */
export function playSpace(view: PlayerView): PlaySpace {
  const hand = view.hand;
  const fieldOf = new Int16Array(CODE_COUNT).fill(-1);
  const idsByCode: number[][] = Array.from({ length: CODE_COUNT }, () => []);
  let fields = 0;
  for (const card of hand) {
    const code = cardCode(card);
    if (fieldOf[code] === -1) fieldOf[code] = fields++;
    (idsByCode[code] as number[]).push(card.id);
  }
  for (const ids of idsByCode) ids.sort((a, b) => a - b);
  const words = Math.max(1, Math.ceil(fields / 8));
  const handCounts = new Int32Array(words);
  for (const card of hand) {
    const field = fieldOf[cardCode(card)] as number;
    handCounts[field >> 3] = ((handCounts[field >> 3] as number) + (1 << ((field & 7) * 4))) | 0;
  }
  const teamMelds = view.melds.filter((m) => m.team === view.team);
  return {
    view,
    hand,
    teamMelds,
    words,
    handCounts,
    fieldOf,
    idsByCode,
    layOffs: teamMelds.map((meld) => optionSet(layOffOptions(meld, hand), fieldOf, words)),
    newMelds: optionSet(meldOptions(hand, view.rules), fieldOf, words),
    emptyingNeeds: emptyingRequirement(view, view.team),
  };
}

/** Whether option `o` of `set` fits in the packed counts `avail`. */
export function fits(set: OptionSet, o: number, avail: Int32Array, words: number): boolean {
  const base = o * words;
  for (let w = 0; w < words; w++) {
    if (((((avail[w] as number) | GUARD) - (set.need[base + w] as number)) & GUARD) !== GUARD) return false;
  }
  return true;
}

/** Whether option `x` of `set` holds option `a` and the cards it adds to it fit in `avail`. */
export function growsWithin(set: OptionSet, x: number, a: number, avail: Int32Array, words: number): boolean {
  const bx = x * words;
  const ba = a * words;
  for (let w = 0; w < words; w++) {
    const nx = set.need[bx + w] as number;
    const na = set.need[ba + w] as number;
    if ((((nx | GUARD) - na) & GUARD) !== GUARD) return false;
    if (((((avail[w] as number) | GUARD) - (nx - na)) & GUARD) !== GUARD) return false;
  }
  return true;
}

export function take(set: OptionSet, o: number, avail: Int32Array, words: number): void {
  const base = o * words;
  for (let w = 0; w < words; w++) avail[w] = ((avail[w] as number) - (set.need[base + w] as number)) | 0;
}

export function giveBack(set: OptionSet, o: number, avail: Int32Array, words: number): void {
  const base = o * words;
  for (let w = 0; w < words; w++) avail[w] = ((avail[w] as number) + (set.need[base + w] as number)) | 0;
}

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
