// The rules' facts written again, independently of the engine, for the tests to check the engine against: a card's
// points (rules §7), what a seat's view may show (rules §10), a team's total recounted from rules §7.

import { type Card, type GameState, type PlayerView, type Seat, checkMeld, viewFor } from '../../src/index.js';

/** Each rank's points (rules §7). */
export const POINTS: Readonly<Record<string, number>> = {
  A: 15,
  '2': 10,
  '3': 5,
  '4': 5,
  '5': 5,
  '6': 5,
  '7': 5,
  '8': 10,
  '9': 10,
  '10': 10,
  J: 10,
  Q: 10,
  K: 10,
  JK: 20,
};

/** The points of `cards` (NaN for a rank the rules do not know). */
export const points = (cards: readonly Card[]): number =>
  cards.reduce((sum, c) => sum + (POINTS[c.rank] ?? Number.NaN), 0);

/** The names of hidden state (rules §10), which no view may carry as a key or a text. */
const HIDDEN_NAMES: ReadonlySet<string> = new Set(['seed', 'rng', 'stock', 'birimbakia', 'hands']);

/**
 * Walks a value as `JSON.stringify` would write it (undefined and functions left out): adds the id of every card in
 * it to `ids`, and says whether it names hidden state, as a key or as a text. The view is walked as it is rather
 * than written and read back as JSON: the same facts, for a tenth of the time in the long game loops.
 */
function walkShown(value: unknown, ids: Set<number>): boolean {
  if (typeof value === 'string') return HIDDEN_NAMES.has(value);
  if (value === null || typeof value !== 'object') return false;
  let names = false;
  if (Array.isArray(value)) {
    for (const v of value as unknown[]) if (walkShown(v, ids)) names = true;
    return names;
  }
  const o = value as Record<string, unknown>;
  const card = typeof o.id === 'number' && typeof o.rank === 'string';
  if (card) ids.add(o.id as number);
  if (PLAIN_CARDS.has(o)) return false;
  let primitives = true;
  for (const key of Object.keys(o)) {
    const v = o[key];
    if (v === undefined || typeof v === 'function') continue;
    if (HIDDEN_NAMES.has(key)) names = true;
    if (v !== null && typeof v === 'object') primitives = false;
    if (walkShown(v, ids)) names = true;
  }
  // The engine's cards are frozen and shared by every state: one walk of each is enough.
  if (card && !names && primitives && Object.isFrozen(o)) PLAIN_CARDS.add(o);
  return names;
}

/** Frozen cards already walked and found to hold nothing but their own fields. */
const PLAIN_CARDS = new WeakSet<object>();

/** What a seat's view shows that it must not (a hidden card, hidden state by name) or gets wrong (the counts, the
 * taken birimbakia), or null. */
export function leakProblem(state: GameState, seat: Seat): string | null {
  return viewProblemOf(state, seat, viewFor(state, seat));
}

/** What `view`, given as seat `seat`'s view of `state`, shows that it must not or gets wrong, or null. */
export function viewProblemOf(state: GameState, seat: Seat, view: PlayerView): string | null {
  const shown = new Set<number>();
  if (walkShown(view, shown)) return `seat ${String(seat)}'s view names hidden state`;
  const allowed = new Set<number>();
  for (const c of state.hands[seat] ?? []) allowed.add(c.id);
  for (const c of state.pile) allowed.add(c.id);
  for (const m of state.melds) for (const c of m.cards) allowed.add(c.id);
  for (const known of state.known) for (const c of known) allowed.add(c.id);
  for (const id of shown) if (!allowed.has(id)) return `seat ${String(seat)} sees hidden card ${String(id)}`;
  if (view.handSizes.join() !== state.hands.map((h) => h.length).join()) return 'hand sizes';
  if (view.stockSize !== state.stock.length) return 'stock size';
  if (view.tookBirimbaki.join() !== state.tookBirimbaki.join()) return 'taken flags';
  return null;
}

/** A team's total recounted from rules §7: its melds and birimbas, less the hands of `seats` (the team's), less 100
 * without its birimbaki, plus 100 for closing. */
export function recount(state: GameState, team: number, seats: readonly number[]): number {
  let total = 0;
  for (const m of state.melds.filter((m) => m.team === team)) {
    total += points(m.cards);
    if (m.cards.length >= 7) {
      const check = checkMeld(m.cards, state.rules);
      const clean = check.valid && check.clean;
      total += m.cards.length === 13 ? (clean ? 1000 : 500) : clean ? 200 : 100;
    }
  }
  for (const seat of seats) total -= points(state.hands[seat] ?? []);
  if (!state.tookBirimbaki[team]) total -= 100;
  if (state.closedBy === team) total += 100;
  return total;
}
