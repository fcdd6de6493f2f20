// A whole deal consistent with what one seat can see: the cards hidden from it dealt again among the places it
// cannot see into. For search (information-set sampling, rules §8: a bot samples only from its own view).

import type { Card } from '../vocabulary/cards.js';
import { ArgumentError, SnapshotError, asEngineError, quoteInput } from '../vocabulary/errors.js';
import { BIRIMBAKI_SIZE, deckFor } from '../vocabulary/facts.js';
import { type GameState, STATE_FORMAT, STATE_VERSION } from './state.js';
import { type PlayerView, assertView, publicDeal } from './view.js';

/** How likely a seat is to hold a card, relative to 1 for the stock and the birimbakia: a list by card id, or a function. */
export type CardWeights = ArrayLike<number> | ((card: Card) => number);

/** Options of `determinize`. */
export interface DeterminizeOptions {
  /**
   * Per seat (index 0..3, or 0..1 / 0..5 for two / six players), weights that bias which hidden cards that seat is dealt: a seat that declined a pile or
   * threw a card is less likely to hold its neighbours. A weight is ≥ 0 and finite; a seat without weights, and the
   * stock and the birimbakia, weigh every card 1. Without any weights the deal is uniform.
   */
  readonly weights?: readonly (CardWeights | undefined | null)[];
}

function weightOf(weights: CardWeights, card: Card): number {
  const w = typeof weights === 'function' ? weights(card) : weights[card.id];
  if (typeof w !== 'number' || !Number.isFinite(w) || w < 0) {
    throw new ArgumentError(
      'bad-argument',
      `a card weight is a finite number ≥ 0, got ${quoteInput(w)} for card id ${String(card.id)}`,
    );
  }
  return w;
}

/** A number in [0, 1) from the caller's random source, checked. */
function unit(random: () => number): number {
  const r = random();
  if (typeof r !== 'number' || !(r >= 0 && r < 1)) {
    throw new ArgumentError('bad-argument', `the random source must give numbers in [0, 1), got ${quoteInput(r)}`);
  }
  return r;
}

/** A whole number in [0, n) from the caller's random source. */
function below(random: () => number, n: number): number {
  return Math.floor(unit(random) * n);
}

/**
 * A `GameState` consistent with `view`: its seat's hand, the pile, the melds and every publicly known card where
 * they are; every card the seat cannot see dealt among the other hands' hidden places, the stock and the untaken
 * birimbakia (sizes kept). `viewFor(determinize(view, random), view.seat)` deep-equals `view`, and the state passes
 * `validateGameState`. Uniform over all such deals unless `options.weights` bias it; the seed and random state are
 * made up (from `random`): they say nothing of the real deal.
 */
export function determinize(view: PlayerView, random: () => number, options: DeterminizeOptions = {}): GameState {
  assertView(view, 'determinize');
  if (typeof random !== 'function')
    throw new ArgumentError(
      'bad-argument',
      `determinize needs a random source () => [0, 1), got ${quoteInput(random)}`,
    );
  if (options === null || typeof options !== 'object')
    throw new ArgumentError('bad-options', `determinize options must be an object, got ${quoteInput(options)}`);
  try {
    return deal(view, random, options);
  } catch (e) {
    throw asEngineError(e, 'determinize');
  }
}

