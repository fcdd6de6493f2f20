// Every way to play a hand in the play phase: each distinct set of new melds and lay-offs onto the team's melds.

import type { PlayerView } from '@birimba/engine';
import {
  type OptionSet,
  type PlayList,
  type PlaySpace,
  fits,
  giveBack,
  playList,
  playSpace,
  take,
} from './play-space.js';
import { PlayBuilder, PlayStore } from './play-builder.js';

export type { Play, PlayList, PlayMove, PlayedMeld } from './play-space.js';

/** Options of `enumeratePlays`. */
export interface EnumeratePlaysOptions {
  /** Stop after this many plays and mark the list `truncated`. Default `DEFAULT_MAX_PLAYS`. */
  readonly maxPlays?: number;
}

/** `enumeratePlays` stops at this many plays unless told otherwise. */
export const DEFAULT_MAX_PLAYS = 200_000;

/** Called once per distinct play with its choices and the number of hand cards left; false stops the walk. */
type Visit = (layOff: Int32Array, newMelds: Int32Array, depth: number, left: number) => boolean;

/**
 * Walks every distinct play once, the empty play first: per team meld in table order no lay-off or one of its
 * lay-offs, then new melds from what is left in ascending option order (an option again only while copies last).
 * Once each: a meld's lay-off options are distinct multisets, so two choices for it leave it different; and a
 * multiset of new melds is taken as exactly one non-decreasing sequence of option indices. The options are the
 * engine's for the whole hand, kept when they fit the cards left (the same as asking the engine for the cards
 * left). Returns false when `visit` stopped it.
 */
function walkPlays(space: PlaySpace, visit: Visit): boolean {
  const words = space.words;
  const T = space.teamMelds.length;
  const melds = space.newMelds;
  const avail = space.handCounts.slice();
  const layOff = new Int32Array(T).fill(-1);
  const maxDepth = Math.floor(space.hand.length / 3) + 1;
  const chosen = new Int32Array(maxDepth);
  // Candidate new melds per depth: those that still fit, in ascending option order.
  const candidates = Array.from({ length: maxDepth + 1 }, () => new Int32Array(melds.count));
  let going = true;
  let left = space.hand.length;

  const newMelds = (depth: number, list: Int32Array, n: number): void => {
    const next = candidates[depth + 1] as Int32Array;
    for (let p = 0; p < n && going; p++) {
      const g = list[p] as number;
      take(melds, g, avail, words);
      left -= melds.size[g] as number;
      chosen[depth] = g;
      going = visit(layOff, chosen, depth + 1, left);
      if (going && left >= 3) {
        let m = 0;
        for (let q = p; q < n; q++) {
          const h = list[q] as number;
          if (fits(melds, h, avail, words)) next[m++] = h;
        }
        if (m > 0) newMelds(depth + 1, next, m);
      }
      left += melds.size[g] as number;
      giveBack(melds, g, avail, words);
    }
  };

  const layOffs = (t: number): void => {
    if (t === T) {
      going = visit(layOff, chosen, 0, left);
      if (!going || left < 3) return;
      const first = candidates[0] as Int32Array;
      let m = 0;
      for (let g = 0; g < melds.count; g++) if (fits(melds, g, avail, words)) first[m++] = g;
      newMelds(0, first, m);
      return;
    }
    layOff[t] = -1;
    layOffs(t + 1);
    const set = space.layOffs[t] as OptionSet;
    for (let o = 0; o < set.count && going; o++) {
      if (!fits(set, o, avail, words)) continue;
      take(set, o, avail, words);
      left -= set.size[o] as number;
      layOff[t] = o;
      layOffs(t + 1);
      left += set.size[o] as number;
      giveBack(set, o, avail, words);
    }
    layOff[t] = -1;
  };

  layOffs(0);
  return going;
}

const acting = (view: PlayerView): boolean => view.seat === view.turn && view.phase === 'play';

/**
 * Every distinct play of the acting seat's play phase, the empty play first: new melds from its hand and lay-offs
 * onto its team's melds (gapped melds with a wild, natural and acting 2s, aces low and high, wilds moving inside
 * laid melds), each list of moves in an order the engine accepts. Two plays are the same when they leave the same
 * table and hand up to which copy of a card is where; no two returned plays are the same. A view that is not of
 * the seat to act in the play phase has no plays (an empty list).
 *
 * A play is a choice per team meld (no lay-off, or one of its lay-offs) plus a multiset of new melds from what is
 * left: a lay-off onto a meld made in the same play is the meld of the union, and two lay-offs onto one meld are
 * one lay-off of both. Each choice is reached once (see `walkPlays`), so no dedupe set is needed, and nothing is
 * pruned: every branch is a play. Under a variant of rules §6 (a birimba needed to take the birimbaki or to close)
 * a play leaving fewer than 2 cards is left out when the engine would refuse it.
 *
 * Big hands have very many plays (a 22-card hand with 4 wilds and 6 team melds: 1.4 million at the median, see
 * bench/search.ts; `countPlays` tells how many without building them). Past `maxPlays` the list stops and is
 * marked `truncated`; what it holds then is the start of the walk, not a sample: the earlier team melds are the
 * ones left without lay-offs. A play's fields are built when first read (see `LazyPlay`), so the list itself is
 * cheap; for a plain copy of a play use `JSON.parse(JSON.stringify(play))`.
 */
