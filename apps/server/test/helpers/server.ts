// A server for a test file, in this process: port 0 on 127.0.0.1, a fresh data folder, the worker's shared database
// (unless the test gives one, or a DATABASE_URL), the built bots' worker, a manual clock, no bot delay, and its log
// lines kept for the test to read.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@colyseus/sdk';
import { logLine } from '../../src/log.js';
import { type RunningServer, type StartOptions, startServer } from '../../src/server.js';
import { ManualClock } from './manual-clock.js';
import { sharedDatabase } from './shared-database.js';
import { BOT_WORKER } from './paths.js';

export interface TestServer {
  readonly server: RunningServer;
  readonly clock: ManualClock;
  /** Every line the server logged. */
  readonly lines: string[];
  readonly dataDir: string;
  readonly http: string;
  /** A new SDK client of this server. */
  sdk(): Client;
  close(): Promise<void>;
}

export async function testServer(options: Partial<StartOptions> = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'birimba-server-'));
  const clock = new ManualClock();
  const lines: string[] = [];
  const database = options.database ?? (options.databaseUrl == null ? await sharedDatabase() : undefined);
  const server = await startServer({
    ...(database === undefined ? {} : { database }),
    port: 0,
    host: '127.0.0.1',
    botDelayMs: 0,
    botThreads: 1,
    botWorkerFile: BOT_WORKER,
    clock,
    rateLimit: { burst: 1_000_000, perSecond: 1_000_000 },
    // Every test's clients come from 127.0.0.1: no budgets per address (admission.test.ts, play-now.test.ts set
    // their own).
    roomsPerHour: 0,
    unclaimedPerAddress: 1_000_000,
    openRoomsPerAddress: 0,
    log: {
      info: (message, fields) => lines.push(logLine('info', message, fields)),
      error: (message, fields) => lines.push(logLine('error', message, fields)),
    },
    ...options,
    dataDir,
  });
  const http = `http://127.0.0.1:${String(server.port)}`;
  return {
    server,
    clock,
    lines,
    dataDir,
    http,
    sdk: () => new Client(`ws://127.0.0.1:${String(server.port)}`),
    async close() {
      await server.close();
      if (options.dataDir === undefined) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
