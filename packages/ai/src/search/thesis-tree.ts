// The thesis's "tree finder" (classic-ai.md §4.5–4.6): a depth-first tree of melds and lay-offs, at most 6 children
// a node, every node's play a candidate.

import type { PlayerView } from '@birimba/engine';
import {
  type OptionSet,
  type Play,
  type PlayList,
  fits,
  growsWithin,
  giveBack,
  playList,
  playSpace,
  take,
} from './play-space.js';
import { PlayBuilder } from './play-builder.js';
import { DEFAULT_MAX_PLAYS, type EnumeratePlaysOptions } from './plays.js';

/** A child of a node: a new meld, or cards laid off onto a meld (an existing one or one made on this path). */
interface Child {
  /** 'meld': new meld `to`; 'grow': existing team meld `target` goes to lay-off option `to`; 'regrow': the new
   *  meld at `target` in the path's list goes to meld option `to`. */
  readonly kind: 'meld' | 'grow' | 'regrow';
  readonly target: number;
  readonly to: number;
  /** Hand cards it uses. */
  readonly used: number;
  /** Cards of the meld it makes. */
  readonly result: number;
  readonly wild: boolean;
}

/** Keeps the best 2 candidates without a wild and the best 1 with, by a "better" order. */
class Chooser {
  readonly plain: Child[] = [];
  readonly wild: Child[] = [];

  constructor(private readonly better: (a: Child, b: Child) => boolean) {}

  offer(child: Child): void {
    const list = child.wild ? this.wild : this.plain;
    const keep = child.wild ? 1 : 2;
    let i = list.length;
    while (i > 0 && this.better(child, list[i - 1] as Child)) i--;
    if (i < keep) {
      list.splice(i, 0, child);
      if (list.length > keep) list.pop();
    }
  }
}

/**
 * The thesis's candidate plays. At each node up to 6 children: of the new melds the hand can make, the 2 largest
 * without a wild card and the largest with one; of the lay-offs onto the team's melds (those on the table and
 * those made on this path), the 2 largest without a wild and the largest with one ("largest" = most hand cards
 * used, then the larger meld; "with a wild" = it uses a 2 or a joker from the hand). Each child is played and the
 * tree goes on from the cards left, to any depth. Every node's play is a candidate, the empty play first; plays
 * are the same as in `enumeratePlays` (a lay-off onto a meld made on the path is that meld made whole).
 *
 * Equal sizes are ordered by table order, then by the engine's option order, so a node's children depend only
 * on its table and hand: a node met again by another path has the same subtree, and is not searched twice.
 */
export function thesisTreePlays(view: PlayerView, options: EnumeratePlaysOptions = {}): PlayList {
  const maxPlays = options.maxPlays ?? DEFAULT_MAX_PLAYS;
  if (view.seat !== view.turn || view.phase !== 'play') return playList([], false);
  const space = playSpace(view);
  const words = space.words;
  const T = space.teamMelds.length;
  const melds = space.newMelds;
  const avail = space.handCounts.slice();
  const layOff = new Int32Array(T).fill(-1);
  // The new melds of the path, ascending option order (canonical: the same table gives the same list).
  const made: number[] = [];
  // The tree's plays are few (hundreds): built at once, as plain objects.
  const builder = new PlayBuilder(space);
  const plays: Play[] = [];
  const seen = new Set<string>();
  let truncated = false;

  // Children are offered in table order (existing melds, then made ones) and option order; a tie keeps the
  // earlier one.
  const meldBetter = (a: Child, b: Child): boolean => a.used > b.used;
  const layOffBetter = (a: Child, b: Child): boolean => a.used > b.used || (a.used === b.used && a.result > b.result);

  const children = (): Child[] => {
    const fromHand = new Chooser(meldBetter);
    for (let g = 0; g < melds.count; g++) {
      if (!fits(melds, g, avail, words)) continue;
      fromHand.offer({
        kind: 'meld',
        target: -1,
        to: g,
        used: melds.size[g] as number,
        result: melds.size[g] as number,
        wild: (melds.wilds[g] as number) > 0,
      });
    }
    const fromTable = new Chooser(layOffBetter);
    for (let t = 0; t < T; t++) {
      const set = space.layOffs[t] as OptionSet;
      const from = layOff[t] as number;
      const base = space.teamMelds[t]?.cards.length ?? 0;
      for (let x = 0; x < set.count; x++) {
        if (x === from) continue;
        if (from < 0 ? !fits(set, x, avail, words) : !growsWithin(set, x, from, avail, words)) continue;
        const fromSize = from < 0 ? 0 : (set.size[from] as number);
        const fromWilds = from < 0 ? 0 : (set.wilds[from] as number);
        fromTable.offer({
          kind: 'grow',
          target: t,
          to: x,
          used: (set.size[x] as number) - fromSize,
          result: base + (set.size[x] as number),
          wild: (set.wilds[x] as number) > fromWilds,
        });
      }
    }
    for (let i = 0; i < made.length; i++) {
      const from = made[i] as number;
      for (let y = 0; y < melds.count; y++) {
        if (y === from || !growsWithin(melds, y, from, avail, words)) continue;
        fromTable.offer({
          kind: 'regrow',
          target: i,
          to: y,
          used: (melds.size[y] as number) - (melds.size[from] as number),
          result: melds.size[y] as number,
          wild: (melds.wilds[y] as number) > (melds.wilds[from] as number),
        });
      }
    }
    return [...fromHand.plain, ...fromHand.wild, ...fromTable.plain, ...fromTable.wild];
  };

  const visit = (): void => {
    if (truncated) return;
    const key = `${layOff.join(',')}|${made.join(',')}`;
    if (seen.has(key)) return;
    seen.add(key);
    if (plays.length >= maxPlays) {
      truncated = true;
      return;
    }
    const play = builder.buildFrom(layOff, 0, made, 0, made.length);
    if (play !== null) plays.push(play);
    for (const child of children()) {
      if (child.kind === 'meld') {
        take(melds, child.to, avail, words);
        const at = insertSorted(made, child.to);
        visit();
        made.splice(at, 1);
        giveBack(melds, child.to, avail, words);
      } else if (child.kind === 'grow') {
        const set = space.layOffs[child.target] as OptionSet;
        const from = layOff[child.target] as number;
        if (from >= 0) giveBack(set, from, avail, words);
        take(set, child.to, avail, words);
        layOff[child.target] = child.to;
        visit();
        layOff[child.target] = from;
        giveBack(set, child.to, avail, words);
        if (from >= 0) take(set, from, avail, words);
      } else {
        const from = made[child.target] as number;
        giveBack(melds, from, avail, words);
        take(melds, child.to, avail, words);
        made.splice(child.target, 1);
        const at = insertSorted(made, child.to);
        visit();
        made.splice(at, 1);
        made.splice(child.target, 0, from);
        giveBack(melds, child.to, avail, words);
        take(melds, from, avail, words);
      }
    }
  };

  visit();
  return playList(plays, truncated);
}

/** Inserts `value` into the ascending `list`; returns where. */
function insertSorted(list: number[], value: number): number {
  let i = list.length;
  while (i > 0 && (list[i - 1] as number) > value) i--;
  list.splice(i, 0, value);
  return i;
}
