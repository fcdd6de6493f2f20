// The room stores: the embedded one (one append-only file per room) and Redis, run through one contract — a room's
// events in order, a code created once, a closed room no longer restored but still read, a damaged history refused by
// name and set aside — then what is each one's own: the file store's folders (closed to others, written to at its
// start), its torn last line, Redis' claims (one holder per open room).
import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  chmodSync,
  mkdirSync,
  lstatSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { resolveRules } from '@birimba/engine';
import { RoomHistoryError, RoomModel } from '../src/room/room-model.js';
import { FileRoomStore } from '../src/store/file-store.js';
import { RedisRoomStore } from '../src/store/redis-store.js';
import type { RoomEvent } from '../src/store/room-events.js';
import { KEEP_CLOSED_MS, type RoomStore, StoreError } from '../src/store/room-store.js';
import { fileRedis } from './helpers/file-redis.js';
import { NO_REDIS } from './helpers/redis.js';
import { makeUnwritable, makeWritable } from './helpers/unwritable.js';

const settings = { rules: resolveRules({}), botLevel: 'easy', moveTimer: 0, public: false };
const fileStore = (): FileRoomStore => new FileRoomStore(mkdtempSync(join(tmpdir(), 'birimba-store-')));
const CODE = '7KQ2M9XRTA';
const seated: RoomEvent = { kind: 'seated', seat: 0, name: 'Maria', tokenHash: 'ab'.repeat(32) };
const created = RoomModel.created(CODE, settings);

const redis = fileRedis();
let prefixes = 0;

/** A store under test, and a way to damage a room's history the way each keeps it. */
interface Subject {
  readonly store: RoomStore;
  /** Writes `lines` as a room's whole history, bypassing the store. */
  damage: (code: string, lines: string[]) => Promise<void>;
  /** The records of a history set aside, read bypassing the store. */
  keptAside: (code: string) => Promise<string[]>;
  /** Everything the store keeps, bypassing it: the files of its folders, or its Redis keys. */
  everything: () => Promise<string[]>;
}

const subjects: { name: string; skip: boolean; make: () => Subject }[] = [
  {
    name: 'FileRoomStore',
    skip: false,
    make: () => {
      const store = fileStore();
      return {
        store,
        damage: (code, lines) => {
          writeFileSync(join(store.dir, 'rooms', `${code}.jsonl`), lines.join('\n') + '\n');
          return Promise.resolve();
        },
        keptAside: (code) =>
          Promise.resolve(
            readFileSync(join(store.dir, 'damaged', `${code}.jsonl`), 'utf8')
              .split('\n')
              .slice(0, -1),
          ),
        everything: () =>
          Promise.resolve(['rooms', 'closed', 'damaged'].flatMap((f) => readdirSync(join(store.dir, f)))),
      };
    },
  },
  {
    name: 'RedisRoomStore',
    skip: NO_REDIS !== null,
    make: () => {
      const prefix = `t${String(++prefixes)}:`;
      const client = new Redis(redis()?.url ?? '');
      return {
        store: new RedisRoomStore(client, { prefix }),
        damage: async (code, lines) => {
          await client.rpush(`${prefix}room:${code}`, ...lines);
          await client.sadd(`${prefix}open`, code);
        },
        keptAside: (code) => client.lrange(`${prefix}damaged:${code}`, 0, -1),
        everything: () => client.keys(`${prefix}*`),
      };
    },
  },
];

