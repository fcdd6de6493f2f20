// The outbox's drain on its own, over both room stores: a record kept while the database is away waits in the store
// and is drained by the next process to start on that store (the same data folder, or the same Redis: a restore on
// another process), once, and by a process running beside one that died with it, at its next look; a record the
// database refuses for itself is passed over and the others written; the retries wait longer each time, up to a
// minute, on the server's clock.

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { unavailableDatabase } from '../src/db/unavailable-database.js';
import type { LogFields } from '../src/log.js';
import { type KeptMatch, keptMatchId } from '../src/matches/kept-match.js';
import { FIRST_RETRY_MS, LONGEST_RETRY_MS, LOOK_AGAIN_MS, MatchOutbox } from '../src/matches/match-outbox.js';
import { FileRoomStore } from '../src/store/file-store.js';
import { RedisRoomStore } from '../src/store/redis-store.js';
import type { RoomStore } from '../src/store/room-store.js';
import { eventually } from './helpers/eventually.js';
import { ManualClock } from './helpers/manual-clock.js';
import { playedLog } from './helpers/played-log.js';
import { fileRedis } from './helpers/file-redis.js';
import { NO_REDIS } from './helpers/redis.js';
import { sharedDatabase } from './helpers/shared-database.js';

const LOG = playedLog('drain', { players: 2, matchTarget: null });
let rooms = 0;

/** A finished match of a room of its own. */
function match(): KeptMatch {
  const room = `DRAIN${String(++rooms).padStart(5, '0')}`;
  return { id: keptMatchId(room, LOG), room, log: LOG, readers: [], accounts: [null, null], startedAt: 1, endedAt: 2 };
}

/** An outbox on `store` and `database`, its failures told to `said` (message and fields). */
function outboxOf(
  store: RoomStore,
  database: Database,
  clock: ManualClock,
  said: (message: string, fields: LogFields) => void = () => undefined,
): MatchOutbox {
  return new MatchOutbox({ store, database, clock, log: { info: () => undefined, error: (m, f) => said(m, f ?? {}) } });
}

async function keptIds(ids: readonly string[]): Promise<string[]> {
  const db = await sharedDatabase();
  const rows = await db.query<{ id: string }>('SELECT id FROM matches WHERE id = ANY($1::text[]) ORDER BY id', [ids]);
  return rows.map((r) => r.id);
}

const redis = fileRedis();
let prefixes = 0;

/** Two processes' stores on one place: the same folder, or the same Redis and prefix. */
const places: { name: string; skip: boolean; pair: () => [RoomStore, RoomStore] }[] = [
  {
    name: 'the file store',
    skip: false,
    pair: () => {
      const dir = mkdtempSync(join(tmpdir(), 'birimba-drain-'));
      return [new FileRoomStore(dir), new FileRoomStore(dir)];
    },
  },
  {
    name: 'Redis',
    skip: NO_REDIS !== null,
    pair: () => {
      const prefix = `drain${String(++prefixes)}:`;
      return [
        new RedisRoomStore(new Redis(redis()?.url ?? ''), { prefix }),
        new RedisRoomStore(new Redis(redis()?.url ?? ''), { prefix }),
      ];
    },
  },
];

describe.each(places)('the outbox on $name', ({ skip, pair }) => {
  it.skipIf(skip)(
    'keeps a record while the database is away; the next process on the store writes it once',
    async () => {
      const [first, second] = pair();
      const away = outboxOf(first, unavailableDatabase('down'), new ManualClock());
      const m = match();
      await away.keep(m);
      await away.stop();
      expect((await second.outboxRecords()).map((r) => r.id)).toEqual([m.id]);

      const database = await sharedDatabase();
      const nextClock = new ManualClock();
      const next = outboxOf(second, database, nextClock);
      next.drain();
      // And the same record kept again meanwhile (its room restored just after its end): still one match.
      await next.keep(m);
      await eventually(async () => (await second.outboxRecords()).length === 0, 'the outbox drained');
      await next.idle();
      expect(await keptIds([m.id])).toEqual([m.id]);
      expect(next.written).toBe(1);

      // A process sharing the store dies with a record in it: the running one writes it at its next look.
      const dying = outboxOf(first, unavailableDatabase('down'), new ManualClock());
      const left = match();
      await dying.keep(left);
      await dying.stop();
      await next.idle();
      expect(await keptIds([left.id])).toEqual([]);
      nextClock.advance(LOOK_AGAIN_MS);
      await eventually(async () => (await keptIds([left.id])).length === 1, 'the record left written');
      await next.stop();
      await first.shutdown();
      await second.shutdown();
    },
  );
});

describe('the outbox’s drain', () => {
  it('passes over a record the database refuses, writes the others, and tries it again later', async () => {
    const store = new FileRoomStore(mkdtempSync(join(tmpdir(), 'birimba-drain-')));
    const clock = new ManualClock();
    const lines: string[] = [];
    const outbox = outboxOf(store, await sharedDatabase(), clock, (message, fields) =>
      lines.push(`${message} ${String(fields.match)}`),
    );
    // Seat 0's account is none the database knows.
    const refused: KeptMatch = { ...match(), accounts: ['nobody-knows-this-1', null] };
    const good = match();
    await store.outboxPut(refused.id, JSON.stringify(refused));
    await outbox.keep(good);
    await outbox.idle();
    expect(await keptIds([refused.id, good.id])).toEqual([good.id]);
    expect((await store.outboxRecords()).map((r) => r.id)).toEqual([refused.id]);
    expect(lines).toContain(`match record refused ${refused.id}`);
    expect(clock.waiting).toBe(1);
    await outbox.stop();
  });

  it('waits longer after each failure, up to a minute, on the server’s clock', async () => {
    const store = new FileRoomStore(mkdtempSync(join(tmpdir(), 'birimba-drain-')));
    const clock = new ManualClock();
    const waits: number[] = [];
    const outbox = outboxOf(store, unavailableDatabase('down'), clock, (_message, fields) =>
      waits.push(Number(fields.retryMs)),
    );
    await outbox.keep(match());
    await outbox.idle();
    for (let i = 0; i < 8; i++) {
      clock.advance(LONGEST_RETRY_MS);
      await outbox.idle();
    }
    expect(waits).toEqual([
      FIRST_RETRY_MS,
      2 * FIRST_RETRY_MS,
      4 * FIRST_RETRY_MS,
      8 * FIRST_RETRY_MS,
      16 * FIRST_RETRY_MS,
      32 * FIRST_RETRY_MS,
      LONGEST_RETRY_MS,
      LONGEST_RETRY_MS,
      LONGEST_RETRY_MS,
    ]);
    // Still waiting, nothing lost.
    expect(await store.outboxRecords()).toHaveLength(1);
    await outbox.stop();
  });
});
