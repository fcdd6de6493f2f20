// The play search finds every distinct way to play a hand, each accepted by the engine move by move, checked
// against brute force on thousands of small seeded positions; the thesis tree finds a legal subset of them.

import { describe, expect, it } from 'vitest';
import {
  type Card,
  type Meld,
  type PlayerView,
  type RuleSet,
  type Seat,
  type Team,
  DECK,
  IllegalMoveError,
  applyPlayToView,
  cardCode,
  checkMeld,
  checkMove,
  formatCards,
  randomSource,
  parseCards,
  buildPosition,
  viewFor,
  emptyingRequirement,
} from '@birimba/engine';
import { type Play, countPlays, enumeratePlays, thesisTreePlays } from '../../src/index.js';
import { samples, soak } from '../support/samples.js';

// ---------------------------------------------------------------------------------------------------------------
// Positions

interface Spec {
  readonly hand: readonly number[];
  readonly melds: readonly { readonly team: Team; readonly cards: readonly number[] }[];
  readonly seat?: Seat;
  readonly rules?: Partial<RuleSet>;
  readonly tookBirimbaki?: readonly [boolean, boolean];
}

/** The play-phase view of the seat to act in a valid game: named cards where named, the rest dealt elsewhere. */
function buildView(spec: Spec): PlayerView {
  const seat = spec.seat ?? 0;
  const text = (ids: readonly number[]): string => formatCards(ids.map((id) => DECK[id] as Card));
  const hands: string[] = ['', '', '', ''];
  hands[seat] = text(spec.hand);
  const state = buildPosition({
    seed: 7,
    ...(spec.rules === undefined ? {} : { rules: spec.rules }),
    hands,
    melds: spec.melds.map((m) => ({ team: m.team, cards: text(m.cards) })),
    tookBirimbaki: spec.tookBirimbaki ?? [false, false],
    turn: seat,
    phase: 'play',
  });
  return viewFor(state, seat);
}

/** Physical card ids for notation, each copy once across the whole position. */
class Ids {
  private readonly used = new Set<number>();

  of(text: string): number[] {
    return parseCards(text).map((parsed) => {
      const code = cardCode(parsed);
      const candidates = code === 52 ? [104, 105, 106, 107] : [code, code + 52];
      const id = candidates.find((c) => !this.used.has(c));
      if (id === undefined) throw new Error(`test position: no copy of ${formatCards([parsed])} left`);
      this.used.add(id);
      return id;
    });
  }
}

/** A position from notation: the hand of seat 0 and team melds (`team` 1 melds after a `/`). */
function viewOf(hand: string, melds: readonly string[] = [], more: Omit<Spec, 'hand' | 'melds'> = {}): PlayerView {
  const ids = new Ids();
  const seat = more.seat ?? 0;
  const own = (seat % 2) as Team;
  const handIds = ids.of(hand);
  return buildView({
    ...more,
    hand: handIds,
    melds: melds.map((text) =>
      text.startsWith('/')
        ? { team: (1 - own) as Team, cards: ids.of(text.slice(1)) }
        : { team: own, cards: ids.of(text) },
    ),
  });
}

/**
 * A small random position: 0–3 team melds (sometimes an opponents' meld too), and a hand of 1–9 cards drawn
 * mostly near those melds and around one or two suits, with wilds, 2s and aces often enough.
 */
