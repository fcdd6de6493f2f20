import { describe, expect, it } from 'vitest';
import { DECK, RuleSetError, checkMeld, newGame, parseCards, resolveRules, scoreTeam } from '../../src/index.js';

describe('bad input gets a clear error', () => {
  it('refuses one physical card given twice to checkMeld', () => {
    const [a, b] = parseCards('5S 6S');
    expect(() => checkMeld([a, b, a] as never)).toThrow(/given twice/);
  });

  it('refuses objects that are not cards of the deck', () => {
    expect(() => checkMeld([{ id: 3, rank: 'K', suit: 'S' }, DECK[4], DECK[5]] as never)).toThrow(/not a card/);
    expect(() => checkMeld([{ rank: '5', suit: 'S' }, DECK[4], DECK[5]] as never)).toThrow(/not a card/);
    expect(() => checkMeld(42 as never)).toThrow(/array of cards/);
  });

  it('refuses to score a meld that is not valid', () => {
    expect(() =>
      scoreTeam({ melds: [parseCards('5S 6H 7S 8S 9S 10S JS')], hands: [], tookBirimbaki: true, closed: false }),
    ).toThrow(/not a meld: mixed suits/);
  });

  it('refuses unknown and ill-typed rules, naming the field', () => {
    expect(() => resolveRules({ jokers: 2 })).toThrow(RuleSetError);
    expect(() => resolveRules({ jokers: 2 })).toThrow(/unknown rule "jokers".*allowSets/);
    expect(() => resolveRules({ allowSets: 'yes' })).toThrow(/"allowSets" must be a boolean/);
    expect(() => resolveRules({ matchTarget: -5 })).toThrow(/matchTarget/);
    expect(() => resolveRules({ firstSeat: 7 })).toThrow(/firstSeat/);
    expect(() => resolveRules([])).toThrow(/must be an object/);
    expect(() => newGame({ seed: 1, rules: { closingRequires: 'never' } as never })).toThrow(RuleSetError);
  });

  it('keeps the whole rule set a game was started with', () => {
    const state = newGame({ seed: 1, rules: { allowSets: true } });
    expect(state.rules).toEqual({ ...resolveRules({}), allowSets: true });
  });

  it('refuses a seed that is not a whole number or a non-empty string', () => {
    expect(() => newGame({ seed: 1.5 })).toThrow(/seed/);
    expect(() => newGame({ seed: '' })).toThrow(/seed/);
    expect(() => newGame({ seed: null } as never)).toThrow(/seed/);
    expect(() => newGame({ seed: 1, firstSeat: 9 as never })).toThrow(/firstSeat/);
  });
});
