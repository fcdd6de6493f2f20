// Two players face to face, six around an oval: where each seat sits from the player's side, how teams are named from
// it in both languages, and what the table draws for each form (its seats, every team's melds, birimbakia and score).

import { afterEach, describe, expect, it } from 'vitest';
import {
  type Players,
  type Seat,
  phraseText,
  seatsOf,
  soleLeader,
  teamCount,
  teamOf,
  teamsOf,
  tellEvent,
} from '@birimba/engine';
import { formTexts } from '../src/texts/form-texts.js';
import { TEXTS } from '../src/texts/i18n.js';
import { PLACE_CLASSES, placeOf, seatAt, seatLabel, sideOf, teamAt } from '../src/display/seat-geometry.js';
import { tellFrom } from '../src/display/seat-names.js';
import type { MatchOverEventDetail } from '../src/api/events.js';
import { mountWith, q, qa, savedState, status, untilOver } from './helpers.js';

const KEY = 'forms-test';

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('seats and teams seen from the player', () => {
  it('counts places counter-clockwise from the player, the partner (or the opponent) opposite', () => {
    expect(seatsOf(6).map((s) => placeOf(s, 0, 6))).toEqual([0, 1, 2, 3, 4, 5]);
    // From seat 4 of six: seat 5 on the right, seat 1 (the partner) opposite, seat 3 on the left.
    expect([5, 1, 3].map((s) => placeOf(s as Seat, 4, 6))).toEqual([1, 3, 5]);
    expect(seatAt(3, 4, 6)).toBe(1);
    expect(placeOf(1, 0, 2)).toBe(1);
    expect(seatAt(1, 1, 2)).toBe(0);
    expect(PLACE_CLASSES[6][3]).toBe('north');
    expect(PLACE_CLASSES[2][1]).toBe('north');
  });

  it.each([2, 4, 6] as const)('names %i players’ teams from the player’s side: own team first', (players) => {
    for (const me of seatsOf(players)) {
      expect(sideOf(teamOf(me, players), me, players)).toBe(0);
      const sides = teamsOf(players).map((team) => sideOf(team, me, players));
      expect(new Set(sides).size).toBe(teamCount(players));
      for (const side of sides) expect(sideOf(teamAt(side, me, players), me, players)).toBe(side);
    }
    // With six, side 1 is the team of the player on my right, side 2 of the player on my left.
    if (players === 6) {
      expect(sideOf(teamOf(1, 6), 0, 6)).toBe(1);
      expect(sideOf(teamOf(5, 6), 0, 6)).toBe(2);
    }
  });

  it('tells the game to any seat of any form: "you" for your own moves, the others by their places', () => {
    for (const players of [2, 4, 6] as Players[]) {
      const t = formTexts('en', players);
      for (const me of seatsOf(players)) {
        const other = seatAt(1, me, players);
        const line = phraseText(tellEvent({ kind: 'draw', seat: me, last: false }, tellFrom(me, t)));
        expect(line).toMatch(/^You draw/);
        expect(phraseText(tellEvent({ kind: 'draw', seat: other, last: false }, tellFrom(me, t)))).toMatch(
          new RegExp(`^${seatLabel(other, me, t)} draws`),
        );
      }
    }
  });

  it.each(['en', 'el'] as const)('has in %s a name for every place and every team of each form', (locale) => {
    for (const players of [2, 4, 6] as Players[]) {
      const t = formTexts(locale, players);
      expect(t.players).toBe(players);
      for (const names of [t.seatNames, t.seatShort]) {
        expect(names.slice(0, players).every((n) => n !== '')).toBe(true);
        expect(names).toHaveLength(players);
      }
      for (const words of [t.teams, t.teamsShort, t.winner, t.endClosed, t.matchWinner, t.tookBirimbaki])
        expect(words.filter((w) => w !== '')).toHaveLength(teamCount(players));
      expect(new Set(t.teamsShort).size).toBe(teamCount(players));
    }
    expect(formTexts(locale, 4)).toBe(TEXTS[locale]);
    expect(formTexts(locale, 6).birimbakiaState([true, false, true])).not.toBe(
      formTexts(locale, 6).birimbakiaState([true, false, false]),
    );
  });
});

