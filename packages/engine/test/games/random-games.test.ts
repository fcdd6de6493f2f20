import { describe, expect, it } from 'vitest';
import { type GameState, type Move, type Seat, DECK_SIZE, checkMeld, finalScores } from '../../src/index.js';
import { leakProblem, recount as recountTeam } from '../support/oracle.js';
import { playRandomGame } from '../support/random-play.js';
import { everyCard as places } from '../support/places.js';
import { soak } from '../support/samples.js';

/** What is wrong with the card bookkeeping of a state, or null. (One expect per state keeps thousands of games fast.) */
function conservationProblem(state: GameState): string | null {
  const all = places(state);
  if (all.length !== DECK_SIZE) return `${String(all.length)} cards in play`;
  const ids = new Set(all.map((c) => c.id));
  if (ids.size !== DECK_SIZE) return 'a card is in two places';
  for (let seat = 0; seat < 4; seat++) {
    const hand = new Set((state.hands[seat] ?? []).map((c) => c.id));
    for (const k of state.known[seat] ?? [])
      if (!hand.has(k.id)) return `seat ${String(seat)} is known to hold a card it lacks`;
  }
  if (state.birimbakia.length !== 2 - state.tookBirimbaki.filter(Boolean).length) return 'birimbakia miscounted';
  return null;
}

function assertConservation(state: GameState): void {
  const problem = conservationProblem(state);
  if (problem !== null) expect.fail(problem);
}

function assertViewLeaksNothing(state: GameState, seat: Seat): void {
  const problem = leakProblem(state, seat);
  if (problem !== null) expect.fail(problem);
}

/** Team A is seats 0 and 2, team B seats 1 and 3. */
const recount = (state: GameState, team: 0 | 1): number => recountTeam(state, team, [team, team + 2]);

/** What a game met of the rules the loops check: both endings, each scoring branch, each way to take a birimbaki. */
function rulesMet(states: readonly GameState[], moves: readonly Move[], met: Set<string>): void {
  moves.forEach((move, i) => {
    const before = states[i] as GameState;
    const after = states[i + 1] as GameState;
    if (after.birimbakia.length < before.birimbakia.length)
      met.add(move.type === 'discard' ? 'birimbaki taken by a discard' : 'birimbaki taken in play');
  });
  const last = states[states.length - 1] as GameState;
  met.add(last.endReason === 'closed' ? 'closed' : 'stock exhausted');
  if (last.tookBirimbaki.some((took) => !took)) met.add('a team without its birimbaki');
  for (const meld of last.melds) {
    if (meld.cards.length === 13) met.add('a birimba of 13');
    else if (meld.cards.length >= 7) met.add(meld.clean ? 'a clean birimba' : 'a dirty birimba');
  }
}

const EVERY_RULE = [
  'closed',
  'stock exhausted',
  'a team without its birimbaki',
  'birimbaki taken by a discard',
  'birimbaki taken in play',
  'a clean birimba',
  'a dirty birimba',
  'a birimba of 13',
];

