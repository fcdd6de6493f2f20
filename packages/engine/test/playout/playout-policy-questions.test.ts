// The questions a playout policy asks the fast core (what a hand holds, which lay-offs and melds are valid, whether a
// team may empty a hand) get the pure core's answers. The AI's rollouts rely on them to make only legal moves.

import { describe, expect, it } from 'vitest';
import {
  type Card,
  type GameState,
  type Seat,
  type RuleSet,
  DECK,
  JOKER_CODE,
  cardCode,
  checkMeld,
  emptyingRequirement,
  teamMayEmptyHand,
} from '../../src/index.js';
import { Playout } from '../../src/playout/index.js';
import { position } from '../support/position.js';
import { playRandomGame } from '../support/random-play.js';
import { sameData } from '../support/same.js';
import { samples } from '../support/samples.js';

const VARIANTS: readonly Partial<RuleSet>[] = [
  {},
  { allowSets: true },
  { twoOfSuitNeverDirty: true },
  { birimbakiRequires: 'birimba' },
  { birimbakiRequires: 'cleanBirimba', closingRequires: 'birimba' },
];

/** Play-phase positions of random games under every variant. */
function playPositions(games: number): GameState[] {
  const out: GameState[] = [];
  for (let seed = 1; seed <= games; seed++) {
    const rules = VARIANTS[seed % VARIANTS.length] as Partial<RuleSet>;
    playRandomGame(seed, { rules }).states.forEach((state, i) => {
      if (state.phase === 'play' && i % 7 === 0) out.push(state);
    });
  }
  return out;
}

/** The pure core's verdict on cards as a meld: -1 invalid, 0 dirty, 1 clean. */
function verdict(cards: readonly Card[], rules: RuleSet): number {
  const check = checkMeld(cards, rules);
  return check.valid ? (check.clean ? 1 : 0) : -1;
}

/** A physical card of identity `code` that is none of `taken`. */
function cardOfCode(code: number, taken: readonly Card[]): Card | undefined {
  return DECK.find((c) => cardCode(c) === code && !taken.some((t) => t.id === c.id));
}

const positions = playPositions(samples(30));

