// One process per embedded database: PGlite is PostgreSQL in a single process, and two processes writing one folder
// would break it. A lock file holding the process's id is made exclusively; a lock of a process gone is taken over.

import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { processRunning } from '../process-running.js';
import { DatabaseError } from './database.js';

/** The lock's file in the database's folder. */
const LOCK_FILE = 'birimba.lock';

/** The lock files this process holds. */
const ours = new Set<string>();

/** Takes the folder's lock for this process, or refuses `in-use` naming the process that holds it; resolves with
 * the lock's release. */
export function lockFolder(dir: string): () => void {
  const file = join(dir, LOCK_FILE);
  if (ours.has(file))
    throw new DatabaseError('in-use', `the embedded database in ${dir} is open in this process already`);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      ours.add(file);
      return () => {
        ours.delete(file);
        rmSync(file, { force: true });
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    const holder = Number(readFileSync(file, 'utf8').trim());
    if (holder !== process.pid && processRunning(holder))
      throw new DatabaseError(
        'in-use',
        `the embedded database in ${dir} is open in another process (${String(holder)}); ` +
          'processes that share their data share one PostgreSQL: set DATABASE_URL',
      );
    // Its process is gone — or had this id before (a container's server restarted after a crash): taken over.
    rmSync(file, { force: true });
  }
  throw new DatabaseError('in-use', `the embedded database in ${dir} could not be locked`);
}
