// The parts name seats and teams from the seat of the person at the table (`mySeat`, 0 at the local table): the same
// game seen from seat 2 calls seat 3 East (the next to play, on the right) and seat 0 North, and from team B its own team "Your team" (the score
// sheet's case is in log-sheet.test.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { type MoveEvent, checkMeld, meldFromCheck, parseCards } from '@birimba/engine';
import { TEXTS } from '../../src/texts/i18n.js';
import '../../src/components/log.js';
import '../../src/components/meld-area.js';
import '../../src/components/seat.js';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('seen from another seat than 0', () => {
  it('a seat is named from mine: seen from seat 2, seat 3 is East and seat 0 my partner', async () => {
    const east = document.createElement('birimba-seat');
    Object.assign(east, { seat: 3, mySeat: 2, count: 5, t: TEXTS.en });
    const north = document.createElement('birimba-seat');
    Object.assign(north, { seat: 0, mySeat: 2, count: 4, t: TEXTS.en });
    document.body.append(east, north);
    await east.updateComplete;
    await north.updateComplete;
    expect(east.querySelector('[data-zone="seat-3"]')?.getAttribute('aria-label')).toBe('East: 5 cards, face down');
    expect(north.querySelector('[data-zone="seat-0"]')?.getAttribute('aria-label')).toBe(
      'North (partner): 4 cards, face down',
    );
  });

  it('the log names my own draw with its card, and the others from my side', async () => {
    const el = document.createElement('birimba-log');
    const entries: MoveEvent[] = [
      { kind: 'draw', seat: 2, card: 'QS', last: false },
      { kind: 'draw', seat: 0, last: false },
      { kind: 'draw', seat: 3, last: false },
    ];
    Object.assign(el, { entries, mySeat: 2, t: TEXTS.en });
    document.body.append(el);
    await el.updateComplete;
    const lines = [...el.querySelectorAll('li')];
    expect(lines[0]?.textContent).toContain('You draw');
    expect(lines[0]?.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('Queen of spades');
    expect(lines[1]?.textContent?.trim()).toBe('North draws from the stock');
    expect(lines[2]?.textContent?.trim()).toBe('East draws from the stock');
    // My own lines stand out.
    expect(lines.map((l) => l.classList.contains('mine'))).toEqual([true, false, false]);
  });

  it('the melds of my team are "Your team", whichever team it is', async () => {
    const check = checkMeld(parseCards('5S 6S 7S'));
    if (!check.valid) throw new Error('a meld');
    const el = document.createElement('birimba-melds');
    Object.assign(el, { team: 1, ours: true, melds: [meldFromCheck(1, 1, check)], t: TEXTS.en });
    document.body.append(el);
    await el.updateComplete;
    expect(el.querySelector('[data-zone="melds-b"] h3 .name')?.textContent?.trim()).toBe('Your team');
    expect(el.querySelector('button[data-meld="1"]')).not.toBeNull();
  });
});
