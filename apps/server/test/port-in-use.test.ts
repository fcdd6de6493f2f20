// The server started on a port another program listens on does not stay alive without listening: it exits with code 1
// and one line on standard error naming the address (issue 48, item 5), as it does for a data folder it cannot write.
import { mkdtempSync, rmSync } from 'node:fs';
import { type Server, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runChild } from './helpers/child-server.js';
import { databaseDir } from '../src/db/embedded-database.js';
import { copyEmptyDatabase } from './helpers/database-template.js';

const dataDir = mkdtempSync(join(tmpdir(), 'birimba-port-'));
// Its empty database copied, as a server started before left it (making one takes seconds of CPU).
copyEmptyDatabase(databaseDir(dataDir));
let taken: Server;
let port = 0;
beforeAll(async () => {
  taken = createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  port = (taken.address() as { port: number }).port;
});
afterAll(async () => {
  await new Promise((resolve) => taken.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a server on a port in use', () => {
  it('exits with code 1 and one line naming the address', async () => {
    const end = await runChild({ DATA_DIR: dataDir, PORT: String(port) });
    expect(end.code).toBe(1);
    const lines = end.stderr.split('\n').filter((l) => l.trim() !== '');
    expect(lines).toEqual([`birimba-server: cannot listen on 127.0.0.1:${String(port)}: the address is in use`]);
    expect(end.stdout).not.toContain('Birimba is online');
  });
});
