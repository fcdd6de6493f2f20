import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type Move, legalMoves, newGame, viewFor, applyMove } from '@birimba/engine';
import { DEFAULT_PROFILE, ProfileError, classicBot, loadProfile, profileGenome } from '../../src/index.js';

const genome = profileGenome();

describe('the classic profile as a genome', () => {
  it('covers every kind of number: membership functions, rule outputs and weights, tables, choice constants', () => {
    const names = genome.groups.map((g) => g.name);
    expect(names).toContain('play.inputs.gain.fair');
    expect(names).toContain('play.rules.lay-down');
    expect(names).toContain('draw.rules.wild-in-the-pile');
    expect(names).toContain('discard.inputs.keep.some');
    expect(names).toContain('tables.partnerLay');
    expect(names).toContain('choice.drawBand');
    expect(names).toContain('play.rules.build-toward-a-birimba');
    // Every gene is in exactly one group.
    expect(genome.groups.flatMap((g) => g.genes).sort((a, b) => a - b)).toEqual(genome.genes.map((_, i) => i));
  });

  it('holds the default profile within its bounds and decodes it back unchanged', () => {
    const values = genome.encode(DEFAULT_PROFILE);
    values.forEach((v, i) => {
      const g = genome.genes[i]!;
      expect(v).toBeGreaterThanOrEqual(g.lo);
      expect(v).toBeLessThanOrEqual(g.hi);
    });
    expect(genome.repair(values)).toEqual(values);
    const decoded = genome.decode(values, 'copy');
    const withWeights = (p: typeof DEFAULT_PROFILE) => ({
      ...p,
      name: 'copy',
      play: { ...p.play, rules: p.play.rules.map((r) => ({ ...r, weight: r.weight ?? 1 })) },
      draw: { ...p.draw, rules: p.draw.rules.map((r) => ({ ...r, weight: r.weight ?? 1 })) },
      discard: { ...p.discard, rules: p.discard.rules.map((r) => ({ ...r, weight: r.weight ?? 1 })) },
    });
    expect(decoded).toEqual(withWeights(DEFAULT_PROFILE));
  });

  it('keeps a shoulder on the edge of its universe', () => {
    const small = DEFAULT_PROFILE.play.inputs.gain!.terms.small!;
    expect(small).toEqual([0, 0, 0, 40]);
    const group = genome.groups.find((g) => g.name === 'play.inputs.gain.small')!;
    expect(group.genes).toHaveLength(1);
    const values = genome.encode(DEFAULT_PROFILE).map((v, i) => (group.genes.includes(i) ? 1e9 : v));
    expect(genome.decode(values, 'x').play.inputs.gain!.terms.small).toEqual([0, 0, 0, 400]);
  });

  it('decodes any numbers at all into a valid profile the classic player can play with', () => {
    const n = genome.genes.length;
    fc.assert(
      fc.property(
        fc.array(fc.double(), { minLength: n, maxLength: n }),
        fc.integer({ min: 1, max: 1000 }),
        (values, seed) => {
          const profile = genome.decode(values, 'any');
          expect(() => loadProfile(profile)).not.toThrow();
          for (const [i, v] of genome.repair(values).entries()) {
            const g = genome.genes[i]!;
            expect(v >= g.lo && v <= g.hi).toBe(true);
            if (g.integer) expect(Number.isInteger(v)).toBe(true);
          }
          // A few decisions of a real game: every move legal.
          const bot = classicBot({ profile, explain: false, maxPlays: 200 });
          let state = newGame({ seed });
          for (let d = 0; d < 6 && state.phase !== 'over'; d++) {
            const moves: readonly Move[] = bot.decide(viewFor(state, state.turn), seed + d).moves;
            for (const m of moves) {
              expect(legalMoves(state).length).toBeGreaterThan(0);
              state = applyMove(state, m);
              if (state.phase === 'draw' || state.phase === 'over') break;
            }
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('refuses a profile of another shape and a genome of the wrong length', () => {
    expect(() => genome.repair([1, 2, 3])).toThrow(RangeError);
    const { risk: _risk, ...inputs } = DEFAULT_PROFILE.play.inputs;
    const older = {
      ...DEFAULT_PROFILE,
      play: {
        ...DEFAULT_PROFILE.play,
        inputs,
        rules: DEFAULT_PROFILE.play.rules.filter(
          (r) => !r.if.some((c) => c.variable === 'risk') && !('risk' in r.then),
        ),
      },
    };
    // A profile without the hand-value inputs is still valid (written before them) …
    expect(() => loadProfile(older)).not.toThrow();
    // … but it is not shaped like the default's genome.
    expect(() => genome.encode(older)).toThrow(RangeError);
    expect(() =>
      loadProfile({
        ...DEFAULT_PROFILE,
        play: {
          ...DEFAULT_PROFILE.play,
          inputs: { ...DEFAULT_PROFILE.play.inputs, nonsense: DEFAULT_PROFILE.play.inputs.gain },
        },
      }),
    ).toThrow(ProfileError);
  });
});
