// Who is told of a game's changes: the listener set every `TableGame` keeps (the local game, the online game, and the
// switch between them that passes on the one in use).

import type { GameChange } from './table-game.js';

/** The listeners of one game: each is called with every change, in the order they subscribed. */
export class GameChanges {
  private readonly listeners = new Set<(change: GameChange) => void>();

  /** Calls `listener` after every change; returns the function that stops it (`TableGame.subscribe`). */
  subscribe(listener: (change: GameChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Tells every listener of `change`. */
  tell(change: GameChange): void {
    for (const listener of this.listeners) listener(change);
  }
}
