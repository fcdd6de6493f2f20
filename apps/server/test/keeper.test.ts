// The keeper of a process's rooms on a shared store, on a store of the test's own: while the store is away its rounds
// fail, and that is said once per outage, not at every round; and the processes it takes for gone — those whose
// connection has stayed closed for 1.5 s while this process was in touch with the store all along.
import { describe, expect, it } from 'vitest';
import { logLine } from '../src/log.js';
import { keepRooms } from '../src/room/keeper.js';
import { GONE_AFTER_MS, Processes } from '../src/room/processes.js';
import { type ProcessView, StoreError, type SharedRoomStore } from '../src/store/room-store.js';

/** A shared store holding no room, which fails while `away`; `rounds` counts the keeper's renewals. */
function store(): SharedRoomStore & { away: boolean; rounds: number; views: ProcessView[] } {
  const io = (): StoreError => new StoreError('io', 'the room store could not reach Redis: the connection closed');
  const s = {
    away: false,
    rounds: 0,
    views: [] as ProcessView[],
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
    holders: () => Promise.resolve(new Map<string, string | null>()),
    isOpen: () => Promise.resolve(false),
    rooms: () => [],
    release: () => Promise.resolve(),
    processes: () => Promise.resolve(s.views),
    forget: () => Promise.resolve(),
    setAside: () => Promise.resolve(''),
    damaged: () => Promise.resolve(false),
    discard: () => Promise.resolve(),
    sweep: () => Promise.resolve(0),
    outboxPut: () => Promise.resolve(),
    outboxRecords: () => Promise.resolve([]),
    outboxDone: () => Promise.resolve(),
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
        forget: () => Promise.resolve(),
        handOver: () => Promise.resolve(),
        announce: () => Promise.resolve(),
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

describe('the processes a keeper sees', () => {
  const view = (owner: string, connected: boolean): ProcessView => ({ owner, state: 'up', connected });

  it('takes a process for gone once its connection has stayed closed for 1.5 s, not before', async () => {
    const shared = store();
    let now = 0;
    const processes = new Processes(shared, () => now);
    shared.views = [view('a', true), view('b', false)];
    await processes.look();
    now = GONE_AFTER_MS - 1;
    await processes.look();
    expect([...processes.gone(0)]).toEqual([]);
    expect(processes.live('b')).toBe(false);
    now = GONE_AFTER_MS;
    await processes.look();
    expect([...processes.gone(0)]).toEqual(['b']);
    expect(processes.live('a')).toBe(true);
  });

  it('counts only the time this process was in touch, and forgets a process back in time', async () => {
    const shared = store();
    let now = 0;
    const processes = new Processes(shared, () => now);
    shared.views = [view('b', false)];
    await processes.look();
    // In touch again only since 1000 (Redis was away): b has 1.5 s from then to come back.
    now = 2000;
    await processes.look();
    expect([...processes.gone(1000)]).toEqual([]);
    now = 1000 + GONE_AFTER_MS;
    await processes.look();
    expect([...processes.gone(1000)]).toEqual(['b']);
    // b reconnects: its sighting is forgotten, and it is not gone however long this process waits.
    shared.views = [view('b', true)];
    now = 10_000;
    await processes.look();
    shared.views = [view('b', false)];
    now = 10_000 + GONE_AFTER_MS - 1;
    await processes.look();
    expect([...processes.gone(0)]).toEqual([]);
  });

  it('shares one look among the calls that arrive while it is on its way, never an older one', async () => {
    const shared = store();
    let now = 0;
    let asked = 0;
    const answers: ((views: ProcessView[]) => void)[] = [];
    shared.processes = () => {
      asked++;
      return new Promise((resolve) => answers.push(resolve));
    };
    const processes = new Processes(shared, () => now);
    const first = processes.look();
    now = 1;
    // Asked after the first look left: the first answer may be older than this call, so the next look serves it.
    const second = processes.look();
    const third = processes.look();
    expect(asked).toBe(1);
    answers[0]?.([view('b', true)]);
    expect(await first).toEqual([view('b', true)]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toBe(2);
    answers[1]?.([view('b', false)]);
    expect(await second).toEqual([view('b', false)]);
    expect(await third).toEqual([view('b', false)]);
  });
});