describe('random seeded games through legalMoves and applyMove (2,000 in a soak run)', () => {
  // A slice in check, played on until every rule the loop checks has been met (random play seldom closes: the first
  // closing is game 74); the focused tests of each rule are in test/core.
  const GAMES = soak(2000, 40);

  it('keeps every card in exactly one place, leaks nothing to any seat, always ends and scores exactly', () => {
    const met = new Set<string>();
    let seed = 1;
    for (; seed <= GAMES || (met.size < EVERY_RULE.length && seed <= 2000); seed++) {
      let steps = 0;
      const { states, moves } = playRandomGame(seed, {
        onStep: (state) => {
          assertConservation(state);
          // Views are checked on every state of the first games and a sample of the rest, to keep the run short.
          if (seed <= 30 || steps % 25 === 0)
            for (const seat of [0, 1, 2, 3] as const) assertViewLeaksNothing(state, seat);
          steps++;
        },
      });
      const last = states[states.length - 1] as GameState;
      expect(last.phase).toBe('over');
      for (const meld of last.melds) expect(checkMeld(meld.cards, last.rules).valid).toBe(true);
      const result = finalScores(last);
      expect(result.teams[0].total).toBe(recount(last, 0));
      expect(result.teams[1].total).toBe(recount(last, 1));
      const winner =
        result.teams[0].total > result.teams[1].total ? 0 : result.teams[0].total < result.teams[1].total ? 1 : null;
      expect(result.winner).toBe(winner);
      if (result.endReason === 'stock-exhausted') expect(last.stock).toHaveLength(0);
      if (result.endReason === 'closed') expect(last.closedBy).not.toBeNull();
      rulesMet(states, moves, met);
    }
    // Random play reaches both endings, every scoring branch of the recount and both ways to take a birimbaki.
    expect([...met].sort()).toEqual([...EVERY_RULE].sort());
  });

  it('plays the same game from the same seed', () => {
    const a = playRandomGame(4242);
    const b = playRandomGame(4242);
    expect(JSON.stringify(b.states[b.states.length - 1])).toBe(JSON.stringify(a.states[a.states.length - 1]));
  });

  it('plays every variant to the end with every card in place (60 games each in a soak run)', () => {
    const variants = [
      { allowSets: true },
      { initialUpCard: true },
      { twoOfSuitNeverDirty: true },
      { closingRequires: 'birimba' as const },
      { closingRequires: 'cleanBirimba' as const },
      { birimbakiRequires: 'birimba' as const },
      { birimbakiRequires: 'cleanBirimba' as const, closingRequires: 'birimba' as const },
      { firstSeat: 'random' as const },
    ];
    for (const rules of variants) {
      let birimbas = 0;
      for (let seed = 1; seed <= soak(60, 25); seed++) {
        const { states } = playRandomGame(seed, { rules, onStep: assertConservation });
        const last = states[states.length - 1] as GameState;
        const result = finalScores(last);
        expect(result.teams[0].total).toBe(recount(last, 0));
        expect(result.teams[1].total).toBe(recount(last, 1));
        birimbas += last.melds.filter((m) => m.cards.length >= 7).length;
      }
      // Each variant's games score a birimba's bonus too, not only melds and hands.
      expect(birimbas, JSON.stringify(rules)).toBeGreaterThan(0);
    }
  });

  it('plays random games with a birimba needed for the birimbaki: every card in place, no leak, exact scores (1,000 in a soak run)', () => {
    let pickedUp = 0;
    for (let seed = 1; seed <= soak(1000, 40); seed++) {
      const rules = { birimbakiRequires: seed % 2 === 0 ? ('birimba' as const) : ('cleanBirimba' as const) };
      const { states } = playRandomGame(seed, {
        rules,
        onStep: (state) => {
          assertConservation(state);
          if (seed <= 20) for (const seat of [0, 1, 2, 3] as const) assertViewLeaksNothing(state, seat);
          // No team holds its birimbaki without the birimba the variant asks for.
          for (const team of [0, 1] as const) {
            if (!state.tookBirimbaki[team]) continue;
            const owns = state.melds.some(
              (m) => m.team === team && m.isBirimba && (rules.birimbakiRequires === 'birimba' || m.clean),
            );
            if (!owns) expect.fail(`team ${String(team)} took its birimbaki without a birimba in game ${String(seed)}`);
          }
        },
      });
      const last = states[states.length - 1] as GameState;
      if (last.tookBirimbaki.some(Boolean)) pickedUp++;
      const result = finalScores(last);
      expect(result.teams[0].total).toBe(recount(last, 0));
      expect(result.teams[1].total).toBe(recount(last, 1));
    }
    // Random play does lay birimbas and take the packet under the variant, now and then.
    expect(pickedUp).toBeGreaterThan(0);
  });
});