describe.each(subjects)('$name, the room store contract', ({ skip, make }) => {
  it.skipIf(skip)('keeps a room’s events in order, and lists it open', async () => {
    const { store } = make();
    await store.create(CODE, created);
    await store.append(CODE, seated);
    await store.append(CODE, { kind: 'host', seat: 0 });
    expect(await store.load(CODE)).toEqual([created, seated, { kind: 'host', seat: 0 }]);
    expect(await store.openRooms()).toEqual([CODE]);
    await store.shutdown();
  });

  it.skipIf(skip)(
    'creates a code once, however many ask at the same time; refuses what is not a room code',
    async () => {
      const { store } = make();
      const tries = await Promise.allSettled([1, 2, 3, 4].map(() => store.create(CODE, created)));
      expect(tries.filter((t) => t.status === 'fulfilled')).toHaveLength(1);
      for (const t of tries)
        if (t.status === 'rejected') expect(t.reason).toMatchObject({ name: 'StoreError', code: 'exists' });
      expect(await store.load(CODE)).toEqual([created]);
      await expect(store.append('../../etc/passwd', seated)).rejects.toBeInstanceOf(StoreError);
      expect(await store.load('../rooms/x')).toBeNull();
      expect(await store.load('0000000000')).toBeNull();
      await expect(store.append('0000000000', seated)).rejects.toMatchObject({ code: 'unknown-room' });
      await store.shutdown();
    },
  );

  it.skipIf(skip)('closes a room: not restored, its history kept and read, no more appends', async () => {
    const { store } = make();
    await store.create(CODE, created);
    await store.append(CODE, seated);
    await store.close(CODE);
    expect(await store.openRooms()).toEqual([]);
    expect(await store.load(CODE)).toEqual([created, seated, { kind: 'closed' }]);
    await expect(store.append(CODE, seated)).rejects.toMatchObject({ code: 'unknown-room' });
    await expect(store.close(CODE)).rejects.toMatchObject({ code: 'unknown-room' });
    await expect(store.create(CODE, created)).rejects.toMatchObject({ code: 'exists' });
    await store.shutdown();
  });

  it.skipIf(skip)('forgets a room nobody played in: nothing of it is left, and its code is free', async () => {
    const { store, everything } = make();
    await store.create(CODE, created);
    await store.append(CODE, seated);
    await store.discard(CODE);
    expect(await everything()).toEqual([]);
    expect(await store.load(CODE)).toBeNull();
    expect(await store.openRooms()).toEqual([]);
    await expect(store.discard(CODE)).rejects.toMatchObject({ code: 'unknown-room' });
    await store.create(CODE, created);
    await store.shutdown();
  });

  it.skipIf(skip)('counts the closed rooms it keeps, and forgets them once kept for their time', async () => {
    const { store } = make();
    await store.create(CODE, created);
    await store.close(CODE);
    expect(await store.sweep(Date.now())).toBe(1);
    expect(await store.sweep(Date.now() + KEEP_CLOSED_MS + 60_000)).toBe(0);
    await store.shutdown();
  });

  it.skipIf(skip)('keeps a finished match’s record in the outbox until it is done, once per id', async () => {
    const { store } = make();
    expect(await store.outboxRecords()).toEqual([]);
    await store.outboxPut(`${CODE}-1-0123456789ab`, '{"a":1}');
    await store.outboxPut(`${CODE}-2-0123456789ab`, '{"b":2}');
    // Kept again (a restore of its room): still one record, the last written.
    await store.outboxPut(`${CODE}-1-0123456789ab`, '{"a":1}');
    const sorted = async () => (await store.outboxRecords()).sort((x, y) => (x.id < y.id ? -1 : 1));
    expect(await sorted()).toEqual([
      { id: `${CODE}-1-0123456789ab`, record: '{"a":1}' },
      { id: `${CODE}-2-0123456789ab`, record: '{"b":2}' },
    ]);
    await store.outboxDone(`${CODE}-1-0123456789ab`);
    await store.outboxDone(`${CODE}-1-0123456789ab`);
    expect(await sorted()).toEqual([{ id: `${CODE}-2-0123456789ab`, record: '{"b":2}' }]);
    await expect(store.outboxPut('../rooms/x', '{}')).rejects.toMatchObject({ code: 'io' });
    await store.shutdown();
  });

  it.skipIf(skip)('refuses a history with a damaged event in its middle, naming it', async () => {
    const { store, damage } = make();
    await damage(CODE, [JSON.stringify(created), '{oops', '{}']);
    await expect(store.load(CODE)).rejects.toMatchObject({
      code: 'damaged',
      message: expect.stringMatching(/(line|event) 2 of its history is not JSON/) as string,
    });
    // JSON, but no event of a room: a list, an object of no kind, a kind there is not.
    const other = '8KQ2M9XRTA';
    for (const record of ['[1,2]', '{"seat":1}', '{"kind":"shuffled"}']) {
      await damage(other, [JSON.stringify(RoomModel.created(other, settings)), record]);
      await expect(store.load(other), record).rejects.toMatchObject({
        code: 'damaged',
        message: expect.stringMatching(/(line|event) 2 of its history is no event of a room/) as string,
      });
      await store.setAside(other);
    }
    await store.shutdown();
  });
});

