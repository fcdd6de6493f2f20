// The embedded database is one process's: its folder's lock refuses a second opening, in this process or another
// running one, and is taken over from a process that is gone (killed, or a container's earlier self).

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseError } from '../src/db/database.js';
import { lockFolder } from '../src/db/folder-lock.js';

const dir = mkdtempSync(join(tmpdir(), 'birimba-lock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const lockFile = join(dir, 'birimba.lock');

/** The refusal of locking `dir`, or null when it was locked (and released again). */
function refusal(): DatabaseError | null {
  try {
    lockFolder(dir)();
    return null;
  } catch (e) {
    return e as DatabaseError;
  }
}

describe('the embedded database folder’s lock', () => {
  it('refuses a second opening in this process until the first is released', () => {
    const release = lockFolder(dir);
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    expect(refusal()).toMatchObject({ code: 'in-use' });
    release();
    expect(refusal()).toBeNull();
  });

  it('refuses while another running process holds it, naming that process and DATABASE_URL', () => {
    writeFileSync(lockFile, String(process.ppid));
    const refused = refusal();
    expect(refused).toMatchObject({ code: 'in-use' });
    expect(refused?.message).toContain(`(${String(process.ppid)})`);
    expect(refused?.message).toContain('DATABASE_URL');
    rmSync(lockFile);
  });

  it('takes the lock over from a process that is gone', () => {
    // Beyond the kernel's largest process id: no process has it.
    writeFileSync(lockFile, String(2 ** 22 + 1));
    expect(refusal()).toBeNull();
  });
});