describe('the playout core answers a policy’s questions as the pure core does', () => {
  it('has play positions with melds on the table to ask about', () => {
    expect(positions.length).toBeGreaterThan(samples(200));
    expect(positions.filter((s) => s.melds.length >= 2).length).toBeGreaterThan(samples(60));
  });

  it('counts each identity in each hand and names its lowest copy', () => {
    for (const state of positions.filter((_, i) => i % 4 === 0)) {
      const fast = new Playout().load(state);
      state.hands.forEach((hand, seat) => {
        const counts = new Array<number>(JOKER_CODE + 1).fill(0);
        const lowest = new Array<number>(JOKER_CODE + 1).fill(-1);
        for (const c of hand) {
          const code = cardCode(c);
          counts[code] = (counts[code] as number) + 1;
          if (lowest[code] === -1 || c.id < (lowest[code] as number)) lowest[code] = c.id;
        }
        const codes = counts.map((_, code) => code);
        const countsGot = codes.map((code) => fast.count(seat, code));
        const lowestGot = codes.map((code) => fast.idIn(seat, code));
        if (!sameData(countsGot, counts)) expect(countsGot).toEqual(counts);
        if (!sameData(lowestGot, lowest)) expect(lowestGot).toEqual(lowest);
      });
    }
  });

  it('says what each team needs to empty a hand, and whether it has it', () => {
    for (const state of positions) {
      const fast = new Playout().load(state);
      for (const team of [0, 1] as const) {
        expect(fast.emptyingNeed(team)).toBe(emptyingRequirement(state, team));
        expect(fast.mayEmpty(team)).toBe(teamMayEmptyHand(state, team));
      }
    }
  });

  it('judges one card laid off on any meld as checkMeld does, for every identity', () => {
    let valid = 0;
    for (const state of positions.filter((_, i) => i % 3 === 0)) {
      const fast = new Playout().load(state);
      state.melds.forEach((meld, m) => {
        const codes = Array.from({ length: JOKER_CODE + 1 }, (_, code) => code).filter(
          (code) => cardOfCode(code, meld.cards) !== undefined,
        );
        const want = codes.map((code) => verdict([...meld.cards, cardOfCode(code, meld.cards) as Card], state.rules));
        const got = codes.map((code) => fast.layOffVerdict(m, code));
        if (!sameData(got, want)) expect(got, meld.cards.map((c) => c.id).join(' ')).toEqual(want);
        valid += want.filter((v) => v >= 0).length;
      });
    }
    expect(valid).toBeGreaterThan(samples(200));
  });

  it('judges two hand cards laid off together, and new melds of three hand cards, as checkMeld does', () => {
    let validLayOffs = 0;
    let validMelds = 0;
    for (const state of positions.filter((_, i) => i % 3 === 1)) {
      const fast = new Playout().load(state);
      const hand = state.hands[state.turn] as readonly Card[];
      for (let i = 0; i < hand.length; i++) {
        for (let j = i + 1; j < hand.length; j++) {
          const pair = [hand[i] as Card, hand[j] as Card];
          state.melds.forEach((meld, m) => {
            const want = verdict([...meld.cards, ...pair], state.rules);
            const got = fast.layOffVerdictOf(m, pair.map(cardCode), 2);
            if (!Object.is(got, want)) expect(got).toBe(want);
            if (want >= 0) validLayOffs++;
          });
          for (let k = j + 1; k < hand.length; k++) {
            const three = [...pair, hand[k] as Card];
            const want = verdict(three, state.rules);
            const got = fast.meldVerdictOf(three.map(cardCode), 3);
            if (!Object.is(got, want)) expect(got).toBe(want);
            if (want >= 0) validMelds++;
          }
        }
      }
    }
    expect(validLayOffs).toBeGreaterThan(samples(50));
    expect(validMelds).toBeGreaterThan(samples(50));
  });
});