describe.each(subjects)('$name, a damaged room', ({ skip, make }) => {
  const OTHER = '8KQ2M9XRTA';
  it.skipIf(skip)('is set aside as it was: no longer open nor loaded, said damaged from then on', async () => {
    const { store, damage, keptAside } = make();
    const lines = [JSON.stringify(created), '{"kind":"host","seat":3}'];
    await damage(CODE, lines);
    await store.create(OTHER, RoomModel.created(OTHER, settings));
    expect(await store.damaged(CODE)).toBe(false);
    expect(await store.setAside(CODE)).toContain(CODE);
    expect(await keptAside(CODE)).toEqual(lines);
    expect(await store.openRooms()).toEqual([OTHER]);
    expect(await store.load(CODE)).toBeNull();
    expect([await store.damaged(CODE), await store.damaged(OTHER), await store.damaged('../rooms/x')]).toEqual([
      true,
      false,
      false,
    ]);
    await store.shutdown();
  });
});

describe('FileRoomStore', () => {
  it('keeps a room in rooms/CODE.jsonl, one JSON line per event, and moves it to closed/', async () => {
    const s = fileStore();
    await s.create(CODE, created);
    await s.append(CODE, seated);
    expect(readFileSync(join(s.dir, 'rooms', `${CODE}.jsonl`), 'utf8').split('\n')).toHaveLength(3);
    await s.close(CODE);
    expect(readFileSync(join(s.dir, 'closed', `${CODE}.jsonl`), 'utf8').split('\n')).toHaveLength(4);
    await s.shutdown();
  });

  it('keeps the rooms (their live seeds) to the server’s user: files 0600 in folders 0700, older folders tightened', async () => {
    const mode = (path: string): number => statSync(path).mode & 0o777;
    const dir = join(mkdtempSync(join(tmpdir(), 'birimba-store-')), 'data');
    const s = new FileRoomStore(dir);
    await s.create(CODE, created);
    expect(mode(dir)).toBe(0o700);
    expect(mode(join(dir, 'rooms'))).toBe(0o700);
    expect(mode(join(dir, 'rooms', `${CODE}.jsonl`))).toBe(0o600);
    await s.close(CODE);
    expect(mode(join(dir, 'closed'))).toBe(0o700);
    expect(mode(join(dir, 'closed', `${CODE}.jsonl`))).toBe(0o600);
    await s.shutdown();

    // A data folder an earlier server made world-readable: its room folders are closed to others at start.
    const old = mkdtempSync(join(tmpdir(), 'birimba-store-'));
    for (const sub of ['rooms', 'closed']) mkdirSync(join(old, sub), { mode: 0o755 });
    chmodSync(join(old, 'rooms'), 0o755);
    chmodSync(join(old, 'closed'), 0o755);
    await new FileRoomStore(old).shutdown();
    expect([mode(join(old, 'rooms')), mode(join(old, 'closed'))]).toEqual([0o700, 0o700]);
  });

  it('refuses a data folder it cannot write at its start, naming the folder; a good one keeps no trace of the try', () => {
    const dir = mkdtempSync(join(tmpdir(), 'birimba-store-'));
    const how = makeUnwritable(join(dir, 'closed'));
    expect(() => new FileRoomStore(dir), how).toThrow(
      expect.objectContaining({
        code: 'io',
        message: expect.stringContaining(`cannot write in ${join(dir, 'closed')}`) as string,
      }),
    );
    makeWritable(join(dir, 'closed'));
    const s = new FileRoomStore(dir);
    for (const folder of ['rooms', 'closed', 'damaged']) expect(readdirSync(join(dir, folder))).toEqual([]);
    return s.shutdown();
  });

  it('removes a closed room’s file once it has been kept for its time (from its closing)', async () => {
    const s = new FileRoomStore(mkdtempSync(join(tmpdir(), 'birimba-store-')), { keepClosedMs: 60_000 });
    await s.create(CODE, created);
    await s.close(CODE);
    const file = join(s.dir, 'closed', `${CODE}.jsonl`);
    expect(await s.sweep(Date.now())).toBe(1);
    const closedAt = statSync(file).mtimeMs;
    expect(await s.sweep(closedAt + 60_000)).toBe(1);
    expect(await s.sweep(closedAt + 60_001)).toBe(0);
    expect(readdirSync(join(s.dir, 'closed'))).toEqual([]);
    expect(await s.load(CODE)).toBeNull();
    await s.shutdown();
  });

  it('never follows a link: a room file that is a link to a file outside is set aside, the file outside untouched', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'birimba-store-'));
    const outside = join(mkdtempSync(join(tmpdir(), 'birimba-outside-')), 'notes.txt');
    writeFileSync(outside, 'not a room\n', { mode: 0o644 });
    chmodSync(outside, 0o644);
    mkdirSync(join(dir, 'rooms'), { recursive: true });
    symlinkSync(outside, join(dir, 'rooms', `${CODE}.jsonl`));
    const s = new FileRoomStore(dir);
    await expect(s.load(CODE)).rejects.toMatchObject({
      code: 'damaged',
      message: expect.stringContaining('link') as string,
    });
    await expect(s.append(CODE, seated)).rejects.toMatchObject({ code: 'damaged' });
    await s.setAside(CODE);
    expect(lstatSync(join(dir, 'damaged', `${CODE}.jsonl`)).isSymbolicLink()).toBe(true);
    expect(statSync(outside).mode & 0o777).toBe(0o644);
    expect(readFileSync(outside, 'utf8')).toBe('not a room\n');
    await s.shutdown();
  });

  it('keeps the outbox in outbox/, its records as the server’s user’s alone, read again by a new store', async () => {
    const store = fileStore();
    await store.outboxPut(`${CODE}-1-0123456789ab`, '{"a":1}');
    const path = join(store.dir, 'outbox', `${CODE}-1-0123456789ab.json`);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    // A write cut short by a crash leaves a partial file, never a record; read, the store removes it once its writer
    // is gone (a write of a process still running may be under way).
    const gone = spawnSync(process.execPath, ['-e', '']).pid ?? 0;
    const cut = `.${CODE}-2-0123456789ab.${String(gone)}.partial`;
    const writing = `.${CODE}-3-0123456789ab.${String(process.pid)}.partial`;
    writeFileSync(join(store.dir, 'outbox', cut), '{"b"');
    writeFileSync(join(store.dir, 'outbox', writing), '{"c"');
    await store.shutdown();
    expect(await new FileRoomStore(store.dir).outboxRecords()).toEqual([
      { id: `${CODE}-1-0123456789ab`, record: '{"a":1}' },
    ]);
    expect(readdirSync(join(store.dir, 'outbox')).sort()).toEqual([writing, `${CODE}-1-0123456789ab.json`].sort());
  });

  it('ignores a last line cut short by a crash, and cuts it off before the next append', async () => {
    const s = fileStore();
    await s.create(CODE, created);
    await s.shutdown();
    const file = join(s.dir, 'rooms', `${CODE}.jsonl`);
    appendFileSync(file, '{"kind":"seated","seat":0,"na');
    const again = new FileRoomStore(s.dir);
    expect(await again.load(CODE)).toEqual([created]);
    await again.append(CODE, seated);
    expect(await again.load(CODE)).toEqual([created, seated]);
    await again.shutdown();
  });
});