function randomSpec(seed: number, maxHand: number, maxMelds: number): Spec {
  const random = randomSource(seed);
  const pick = (n: number): number => Math.floor(random() * n);
  const free = new Set(DECK.map((c) => c.id));
  const takeCode = (code: number): number | undefined => {
    const ids = code === 52 ? [104, 105, 106, 107] : [code, code + 52];
    const id = ids.find((c) => free.has(c));
    if (id !== undefined) free.delete(id);
    return id;
  };
  const variant = pick(10);
  const rules: Partial<RuleSet> =
    variant === 0
      ? { allowSets: true }
      : variant === 1
        ? { closingRequires: 'birimba' }
        : variant === 2
          ? { closingRequires: 'cleanBirimba' }
          : variant === 3
            ? { birimbakiRequires: 'birimba' }
            : variant === 4
              ? { birimbakiRequires: 'cleanBirimba' }
              : {};
  const seat = pick(4) as Seat;
  const team = (seat % 2) as Team;
  const tookBirimbaki: [boolean, boolean] = [false, false];
  if (variant === 1 || variant === 2 || pick(4) === 0) tookBirimbaki[team as 0 | 1] = true;
  const suits = [pick(4), pick(4)];
  const melds: { team: Team; cards: number[] }[] = [];
  const meldRuns: { suit: number; low: number; high: number }[] = [];
  const meldCount = pick(maxMelds + 1);
  for (let tries = 0; melds.length < meldCount + (pick(5) === 0 ? 1 : 0) && tries < 20; tries++) {
    const suit = random() < 0.6 ? (suits[pick(2)] as number) : pick(4);
    const length = 3 + pick(4);
    const low = 1 + pick(14 - length + 1);
    const wildAt = random() < 0.3 ? low + pick(length) : -1;
    const ids: number[] = [];
    for (let p = low; p < low + length; p++) {
      const id =
        p === wildAt ? takeCode(pick(3) === 0 ? 52 : pick(4) * 13 + 1) : takeCode(suit * 13 + (p === 14 ? 0 : p - 1));
      if (id !== undefined) ids.push(id);
    }
    if (
      !checkMeld(
        ids.map((id) => DECK[id] as Card),
        rules,
      ).valid
    ) {
      for (const id of ids) free.add(id);
      continue;
    }
    const own = melds.length < meldCount;
    melds.push({ team: own ? team : ((1 - team) as Team), cards: ids });
    if (own) meldRuns.push({ suit, low, high: low + length - 1 });
  }
  const handSize = 1 + pick(maxHand);
  const hand: number[] = [];
  for (let tries = 0; hand.length < handSize && tries < 100; tries++) {
    const r = random();
    let code: number;
    const run = meldRuns[pick(Math.max(1, meldRuns.length))];
    if (r < 0.16) code = pick(3) === 0 ? 52 : pick(4) * 13 + 1;
    else if (r < 0.45 && run !== undefined) {
      const p = random() < 0.5 ? run.low - 1 - pick(2) : run.high + 1 + pick(2);
      if (p < 1 || p > 14) continue;
      code = run.suit * 13 + (p === 14 ? 0 : p - 1);
    } else if (r < 0.55) code = (suits[pick(2)] as number) * 13 + (random() < 0.5 ? 0 : 12 - pick(2));
    else if (r < 0.92) code = (suits[pick(2)] as number) * 13 + pick(13);
    else code = pick(52);
    const id = takeCode(code);
    if (id !== undefined) hand.push(id);
  }
  if (hand.length === 0) hand.push([...free][0] as number);
  // Under birimbakiRequires a team that took its birimbaki owns a birimba (no reachable state is otherwise).
  if ((variant === 3 || variant === 4) && !melds.some((m) => m.team === team && m.cards.length >= 7))
    tookBirimbaki[team as 0 | 1] = false;
  return { hand, melds, seat, rules, tookBirimbaki };
}

// ---------------------------------------------------------------------------------------------------------------
// Canonical keys: a play as the table and hand it leaves, up to which copy of a card is where.

const codesText = (cards: readonly Card[]): string =>
  cards
    .map(cardCode)
    .sort((a, b) => a - b)
    .join('.');

function tableKey(
  touched: readonly { meldId: number; added: readonly Card[] }[],
  groups: readonly (readonly Card[])[],
): string {
  const onTable = [...touched]
    .sort((a, b) => a.meldId - b.meldId)
    .map((m) => `${String(m.meldId)}:${codesText(m.added)}`);
  return `${onTable.join(';')}|${groups.map(codesText).sort().join(';')}`;
}

const keyOf = (play: Play): string =>
  tableKey(
    play.melds.filter((m) => !m.isNew),
    play.melds.filter((m) => m.isNew).map((m) => m.cards),
  );

const teamMeldsOf = (view: PlayerView): Meld[] => view.melds.filter((m) => m.team === view.team);

// ---------------------------------------------------------------------------------------------------------------
// Brute force references

/** Whether some order of these moves is accepted by the engine, move by move. */
function someOrderIsLegal(
  view: PlayerView,
  touched: readonly { meldId: number; added: Card[] }[],
  groups: readonly Card[][],
): boolean {
  const moves = [
    ...touched.map((m) => ({ type: 'layOff' as const, meldId: m.meldId, cards: m.added.map((c) => c.id) })),
    ...groups.map((g) => ({ type: 'meld' as const, cards: g.map((c) => c.id) })),
  ];
  const tryFrom = (current: PlayerView, left: typeof moves): boolean => {
    if (left.length === 0) return true;
    return left.some((move, i) => {
      if (checkMove(current, move) instanceof IllegalMoveError) return false;
      return tryFrom(
        applyPlayToView(current, move),
        left.filter((_, j) => j !== i),
      );
    });
  };
  return tryFrom(view, moves);
}

/** Physical cards for code lists, the lowest unused copies of the hand first. */
function physical(hand: readonly Card[], lists: readonly (readonly number[])[]): Card[][] {
  const used = new Set<number>();
  return lists.map((codes) =>
    codes.map((code) => {
      const card = [...hand].sort((a, b) => a.id - b.id).find((c) => cardCode(c) === code && !used.has(c.id)) as Card;
      used.add(card.id);
      return card;
    }),
  );
}

/** A variant of rules §6 asks the team for a birimba before its player may empty his hand (to close, or to take the birimbaki). */
const closingMatters = (view: PlayerView): boolean => emptyingRequirement(view, view.team) !== 'nothing';

/**
 * Every play by brute force over card assignments: each hand card stays, goes onto team meld i, or into new
 * group j (groups numbered by first use, so a set of groups is met once per labelling). Kept when every touched
 * meld with its added cards and every group (3+ cards) is a meld by `checkMeld`; under the closing variant also
 * only if some order of the moves is accepted by the engine.
 */