function deal(view: PlayerView, random: () => number, options: DeterminizeOptions): GameState {
  const players = view.rules.players;
  if (view.handSizes.length !== players || view.known.length !== players) {
    throw new SnapshotError(
      'corrupted',
      `determinize: a view of ${String(players)} players needs ${String(players)} hand sizes and known lists, got ${String(view.handSizes.length)} and ${String(view.known.length)}`,
    );
  }
  const deck = deckFor(players);
  const seen = new Uint8Array(deck.length);
  const see = (cards: readonly Card[]): void => {
    for (const c of cards) {
      if (seen[c.id] === 1)
        throw new SnapshotError('corrupted', `determinize: card ${String(c.id)} is in two places of the view`);
      seen[c.id] = 1;
    }
  };
  see(view.hand);
  see(view.pile);
  for (const meld of view.melds) see(meld.cards);
  view.known.forEach((cards, seat) => {
    if (seat !== view.seat) see(cards);
  });
  const hidden: Card[] = [];
  for (const card of deck) if (seen[card.id] === 0) hidden.push(card);

  // Places the seat cannot see into: each other hand less its known cards, the stock, the untaken packets.
  const handSlots = view.handSizes.map((size, seat) =>
    seat === view.seat ? 0 : size - (view.known[seat]?.length ?? 0),
  );
  const packetSlots = view.birimbakiaLeft * BIRIMBAKI_SIZE;
  const places = handSlots.reduce((a, b) => a + b, 0) + view.stockSize + packetSlots;
  if (handSlots.some((n) => n < 0) || places !== hidden.length) {
    throw new SnapshotError(
      'corrupted',
      `determinize: the view hides ${String(hidden.length)} cards but has ${String(places)} places for them`,
    );
  }

  // A uniform order of the hidden cards (Fisher–Yates).
  for (let i = hidden.length - 1; i > 0; i--) {
    const j = below(random, i + 1);
    const t = hidden[i] as Card;
    hidden[i] = hidden[j] as Card;
    hidden[j] = t;
  }

  const dealt: Card[][] = view.handSizes.map(() => []);
  const rest: Card[] = [];
  const weights = options.weights;
  if (weights === undefined || weights.every((w) => w === undefined || w === null)) {
    // Uniform: the shuffled cards fill the places in a fixed order.
    let next = 0;
    for (let seat = 0; seat < players; seat++)
      for (let k = 0; k < (handSlots[seat] as number); k++) (dealt[seat] as Card[]).push(hidden[next++] as Card);
    while (next < hidden.length) rest.push(hidden[next++] as Card);
  } else {
    // Weighted: each other seat in turn draws its hidden cards from what is left, without replacement, with
    // probability ∝ weight (Efraimidis–Spirakis keys: the k largest of log(u) / w); the stock and the packets get
    // the rest in the shuffled order. Equal weights give the uniform deal again. A weight of 0 keeps a card out of
    // that hand unless too few cards with weight are left to fill it.
    let pool = hidden;
    for (let seat = 0; seat < players; seat++) {
      const k = handSlots[seat] as number;
      if (k === 0) continue;
      const list = weights[seat];
      if (list === undefined || list === null) {
        for (let i = 0; i < k; i++) (dealt[seat] as Card[]).push(pool[i] as Card);
        pool = pool.slice(k);
        continue;
      }
      const keyed = pool.map((card, i) => {
        const w = weightOf(list, card);
        return { card, i, key: w > 0 ? Math.log(1 - unit(random)) / w : -Infinity };
      });
      // Largest keys first; among equal keys (the -Infinity of weight 0) the shuffled order decides.
      keyed.sort((a, b) => b.key - a.key || a.i - b.i);
      const taken = new Set<number>();
      for (let i = 0; i < k; i++) {
        const { card } = keyed[i] as { card: Card };
        (dealt[seat] as Card[]).push(card);
        taken.add(card.id);
      }
      pool = pool.filter((c) => !taken.has(c.id));
    }
    rest.push(...pool);
  }

  const hands = view.handSizes.map((_, seat) =>
    seat === view.seat ? [...view.hand] : [...(view.known[seat] ?? []), ...(dealt[seat] as Card[])],
  );
  const stock = rest.slice(0, view.stockSize);
  const birimbakia: Card[][] = [];
  for (let p = 0; p < view.birimbakiaLeft; p++)
    birimbakia.push(rest.slice(view.stockSize + p * BIRIMBAKI_SIZE, view.stockSize + (p + 1) * BIRIMBAKI_SIZE));
  const word = (): number => below(random, 0x100000000) | 0;
  const rng: number[] = [word(), word(), word(), word()];
  if (!rng.some((w) => w !== 0)) rng[0] = 1;
  // The public part as the view has it; `rules` stands third, where every state has it.
  const { rules, ...shown } = publicDeal(view);
  return {
    format: STATE_FORMAT,
    version: STATE_VERSION,
    rules,
    seed: 'determinized',
    shuffle: 'hmac-sha256',
    rng,
    hands,
    stock,
    birimbakia,
    ...shown,
  };
}