export function enumeratePlays(view: PlayerView, options: EnumeratePlaysOptions = {}): PlayList {
  const maxPlays = options.maxPlays ?? DEFAULT_MAX_PLAYS;
  if (!acting(view)) return playList([], false);
  const space = playSpace(view);
  const store = new PlayStore(new PlayBuilder(space));
  let truncated = false;
  walkPlays(space, (layOff, newMelds, depth, left) => {
    if (store.plays.length >= maxPlays) {
      truncated = true;
      return false;
    }
    store.add(layOff, newMelds, depth, left);
    return true;
  });
  return playList(store.plays, truncated);
}

/** Options of `countPlays`. */
export interface CountPlaysOptions {
  /** Stop counting here (the count is then `limit` and `truncated` is true). Default: count them all. */
  readonly limit?: number;
}

/**
 * How many plays `enumeratePlays` would find without a limit, without building them. The new melds that can
 * follow a set of lay-offs depend only on the cards left, so their count is remembered per remaining hand.
 */
export function countPlays(view: PlayerView, options: CountPlaysOptions = {}): { count: number; truncated: boolean } {
  const limit = options.limit ?? Infinity;
  if (!acting(view)) return { count: 0, truncated: false };
  const space = playSpace(view);
  let count = 0;
  if (space.emptyingNeeds !== 'nothing') {
    // Which plays the engine refuses depends on the table, not only on the cards left: build those few.
    const builder = new PlayBuilder(space);
    const done = walkPlays(space, (layOff, newMelds, depth, left) => {
      if (builder.mayRefuse(left) && builder.buildFrom(layOff, 0, newMelds, 0, depth) === null) {
        return true;
      }
      if (count >= limit) return false;
      count++;
      return true;
    });
    return { count, truncated: !done };
  }
  const melds = space.newMelds;
  const words = space.words;
  const avail = space.handCounts.slice();
  const memo = new Map<string, number>();
  const maxDepth = Math.floor(space.hand.length / 3) + 1;
  const candidates = Array.from({ length: maxDepth + 1 }, () => new Int32Array(melds.count));
  let left = space.hand.length;
  const newMeldSets = (depth: number, list: Int32Array, n: number): number => {
    let total = 0;
    const next = candidates[depth + 1] as Int32Array;
    for (let p = 0; p < n; p++) {
      const g = list[p] as number;
      take(melds, g, avail, words);
      left -= melds.size[g] as number;
      total++;
      if (left >= 3) {
        let m = 0;
        for (let q = p; q < n; q++) {
          const h = list[q] as number;
          if (fits(melds, h, avail, words)) next[m++] = h;
        }
        if (m > 0) total += newMeldSets(depth + 1, next, m);
      }
      left += melds.size[g] as number;
      giveBack(melds, g, avail, words);
    }
    return total;
  };
  const T = space.teamMelds.length;
  const layOffs = (t: number): boolean => {
    if (t === T) {
      const key = avail.join(',');
      let sets = memo.get(key);
      if (sets === undefined) {
        sets = 1;
        if (left >= 3) {
          const first = candidates[0] as Int32Array;
          let m = 0;
          for (let g = 0; g < melds.count; g++) if (fits(melds, g, avail, words)) first[m++] = g;
          sets += newMeldSets(0, first, m);
        }
        memo.set(key, sets);
      }
      count += sets;
      return count <= limit;
    }
    if (!layOffs(t + 1)) return false;
    const set = space.layOffs[t] as OptionSet;
    for (let o = 0; o < set.count; o++) {
      if (!fits(set, o, avail, words)) continue;
      take(set, o, avail, words);
      left -= set.size[o] as number;
      const going = layOffs(t + 1);
      left += set.size[o] as number;
      giveBack(set, o, avail, words);
      if (!going) return false;
    }
    return true;
  };
  const done = layOffs(0);
  return done ? { count, truncated: false } : { count: limit, truncated: true };
}