function assignmentReference(view: PlayerView): Set<string> {
  const hand = view.hand;
  const melds = teamMeldsOf(view);
  const valid = new Map<string, boolean>();
  const isValid = (target: number, cards: readonly Card[]): boolean => {
    const key = `${String(target)}#${codesText(cards)}`;
    let ok = valid.get(key);
    if (ok === undefined) {
      const meld = melds[target];
      ok =
        meld === undefined
          ? cards.length >= 3 && checkMeld(cards, view.rules).valid
          : checkMeld([...meld.cards, ...cards], view.rules, meld.arrangement).valid;
      valid.set(key, ok);
    }
    return ok;
  };
  const keys = new Set<string>();
  const onMeld: Card[][] = melds.map(() => []);
  const groups: Card[][] = [];
  const assign = (i: number): void => {
    const card = hand[i];
    if (card === undefined) {
      if (!onMeld.every((cards, t) => cards.length === 0 || isValid(t, cards))) return;
      if (!groups.every((g) => isValid(-1, g))) return;
      const touched = onMeld.flatMap((cards, t) =>
        cards.length === 0 ? [] : [{ meldId: (melds[t] as Meld).id, added: [...cards] }],
      );
      const left = hand.length - onMeld.flat().length - groups.flat().length;
      if (closingMatters(view) && left <= 1 && !someOrderIsLegal(view, touched, groups)) return;
      keys.add(tableKey(touched, groups));
      return;
    }
    assign(i + 1);
    for (const cards of onMeld) {
      cards.push(card);
      assign(i + 1);
      cards.pop();
    }
    for (const g of groups) {
      g.push(card);
      assign(i + 1);
      g.pop();
    }
    groups.push([card]);
    assign(i + 1);
    groups.pop();
  };
  assign(0);
  return keys;
}

/**
 * The same set, faster for up to 9 cards: every sub-multiset of the hand is checked with `checkMeld` as a new
 * meld and as an addition to each team meld; a play is then a fitting choice of one addition (or none) per team
 * meld and a multiset of new melds (taken in key order, so each multiset once) from the cards left.
 */
function subsetReference(view: PlayerView): Set<string> {
  const hand = view.hand;
  const melds = teamMeldsOf(view);
  const subsets = new Map<string, number[]>();
  for (let mask = 1; mask < 1 << hand.length; mask++) {
    const codes = hand
      .filter((_, i) => (mask & (1 << i)) !== 0)
      .map(cardCode)
      .sort((a, b) => a - b);
    subsets.set(codes.join('.'), codes);
  }
  const asCards = (codes: readonly number[]): Card[] => physical(hand, [codes])[0] as Card[];
  const newMelds = [...subsets.entries()]
    .filter(([, codes]) => codes.length >= 3 && checkMeld(asCards(codes), view.rules).valid)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const layOffs = melds.map((meld) =>
    [...subsets.values()].filter(
      (codes) => checkMeld([...meld.cards, ...asCards(codes)], view.rules, meld.arrangement).valid,
    ),
  );
  const count = new Map<number, number>();
  for (const c of hand) count.set(cardCode(c), (count.get(cardCode(c)) ?? 0) + 1);
  const fitsLeft = (codes: readonly number[]): boolean => {
    const need = new Map<number, number>();
    for (const c of codes) need.set(c, (need.get(c) ?? 0) + 1);
    return [...need].every(([c, n]) => (count.get(c) ?? 0) >= n);
  };
  const move = (codes: readonly number[], sign: number): void => {
    for (const c of codes) count.set(c, (count.get(c) ?? 0) + sign);
  };
  const keys = new Set<string>();
  const chosen: (number[] | null)[] = melds.map(() => null);
  const groups: number[][] = [];
  const record = (): void => {
    const lists = [...chosen.filter((c): c is number[] => c !== null), ...groups];
    const cards = physical(hand, lists);
    const touched = chosen.flatMap((c, t) =>
      c === null ? [] : [{ meldId: (melds[t] as Meld).id, added: cards.shift() as Card[] }],
    );
    const left = hand.length - lists.flat().length;
    if (closingMatters(view) && left <= 1 && !someOrderIsLegal(view, touched, cards)) return;
    keys.add(tableKey(touched, cards));
  };
  const newMeldSets = (from: number): void => {
    record();
    for (let g = from; g < newMelds.length; g++) {
      const codes = (newMelds[g] as [string, number[]])[1];
      if (!fitsLeft(codes)) continue;
      move(codes, -1);
      groups.push(codes);
      newMeldSets(g);
      groups.pop();
      move(codes, 1);
    }
  };
  const perMeld = (t: number): void => {
    if (t === melds.length) {
      newMeldSets(0);
      return;
    }
    perMeld(t + 1);
    for (const codes of layOffs[t] as number[][]) {
      if (!fitsLeft(codes)) continue;
      move(codes, -1);
      chosen[t] = codes;
      perMeld(t + 1);
      chosen[t] = null;
      move(codes, 1);
    }
  };
  perMeld(0);
  return keys;
}

// ---------------------------------------------------------------------------------------------------------------
// Checks on returned plays

