// The deck's copies have one home: the copy-ids table. Every card of a form's deck is in it once, under its identity;
// `idsOfCode`, `jokersFor` and the playout core's `idIn`/`idsIn` read it, and agree with the deck itself.

import { describe, expect, it } from 'vitest';
import {
  type Players,
  COPY_IDS_THREE_DECKS,
  COPY_IDS_TWO_DECKS,
  JOKER_CODE,
  MOST_COPIES,
  PLAYER_COUNTS,
  cardCode,
  copyIdsTable,
  deckFor,
  decksFor,
  idsOfCode,
  jokersFor,
  newGame,
} from '../../src/index.js';
import { Playout } from '../../src/playout/index.js';

/** The ids of each code in `players`' deck, worked out from the deck's cards. */
function idsByCode(players: Players): Map<number, number[]> {
  const byCode = new Map<number, number[]>();
  for (const card of deckFor(players)) {
    const code = cardCode(card);
    byCode.set(code, [...(byCode.get(code) ?? []), card.id]);
  }
  return byCode;
}

describe('the copy-ids table', () => {
  it.each([...PLAYER_COUNTS])(
    'holds every card of the %i-player deck once, under its identity, lowest id first',
    (players) => {
      const table = copyIdsTable(decksFor(players));
      const expected = idsByCode(players);
      for (let code = 0; code <= JOKER_CODE; code++) {
        const slots = Array.from(table.subarray(code * MOST_COPIES, (code + 1) * MOST_COPIES));
        const ids = slots.filter((id) => id >= 0);
        expect(ids).toEqual(expected.get(code));
        expect(slots.slice(ids.length).every((id) => id === -1)).toBe(true);
        expect(idsOfCode(code, decksFor(players))).toEqual(expected.get(code));
      }
    },
  );

  it('names the two forms of the deck: two decks for two and four players, three for six', () => {
    expect(copyIdsTable(2)).toBe(COPY_IDS_TWO_DECKS);
    expect(copyIdsTable(3)).toBe(COPY_IDS_THREE_DECKS);
    expect(idsOfCode(JOKER_CODE, 3)).toEqual([104, 105, 106, 107, 160, 161]);
    expect(idsOfCode(0, 3)).toEqual([0, 52, 108]);
  });

  it.each([...PLAYER_COUNTS])('counts the jokers of the %i-player form as its deck has them', (players) => {
    expect(jokersFor(players)).toBe(deckFor(players).filter((card) => card.rank === 'JK').length);
  });
});

describe('the playout core finds copies in a hand through the table', () => {
  it.each([...PLAYER_COUNTS])('idsIn names distinct copies held by the seat, %i players', (players) => {
    for (let seed = 1; seed <= 20; seed++) {
      const state = newGame({ seed, rules: { players } });
      const game = new Playout(players).load(state);
      for (const hand of state.hands) {
        const seat = state.hands.indexOf(hand);
        // Every card of the hand by its code, twice over in a shuffled order: the first pass finds them all.
        const codes = hand.map(cardCode);
        const ids = new Int16Array(codes.length);
        expect(game.idsIn(seat, codes, codes.length, ids)).toBe(true);
        expect([...ids].sort((a, b) => a - b)).toEqual(hand.map((card) => card.id).sort((a, b) => a - b));
        for (const code of codes) expect(hand.map((c) => c.id)).toContain(game.idIn(seat, code));
        // One more copy of a code than the hand holds is refused.
        const extra = [...codes, codes[0] as number];
        expect(game.idsIn(seat, extra, extra.length, new Int16Array(extra.length))).toBe(false);
      }
    }
  });

  it('finds the third deck’s jokers and cards for six players, and no copy a seat does not hold', () => {
    const state = newGame({ seed: 7, rules: { players: 6 } });
    const game = new Playout(6).load(state);
    for (let seat = 0; seat < 6; seat++) {
      const held = new Set(state.hands[seat]?.map((card) => card.id));
      for (let code = 0; code <= JOKER_CODE; code++) {
        const id = game.idIn(seat, code);
        const copies = idsOfCode(code, 3).filter((c) => held.has(c));
        expect(id).toBe(copies.length === 0 ? -1 : copies[0]);
      }
    }
  });
});
