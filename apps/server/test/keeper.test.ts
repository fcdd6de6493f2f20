// The keeper of a process's rooms on a shared store, on a store of the test's own: while the store is away its rounds
// fail, and that is said once per outage, not at every round.
import { describe, expect, it } from 'vitest';
import { logLine } from '../src/log.js';
import { keepRooms } from '../src/room/keeper.js';
import { StoreError, type SharedRoomStore } from '../src/store/room-store.js';

/** A shared store holding no room, which fails while `away`; `rounds` counts the keeper's renewals. */
function store(): SharedRoomStore & { away: boolean; rounds: number } {
  const io = (): StoreError => new StoreError('io', 'the room store could not reach Redis: the connection closed');
  const s = {
    away: false,
    rounds: 0,
    owner: 'a',
    claimMs: 300,
    create: () => Promise.resolve(),
    append: () => Promise.resolve(),
    load: () => Promise.resolve(null),
    openRooms: () => Promise.resolve([]),
    close: () => Promise.resolve(),
    shutdown: () => Promise.resolve(),
    claim: () => Promise.resolve(false),
    renew: () => {
      s.rounds++;
      return s.away ? Promise.reject(io()) : Promise.resolve([]);
    },
    unclaimed: () => Promise.resolve([]),
  };
  return s;
}

/** Resolves once `test` holds, looked at every 20 ms. */
async function until(test: () => boolean): Promise<void> {
  while (!test()) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('the keeper', () => {
  it('says once that its rounds fail while the store is away, and again at the next outage', async () => {
    const shared = store();
    const lines: string[] = [];
    const keeper = await keepRooms(
      shared,
      {
        restore: () => Promise.resolve(),
        runs: () => false,
        relinquish: () => Promise.resolve(),
        relist: () => Promise.resolve(),
      },
      { info: (m, f) => lines.push(logLine('info', m, f)), error: (m, f) => lines.push(logLine('error', m, f)) },
    );
    const failed = (): number => lines.filter((l) => l.startsWith('error keeping rooms failed')).length;
    try {
      shared.away = true;
      let from = shared.rounds;
      await until(() => shared.rounds >= from + 3);
      expect(failed()).toBe(1);
      shared.away = false;
      from = shared.rounds;
      await until(() => shared.rounds >= from + 2);
      shared.away = true;
      from = shared.rounds;
      await until(() => shared.rounds >= from + 3);
      expect(failed()).toBe(2);
    } finally {
      keeper.stop();
    }
  });
});