/** Plays every move on the view in order; the engine must accept each, and the result must be what the play says. */
function expectEngineAgrees(view: PlayerView, play: Play): void {
  let current = view;
  for (const move of play.moves) {
    const checked = checkMove(current, move);
    if (checked instanceof IllegalMoveError) {
      throw new Error(`engine refuses ${JSON.stringify(move)} of ${keyOf(play)}: ${checked.message}`);
    }
    current = applyPlayToView(current, move);
  }
  expect(current.hand.map((c) => c.id)).toEqual(play.rest.map((c) => c.id));
  expect([...play.used, ...play.rest].map((c) => c.id).sort((a, b) => a - b)).toEqual(
    view.hand.map((c) => c.id).sort((a, b) => a - b),
  );
  expect(play.emptiesHand).toBe(play.rest.length === 0);
  expect(play.melds).toHaveLength(play.moves.length);
  const before = new Map(view.melds.map((m) => [m.id, m]));
  const changed = new Set<number>();
  play.melds.forEach((pm, i) => {
    const move = play.moves[i];
    const after = current.melds.find((m) => m.id === pm.meldId) as Meld;
    expect(after).toBeDefined();
    expect(after.team).toBe(view.team);
    expect(after.cards.map((c) => c.id)).toEqual(pm.cards.map((c) => c.id));
    expect([after.clean, after.isBirimba]).toEqual([pm.clean, pm.isBirimba]);
    expect(move?.cards).toEqual(pm.added.map((c) => c.id));
    const old = before.get(pm.meldId);
    expect(pm.isNew).toBe(old === undefined);
    expect(move?.type).toBe(pm.isNew ? 'meld' : 'layOff');
    expect([pm.wasClean, pm.wasBirimba]).toEqual(old === undefined ? [false, false] : [old.clean, old.isBirimba]);
    changed.add(pm.meldId);
  });
  for (const m of current.melds) if (!changed.has(m.id)) expect(m).toBe(before.get(m.id));
}

function expectWellFormed(view: PlayerView, plays: readonly Play[]): string[] {
  const keys = plays.map(keyOf);
  expect(new Set(keys).size).toBe(keys.length);
  expect(plays[0]?.moves).toEqual([]);
  expect(plays[0]?.rest).toEqual(view.hand);
  return keys;
}

const hasPlay = (plays: readonly Play[], texts: { new?: string[]; onto?: Record<number, string> }): boolean => {
  const groups = (texts.new ?? []).map((t) => parseCards(t));
  const touched = Object.entries(texts.onto ?? {}).map(([id, t]) => ({ meldId: Number(id), added: parseCards(t) }));
  const key = tableKey(touched, groups);
  return plays.some((p) => keyOf(p) === key);
};

// ---------------------------------------------------------------------------------------------------------------

