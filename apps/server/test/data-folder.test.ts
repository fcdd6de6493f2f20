// The server started on a data folder whose rooms/ it cannot write (made read-only, or — for root — a file in its
// place) does not start: it exits with code 1 and one line on standard error saying which folder, as the README says,
// rather than listening and failing every room later. It finds out by writing a file there, not by reading modes, and
// before it makes a database in the folder (seconds of work for a start that cannot go on).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseDir } from '../src/db/embedded-database.js';
import { runChild } from './helpers/child-server.js';
import { makeUnwritable, makeWritable } from './helpers/unwritable.js';

const dataDir = mkdtempSync(join(tmpdir(), 'birimba-data-folder-'));
afterAll(() => {
  makeWritable(join(dataDir, 'rooms'));
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a server on a data folder it cannot write', () => {
  it('exits with code 1 and one line naming the folder', async () => {
    const rooms = join(dataDir, 'rooms');
    const how = makeUnwritable(rooms);
    const end = await runChild({ DATA_DIR: dataDir });
    expect(end.code, how).toBe(1);
    const lines = end.stderr.split('\n').filter((l) => l.trim() !== '');
    expect(lines, how).toHaveLength(1);
    expect(lines[0]).toMatch(/^birimba-server: cannot open the room store at /);
    expect(lines[0]).toContain(`cannot write in ${rooms}`);
    expect(end.stdout).not.toContain('Birimba is online');
    expect(existsSync(databaseDir(dataDir)), 'a database made in the folder').toBe(false);
  });
});
