// <birimba-seat> at an online table: the player's name instead of the place, the host's mark, a lost connection, and
// "a bot plays for Maria" while a stand-in plays the seat — in both languages, and short in a narrow seat.
import { afterEach, describe, expect, it } from 'vitest';
import type { SeatPerson } from '../../src/game/table-game.js';
import { TEXTS } from '../../src/texts/i18n.js';
import '../../src/components/seat.js';

afterEach(() => {
  document.body.innerHTML = '';
});

const maria: SeatPerson = { name: 'Maria', human: true, connected: true, standIn: false, host: true, level: '' };

async function seat(person: SeatPerson | null, t = TEXTS.en): Promise<HTMLElement> {
  const el = document.createElement('birimba-seat');
  Object.assign(el, { seat: 1, mySeat: 0, count: 5, person, named: person?.name ?? null, t });
  document.body.append(el);
  await el.updateComplete;
  return el;
}

describe('<birimba-seat> with a person', () => {
  it('names the player and marks the host; a local seat keeps its place name', async () => {
    const el = await seat(maria);
    expect(el.querySelector('[data-name]')?.textContent).toBe('Maria');
    expect(el.querySelector('[data-host]')).not.toBeNull();
    expect(el.querySelector('[data-zone="seat-1"]')?.getAttribute('aria-label')).toBe('Maria: 5 cards, face down');
    expect(el.querySelector('[data-offline], [data-stand-in]')).toBeNull();
    const local = await seat(null);
    expect(local.querySelector('.name')?.textContent).toBe('East');
    expect(local.querySelector('[data-name], [data-host]')).toBeNull();
  });

  it('says when the player is offline, then that a bot plays for them', async () => {
    const offline = await seat({ ...maria, connected: false, host: false });
    expect(offline.querySelector('[data-offline]')?.textContent).toBe('offline');
    const standIn = await seat({ ...maria, connected: false, standIn: true, level: 'easy' }, TEXTS.el);
    expect(standIn.querySelector('[data-offline]')).toBeNull();
    expect(standIn.querySelector('[data-stand-in]')?.textContent).toBe('Maria: παίζει ο υπολογιστής');
    expect(TEXTS.en.standInFor('Maria')).toBe('a bot plays for Maria');
  });

  it('in a narrow seat, shows «παίζει μποτ» under the name and keeps the whole sentence for screen readers', async () => {
    const el = document.createElement('birimba-seat');
    const person = { ...maria, connected: false, standIn: true, level: 'easy' };
    Object.assign(el, { seat: 1, mySeat: 0, count: 5, person, named: 'Maria', compact: true, t: TEXTS.el });
    document.body.append(el);
    await el.updateComplete;
    const status = el.querySelector<HTMLElement>('[data-stand-in]');
    expect(status?.textContent).toBe('Maria: παίζει ο υπολογιστής');
    expect(status?.querySelector('.sr-only')?.textContent).toBe('Maria: παίζει ο υπολογιστής');
    expect(status?.dataset.short).toBe('παίζει μποτ');
    expect(status?.classList.contains('compact')).toBe(true);
  });
});
