// Hand-made player views for heuristic tests: card notation in, a well-formed PlayerView out.

import {
  type Card,
  type Meld,
  type PlayerView,
  type RuleSet,
  type Seat,
  checkMeld,
  meldFromCheck,
  parseCards,
  resolveRules,
} from '@birimba/engine';

export interface ViewSpec {
  seat?: Seat;
  hand: string;
  pile?: string;
  /** Melds by team: team 0 is seats 0 and 2. */
  melds?: { team: 0 | 1; cards: string }[];
  /** Publicly known cards per seat. */
  known?: Partial<Record<Seat, string>>;
  handSizes?: number[];
  stockSize?: number;
  tookBirimbaki?: [boolean, boolean];
  phase?: 'draw' | 'play';
  rules?: Partial<RuleSet>;
}

/**
 * Builds the view; every card string is parsed against one shared pool so two mentions of `7H` are the two copies,
 * as at a real table.
 */
export function makeView(spec: ViewSpec): PlayerView {
  const seat = spec.seat ?? 0;
  const used = new Map<string, number>();
  const take = (text: string | undefined): Card[] => {
    if (text === undefined || text.trim() === '') return [];
    return text
      .trim()
      .split(/\s+/)
      .map((token) => {
        const n = used.get(token.toUpperCase()) ?? 0;
        used.set(token.toUpperCase(), n + 1);
        const all = parseCards(Array.from({ length: n + 1 }, () => token).join(' '));
        return all[n] as Card;
      });
  };
  const hand = take(spec.hand);
  const pile = take(spec.pile);
  const known: Card[][] = [[], [], [], []];
  for (const [s, text] of Object.entries(spec.known ?? {})) known[Number(s)] = take(text);
  const rules = resolveRules(spec.rules ?? {});
  const melds: Meld[] = (spec.melds ?? []).map((m, i) => {
    const check = checkMeld(take(m.cards), rules);
    if (!check.valid) throw new Error(`test meld ${m.cards} is invalid: ${check.reason}`);
    return meldFromCheck(i + 1, m.team, check);
  });
  const handSizes =
    spec.handSizes ?? [0, 1, 2, 3].map((s) => (s === seat ? hand.length : Math.max(11, known[s]?.length ?? 0)));
  handSizes[seat] = hand.length;
  return {
    kind: 'player-view',
    seat,
    team: (seat % 2) as 0 | 1,
    rules,
    hand,
    handSizes,
    known,
    pile,
    melds,
    nextMeldId: melds.length + 1,
    stockSize: spec.stockSize ?? 30,
    birimbakiaLeft: 2 - (spec.tookBirimbaki ?? [false, false]).filter(Boolean).length,
    tookBirimbaki: spec.tookBirimbaki ?? [false, false],
    firstSeat: 0,
    turn: seat,
    phase: spec.phase ?? 'play',
    turnNumber: 10,
    lastTurn: false,
    closedBy: null,
    endReason: null,
    match: { deal: 1, totals: [0, 0] },
  };
}
