import { afterEach, describe, expect, it, vi } from 'vitest';
import { viewFor } from '@birimba/engine';
import { mount, playThroughUi, qa, savedState, settle, status } from './helpers.js';

const KEY = 'persist-test';

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  vi.restoreAllMocks();
});

const handOf = (el: Awaited<ReturnType<typeof mount>>): string[] =>
  qa(el, '[data-zone="hand"] button[data-card]').map((b) => b.getAttribute('data-card') ?? '');

describe('persistence under storage-key', () => {
  it('saves after every action and a new element with the same key resumes exactly', async () => {
    const first = await mount({ storageKey: KEY, seed: '5' });
    await playThroughUi(first, { type: 'draw' });
    await playThroughUi(first, { type: 'discard', card: (viewFor(savedState(KEY), 0).hand[0] as { id: number }).id });
    await settle(first);
    await playThroughUi(first, { type: 'draw' });
    const hand = handOf(first);
    const pile = qa(first, '[data-zone="pile"] [data-card]').map((c) => c.getAttribute('data-card'));
    const log = qa(first, '[data-log] li').map((li) => li.textContent);
    first.remove();

    // A different seed attribute must not matter: the save wins.
    const second = await mount({ storageKey: KEY, seed: '999' });
    expect(status(second)).toEqual({ turn: 0, phase: 'play' });
    expect(handOf(second)).toEqual(hand);
    expect(qa(second, '[data-zone="pile"] [data-card]').map((c) => c.getAttribute('data-card'))).toEqual(pile);
    expect(qa(second, '[data-log] li').map((li) => li.textContent)).toEqual(log);
  });

  it('discards a corrupted save with a console warning and deals a new game', async () => {
    localStorage.setItem(KEY, '{"format":"birimba-table-save","version":1,"seats":["human","classic","classic","classic"],"game":{"format":"birimba-snapshot","version":1,"snapshot":{"context":{"game":{"hands":[]}}}}}');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const el = await mount({ storageKey: KEY });
    expect(warn).toHaveBeenCalled();
    expect(handOf(el)).toHaveLength(11);
    expect(status(el)).toEqual({ turn: 0, phase: 'draw' });
    expect(JSON.parse(localStorage.getItem(KEY) ?? '{}')).toMatchObject({ format: 'birimba-table-save' });
  });

  it('discards a save that is not JSON', async () => {
    localStorage.setItem(KEY, 'not json{');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const el = await mount({ storageKey: KEY });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(handOf(el)).toHaveLength(11);
  });

  it('newGame() replaces the save', async () => {
    const el = await mount({ storageKey: KEY, seed: '5' });
    el.newGame({ seed: 6 });
    await settle(el);
    expect(savedState(KEY).seed).toBe(6);
  });
});

describe('new games without a seed', () => {
  it('are seeded with 128 bits from crypto.getRandomValues, so the deal cannot be guessed', async () => {
    const el = await mount({ storageKey: KEY });
    el.removeAttribute('seed');
    const spy = vi.spyOn(globalThis.crypto, 'getRandomValues');
    el.newGame();
    await settle(el);
    expect(spy).toHaveBeenCalled();
    const first = savedState(KEY).seed;
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    el.newGame();
    await settle(el);
    const second = savedState(KEY).seed;
    expect(second).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
  });
});
