// The table's online game (apps/table/src/online/room) as a test drives it: real OnlineGame objects on a real server in
// this process, each with a storage of its own (a browser's localStorage), waited on through their own changes.

import { createBot } from '@birimba/ai';
import { OnlineGame } from '../../../table/src/online/room/online-game.js';

/** A browser's localStorage: the Web Storage interface over a Map. */
export class TabStorage {
  private readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
}

const HANG_MS = 30_000;

export interface Tab {
  readonly game: OnlineGame;
  readonly storage: TabStorage;
  /** Resolves when `test` holds (checked now and after every change of the game). */
  until(test: () => boolean, what: string): Promise<void>;
}

/** A table in online mode on `server`, as the element makes it (`room` and `name` its attributes). */
export function openTab(server: string, options: { room?: string; name?: string; storage?: TabStorage } = {}): Tab {
  const storage = options.storage ?? new TabStorage();
  const game = new OnlineGame({
    server: () => server,
    room: () => options.room ?? null,
    name: () => options.name ?? '',
    decide: () => (bot, view, seed) => createBot(bot).decide(view, seed),
    storage: () => storage,
  });
  const until = (test: () => boolean, what: string): Promise<void> =>
    new Promise((resolve, reject) => {
      if (test()) return resolve();
      const hang = setTimeout(() => {
        stop();
        reject(new Error(`waited in vain for ${what}`));
      }, HANG_MS);
      const stop = game.subscribe(() => {
        if (!test()) return;
        clearTimeout(hang);
        stop();
        resolve();
      });
    });
  return { game, storage, until };
}

/** Plays the seat's turns as the greedy bot would, through `play` only, until the deal is over. */
export async function playDeal(tabs: readonly Tab[]): Promise<void> {
  const greedy = createBot('greedy');
  for (let step = 0; step < 2000; step++) {
    const toAct = tabs.find((t) => t.game.myTurn);
    if (tabs.some((t) => t.game.final !== null)) {
      await Promise.all(tabs.map((t) => t.until(() => t.game.final !== null, 'the deal over')));
      return;
    }
    if (toAct === undefined) {
      await Promise.race(tabs.map((t) => t.until(() => t.game.myTurn || t.game.final !== null, 'a turn')));
      continue;
    }
    const view = toAct.game.view;
    if (view === null) throw new Error('no view');
    const move = greedy.decide(view, step).moves[0];
    if (move === undefined) throw new Error('the bot found no move');
    const logged = toAct.game.log.length;
    let refused: Error | null = null;
    const stop = toAct.game.subscribe((change) => {
      if (change.kind === 'refused') refused = change.error;
    });
    const error = toAct.game.play(move);
    if (error !== null) throw error;
    await toAct.until(() => toAct.game.log.length > logged || refused !== null, 'the move in the log');
    stop();
    if (refused !== null) throw new Error(`${JSON.stringify(move)} refused: ${String(refused)}`);
  }
  throw new Error(
    `the deal did not end: ${JSON.stringify(tabs.map((t) => [t.game.view?.phase, t.game.final !== null, t.game.room?.stage, t.game.myTurn, t.game.log.length]))}`,
  );
}

/** Maria creates a private room on `server`; Nikos opens its share link with his name and is seated by the table. */
export async function roomOfTwo(server: string): Promise<[Tab, Tab]> {
  const maria = openTab(server);
  maria.game.begin();
  if (!(await maria.game.create('Maria'))) throw new Error('the room was not created');
  await maria.until(() => maria.game.room !== null && maria.game.code !== null, 'the room');
  // Nikos opens the share link with his name: the table joins on its own.
  const nikos = openTab(server, { room: maria.game.link ?? '', name: 'Nikos' });
  nikos.game.begin();
  await nikos.until(() => nikos.game.room !== null && nikos.game.connection === 'in-room', 'Nikos in the room');
  return [maria, nikos];
}
