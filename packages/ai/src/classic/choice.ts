// The thesis's randomised choice among the best-valued items (classic-ai.md §7.3), for the classic player's plays.

import type { Random } from '../random.js';
import type { ClassicProfile } from './profile.js';

/** An item with its value. */
export interface Scored<T> {
  readonly item: T;
  readonly value: number;
}

/**
 * The thesis's randomised choice among the best plays (classic-ai.md §7.3): the top N with positive value that are
 * within a share or a number of points of the best take part; from the two worst up, each duel adds to both a
 * random number in [0, difference + share × smaller value] and the higher goes on.
 */
export function chooseAmongBest<T>(
  scored: readonly Scored<T>[],
  profile: ClassicProfile,
  random: Random,
): Scored<T> | null {
  const c = profile.choice;
  const top = [...scored]
    .sort((a, b) => b.value - a.value)
    .slice(0, c.playTop)
    .filter((s) => s.value > 0);
  const best = top[0];
  if (best === undefined) return null;
  const pool = top.filter((s) => best.value - s.value <= Math.max(c.playWindowShare * best.value, c.playWindowPoints));
  pool.sort((a, b) => a.value - b.value);
  let winner = pool[0] as Scored<T>;
  for (const next of pool.slice(1)) {
    const range = next.value - winner.value + c.duelShare * Math.min(winner.value, next.value);
    const a = winner.value + random.between(0, range);
    const b = next.value + random.between(0, range);
    winner = a > b ? winner : next;
  }
  return winner;
}
