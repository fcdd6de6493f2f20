// The embedded room store: one append-only file of JSON lines per room in a data folder — `rooms/CODE.jsonl` while the
// room is open, `closed/CODE.jsonl` after, `damaged/CODE.jsonl` when its history could not be restored — each event
// written and fsync'd before `append` resolves. A line cut short by a crash was never acknowledged to anyone: reading
// ignores it and the next append cuts it off. Nothing to install. A room's file holds its live seed: the files are
// 0600 in folders 0700, for the server's user alone. A folder it cannot write stops the store at its start. A room
// nobody played a match in leaves no file (`discard`); a closed room's file is kept for a while, then removed
// (`sweep`). The store never follows a symbolic link: a link where a room's file should be is damage, set aside as it
// is, and nothing it points to is read or changed. The outbox — finished matches' records waiting for the database —
// is a file per record in `outbox/`, written whole (a temporary file renamed) or not at all.

import { chmodSync, constants, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { type FileHandle, lstat, open, readFile, readdir, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isRoomCode } from '@birimba/protocol';
import { processRunning } from '../process-running.js';
import { type RoomEvent, readHistory } from './room-events.js';
import {
  KEEP_CLOSED_MS,
  type OutboxRecord,
  type RoomStore,
  StoreError,
  checkOutboxId,
  isOutboxId,
} from './room-store.js';

const SUFFIX = '.jsonl';
const OUTBOX_SUFFIX = '.json';
/** A record's file being written (`.ID.PID.partial`), renamed to `ID.json` once whole. */
const PARTIAL = /^\..+\.(\d+)\.partial$/;
/** The folders' and the files' modes: the server's user alone. */
const DIR_MODE = 0o700;
const FILE_MODE = 0o600;

/** A room store in the folder `dir` (made if missing); a StoreError (`io`) naming a folder of it it cannot write.
 * A closed room's file is kept `keepClosedMs` from its closing (its last write), then removed by `sweep`. */
export class FileRoomStore implements RoomStore {
  private readonly openDir: string;
  private readonly closedDir: string;
  private readonly damagedDir: string;
  private readonly outboxDir: string;
  private readonly keepClosedMs: number;
  private readonly handles = new Map<string, Promise<FileHandle>>();
  /** Each room's writes, one after the other. */
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(
    readonly dir: string,
    options: { readonly keepClosedMs?: number } = {},
  ) {
    this.keepClosedMs = options.keepClosedMs ?? KEEP_CLOSED_MS;
    this.openDir = join(dir, 'rooms');
    this.closedDir = join(dir, 'closed');
    this.damagedDir = join(dir, 'damaged');
    this.outboxDir = join(dir, 'outbox');
    for (const folder of [this.openDir, this.closedDir, this.damagedDir, this.outboxDir]) prepare(folder);
  }

  async create(code: string, first: RoomEvent): Promise<void> {
    checkCode(code);
    if ((await this.load(code)) !== null) throw new StoreError('exists', `room ${code} exists`);
    await this.serial(code, async () => {
      const handle = await open(this.path(code), 'wx', FILE_MODE).catch((e: unknown) => {
        throw (e as NodeJS.ErrnoException).code === 'EEXIST'
          ? new StoreError('exists', `room ${code} exists`)
          : ioError(e);
      });
      this.handles.set(code, Promise.resolve(handle));
      await write(handle, first);
      await syncDir(this.openDir);
    });
  }

  async append(code: string, event: RoomEvent): Promise<void> {
    checkCode(code);
    await this.serial(code, async () => write(await this.handle(code), event));
  }

  async load(code: string): Promise<RoomEvent[] | null> {
    if (!isRoomCode(code)) return null;
    for (const path of [this.path(code), join(this.closedDir, code + SUFFIX)]) {
      const text = await readOwn(code, path);
      if (text !== null) return parseHistory(code, text);
    }
    return null;
  }

  async openRooms(): Promise<string[]> {
    const files = await readdir(this.openDir);
    return files
      .filter((f) => f.endsWith(SUFFIX))
      .map((f) => f.slice(0, -SUFFIX.length))
      .filter(isRoomCode)
      .sort();
  }

  async close(code: string): Promise<void> {
    checkCode(code);
    await this.serial(code, async () => {
      const handle = await this.handle(code);
      await write(handle, { kind: 'closed' });
      await handle.close();
      this.handles.delete(code);
      await rename(this.path(code), join(this.closedDir, code + SUFFIX));
      await syncDir(this.openDir);
      await syncDir(this.closedDir);
    });
  }

  async discard(code: string): Promise<void> {
    checkCode(code);
    await this.serial(code, async () => {
      try {
        await this.handles.get(code)?.then((handle) => handle.close());
        this.handles.delete(code);
        await unlink(this.path(code));
      } catch (e) {
        throw (e as NodeJS.ErrnoException).code === 'ENOENT'
          ? new StoreError('unknown-room', `room ${code} is not open`)
          : ioError(e);
      }
      await syncDir(this.openDir);
    });
  }

  async sweep(now: number): Promise<number> {
    const before = now - this.keepClosedMs;
    let kept = 0;
    let removed = 0;
    try {
      for (const name of await readdir(this.closedDir)) {
        if (!name.endsWith(SUFFIX)) continue;
        const path = join(this.closedDir, name);
        // Its last write was its closing: the time it has been kept.
        const at = (await lstat(path).catch(() => null))?.mtimeMs;
        if (at === undefined) continue;
        if (at >= before) kept++;
        else {
          await unlink(path);
          removed++;
        }
      }
      if (removed > 0) await syncDir(this.closedDir);
    } catch (e) {
      throw ioError(e);
    }
    return kept;
  }

  /** Whether a room's file can be made now: one is written in `rooms/` and removed (a folder made read-only after the
   * start, the disk full, refuse every new room: `/health` says so). */
  async writable(): Promise<boolean> {
    const probe = join(this.openDir, `.health-probe-${String(process.pid)}`);
    try {
      await writeFile(probe, '', { mode: FILE_MODE, flag: 'w' });
      await unlink(probe);
      return true;
    } catch {
      return false;
    }
  }

  async setAside(code: string): Promise<string> {
    checkCode(code);
    return this.serial(code, async () => {
      const kept = join(this.damagedDir, code + SUFFIX);
      try {
        await this.handles.get(code)?.then((handle) => handle.close());
        this.handles.delete(code);
        await rename(this.path(code), kept);
        // An earlier server's file (0644) is the server's user's alone here too — a link is moved as it is, never
        // followed to change what it points to.
        const own = await open(kept, NO_FOLLOW).catch((e: unknown) => {
          if ((e as NodeJS.ErrnoException).code === 'ELOOP') return null;
          throw e;
        });
        if (own !== null)
          try {
            await own.chmod(FILE_MODE);
          } finally {
            await own.close();
          }
      } catch (e) {
        throw ioError(e);
      }
      await syncDir(this.openDir);
      await syncDir(this.damagedDir);
      return join('damaged', code + SUFFIX);
    });
  }

  async damaged(code: string): Promise<boolean> {
    if (!isRoomCode(code)) return false;
    try {
      await lstat(join(this.damagedDir, code + SUFFIX));
      return true;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw ioError(e);
    }
  }

  async outboxPut(id: string, record: string): Promise<void> {
    checkOutboxId(id);
    const path = join(this.outboxDir, id + OUTBOX_SUFFIX);
    const partial = join(this.outboxDir, `.${id}.${String(process.pid)}.partial`);
    try {
      const handle = await open(partial, 'w', FILE_MODE);
      try {
        await handle.writeFile(record);
        await handle.datasync();
      } finally {
        await handle.close();
      }
      await rename(partial, path);
      await syncDir(this.outboxDir);
    } catch (e) {
      await unlink(partial).catch(() => undefined);
      throw ioError(e);
    }
  }

  async outboxRecords(): Promise<OutboxRecord[]> {
    try {
      const names = await readdir(this.outboxDir);
      await this.removePartials(names);
      const ids = names
        .filter((name) => name.endsWith(OUTBOX_SUFFIX) && !name.startsWith('.'))
        .map((name) => name.slice(0, -OUTBOX_SUFFIX.length))
        .filter(isOutboxId);
      const records = await Promise.all(
        ids.map(async (id) => {
          const record = await readFile(join(this.outboxDir, id + OUTBOX_SUFFIX), {
            encoding: 'utf8',
            flag: constants.O_RDONLY | constants.O_NOFOLLOW,
          }).catch((e: unknown) => {
            // Written meanwhile by a drain of another room's server? Gone: done already.
            if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
            throw e;
          });
          return record === null ? [] : [{ id, record }];
        }),
      );
      return records.flat();
    } catch (e) {
      throw ioError(e);
    }
  }

  /** Removes the partial files of writes cut short by a process that is gone (killed mid-write): never a record. */
  private async removePartials(names: readonly string[]): Promise<void> {
    for (const name of names) {
      const writer = PARTIAL.exec(name);
      if (writer === null || processRunning(Number(writer[1]))) continue;
      await unlink(join(this.outboxDir, name)).catch(() => undefined);
    }
  }

  async outboxDone(id: string): Promise<void> {
    checkOutboxId(id);
    try {
      await unlink(join(this.outboxDir, id + OUTBOX_SUFFIX));
      await syncDir(this.outboxDir);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw ioError(e);
    }
  }

  async shutdown(): Promise<void> {
    await Promise.allSettled([...this.queues.values()]);
    const handles = await Promise.allSettled([...this.handles.values()]);
    this.handles.clear();
    await Promise.allSettled(handles.flatMap((h) => (h.status === 'fulfilled' ? [h.value.close()] : [])));
  }

  private path(code: string): string {
    return join(this.openDir, code + SUFFIX);
  }

  /** The open room's file, opened for appending once; a torn last line (a crash mid-write) is cut off first. */
  private handle(code: string): Promise<FileHandle> {
    let handle = this.handles.get(code);
    if (handle === undefined) {
      handle = (async () => {
        const path = this.path(code);
        const text = await readOwn(code, path);
        if (text === null) throw new StoreError('unknown-room', `room ${code} is not open`);
        const appending = await open(path, constants.O_WRONLY | constants.O_APPEND | constants.O_NOFOLLOW);
        const whole = text.lastIndexOf('\n') + 1;
        if (whole < text.length) await appending.truncate(Buffer.byteLength(text.slice(0, whole)));
        return appending;
      })();
      this.handles.set(code, handle);
      handle.catch(() => this.handles.delete(code));
    }
    return handle;
  }

  private serial<T>(code: string, task: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(code) ?? Promise.resolve();
    const next = previous.then(task, task);
    const settled = next.catch(() => undefined);
    this.queues.set(code, settled);
    void settled.then(() => {
      if (this.queues.get(code) === settled) this.queues.delete(code);
    });
    return next;
  }
}

/** Opening a file of the store: reading, never through a symbolic link (a link is not a room's file). */
const NO_FOLLOW = constants.O_RDONLY | constants.O_NOFOLLOW;

/** The text of a room's own file at `path`, or null when there is none; a link in its place is damage (it is not the
 * store's file, and whatever it points to is never read or changed). */
async function readOwn(code: string, path: string): Promise<string | null> {
  let handle: FileHandle;
  try {
    handle = await open(path, NO_FOLLOW);
  } catch (e) {
    const why = (e as NodeJS.ErrnoException).code;
    if (why === 'ENOENT') return null;
    if (why === 'ELOOP')
      throw new StoreError('damaged', `room ${code}: its history is a link, not a file of the store`);
    throw ioError(e);
  }
  try {
    return await handle.readFile('utf8');
  } catch (e) {
    throw ioError(e);
  } finally {
    await handle.close();
  }
}

/** A room's history from its file's text: every whole line; a last line without its newline was never finished. */
export function parseHistory(code: string, text: string): RoomEvent[] {
  const lines = text.split('\n');
  lines.pop(); // the part after the last newline: empty, or a torn write
  return readHistory(code, lines, 'line');
}

async function write(handle: FileHandle, event: RoomEvent): Promise<void> {
  try {
    await handle.write(`${JSON.stringify(event)}\n`);
    await handle.datasync();
  } catch (e) {
    throw ioError(e);
  }
}

/**
 * Makes a folder of the store ready: made if missing (0700, and the data folder with it when it is made), closed to
 * others if an earlier server left it open (0755) — what its owner may do is left as the operator set it — and a file
 * written in it and removed, so that a folder the server cannot write stops it at its start, not at a player's move.
 */
function prepare(folder: string): void {
  try {
    mkdirSync(folder, { recursive: true, mode: DIR_MODE });
    chmodSync(folder, statSync(folder).mode & DIR_MODE);
    const probe = join(folder, `.write-probe-${String(process.pid)}`);
    writeFileSync(probe, '', { mode: FILE_MODE });
    rmSync(probe);
  } catch (e) {
    throw new StoreError('io', `cannot write in ${folder}: ${(e as Error).message}`);
  }
}

/** Makes a file's creation or renaming durable: the folder's entry is synced too. */
async function syncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

function checkCode(code: string): void {
  if (!isRoomCode(code))
    throw new StoreError('unknown-room', `not a room code: ${JSON.stringify(String(code).slice(0, 20))}`);
}

function ioError(e: unknown): StoreError {
  return new StoreError('io', `the room store could not read or write: ${(e as Error).message}`);
}
