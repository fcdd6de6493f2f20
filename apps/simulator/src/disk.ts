// Writing the simulator's files: where a path really leads (a symlink is followed to its file; a device, FIFO,
// socket or directory is no place for a result), private side files (two runs on one path never share one), and a
// write that fails — a full disk, a vanished folder — as one line (OutputError, its own exit status), never a stack.

import { randomBytes } from 'node:crypto';
import { closeSync, lstatSync, openSync, realpathSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { resolve } from 'node:path';
import { quoteInput } from '@birimba/engine';
import { UsageError, messageOf } from './errors.js';

/** A file that could not be written once the run was under way (a full disk, a folder removed). Exit status 4. */
export class OutputError extends Error {
  override readonly name = 'OutputError';
}

export const errorCode = (e: unknown): string => (e as NodeJS.ErrnoException).code ?? messageOf(e);

/** `.4711-9f3a0c1d`: a suffix no other run (nor this one) gives a side file. */
export const privateSuffix = (): string => `.${String(process.pid)}-${randomBytes(4).toString('hex')}`;

// A test hook, like BIRIMBA_SIM_FAULTS: BIRIMBA_SIM_FILE_BYTES=N makes a write fail with ENOSPC, as a full disk
// does, once the file it writes would pass N bytes (portable: no small file system to mount, no root).
const fileBytes = (): number => Number(process.env.BIRIMBA_SIM_FILE_BYTES ?? Number.POSITIVE_INFINITY);
const writtenTo = new Map<number, number>();

/** Writes all of `data` at the file's position, or throws (ENOSPC on a full disk). */
export function writeAll(fd: number, data: string | Uint8Array): void {
  let bytes = typeof data === 'string' ? Buffer.from(data) : data;
  const limit = fileBytes();
  if (Number.isFinite(limit)) {
    const before = writtenTo.get(fd) ?? 0;
    if (before + bytes.length > limit)
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    writtenTo.set(fd, before + bytes.length);
  }
  while (bytes.length > 0) {
    const n = writeSync(fd, bytes);
    bytes = bytes.subarray(n);
  }
}

/** Closes a file written with `writeAll`. */
export function closeFile(fd: number): void {
  writtenTo.delete(fd);
  closeSync(fd);
}

/**
 * The file that writing `path` reaches: the path itself, or a symlink's final target. Refused (UsageError, exit 2)
 * when it is a directory, a device, a FIFO or a socket — a result renamed over one would replace it — or a symlink
 * that leads nowhere.
 */
export function outputTarget(path: string, option: string): string {
  const full = resolve(path);
  let link: boolean;
  try {
    link = lstatSync(full).isSymbolicLink();
  } catch {
    return full;
  }
  let kind: string | null;
  try {
    // stat follows links, /proc's magic ones too (/dev/stdout), to what a write would reach.
    const s = statSync(full);
    kind = s.isFile()
      ? null
      : s.isDirectory()
        ? 'a directory'
        : s.isFIFO()
          ? 'a FIFO'
          : s.isSocket()
            ? 'a socket'
            : s.isCharacterDevice() || s.isBlockDevice()
              ? 'a device'
              : 'not a regular file';
  } catch (e) {
    throw new UsageError(`${option} ${quoteInput(path)} is a symlink to nothing (${errorCode(e)})`);
  }
  if (kind !== null) throw new UsageError(`${option} ${quoteInput(path)} is ${kind}, not a file`);
  if (!link) return full;
  try {
    return realpathSync(full);
  } catch (e) {
    throw new UsageError(`${option} ${quoteInput(path)} is a symlink to nothing (${errorCode(e)})`);
  }
}

/**
 * Writes a file whole or not at all: `produce` writes into a private side file beside the target, which is then
 * renamed onto it. A failure removes the side file and throws an OutputError naming the option, the path and why.
 */
export function writeWhole(
  path: string,
  option: string,
  produce: (write: (data: string | Uint8Array) => void) => void,
): void {
  let fd: number | null = null;
  let part: string | null = null;
  try {
    // The path was checked before the run; what it has become since is a write that fails, not bad input.
    const target = outputTarget(path, option);
    part = `${target}${privateSuffix()}.part`;
    fd = openSync(part, 'wx');
    const out = fd;
    produce((data) => writeAll(out, data));
    closeFile(out);
    fd = null;
    renameSync(part, target);
  } catch (e) {
    if (fd !== null) {
      try {
        closeFile(fd);
      } catch {
        // closed already
      }
    }
    if (part !== null) rmSync(part, { force: true });
    if (e instanceof OutputError) throw e;
    const why = e instanceof UsageError ? e.message.replace(/^\S+ "[^"]*" /, '') : errorCode(e);
    throw new OutputError(`${option} ${quoteInput(path)}: cannot write it (${why})`);
  }
}
