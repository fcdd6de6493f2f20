// The rules' facts written again, independently of the engine, for the tests to check the engine against: a card's
// points (rules §7), what a seat's view may show (rules §10), a team's total recounted from rules §7.

import { type Card, type GameState, type Seat, checkMeld, viewFor } from '../../src/index.js';

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

/** Card ids anywhere in a JSON value. */
function cardIdsIn(value: unknown, out = new Set<number>()): Set<number> {
  if (Array.isArray(value)) for (const v of value) cardIdsIn(v, out);
  else if (value !== null && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (typeof o.id === 'number' && typeof o.rank === 'string') out.add(o.id);
    for (const v of Object.values(o)) cardIdsIn(v, out);
  }
  return out;
}

/** What a seat's view shows that it must not (a hidden card, hidden state by name) or gets wrong (the counts, the
 * taken birimbakia), or null. */
export function leakProblem(state: GameState, seat: Seat): string | null {
  const view = viewFor(state, seat);
  const json = JSON.stringify(view);
  if (/"(seed|rng|stock|birimbakia|hands)"/.test(json)) return `seat ${String(seat)}'s view names hidden state`;
  const allowed = new Set<number>([
    ...(state.hands[seat] ?? []).map((c) => c.id),
    ...state.pile.map((c) => c.id),
    ...state.melds.flatMap((m) => m.cards.map((c) => c.id)),
    ...state.known.flat().map((c) => c.id),
  ]);
  for (const id of cardIdsIn(JSON.parse(json)))
    if (!allowed.has(id)) return `seat ${String(seat)} sees hidden card ${String(id)}`;
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