describe('the table of each form', () => {
  const seats = (players: number): string => Array<string>(players).fill('human').join(' ');

  it('seats two face to face: the opponent opposite, two teams of melds and birimbakia', async () => {
    const { el } = await mountWith(KEY, { players: '2', seats: seats(2) });
    expect(qa(el, 'birimba-seat').map((s) => s.className)).toEqual(['north']);
    expect(qa(el, 'birimba-seat .name').map((n) => n.textContent?.trim())).toEqual(['Opponent']);
    expect(qa(el, 'birimba-melds [data-zone]').map((z) => z.getAttribute('data-zone'))).toEqual(['melds-a', 'melds-b']);
    expect(qa(el, 'birimba-melds h3 .name').map((h) => h.textContent?.trim())).toEqual(['You', 'Your opponent']);
    expect(qa(el, '[data-birimbaki-team]')).toHaveLength(2);
    expect(status(el)).toEqual({ turn: 0, phase: 'draw' });
  });

  it('seats six around the felt, partner opposite; three teams of melds, birimbakia and score columns', async () => {
    const { el } = await mountWith(KEY, { players: '6', seats: seats(6), lang: 'el' });
    const placed = qa(el, 'birimba-seat').map((s) => [
      s.className,
      s.querySelector('[data-zone]')?.getAttribute('data-zone'),
    ]);
    expect(new Map(placed as [string, string][])).toEqual(
      new Map([
        ['east', 'seat-1'],
        ['north-east', 'seat-2'],
        ['north', 'seat-3'],
        ['north-west', 'seat-4'],
        ['west', 'seat-5'],
      ]),
    );
    expect(qa(el, 'birimba-seat .count').map((c) => c.textContent?.trim())).toEqual(Array(5).fill('11 φύλλα'));
    expect(qa(el, 'birimba-melds [data-zone]').map((z) => z.getAttribute('data-zone'))).toEqual([
      'melds-a',
      'melds-b',
      'melds-c',
    ]);
    expect(qa(el, 'birimba-melds h3 .name').map((h) => h.textContent?.trim())).toEqual(formTexts('el', 6).teams);
    // On a phone the short names stand in for the long ones (hidden from screen readers, which read the whole).
    const short = qa(el, 'birimba-melds h3 .short');
    expect(short.map((h) => h.textContent?.trim())).toEqual(formTexts('el', 6).teamsShort);
    expect(short.every((h) => h.getAttribute('aria-hidden') === 'true')).toBe(true);
    expect(qa(el, '[data-birimbaki-team]').map((b) => b.getAttribute('data-birimbaki-team'))).toEqual(['a', 'b', 'c']);
    expect(qa(el, '[data-table-score] .tally')).toHaveLength(3);
    expect(qa(el, '[data-scores] thead th[scope="col"]')).toHaveLength(1 + 3);
    expect(qa(el, '[data-scores] [data-score]').map((c) => c.getAttribute('data-score'))).toEqual(['a', 'b', 'c']);
    // data-turn counts seats from the player's: after five turns, seat 5 (West, on the player's left) is to play.
    for (let turn = 0; turn < 5; turn++) {
      expect(el.play({ type: 'draw' })).toBeNull();
      expect(el.play({ type: 'discard', card: savedState(KEY).hands[turn]?.[0]?.id ?? -1 })).toBeNull();
    }
    await el.updateComplete;
    expect(status(el)).toEqual({ turn: 5, phase: 'draw' });
    expect(q(el, '[data-zone="seat-5"]')?.closest('birimba-seat')?.className).toBe('west');
  });

  it.each([2, 6] as const)(
    'keeps every move of a deal of %i players, a third deck’s cards included, and exports its log',
    async (players) => {
      const bots = Array<string>(players).fill('classic').join(' ');
      const { el } = await mountWith(KEY, { players: String(players), seats: bots, seed: `forms-${players}` });
      await untilOver(el, 100_000);
      const saved = JSON.parse(localStorage.getItem(KEY) ?? '{}') as { moves: unknown[] };
      expect(saved.moves.length).toBeGreaterThan(0);
      expect(saved.moves.filter((m) => m === null)).toEqual([]);
      const log = el.exportLog();
      expect(log?.rules.players).toBe(players);
      expect(log?.bots).toHaveLength(players);
    },
    120_000,
  );

  it('plays a six-player match to its end: three totals, the leader wins, three columns of deals', async () => {
    const overs: MatchOverEventDetail[] = [];
    document.addEventListener(
      'birimba-match-over',
      (e) => overs.push((e as CustomEvent<MatchOverEventDetail>).detail),
      { once: true },
    );
    const bots = Array<string>(6).fill('greedy').join(' ');
    const { el } = await mountWith(KEY, { players: '6', seats: bots, seed: 'forms-match', target: '100' });
    for (let deal = 0; deal < 20 && overs.length === 0; deal++) {
      await untilOver(el, 100_000);
      if (overs.length === 0) el.nextDeal();
    }
    const over = overs[0];
    expect(over?.totals).toHaveLength(3);
    expect(over?.winner).toBe(soleLeader(over?.totals ?? []));
    expect(qa(el, '[data-history] [data-deal-row]')[0]?.querySelectorAll('td')).toHaveLength(3);
    expect(qa(el, '[data-match-total]').map((c) => Number(c.textContent))).toEqual(over?.totals);
  }, 120_000);
});
