// <birimba-seat> and <birimba-melds>: what a seat shows, and melds grouped by suit.
import { afterEach, describe, expect, it } from 'vitest';
import { type Meld, type Team, checkMeld, meldFromCheck, parseCards } from '@birimba/engine';
import { TEXTS } from '../../src/texts/i18n.js';
import { groupBySuit } from '../../src/components/meld-area.js';
import '../../src/components/meld-area.js';
import '../../src/components/seat.js';

afterEach(() => {
  document.body.innerHTML = '';
});

function meld(id: number, cards: string, team: Team = 0): Meld {
  const check = checkMeld(parseCards(cards));
  if (!check.valid) throw new Error(cards);
  return meldFromCheck(id, team, check);
}

describe('<birimba-seat>', () => {
  it('shows backs only, its count in words, and no card identity', async () => {
    const el = document.createElement('birimba-seat');
    Object.assign(el, { seat: 1, count: 9, t: TEXTS.en });
    document.body.append(el);
    await el.updateComplete;
    expect(el.querySelectorAll('[part="card-back"]')).toHaveLength(9);
    expect(el.querySelectorAll('[data-card]')).toHaveLength(0);
    expect(el.querySelector('[data-zone="seat-1"]')?.getAttribute('aria-label')).toBe('East: 9 cards, face down');
  });

  it('captions the cards it took with the pile, and says so in its accessible name', async () => {
    const el = document.createElement('birimba-seat');
    Object.assign(el, { seat: 3, count: 12, known: parseCards('7H 7H QS'), t: TEXTS.en });
    document.body.append(el);
    await el.updateComplete;
    expect(el.querySelector('.caption')?.textContent).toBe('Took with the pile');
    el.compact = true;
    await el.updateComplete;
    // A narrow side seat writes them small (still face-up cards with their notation and name), captioned shortly.
    expect(el.querySelector('.caption')?.textContent).toBe('From the pile');
    expect([...el.querySelectorAll('.chip[data-card]')].map((c) => c.getAttribute('aria-label'))).toEqual([
      '7 of hearts',
      '7 of hearts',
      'Queen of spades',
    ]);
    expect([...el.querySelectorAll('[data-card]')].map((c) => c.getAttribute('data-card'))).toEqual(['7H', '7H', 'QS']);
    expect(el.querySelector('[data-zone="seat-3"]')?.getAttribute('aria-label')).toBe(
      'West: 12 cards, 3 of them taken with the pile and shown',
    );
  });

  it('shows its hand face up once it is revealed (the end of the deal)', async () => {
    const el = document.createElement('birimba-seat');
    Object.assign(el, { seat: 2, count: 2, revealed: parseCards('AS JK'), t: TEXTS.el });
    document.body.append(el);
    await el.updateComplete;
    expect([...el.querySelectorAll('[data-revealed] [data-card]')].map((c) => c.getAttribute('data-card'))).toEqual([
      'AS',
      'JK',
    ]);
    expect(el.querySelectorAll('[part="card-back"]')).toHaveLength(0);
    expect(el.querySelector('[data-zone="seat-2"]')?.getAttribute('aria-label')).toBe(
      'Βορράς (συμπαίκτης): 2 φύλλα στο χέρι, φανερά',
    );
  });
});

describe('<birimba-melds>', () => {
  it('says which team took its birimbaki in Greek that agrees with it (η ομάδα πήρε, οι αντίπαλοι πήραν)', async () => {
    const said = async (ours: boolean): Promise<string | null | undefined> => {
      const el = document.createElement('birimba-melds');
      Object.assign(el, { team: ours ? 0 : 1, ours, melds: [], tookBirimbaki: true, t: TEXTS.el });
      document.body.append(el);
      await el.updateComplete;
      return el.querySelector('[data-took-birimbaki]')?.textContent;
    };
    expect(await said(true)).toBe('πήρε μπιριμπάκι');
    expect(await said(false)).toBe('πήραν μπιριμπάκι');
  });

  it('marks the meld a hint would lay off on', async () => {
    const el = document.createElement('birimba-melds');
    Object.assign(el, {
      team: 0,
      ours: true,
      melds: [meld(1, '5H 6H 7H'), meld(2, 'AS 2S 3S')],
      hinted: 2,
      t: TEXTS.en,
    });
    document.body.append(el);
    await el.updateComplete;
    expect([...el.querySelectorAll('[data-hinted]')].map((m) => m.getAttribute('data-meld'))).toEqual(['2']);
  });

  it('groups melds by suit in suit order, sets last', () => {
    const melds = [meld(1, '5H 6H 7H'), meld(2, 'AS 2S 3S'), meld(3, '9H 10H JH'), meld(4, '4C 5C 6C')];
    expect(groupBySuit(melds).map((g) => [g.suit, g.melds.map((m) => m.id)])).toEqual([
      ['S', [2]],
      ['H', [1, 3]],
      ['C', [4]],
    ]);
  });

  it('makes your team’s melds buttons that report a tap, and the opponents’ plain groups', async () => {
    const ours = document.createElement('birimba-melds');
    Object.assign(ours, { team: 0, ours: true, melds: [meld(1, '5H 6H 7H 8H 9H 10H 2H')], t: TEXTS.en });
    const theirs = document.createElement('birimba-melds');
    Object.assign(theirs, { team: 1, ours: false, melds: [meld(2, '5S JK 7S', 1)], t: TEXTS.en });
    document.body.append(ours, theirs);
    await ours.updateComplete;
    await theirs.updateComplete;
    const taps: number[] = [];
    ours.addEventListener('meld-tap', (e) => taps.push(e.detail.meldId));
    const button = ours.querySelector<HTMLElement>('button[data-meld="1"]');
    expect(button?.getAttribute('aria-label')).toBe('Meld 1, dirty, birimba: 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ 2♥');
    button?.click();
    expect(taps).toEqual([1]);
    expect(theirs.querySelector('button')).toBeNull();
    expect(theirs.querySelector('[data-meld="2"]')?.getAttribute('role')).toBe('group');
    expect(theirs.querySelector('[data-zone="melds-b"]')).not.toBeNull();
  });
});