describe('enumeratePlays on named positions', () => {
  it('finds a gapped meld filled by a wild: 5S JK 7S', () => {
    const plays = enumeratePlays(viewOf('5S JK 7S 9H'));
    expect(hasPlay(plays, { new: ['5S JK 7S'] })).toBe(true);
    expect(plays.map(keyOf).sort()).toEqual([...subsetReference(viewOf('5S JK 7S 9H'))].sort());
  });

  it('moves the wild when its natural card is laid off: 3S 4S 2S 6S + 5S is clean', () => {
    const view = viewOf('5S 9D', ['3S 4S 2S 6S']);
    expect(view.melds[0]?.clean).toBe(false);
    const plays = enumeratePlays(view);
    const play = plays.find((p) => keyOf(p) === tableKey([{ meldId: 1, added: parseCards('5S') }], []));
    expect(play).toBeDefined();
    const meld = play?.melds[0];
    expect(formatCards(meld?.cards ?? [])).toBe('2S 3S 4S 5S 6S');
    expect([meld?.clean, meld?.wasClean, meld?.isNew]).toEqual([true, false, false]);
    expectEngineAgrees(view, play as Play);
  });

  it('plays the ace high: QS KS AS', () => {
    const plays = enumeratePlays(viewOf('QS KS AS 3S'));
    expect(hasPlay(plays, { new: ['QS KS AS'] })).toBe(true);
    const meld = plays.find((p) => keyOf(p) === tableKey([], [parseCards('QS KS AS')]))?.melds[0];
    expect(formatCards(meld?.cards ?? [])).toBe('QS KS AS');
  });

  it('plays the ace low and high on two melds at once', () => {
    const view = viewOf('AS AS 9H', ['2S 3S 4S', 'JS QS KS']);
    const plays = enumeratePlays(view);
    expect(hasPlay(plays, { onto: { 1: 'AS', 2: 'AS' } })).toBe(true);
    expect(plays.map(keyOf).sort()).toEqual([...subsetReference(view)].sort());
  });

  it('plays natural and acting 2s: AS 2S 3S 2H and 2S 2S 3S', () => {
    const plays = enumeratePlays(viewOf('AS 2S 3S 2H'));
    for (const text of ['AS 2S 3S', 'AS 2S 2H', 'AS 3S 2H', '2S 3S 2H', 'AS 2S 3S 2H'])
      expect(hasPlay(plays, { new: [text] })).toBe(true);
    expect(hasPlay(enumeratePlays(viewOf('2S 2S 3S')), { new: ['2S 2S 3S'] })).toBe(true);
  });

  it('flags a play that empties the hand, and the engine agrees', () => {
    const view = viewOf('5H 6H 7H 9C', ['10C JC QC']);
    const plays = enumeratePlays(view);
    const all = plays.filter((p) => p.emptiesHand);
    expect(all.map(keyOf)).toEqual([tableKey([{ meldId: 1, added: parseCards('9C') }], [parseCards('5H 6H 7H')])]);
    const play = all[0] as Play;
    expect(play.rest).toEqual([]);
    expect(play.moves.map((m) => m.type).sort()).toEqual(['layOff', 'meld']);
    expect(play.melds.find((m) => m.isNew)?.meldId).toBe(view.nextMeldId);
    expectEngineAgrees(view, play);
  });

  it('never lays off onto the opponents’ melds', () => {
    const view = viewOf('9C 5S', ['/10C JC QC']);
    expect(enumeratePlays(view).map(keyOf)).toEqual([tableKey([], [])]);
  });

  it('leaves out a play the birimbaki variant forbids, and keeps one that makes the birimba', () => {
    for (const birimbakiRequires of ['birimba', 'cleanBirimba'] as const) {
      const rules = { birimbakiRequires };
      const cannot = viewOf('5H 6H 7H', ['10C JC QC'], { rules });
      expect(enumeratePlays(cannot).some((p) => p.rest.length <= 1)).toBe(false);
      expect(countPlays(cannot).count).toBe(enumeratePlays(cannot).length);
      const can = viewOf('5H 6H 7H 9C', ['3C 4C 5C 6C 7C 8C'], { rules });
      const emptying = enumeratePlays(can).filter((p) => p.emptiesHand);
      expect(emptying).toHaveLength(1);
      expectEngineAgrees(can, emptying[0] as Play);
    }
  });

  it('under the birimbaki variant, keeps a play whose last card would make the birimba, judging melds as the play leaves them', () => {
    const rules = { birimbakiRequires: 'cleanBirimba' } as const;
    // Meld 5H 6H 7H, and 9C is left: laid on 3C–8C it makes the clean birimba, so the hand may then empty.
    const lastMakes = viewOf('5H 6H 7H 9C', ['3C 4C 5C 6C 7C 8C'], { rules });
    const plays = enumeratePlays(lastMakes);
    expect(hasPlay(plays, { new: ['5H 6H 7H'] })).toBe(true);
    for (const play of plays) expectEngineAgrees(lastMakes, play);
    // A joker laid on the clean birimba leaves it dirty: no clean birimba is left, and 5H cannot make one.
    const dirtied = viewOf('JK 5H', ['3C 4C 5C 6C 7C 8C 9C'], { rules });
    expect(enumeratePlays(dirtied).map(keyOf)).toEqual([tableKey([], [])]);
    expect(countPlays(dirtied)).toEqual({ count: 1, truncated: false });
    // When any birimba will do, the dirty one does.
    const loose = viewOf('JK 5H', ['3C 4C 5C 6C 7C 8C 9C'], { rules: { birimbakiRequires: 'birimba' } });
    expect(hasPlay(enumeratePlays(loose), { onto: { 1: 'JK' } })).toBe(true);
  });

  it('keeps every play of a hand with thousands of them (the store grows), each as the engine plays it', () => {
    const view = viewOf('3S 4S 5S 6S 7S 8S 9S JK 2H 2D 5H 5D 5C', ['6H 7H 8H', '10D JD QD']);
    const plays = enumeratePlays(view);
    expect(plays.length).toBeGreaterThan(5000);
    expect(plays.truncated).toBe(false);
    expect(countPlays(view).count).toBe(plays.length);
    expect(new Set(plays.map(keyOf)).size).toBe(plays.length);
    for (let i = plays.length - 1; i >= 0; i -= Math.ceil(plays.length / 25))
      expectEngineAgrees(view, plays[i] as Play);
  });

  it('leaves out a play the closing variant forbids, and keeps one that makes the birimba', () => {
    const rules = { closingRequires: 'birimba' } as const;
    const cannot = viewOf('5H 6H 7H', ['10C JC QC'], { rules, tookBirimbaki: [true, false] });
    expect(enumeratePlays(cannot).some((p) => p.rest.length <= 1)).toBe(false);
    const can = viewOf('5H 6H 7H 9C', ['3C 4C 5C 6C 7C 8C'], { rules, tookBirimbaki: [true, false] });
    const emptying = enumeratePlays(can).filter((p) => p.emptiesHand);
    expect(emptying).toHaveLength(1);
    expectEngineAgrees(can, emptying[0] as Play);
  });

  it('has no plays for a seat not to act, or outside the play phase', () => {
    const view = viewOf('5S 6S 7S');
    expect(enumeratePlays({ ...view, turn: 1 })).toEqual([]);
    expect(enumeratePlays({ ...view, phase: 'draw' })).toEqual([]);
    expect(thesisTreePlays({ ...view, turn: 1 })).toEqual([]);
    // Nothing was cut short: there is nothing to play.
    expect(enumeratePlays({ ...view, turn: 1 }).truncated).toBe(false);
    expect(enumeratePlays({ ...view, phase: 'draw' }).truncated).toBe(false);
    expect(countPlays({ ...view, turn: 1 })).toEqual({ count: 0, truncated: false });
  });

  it('stops at maxPlays and says so', () => {
    const view = viewOf('3S 4S 5S 6S 7S 8S JK 2H');
    const all = enumeratePlays(view);
    expect(all.truncated).toBe(false);
    const some = enumeratePlays(view, { maxPlays: 10 });
    expect(some).toHaveLength(10);
    expect(some.truncated).toBe(true);
    expect(some.map(keyOf)).toEqual(all.slice(0, 10).map(keyOf));
    expect(countPlays(view)).toEqual({ count: all.length, truncated: false });
    expect(countPlays(view, { limit: 10 })).toEqual({ count: 10, truncated: true });
  });

  it('counts up to a limit exactly, under the birimbaki variant too, and nothing for a seat not to act', () => {
    for (const rules of [{}, { birimbakiRequires: 'birimba' } as const]) {
      const view = viewOf('3S 4S 5S 6S 7S 8S JK 2H 9H', ['10H JH QH'], { rules });
      const n = enumeratePlays(view).length;
      expect(n).toBeGreaterThan(10);
      expect(countPlays(view)).toEqual({ count: n, truncated: false });
      expect(countPlays(view, { limit: n })).toEqual({ count: n, truncated: false });
      expect(countPlays(view, { limit: n - 1 })).toEqual({ count: n - 1, truncated: true });
      expect(countPlays(view, { limit: 0 })).toEqual({ count: 0, truncated: true });
      for (const other of [
        { ...view, turn: 1 as const },
        { ...view, phase: 'draw' as const },
      ])
        expect(countPlays(other)).toEqual({ count: 0, truncated: false });
    }
  });

  it('serialises a play to plain JSON', () => {
    const view = viewOf('5S 6S 7S', ['8S 9S 10S']);
    for (const play of enumeratePlays(view)) {
      const plain = JSON.parse(JSON.stringify(play)) as Play;
      expect(plain.moves).toEqual(play.moves);
      expect(plain.rest.map((c) => c.id)).toEqual(play.rest.map((c) => c.id));
      expect(plain.emptiesHand).toBe(play.emptiesHand);
    }
  });
});