describe('the playout core keeps the birimbaki and closing variants (rules §6)', () => {
  /** `turn` (seat 0 unless given) to play 5H 6H 7H 9C, team A with a 6-card meld (index 0), team B a clean birimba (index 1). */
  function tableState(
    rules: Partial<RuleSet>,
    tookBirimbaki: readonly [boolean, boolean] = [false, false],
    turn: Seat = 0,
  ): GameState {
    const hands: string[] = ['', '', '', ''];
    const handSizes: number[] = [11, 11, 11, 11];
    hands[turn] = '5H 6H 7H 9C';
    handSizes[turn] = 4;
    return position({
      rules,
      phase: 'play',
      turn,
      hands,
      handSizes,
      melds: [
        { team: 0, cards: '3S 4S 5S 6S 7S 8S' },
        { team: 1, cards: '3D 4D 5D 6D 7D 8D 9D' },
      ],
      tookBirimbaki,
      birimbakia: tookBirimbaki.filter((t) => !t).length,
    });
  }
  function table(rules: Partial<RuleSet>, tookBirimbaki: readonly [boolean, boolean] = [false, false]): Playout {
    return new Playout().load(tableState(rules, tookBirimbaki));
  }

  it('allows any play that leaves two cards, and any play at all when nothing is required', () => {
    expect(table({ birimbakiRequires: 'birimba' }).playKeepsRule(2, -1, 3, 1)).toBe(true);
    expect(table({}).playKeepsRule(0, -1, 3, 1)).toBe(true);
    expect(table({}).playKeepsRule(1, -1, 3, 0)).toBe(true);
  });

  it('refuses to leave one card or none without a birimba of the team’s own (the opponents’ does not count)', () => {
    const p = table({ birimbakiRequires: 'birimba' });
    expect(p.playKeepsRule(1, -1, 3, 1)).toBe(false);
    expect(p.playKeepsRule(0, -1, 3, 1)).toBe(false);
    expect(p.playKeepsRule(0, 0, 6, 1)).toBe(false);
  });

  it('allows emptying by the play that makes the birimba: a new 7-card meld or the 6-card meld grown to 7', () => {
    const p = table({ birimbakiRequires: 'birimba' });
    expect(p.playKeepsRule(0, -1, 7, 0)).toBe(true);
    expect(p.playKeepsRule(0, 0, 7, 0)).toBe(true);
    expect(p.playKeepsRule(1, 0, 7, 1)).toBe(true);
  });

  it('asks for a clean birimba under cleanBirimba: a dirty one does not do', () => {
    const p = table({ birimbakiRequires: 'cleanBirimba' });
    expect(p.playKeepsRule(0, -1, 7, 0)).toBe(false);
    expect(p.playKeepsRule(0, 0, 7, 0)).toBe(false);
    expect(p.playKeepsRule(0, -1, 7, 1)).toBe(true);
    expect(p.playKeepsRule(0, 0, 7, 1)).toBe(true);
  });

  it('asks of the acting seat’s own team when a seat of team B is to play', () => {
    // The same table with seat 1 (team B) to act: B's clean birimba lets it empty, A's 6-card meld is not B's.
    const state = tableState({ birimbakiRequires: 'cleanBirimba' }, [false, false], 1);
    const p = new Playout().load(state);
    expect(p.turn).toBe(1);
    expect(p.playKeepsRule(1, -1, 3, 1)).toBe(true);
    expect(p.playKeepsRule(0, -1, 3, 0)).toBe(true);
    // Growing A's meld (index 0) to 7 does nothing for B, but B's own birimba still lets it empty.
    expect(p.playKeepsRule(0, 0, 7, 1)).toBe(true);
    const withoutBirimba = new Playout().load({ ...state, melds: state.melds.filter((m) => m.team === 0) });
    expect(withoutBirimba.playKeepsRule(1, -1, 3, 1)).toBe(false);
    expect(withoutBirimba.playKeepsRule(0, -1, 7, 1)).toBe(true);
  });

  it('counts another meld of the team that is already a birimba', () => {
    const state = position({
      rules: { birimbakiRequires: 'birimba' },
      phase: 'play',
      hands: ['5H 6H 7H', '', '', ''],
      handSizes: [3, 11, 11, 11],
      melds: [
        { team: 0, cards: '3S 4S 5S 6S 7S 8S 9S' },
        { team: 0, cards: '3C 4C 5C' },
      ],
    });
    const p = new Playout().load(state);
    expect(p.mayEmpty(0)).toBe(true);
    expect(p.playKeepsRule(0, 1, 4, 1)).toBe(true);
    expect(p.playKeepsRule(0, -1, 3, 1)).toBe(true);
  });

  it('once the team took its birimbaki, asks what closing requires instead', () => {
    // Team B took its birimbaki, which its rules allowed because it owns a birimba (validation insists on it).
    const loose = new Playout().load(
      tableState({ birimbakiRequires: 'birimba', closingRequires: 'nothing' }, [false, true], 1),
    );
    expect(loose.emptyingNeed(1)).toBe('nothing');
    expect(loose.emptyingNeed(0)).toBe('birimba');
    expect(loose.playKeepsRule(0, -1, 3, 1)).toBe(true);
    const strict = table({ birimbakiRequires: 'nothing', closingRequires: 'birimba' }, [true, false]);
    expect(strict.emptyingNeed(0)).toBe('birimba');
    expect(strict.emptyingNeed(1)).toBe('nothing');
    expect(strict.playKeepsRule(0, -1, 3, 1)).toBe(false);
    expect(strict.playKeepsRule(0, 0, 7, 0)).toBe(true);
  });
});