describe.skipIf(NO_REDIS !== null)('RedisRoomStore, shared by several processes', () => {
  const two = (): [RedisRoomStore, RedisRoomStore, Redis] => {
    const prefix = `c${String(++prefixes)}:`;
    const client = new Redis(redis()?.url ?? '');
    return [
      new RedisRoomStore(client, { prefix, owner: 'a', claimMs: 60_000 }),
      new RedisRoomStore(new Redis(redis()?.url ?? ''), { prefix, owner: 'b', claimMs: 60_000 }),
      client,
    ];
  };

  it('lets only the room’s holder write to it: another process is refused (lost) until the claim is free', async () => {
    const [a, b, client] = two();
    await a.create(CODE, created);
    expect(await client.get(`c${String(prefixes)}:claim:${CODE}`)).toBe('a');
    expect(await b.unclaimed()).toEqual([]);
    expect(await b.claim(CODE)).toBe(false);
    await expect(b.append(CODE, seated)).rejects.toMatchObject({ code: 'lost' });
    await expect(b.close(CODE)).rejects.toMatchObject({ code: 'lost' });
    expect(await a.renew()).toEqual([]);
    await a.append(CODE, seated);
    expect(await b.load(CODE)).toEqual([created, seated]);
    await a.shutdown();
    await b.shutdown();
  });

  it('gives a room whose holder stopped, or whose claim lapsed, to exactly one other process', async () => {
    const [a, b, client] = two();
    const prefix = `c${String(prefixes)}:`;
    await a.create(CODE, created);
    await client.del(`${prefix}claim:${CODE}`); // the holder died: its claim lapsed
    expect(await b.unclaimed()).toEqual([CODE]);
    const c = new RedisRoomStore(new Redis(redis()?.url ?? ''), { prefix, owner: 'c' });
    const claims = await Promise.all([b.claim(CODE), c.claim(CODE)]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    const [winner, other] = claims[0] === true ? [b, c] : [c, b];
    expect(await a.renew()).toEqual([CODE]);
    await expect(a.append(CODE, seated)).rejects.toMatchObject({ code: 'lost' });
    await expect(other.append(CODE, seated)).rejects.toMatchObject({ code: 'lost' });
    await winner.append(CODE, seated);
    await winner.shutdown(); // stopping lets go of the room at once
    expect(await other.unclaimed()).toEqual([CODE]);
    expect(await other.claim(CODE)).toBe(true);
    await other.close(CODE);
    expect(await other.unclaimed()).toEqual([]);
    expect(await client.exists(`${prefix}claim:${CODE}`)).toBe(0);
    expect((await a.load(CODE))?.map((e) => e.kind)).toEqual(['created', 'seated', 'closed']);
    await a.shutdown();
    await other.shutdown();
  });

  it('leaves no key of a closed room without an end: its history expires once kept for its time', async () => {
    const prefix = `c${String(++prefixes)}:`;
    const client = new Redis(redis()?.url ?? '');
    const kept = new RedisRoomStore(new Redis(redis()?.url ?? ''), { prefix, owner: 'a', keepClosedMs: 60_000 });
    await kept.create(CODE, created);
    await kept.close(CODE);
    const ttl = await client.pttl(`${prefix}room:${CODE}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
    for (const key of await client.keys(`${prefix}*`)) expect(await client.pttl(key), key).not.toBe(-1);
    await kept.shutdown();
    await client.quit();
  });

  it('says in one line that Redis cannot be reached', async () => {
    const client = new Redis('redis://127.0.0.1:1', { maxRetriesPerRequest: 0, retryStrategy: () => null });
    client.on('error', () => undefined);
    const down = new RedisRoomStore(client);
    await expect(down.ready()).rejects.toMatchObject({
      code: 'io',
      message: expect.stringContaining('Redis') as string,
    });
    await expect(down.append(CODE, seated)).rejects.toMatchObject({ code: 'io' });
    await down.shutdown();
  });
});

describe('a room history', () => {
  it('that cannot be the room’s is refused with the reason', () => {
    const fold = (events: RoomEvent[]) => () => RoomModel.fromHistory(events);
    expect(fold([])).toThrow(RoomHistoryError);
    expect(fold([seated])).toThrow('must begin with its creation');
    expect(fold([created, seated, seated])).toThrow('seat 0 is not empty');
    expect(fold([created, { kind: 'move', seat: 0, move: { type: 'draw' }, id: null, note: null }])).toThrow(
      'before any match',
    );
    const started: RoomEvent = { kind: 'started', seed: 'a', bots: [null, 'easy', 'easy', 'easy'] };
    expect(
      fold([created, seated, started, { kind: 'move', seat: 1, move: { type: 'draw' }, id: null, note: null }]),
    ).toThrow("not seat 1's turn");
    expect(
      fold([
        created,
        seated,
        started,
        { kind: 'move', seat: 0, move: { type: 'discard', card: 0 }, id: null, note: null },
      ]),
    ).toThrow('refused');
    expect(fold([created, { ...started, bots: [null, null, null, null] }])).toThrow('neither a bot nor a person');
    // An event of its kind without its fields is no event of the room, named as the others by its place.
    expect(fold([created, { kind: 'settings' } as RoomEvent])).toThrow('event 2: not an event of its kind');
    expect(fold([created, seated, seated])).toThrow('event 3: seat 0 is not empty');
    expect(fold([{ ...created, version: 99 } as RoomEvent])).toThrow('newer server');
    // Not damage: a later server reads it.
    expect(fold([{ ...created, version: 99 } as RoomEvent])).toThrow(expect.objectContaining({ newer: true }));
    expect(fold([created, seated, seated])).toThrow(expect.objectContaining({ newer: false }));
  });
});