describe('enumeratePlays against brute force', () => {
  it('equals every assignment of cards to stay / team meld / new group on tiny positions (400 in a soak run)', () => {
    // 200 in check; the mutation run checks a fifth, the 40 it was measured with.
    for (let seed = 1; seed <= samples(soak(400, 200), 5); seed++) {
      const view = buildView(randomSpec(seed, 6, 2));
      const plays = enumeratePlays(view);
      const keys = expectWellFormed(view, plays);
      expect([...keys].sort(), `seed ${String(seed)}: ${formatCards(view.hand)}`).toEqual(
        [...assignmentReference(view)].sort(),
      );
    }
  });

  it('equals the sub-multiset brute force on small positions (up to 9 cards, 3 team melds; 2500 in a soak run)', () => {
    // The counts below are of 2500 positions, scaled to the slice played: 400 in check; the mutation run checks a
    // quarter of it, the 100 it was measured with, against the same shares.
    const positions = soak(2500, 400);
    const share = (n: number): number => samples(Math.ceil((n * positions) / 2500), 4);
    let emptying = 0;
    let wilds = 0;
    let closing = 0;
    let sets = 0;
    let refused = 0;
    for (let seed = 1001; seed <= 1000 + samples(positions, 4); seed++) {
      const view = buildView(randomSpec(seed, 9, 3));
      const plays = enumeratePlays(view);
      const keys = expectWellFormed(view, plays);
      expect([...keys].sort(), `seed ${String(seed)}: ${formatCards(view.hand)}`).toEqual(
        [...subsetReference(view)].sort(),
      );
      expect(countPlays(view).count).toBe(plays.length);
      if (plays.some((p) => p.emptiesHand)) emptying++;
      if (plays.some((p) => p.used.some((c) => c.rank === 'JK' || c.rank === '2'))) wilds++;
      if (closingMatters(view)) closing++;
      const naturalSuits = (cards: readonly Card[]): number =>
        new Set(cards.filter((c) => c.rank !== 'JK' && c.rank !== '2').map((c) => c.suit)).size;
      if (plays.some((p) => p.melds.some((m) => naturalSuits(m.cards) > 1))) sets++;
      const loose = {
        ...view,
        rules: { ...view.rules, closingRequires: 'nothing', birimbakiRequires: 'nothing' },
      } as const;
      if (closingMatters(view) && plays.length < countPlays(loose).count) refused++;
    }
    // The positions cover what they are meant to: at least the share of each kind that the 2500 met (at least, not
    // more than: the mutation run's 100 positions meet exactly one set, its share).
    expect(sets).toBeGreaterThanOrEqual(share(20));
    expect(refused).toBeGreaterThanOrEqual(share(20));
    expect(emptying).toBeGreaterThanOrEqual(share(100));
    expect(wilds).toBeGreaterThanOrEqual(share(500));
    expect(closing).toBeGreaterThanOrEqual(share(200));
  });

  it('gives moves the engine accepts in order, leaving exactly `rest` and the stated melds', () => {
    // 200 positions in check, 400 in a soak run; the mutation run checks a fifth, the 40 it was measured with.
    for (let seed = 5001; seed <= 5000 + samples(soak(400, 200), 5); seed++) {
      const view = buildView(randomSpec(seed, 9, 3));
      const plays = enumeratePlays(view);
      // Every emptying play and every play of small lists; a stride through the larger ones.
      const stride = Math.max(1, Math.floor(plays.length / 40));
      plays.forEach((play, i) => {
        if (i % stride === 0 || play.rest.length <= 1) expectEngineAgrees(view, play);
      });
    }
  });
});

