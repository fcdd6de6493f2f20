// Where the local game is kept: `localStorage` under the element's `storage-key`. A save that cannot be used is never
// silently replaced — its text goes beside it, under `<key>:damaged`, and the game is told. A failed write (a full or
// forbidden storage) does not stop the game: the player is told and the next move tries again. A save written by
// another tab under the same key is never written over: this table stops saving until the player loads it or starts
// anew.

import type { SaveProblem } from '../api/types.js';
import { type SavedGame, readSave, writeSave } from './save-file.js';

/** Where the text of a damaged save is kept: beside the save, never over it. */
export const damagedKey = (key: string): string => `${key}:damaged`;

/**
 * Whether the game is being saved: `saved` (or nothing to save under), `failed` (the last write was refused: a full or
 * forbidden storage; the next move tries again) or `elsewhere` (another tab saved a game under the same key since this
 * one read or wrote it: this table no longer writes there).
 */
export type SaveState = 'saved' | 'failed' | 'elsewhere';

export class SaveStore {
  /** Set while a damaged save could not be kept aside: nothing is written over it. */
  private blocked = false;
  /** The text this table last read or wrote under its key: a change to anything else is another tab's. */
  private mine: string | null = null;
  private current: SaveState = 'saved';

  constructor(
    /** The storage key now (the attribute may change), or null: nothing is saved. */
    private readonly key: () => string | null,
    private readonly onDamaged: (problem: SaveProblem) => void,
    /** The save state changed (see `state`). */
    private readonly onState: (state: SaveState) => void = () => undefined,
  ) {}

  get state(): SaveState {
    return this.current;
  }

  private setState(state: SaveState): void {
    if (state === this.current) return;
    this.current = state;
    this.onState(state);
  }

  /** The saved game, checked whole; null when there is none or it cannot be used (then kept aside and told). */
  load(): SavedGame | null {
    const key = this.key();
    if (key === null) return null;
    let text: string | null;
    try {
      text = globalThis.localStorage?.getItem(key) ?? null;
    } catch {
      return null;
    }
    if (text === null) return null;
    try {
      const saved = readSave(text);
      this.mine = text;
      return saved;
    } catch (error) {
      this.keepAside(key, text, error instanceof Error ? error.message : String(error));
      return null;
    }
  }

  /**
   * Saves the game — unless a damaged save that could not be kept aside is still in place, or another tab's game is
   * there (`elsewhere`). A refused write makes the state `failed` until a later write succeeds.
   */
  write(saved: SavedGame): void {
    const key = this.key();
    if (key === null || this.blocked || this.current === 'elsewhere') return;
    const storage = globalThis.localStorage;
    if (storage === undefined) return;
    const text = writeSave(saved);
    try {
      storage.setItem(key, text);
    } catch (error) {
      if (this.current !== 'failed') console.warn('<birimba-table>: could not save the game:', error);
      this.setState('failed');
      return;
    }
    this.mine = text;
    this.setState('saved');
  }

  /**
   * Another tab changed the storage (the window's `storage` event). A new save under this table's key that is not
   * the one this table last read or wrote makes the state `elsewhere`; a removed save changes nothing (this table
   * writes its game there again at its next move).
   */
  storageChanged(event: StorageEvent): void {
    const key = this.key();
    if (key === null || event.key !== key || event.newValue === null || event.newValue === this.mine) return;
    if (event.storageArea !== null && event.storageArea !== globalThis.localStorage) return;
    this.setState('elsewhere');
  }

  /**
   * The player asked for a new game, loaded the game saved elsewhere, or the key changed: this table writes again
   * (the damaged save left in place may now be written over).
   */
  release(): void {
    this.blocked = false;
    this.setState('saved');
  }

  private keepAside(key: string, text: string, reason: string): void {
    let backupKey: string | null = damagedKey(key);
    try {
      globalThis.localStorage?.setItem(backupKey, text);
    } catch {
      backupKey = null;
      this.blocked = true;
    }
    console.warn(
      `<birimba-table>: the saved game under "${key}" cannot be used (${reason}); ` +
        `${backupKey === null ? 'it could not be copied and is left in place' : `its text is kept under "${backupKey}"`}`,
    );
    this.onDamaged({ key, backupKey, reason });
  }
}
