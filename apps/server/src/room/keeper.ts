// Which open rooms this process runs. With the embedded store (one process) it restores every open room at start. With
// a shared store it holds its rooms by claims it renews, lets go of a room another process took over, and restores
// the rooms whose holder is gone — at start, every round (a third of a claim's time, half a second at most) and at once
// when Redis is back or a room is released — so that after a process dies each of its rooms comes back under its code
// on exactly one process; and when this process stops while another is live, it drains: it takes no more rooms, hands
// each of its rooms over (its clients told to join again) and lets go of their claims, which the others take at once.
// A room changes process only when its holder is gone: it let the room go (it stopped, or handed the room over), its
// connection to Redis has been closed for a while (processes.ts: a killed process's closes at once), or its claim
// lapsed while this process has been in touch with Redis for a whole claim's time — so that when Redis itself was
// away, every process renews its own claims as it comes back, before any other may take them.

import { type ServerLog, errorText } from '../log.js';
import { RELEASED, type RoomStore, type SharedRoomStore, StoreError, isShared } from '../store/room-store.js';
import { Processes } from './processes.js';

/** The channel on which a process says which rooms it let go of. */
export const ROOMS_RELEASED = 'birimba:released';

/** The longest time between two rounds. */
const ROUND_MOST_MS = 500;

/** What the keeper does to rooms in this process. */
export interface KeeperActions {
  /** Restores a stored open room in this process (its errors are logged by the caller). */
  restore(code: string): Promise<void>;
  /** Whether this process runs the room now. */
  runs(code: string): boolean;
  /** Lets go of a room another process holds now. */
  relinquish(code: string): Promise<void>;
  /** Makes sure the rooms this process runs are listed for the others (a process letting go may have unlisted one). */
  relist(): Promise<void>;
  /** Forgets a process that is gone: Colyseus' listings of its rooms and its room count. */
  forget(owner: string): Promise<void>;
  /** This process stops: the room is played no more here and its clients are told to join again. */
  handOver(code: string): Promise<void>;
  /** Tells the other processes that rooms were let go of (they take them at once). */
  announce(codes: readonly string[]): Promise<void>;
}

/** The keeper, running. */
export interface Keeper {
  /** The other processes, as the keeper's rounds see them (null with the embedded store). */
  readonly processes: Processes | null;
  /** A round now: Redis is back, or a room was released. */
  poke(): void;
  /** This process stops: no more rounds, and — when another process is live — each room handed over and let go. */
  drain(): Promise<void>;
  stop(): void;
}

/** Restores the rooms this process should run, and keeps them. */
export async function keepRooms(store: RoomStore, actions: KeeperActions, log: ServerLog): Promise<Keeper> {
  if (!isShared(store)) {
    for (const code of await store.openRooms()) await actions.restore(code);
    return { processes: null, poke: () => undefined, drain: () => Promise.resolve(), stop: () => undefined };
  }
  const roundMs = Math.max(100, Math.min(ROUND_MOST_MS, Math.floor(store.claimMs / 3)));
  const processes = new Processes(store);
  const touch = new Touch(roundMs);
  const gone = new Set<string>();
  let busy: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  // A failure is logged when rounds start failing, not at every round while Redis is away (the link says that).
  let failing = false;
  const round = async (): Promise<void> => {
    for (const code of await store.renew()) {
      log.info('room held elsewhere', { room: code });
      await actions.relinquish(code);
    }
    if (touch.ok()) processes.forgetSightings();
    await processes.look();
    for (const owner of processes.gone(touch.since ?? Date.now())) {
      if (gone.has(owner)) continue;
      gone.add(owner);
      log.info('process gone', { process: owner });
      await actions.forget(owner);
    }
    await takeOver(store, actions, { gone, steady: touch.lasted() >= store.claimMs, stopped: () => stopped });
    await actions.relist();
    await forgetLapsed(store, processes, gone);
  };
  const rounds = async (): Promise<void> => {
    try {
      do {
        again = false;
        await round();
        failing = false;
      } while (again && !stopped);
    } catch (e) {
      touch.lost();
      if (!failing) log.error('keeping rooms failed', { error: e instanceof StoreError ? e.message : errorText(e) });
      failing = true;
    }
  };
  const tick = async (): Promise<void> => {
    if (stopped) return;
    if (busy !== null) {
      again = true;
      return;
    }
    busy = rounds().finally(() => (busy = null));
    await busy;
  };
  await tick();
  const interval = setInterval(() => void tick(), roundMs);
  interval.unref();
  const stop = (): void => {
    stopped = true;
    clearInterval(interval);
  };
  return {
    processes,
    poke: () => void tick(),
    async drain() {
      stop();
      await busy;
      try {
        await handOver(store, processes, actions, log);
      } catch (e) {
        log.error('rooms not handed over', { error: e instanceof StoreError ? e.message : errorText(e) });
      }
    },
    stop,
  };
}

/** Hands every room of this process over, when another process is live to take them: this process's liveness says
 * it drains (no new room is sent here), each room's clients are told to join again, its claim is let go of, and the
 * others are told so. */
async function handOver(
  store: SharedRoomStore,
  processes: Processes,
  actions: KeeperActions,
  log: ServerLog,
): Promise<void> {
  const others = (await processes.look()).some(
    (v) => v.owner !== store.owner && v.state === 'up' && v.connected !== false,
  );
  if (!others) return;
  await store.renew(true);
  const codes = store.rooms();
  await Promise.all(codes.map((code) => actions.handOver(code)));
  await store.release(codes);
  await actions.announce(codes);
  log.info('rooms handed over', { rooms: codes.length });
}

/** Since when this process has been in touch with the store: rounds that succeed without a gap longer than three
 * rounds (a stalled Redis or a stalled process is a gap). */
class Touch {
  since: number | null = null;
  private last = -Infinity;

  constructor(private readonly roundMs: number) {}

  /** A round reached the store; true when the touch begins anew here. */
  ok(): boolean {
    const now = Date.now();
    const anew = this.since === null || now - this.last > 3 * this.roundMs;
    if (anew) this.since = now;
    this.last = now;
    return anew;
  }

  lost(): void {
    this.since = null;
  }

  /** How long the touch has lasted. */
  lasted(): number {
    return this.since === null ? 0 : Date.now() - this.since;
  }
}

/** Takes and restores the open rooms this process may take: released ones, those of a process gone, and — once in
 * touch with the store for a whole claim's time (`steady`) — those whose claim lapsed. */
async function takeOver(
  store: SharedRoomStore,
  actions: KeeperActions,
  now: { gone: ReadonlySet<string>; steady: boolean; stopped: () => boolean },
): Promise<void> {
  for (const [code, holder] of await store.holders()) {
    if (now.stopped()) return;
    if (actions.runs(code)) continue;
    const mine = holder === store.owner || holder === RELEASED || (holder === null ? now.steady : now.gone.has(holder));
    if (!mine || !(await store.claim(code, holder ?? ''))) continue;
    await actions.restore(code);
  }
}

/** Forgets the processes that are gone and whose liveness lapsed. */
async function forgetLapsed(store: SharedRoomStore, processes: Processes, gone: Set<string>): Promise<void> {
  for (const view of await processes.look(Infinity))
    if (view.state === null && view.connected !== true && gone.has(view.owner)) {
      await store.forget(view.owner);
      gone.delete(view.owner);
    }
}
