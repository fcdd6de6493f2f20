// Where the local game is kept: `localStorage` under the element's `storage-key`. A save that cannot be used is never
// silently replaced — its text goes beside it, under `<key>:damaged`, and the game is told; a failed write is only
// warned about (a full or forbidden storage must not stop the game).

import type { SaveProblem } from '../types.js';
import { type SavedGame, readSave, writeSave } from './save-file.js';

/** Where the text of a damaged save is kept: beside the save, never over it. */
export const damagedKey = (key: string): string => `${key}:damaged`;

export class SaveStore {
  /** Set while a damaged save could not be kept aside: nothing is written over it. */
  private blocked = false;

  constructor(
    /** The storage key now (the attribute may change), or null: nothing is saved. */
    private readonly key: () => string | null,
    private readonly onDamaged: (problem: SaveProblem) => void,
  ) {}

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
      return readSave(text);
    } catch (error) {
      this.keepAside(key, text, error instanceof Error ? error.message : String(error));
      return null;
    }
  }

  /** Saves the game (unless a damaged save that could not be kept aside is still in place). */
  write(saved: SavedGame): void {
    const key = this.key();
    if (key === null || this.blocked) return;
    try {
      globalThis.localStorage?.setItem(key, writeSave(saved));
    } catch (error) {
      console.warn('<birimba-table>: could not save the game:', error);
    }
  }

  /** The player asked for a new game: the damaged save left in place may now be written over. */
  release(): void {
    this.blocked = false;
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
      `<birimba-table>: the saved game under "${key}" cannot be used (${reason}); ${backupKey === null ? 'it could not be copied and is left in place' : `its text is kept under "${backupKey}"`}`,
    );
    this.onDamaged({ key, backupKey, reason });
  }
}
