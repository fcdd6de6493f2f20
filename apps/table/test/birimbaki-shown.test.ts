// Whether each team has its birimbaki is shown (the −100 and closing depend on it), and the player's own pick-up is
// said beside the hand and in the live region.
import { afterEach, describe, expect, it } from 'vitest';
import { buildPosition, createGameActor, viewFor } from '@birimba/engine';
import { writeSave } from '../src/game/save-file.js';
import { mount, q } from './helpers.js';

const KEY = 'birimbaki-test';

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

/** Seat 0 to play, its hand three cards that meld. */
const position = (): ReturnType<typeof buildPosition> =>
  buildPosition({ seed: 4, hands: ['5H 6H 7H', '', '', ''], handSizes: [3, 11, 11, 11], turn: 0 });
/** The ids of seat 0's three cards. */
const meldAll = (): number[] => viewFor(position(), 0).hand.map((c) => c.id);

/** A saved game at seat 0's play phase, its hand three cards that meld: melding them empties the hand. */
function saveAboutToPickUp(lang?: string): Promise<Awaited<ReturnType<typeof mount>>> {
  const state = position();
  const text = writeSave({
    actor: createGameActor({ state }),
    seats: ['human', 'greedy', 'greedy', 'greedy'],
    log: [],
    moves: null,
    history: [],
    handOrder: null,
    settings: null,
  });
  localStorage.setItem(KEY, text);
  return mount({ storageKey: KEY, ...(lang === undefined ? {} : { lang }) });
}

const taken = (el: Awaited<ReturnType<typeof mount>>, side: 'a' | 'b'): string | null | undefined =>
  q(el, `[data-birimbaki-team="${side}"]`)?.getAttribute('data-taken');

describe('each team’s birimbaki', () => {
  it('is shown per team, taken or not, and the player’s own pick-up is told', async () => {
    const el = await saveAboutToPickUp();
    expect(taken(el, 'a')).toBe('false');
    expect(taken(el, 'b')).toBe('false');
    expect(q(el, '[data-birimbakia]')?.getAttribute('aria-label')).toContain('has not taken its birimbaki yet');
    expect(el.play({ type: 'meld', cards: meldAll() })).toBeNull();
    await el.updateComplete;
    expect(taken(el, 'a')).toBe('true');
    expect(taken(el, 'b')).toBe('false');
    expect(q(el, '[data-news]')?.textContent).toContain('You picked up your team’s birimbaki: 11 new cards');
    expect(q(el, '[data-announcer], [aria-live]')?.textContent).toMatch(/birimbaki/);
  });

  it('in Greek', async () => {
    const el = await saveAboutToPickUp('el');
    el.play({ type: 'meld', cards: meldAll() });
    await el.updateComplete;
    expect(q(el, '[data-news]')?.textContent).toContain('Πήρες το μπιριμπάκι της ομάδας σου');
    expect(q(el, '[data-birimbakia]')?.getAttribute('aria-label')).toContain('η ομάδα σου πήρε το μπιριμπάκι της');
  });
});
