// The shared ground of the play searches: a hand as packed identity counts, every meld and lay-off it could ever
// make, and whether a chosen set of them fits the hand. How a chosen set becomes a `Play` is play-builder.ts.

import {
  type Card,
  type Meld,
  type Move,
  type PlayerView,
  CODE_COUNT,
  isWildCode,
  cardCode,
  type MeldRequirement,
  emptyingRequirement,
  layOffOptions,
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
