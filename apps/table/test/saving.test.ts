// What happens to the save when the storage will not take it or another tab plays the same game: the player is told,
// nothing is written over another tab's game, and what the table writes its reader reads.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { viewFor } from '@birimba/engine';
import { type GameState, type Move, applyMove, createGameActor, newGame, resolveRules } from '@birimba/engine';
import type { DealResult } from '../src/api/types.js';
import { createBot, playGame } from '@birimba/ai';
import { freshRecord, recordMove } from '../src/game/deal-record.js';
import { HISTORY_LIMIT, readSave, writeSave } from '../src/game/save-file.js';
import { mount, playThroughUi, q, savedState, settle, status } from './helpers.js';

const KEY = 'saving-test';

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  localStorage.clear();
  vi.restoreAllMocks();
});

/** A storage that can be made full: every write then fails as a browser's does at its quota. */
class FillableStorage {
  full = false;
  private readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  key(i: number): string | null {
    return [...this.items.keys()][i] ?? null;
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    if (this.full) throw new DOMException('the quota has been exceeded', 'QuotaExceededError');
    this.items.set(key, String(value));
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  clear(): void {
    this.items.clear();
  }
}

/** A table over a storage that can be made full (this page's `localStorage` replaced by it). */
async function mountOnFillable(
  lang?: string,
): Promise<{ el: Awaited<ReturnType<typeof mount>>; storage: FillableStorage }> {
  const storage = new FillableStorage();
  vi.stubGlobal('localStorage', storage);
  const el = await mount({ storageKey: KEY, seed: '5', ...(lang === undefined ? {} : { lang }) });
  return { el, storage };
}

/** A move of seat 0's turn: the draw, or a discard of the first card in hand. */
async function playATurnStep(el: Awaited<ReturnType<typeof mount>>, key = KEY): Promise<void> {
  const state = savedState(key);
  if (status(el).phase === 'draw') await playThroughUi(el, { type: 'draw' });
  else await playThroughUi(el, { type: 'discard', card: (viewFor(state, 0).hand[0] as { id: number }).id });
  await settle(el);
}

/** The last move of a deal of a match (greedy bots), with the states before and after it. */
function lastMoveOfADeal(): [GameState, Move, GameState] {
  const rules = resolveRules({ matchTarget: 1_000_000 });
  const bot = createBot('greedy');
  const bots = [bot, bot, bot, bot] as const;
  const { moves } = playGame({ seed: 3, rules, bots });
  const before = moves.slice(0, -1).reduce<GameState>((s, m) => applyMove(s, m), newGame({ seed: 3, rules }));
  const last = moves.at(-1) as Move;
  return [before, last, applyMove(before, last)];
}

/** What another tab does: writes its own text under the key, and this window hears of it. */
function otherTabWrites(text: string): void {
  localStorage.setItem(KEY, text);
  window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: text, storageArea: localStorage }));
}

describe('a storage that will not take the save', () => {
  it('tells the player, plays on, and saves again at the next move once there is room', async () => {
    const { el, storage } = await mountOnFillable();
    const before = localStorage.getItem(KEY);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    storage.full = true;
    await playThroughUi(el, { type: 'draw' });
    expect(status(el).phase).toBe('play');
    const notice = q(el, '[data-notice="save-failed"]');
    expect(notice?.textContent).toContain('cannot be saved');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(KEY)).toBe(before);

    storage.full = false;
    await playATurnStep(el);
    await el.updateComplete;
    expect(q(el, '[data-notice="save-failed"]')).toBeNull();
    expect(savedState(KEY).turnNumber).toBeGreaterThan(1);
  });

  it('says it in Greek too', async () => {
    const { el, storage } = await mountOnFillable('el');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    storage.full = true;
    await playThroughUi(el, { type: 'draw' });
    expect(q(el, '[data-notice="save-failed"]')?.textContent).toContain('δεν αποθηκεύεται');
  });
});