describe('thesisTreePlays', () => {
  it('is a legal subset of enumeratePlays, with no duplicates and the empty play first', () => {
    let smaller = 0;
    // 300 positions in check, 600 in a soak run; the mutation run checks a fifth, the 60 it was measured with.
    for (let seed = 7001; seed <= 7000 + samples(soak(600, 300), 5); seed++) {
      const view = buildView(randomSpec(seed, 9, 3));
      const all = new Set(enumeratePlays(view).map(keyOf));
      const tree = thesisTreePlays(view);
      const keys = expectWellFormed(view, tree);
      for (const key of keys) expect(all.has(key), key).toBe(true);
      if (keys.length < all.size) smaller++;
      for (const play of tree) expectEngineAgrees(view, play);
    }
    expect(smaller).toBeGreaterThan(samples(soak(100, 50), 5));
  });

  it('takes the 2 largest melds without a wild: 3S…10S gives the 8-card and the first 7-card meld', () => {
    const plays = thesisTreePlays(viewOf('3S 4S 5S 6S 7S 8S 9S 10S'));
    expect(plays.map((p) => p.melds.map((m) => formatCards(m.cards)).join(' / '))).toEqual([
      '',
      '3S 4S 5S 6S 7S 8S 9S 10S',
      '3S 4S 5S 6S 7S 8S 9S',
    ]);
  });

  it('takes the largest meld with a wild besides those without: 5S 6S 7S JK', () => {
    const view = viewOf('5S 6S 7S JK');
    const tree = thesisTreePlays(view).map(keyOf);
    expect(tree).toEqual([
      tableKey([], []),
      tableKey([], [parseCards('5S 6S 7S')]),
      tableKey([], [parseCards('5S 6S 7S JK')]),
    ]);
    expect(enumeratePlays(view).length).toBeGreaterThan(tree.length);
  });

  it('lays off onto a meld made on the same path and reports it as that meld made whole', () => {
    const view = viewOf('5S 6S 7S 8S JK');
    const tree = thesisTreePlays(view).map(keyOf);
    expect(tree).toContain(tableKey([], [parseCards('5S 6S 7S 8S JK')]));
  });

  /** The tree's plays in the order found: new melds by their cards, lay-offs as "meld id +added cards". */
  const told = (view: PlayerView): string[] =>
    thesisTreePlays(view).map((p) =>
      p.melds
        .map((m) => (m.isNew ? formatCards(m.cards) : `${String(m.meldId)} +${formatCards(m.added)}`))
        .sort()
        .join(' | '),
    );

  it('lays off onto the table: the 2 plain lay-offs using most hand cards, then onto the larger meld, depth first', () => {
    // Meld 1 takes 6H or 6H 7H, meld 2 takes KC. At the root 6H 7H (two cards) and KC (onto a 5-card meld) beat
    // 6H alone (a 4-card meld); below KC, 6H is offered again. So 6H alone is never a play of its own.
    const view = viewOf('6H 7H KC 8S 5D', ['3H 4H 5H', '9C 10C JC QC']);
    expect(told(view)).toEqual(['', '1 +6H 7H', '1 +6H 7H | 2 +KC', '2 +KC', '1 +6H | 2 +KC']);
    expect(enumeratePlays(view)).toHaveLength(6);
  });

  it('breaks a tie of size by table order, and meets a table reached by two paths once', () => {
    // Three one-card lay-offs: onto the 5-card meld first, then the first of the two 4-card melds; the third
    // meld alone is never a child of the root.
    const view = viewOf('KC 6H AD 8S 5C', ['3H 4H 5H', '9C 10C JC QC', 'JD QD KD']);
    expect(told(view)).toEqual([
      '',
      '2 +KC',
      '1 +6H | 2 +KC',
      '1 +6H | 2 +KC | 3 +AD',
      '2 +KC | 3 +AD',
      '1 +6H',
      '1 +6H | 3 +AD',
    ]);
    expect(enumeratePlays(view)).toHaveLength(8);
  });

  it('ranks lay-offs by hand cards used first, the resulting meld size only between equals', () => {
    // Meld 1 takes 6H 7H (2 cards, to 5), meld 2 takes AC (1 card, to 6), meld 3 takes 7D (1 card, to 5). The two
    // kept at the root: 6H 7H (most cards used) before AC (the larger meld of the one-card lay-offs); 7D never
    // comes at the root, though its meld ends as large as meld 1's.
    const view = viewOf('6H 7H AC 7D 9S KD', ['3H 4H 5H', '9C 10C JC QC KC', '3D 4D 5D 6D']);
    const plays = told(view);
    expect(plays.slice(0, 2)).toEqual(['', '1 +6H 7H']);
    const rootChildren = plays.filter((p) => !p.includes(' | ') && p !== '');
    expect(rootChildren).toEqual(['1 +6H 7H', '2 +AC']);
    expect(plays.indexOf('1 +6H 7H')).toBeLessThan(plays.indexOf('2 +AC'));
  });

  it('keeps one lay-off with a wild besides the plain ones: the one using most cards', () => {
    // 6H, 6H 2C and 2C alone (low or high) onto 3H 4H 5H: the wild one kept is 6H 2C, and 2C alone never comes.
    const view = viewOf('6H 2C 9S KD QS', ['3H 4H 5H']);
    expect(told(view)).toEqual(['', '1 +6H', '1 +6H 2C']);
    expect(enumeratePlays(view).length).toBeGreaterThan(3);
  });

  it('grows a meld it made on the path; a table reached again by another path is not listed twice', () => {
    // Root: the two largest plain melds (5S–8S, then 5S 6S 7S before 6S 7S 8S by option order) and the largest with
    // the 2 (5S–8S with 2D). Below 5S–8S that wild meld is its one regrowth; below 5S 6S 7S every growth is a table
    // met before. 6S 7S 8S, and the smaller melds with the 2, never come.
    const view = viewOf('5S 6S 7S 8S 2D KH');
    expect(told(view)).toEqual(['', '5S 6S 7S 8S', '5S 6S 7S 8S 2D', '5S 6S 7S']);
    expect(enumeratePlays(view).map((p) => p.melds.map((m) => formatCards(m.cards)).join())).toEqual(
      expect.arrayContaining(['6S 7S 8S', '6S 7S 8S 2D', '5S 6S 7S 2D']),
    );
  });

  it('grows a table meld again below its first lay-off, counting only the cards the regrowth adds', () => {
    // Below "meld 1 + 6H 7H 8H", adding 9H to meld 1 uses one more hand card (not four): the two-card lay-offs AC KC
    // (onto the larger meld) and 6D 7D are kept before it, so "meld 1 + 6H 7H 8H, meld 3 + 6D 7D" is a play and
    // "meld 1 + 6H 7H 8H, meld 2 + KC" is not (KC alone loses to AC KC and to the regrowth).
    const view = viewOf('6H 7H 8H 9H KC AC 6D 7D 5S', ['3H 4H 5H', '9C 10C JC QC', '3D 4D 5D']);
    const plays = told(view);
    expect(plays).toContain('1 +6H 7H 8H | 3 +6D 7D');
    expect(plays).not.toContain('1 +6H 7H 8H | 2 +KC');
    expect(plays).toEqual([
      '',
      '6H 7H 8H 9H',
      '2 +AC KC | 6H 7H 8H 9H',
      '2 +AC KC | 3 +6D 7D | 6H 7H 8H 9H',
      '2 +AC KC | 3 +6D | 6H 7H 8H 9H',
      '3 +6D 7D | 6H 7H 8H 9H',
      '2 +KC | 3 +6D 7D | 6H 7H 8H 9H',
      '6H 7H 8H',
      '2 +AC KC | 6H 7H 8H',
      '2 +AC KC | 3 +6D 7D | 6H 7H 8H',
      '2 +AC KC | 3 +6D | 6H 7H 8H',
      '3 +6D 7D | 6H 7H 8H',
      '2 +KC | 3 +6D 7D | 6H 7H 8H',
      '1 +6H 7H 8H 9H',
      '1 +6H 7H 8H 9H | 2 +AC KC',
      '1 +6H 7H 8H 9H | 2 +AC KC | 3 +6D 7D',
      '1 +6H 7H 8H 9H | 2 +AC KC | 3 +6D',
      '1 +6H 7H 8H 9H | 3 +6D 7D',
      '1 +6H 7H 8H 9H | 2 +KC | 3 +6D 7D',
      '1 +6H 7H 8H',
      '1 +6H 7H 8H | 2 +AC KC',
      '1 +6H 7H 8H | 2 +AC KC | 3 +6D 7D',
      '1 +6H 7H 8H | 3 +6D 7D',
    ]);
  });

  it('stops at maxPlays and says the list is cut short', () => {
    const view = viewOf('6H 7H KC 8S 5D', ['3H 4H 5H', '9C 10C JC QC']);
    const cut = thesisTreePlays(view, { maxPlays: 3 });
    expect(cut).toHaveLength(3);
    expect(cut.truncated).toBe(true);
    const whole = thesisTreePlays(view, { maxPlays: 5 });
    expect(whole).toHaveLength(5);
    expect(whole.truncated).toBe(false);
    expect(thesisTreePlays(view).truncated).toBe(false);
    // Not the seat's play phase: no plays, and nothing cut.
    for (const other of [
      { ...view, turn: 1 as const },
      { ...view, phase: 'draw' as const },
    ]) {
      const none = thesisTreePlays(other);
      expect([...none]).toEqual([]);
      expect(none.truncated).toBe(false);
    }
  });

  it('goes on to any depth until the hand is empty', () => {
    const view = viewOf('3H 4H 5H 8C 9C 10C QD KD AD', ['6S 7S 8S']);
    const tree = thesisTreePlays(view);
    expect(tree.some((p) => p.emptiesHand)).toBe(true);
  });
});
