import { afterEach, describe, expect, it, vi } from 'vitest';
import { viewFor } from '@birimba/engine';
import { damagedKey } from '../src/game/save-store.js';
import type { SaveProblem } from '../src/api/types.js';
import { mount, playThroughUi, q, qa, savedState, settle, status } from './helpers.js';

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

  it('saves a move the engine accepted in another of its forms (a card object, an alias) as the plain move, and resumes', async () => {
    const first = await mount({ storageKey: KEY, seed: '5' });
    first.play({ type: 'draw', seat: 0 });
    await settle(first);
    const card = viewFor(savedState(KEY), 0).hand[0] as { id: number };
    expect(first.play({ type: 'discard', cardId: card } as unknown as Parameters<typeof first.play>[0])).toBeNull();
    await settle(first);
    const saved = JSON.parse(localStorage.getItem(KEY) ?? '{}') as { moves?: unknown[] };
    expect(saved.moves?.slice(0, 2)).toEqual([{ type: 'draw' }, { type: 'discard', card: card.id }]);
    first.remove();
    const told: unknown[] = [];
    document.addEventListener('birimba-save-damaged', (e) => told.push(e), { once: true });
    const second = await mount({ storageKey: KEY });
    expect(told).toEqual([]);
    expect(localStorage.getItem(damagedKey(KEY))).toBeNull();
    expect(q(second, '[data-notice]')).toBeNull();
  });

  it('never silently replaces a damaged save: the player is told, its text is kept aside, a new game starts', async () => {
    const damaged =
      '{"format":"birimba-table-save","version":1,"seats":["human","classic","classic","classic"],"log":[],"game":{"format":"birimba-snapshot","version":1,"snapshot":{"context":{"game":{"hands":[]}}}}}';
    localStorage.setItem(KEY, damaged);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const told: SaveProblem[] = [];
    document.addEventListener('birimba-save-damaged', (e) => told.push((e as CustomEvent<SaveProblem>).detail), {
      once: true,
    });
    const el = await mount({ storageKey: KEY });
    expect(handOf(el)).toHaveLength(11);
    expect(status(el)).toEqual({ turn: 0, phase: 'draw' });
    expect(localStorage.getItem(damagedKey(KEY))).toBe(damaged);
    expect(told.map((p) => [p.key, p.backupKey])).toEqual([[KEY, damagedKey(KEY)]]);
    expect(told[0]?.reason).toContain('saved game is damaged');
    const notice = q(el, '[data-notice]');
    expect(notice?.textContent).toContain(damagedKey(KEY));
    expect(notice?.getAttribute('role')).toBe('alert');
    // The new game is saved under the key (the damaged text stays beside it); the notice can be dismissed.
    expect(JSON.parse(localStorage.getItem(KEY) ?? '{}')).toMatchObject({ format: 'birimba-table-save' });
    (q(el, '[data-action="dismiss-notice"]') as HTMLElement).click();
    await el.updateComplete;
    expect(q(el, '[data-notice]')).toBeNull();
  });

  it('keeps a save that is not JSON aside too', async () => {
    localStorage.setItem(KEY, 'not json{');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const el = await mount({ storageKey: KEY, lang: 'el' });
    expect(handOf(el)).toHaveLength(11);
    expect(localStorage.getItem(damagedKey(KEY))).toBe('not json{');
    expect(q(el, '[data-notice]')?.textContent).toContain('Η αποθηκευμένη παρτίδα δεν διαβάζεται');
  });

  describe('a save is checked whole before any of it is used', () => {
    /** A good save, then one part of it damaged. */
    async function damage(
      part: (save: Record<string, unknown>) => void,
    ): Promise<{ el: Awaited<ReturnType<typeof mount>>; text: string }> {
      const first = await mount({ storageKey: KEY, seed: '5' });
      await playThroughUi(first, { type: 'draw' });
      await playThroughUi(first, { type: 'discard', card: (viewFor(savedState(KEY), 0).hand[0] as { id: number }).id });
      await settle(first);
      first.remove();
      const save = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Record<string, unknown>;
      part(save);
      const text = JSON.stringify(save);
      localStorage.setItem(KEY, text);
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const el = await mount({ storageKey: KEY, seed: '5' });
      return { el, text };
    }

    const cases: [string, (save: Record<string, unknown>) => void][] = [
      [
        'a log entry with cards that are not a list',
        (s) => ((s.log as unknown[])[0] = { kind: 'meld', seat: 1, cards: 5 }),
      ],
      ['a log entry of an unknown kind', (s) => (s.log as unknown[]).push({ kind: 'steal', seat: 1 })],
      ['a log entry naming no card', (s) => (s.log as unknown[]).push({ kind: 'discard', seat: 2, card: 'ZZ' })],
      ['a log entry of a seat 7', (s) => (s.log as unknown[]).push({ kind: 'draw', seat: 7 })],
      ['a log that is not a list', (s) => (s.log = 'lots')],
      ['a hand order with the same card twice', (s) => (s.handOrder = [3, 3])],
      ['a hand order with a card id out of the deck', (s) => (s.handOrder = [1000])],
      ['a match history out of order', (s) => (s.history = [{ deal: 2, totals: [1, 2] }])],
      [
        'settings with an unknown rule',
        (s) => (s.settings = { bots: null, rules: { cheating: true }, speed: null, lang: null }),
      ],
      ['seats that are not four', (s) => (s.seats = ['human'])],
      ['a move of an unknown type', (s) => (s.moves as unknown[]).push({ type: 'steal' })],
      ['a move with a card id out of the deck', (s) => (s.moves as unknown[]).push({ type: 'discard', card: 108 })],
      ['moves that are not a list', (s) => (s.moves = { type: 'draw' })],
    ];
    for (const [what, part] of cases) {
      it(`refuses ${what}: told, kept aside, a new game that renders and saves`, async () => {
        const { el, text } = await damage(part);
        expect(localStorage.getItem(damagedKey(KEY))).toBe(text);
        expect(q(el, '[data-notice]')).not.toBeNull();
        expect(status(el)).toEqual({ turn: 0, phase: 'draw' });
        expect(handOf(el)).toHaveLength(11);
        expect(qa(el, '[data-log] li')).toHaveLength(0);
        // The broken save is not loaded again on the next visit: the new game is there, with no notice.
        el.remove();
        const again = await mount({ storageKey: KEY });
        expect(q(again, '[data-notice]')).toBeNull();
        expect(handOf(again)).toHaveLength(11);
        expect(savedState(KEY).turnNumber).toBe(1);
      });
    }
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
