// A folder nobody can write in, made the way this machine allows: its write bits taken away, or — when the tests run
// as root, whom permissions do not stop — a file put in its place. Either way every write there really fails.

import { chmodSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** How the folder was made unwritable. */
export type Unwritable = 'read-only' | 'a file in its place';

/** Makes `folder` (made if missing) unwritable; says how. */
export function makeUnwritable(folder: string): Unwritable {
  mkdirSync(folder, { recursive: true });
  chmodSync(folder, 0o500);
  if (!canWrite(folder)) return 'read-only';
  // Root writes through the mode: the folder becomes a file, under which nothing can be made.
  return replaceByFile(folder);
}

/** Puts a file in the place of `folder`: nothing under it can be read or made, whoever asks. */
export function replaceByFile(folder: string): Unwritable {
  rmSync(folder, { recursive: true, force: true });
  writeFileSync(folder, 'not a folder\n');
  return 'a file in its place';
}

/** Makes `folder` an empty writable folder (0700) again, whichever way it was made unwritable. */
export function makeWritable(folder: string): void {
  if (statSync(folder).isDirectory()) chmodSync(folder, 0o700);
  else {
    rmSync(folder, { force: true });
    mkdirSync(folder, { mode: 0o700 });
  }
}

/** Whether a file can be made in `folder` now (tried for real, then removed). */
export function canWrite(folder: string): boolean {
  const probe = join(folder, '.write-probe');
  try {
    writeFileSync(probe, '');
  } catch {
    return false;
  }
  rmSync(probe, { force: true });
  return true;
}