describe('two tabs on one storage key', () => {
  it('stops writing when another tab saved a game there, and loads that game when asked', async () => {
    const el = await mount({ storageKey: KEY, seed: '5' });
    await playATurnStep(el);
    // Another tab played on from the same game: here, two more steps of a copy.
    const mine = localStorage.getItem(KEY) as string;
    const other = await mount({ storageKey: 'other-tab' });
    localStorage.setItem('other-tab', mine);
    other.remove();
    const elsewhere = await mount({ storageKey: 'other-tab' });
    await playATurnStep(elsewhere, 'other-tab');
    await playATurnStep(elsewhere, 'other-tab');
    const newer = localStorage.getItem('other-tab') as string;
    elsewhere.remove();
    expect(newer).not.toBe(mine);

    otherTabWrites(newer);
    await el.updateComplete;
    expect(q(el, '[data-notice="save-elsewhere"]')).not.toBeNull();
    // This tab plays on but never writes over the other tab's game.
    await playATurnStep(el);
    expect(localStorage.getItem(KEY)).toBe(newer);

    q(el, '[data-action="load-newer"]')?.click();
    await settle(el);
    expect(q(el, '[data-notice="save-elsewhere"]')).toBeNull();
    expect(JSON.stringify(viewFor(savedState(KEY), 0).hand)).toBe(
      JSON.stringify(viewFor(readSave(newer).actor.getSnapshot().context.game, 0).hand),
    );
    // And saves again from there.
    await playATurnStep(el);
    expect(localStorage.getItem(KEY)).not.toBe(newer);
  });

  it('ignores the storage events of its own writes and of other keys', async () => {
    const el = await mount({ storageKey: KEY });
    const text = localStorage.getItem(KEY) as string;
    window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: text, storageArea: localStorage }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'another', newValue: '{}', storageArea: localStorage }));
    await el.updateComplete;
    expect(q(el, '[data-notice]')).toBeNull();
  });

  it('plays the game saved under a storage key set at run time, and does not save over it', async () => {
    const source = await mount({ storageKey: 'b', seed: '8' });
    await playATurnStep(source, 'b');
    const saved = localStorage.getItem('b') as string;
    source.remove();

    const el = await mount({ storageKey: KEY, seed: '5' });
    el.setAttribute('storage-key', 'b');
    await settle(el);
    expect(localStorage.getItem('b')).toBe(saved);
    expect(savedState('b').seed).toBe(8);
    expect(JSON.stringify(viewFor(savedState('b'), 0).hand)).toBe(
      JSON.stringify(viewFor(readSave(saved).actor.getSnapshot().context.game, 0).hand),
    );

    // An empty key: this game is saved there.
    el.setAttribute('storage-key', 'empty');
    await settle(el);
    expect(savedState('empty').seed).toBe(8);
  });
});

describe('the match history a save keeps', () => {
  /** The save of a game in deal `deal` of a match, with this history. */
  async function saveAt(deal: number, history: readonly DealResult[]): Promise<string> {
    const el = await mount({ storageKey: KEY });
    el.remove();
    const saved = readSave(localStorage.getItem(KEY) as string);
    const state = newGame({ seed: 3, rules: resolveRules({ matchTarget: 1_000_000 }) });
    const actor = createGameActor({ state: { ...state, match: { ...state.match, deal } } });
    return writeSave({ ...saved, actor, history });
  }
  const deals = (from: number, to: number): DealResult[] =>
    Array.from({ length: to - from + 1 }, (_, i) => ({ deal: from + i, totals: [i, -i] }));

  it('keeps the newest HISTORY_LIMIT deals of a long match, and reads back what it writes', async () => {
    const [before, move, after] = lastMoveOfADeal();
    const at = (s: GameState): GameState => ({ ...s, match: { ...s.match, deal: HISTORY_LIMIT + 5 } });
    const record = recordMove(freshRecord(deals(1, HISTORY_LIMIT + 4)), at(before), move, at(after), 0);
    expect(record.history).toHaveLength(HISTORY_LIMIT);
    expect(record.history.at(-1)?.deal).toBe(HISTORY_LIMIT + 5);
    expect(record.history[0]?.deal).toBe(6);

    const back = readSave(await saveAt(HISTORY_LIMIT + 6, record.history));
    expect(back.history).toEqual(record.history);
  });

  it('refuses more deals than it keeps, gaps, and deals after the one in play', async () => {
    await expect(saveAt(2000, deals(1, HISTORY_LIMIT + 1)).then(readSave)).rejects.toThrow(/history/);
    await expect(saveAt(20, [...deals(1, 3), ...deals(5, 6)]).then(readSave)).rejects.toThrow(/history/);
    await expect(saveAt(3, deals(2, 4)).then(readSave)).rejects.toThrow(/history/);
  });
});
