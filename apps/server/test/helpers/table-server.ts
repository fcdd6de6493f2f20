// The set-up the tests of the table's online game share (online-client, online-talk, host-client): a server in this
// process for the test file — up before its tests, closed and its data folder removed after —, the table's tabs on it,
// Maria's room (alone, with Nikos joined by its link, or in a match), and a restart of the server on its data folder
// and port, as a deploy or a crash does it.

import { rmSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import type { SettingsMessage } from '@birimba/protocol';
import { type Tab, type TabStorage, openTab, roomOfTwo } from '../client/online-tables.js';
import { type TestServer, testServer } from './server.js';

export interface TableServer {
  /** The server now: a new one after `restart`. */
  readonly t: TestServer;
  /** Its WebSocket address (the same after `restart`). */
  readonly ws: string;
  /** A table in online mode on this server (`room` and `name` its attributes, `storage` its localStorage). */
  tab(options?: { room?: string; name?: string; storage?: TabStorage }): Tab;
  /** Maria's table, once it has created a private room (nobody else in it). */
  hosted(): Promise<Tab>;
  /** Maria's room, and Nikos's table seated in it by its link. */
  roomOfTwo(): Promise<[Tab, Tab]>;
  /** Maria's room with Nikos, the host's `settings` sent, the match started, both tables with their first view. */
  matchOfTwo(settings?: SettingsMessage): Promise<[Tab, Tab]>;
  /** Stops the server without warning and, after `whileDown` (the tables seen reconnecting), starts it again on the
   * same data folder and port. */
  restart(whileDown?: () => Promise<void>): Promise<void>;
}

/** The test file's server, started before its tests and closed after them. */
export function tableServer(): TableServer {
  let t: TestServer | null = null;
  const now = (): TestServer => {
    if (t === null) throw new Error('the server is not up: use it inside a test');
    return t;
  };
  beforeAll(async () => {
    t = await testServer();
  });
  afterAll(async () => {
    if (t === null) return;
    await t.close();
    // A restarted server was given its folder: closing it leaves the folder, removed here.
    rmSync(t.dataDir, { recursive: true, force: true });
  });
  const tables: TableServer = {
    get t() {
      return now();
    },
    get ws() {
      return `ws://127.0.0.1:${String(now().server.port)}`;
    },
    tab: (options = {}) => openTab(tables.ws, options),
    async hosted() {
      const maria = tables.tab();
      maria.game.begin();
      if (!(await maria.game.create('Maria'))) throw new Error('the room was not created');
      await maria.until(() => maria.game.room !== null, 'the room');
      return maria;
    },
    roomOfTwo: () => roomOfTwo(tables.ws),
    async matchOfTwo(settings) {
      const [maria, nikos] = await roomOfTwo(tables.ws);
      if (settings !== undefined) maria.game.configure(settings);
      maria.game.start();
      // Each tab is waited on for its own view: a tab's wait looks again only when that tab hears something.
      await Promise.all([maria, nikos].map((tab) => tab.until(() => tab.game.view !== null, 'the deal')));
      return [maria, nikos];
    },
    async restart(whileDown) {
      const { dataDir, server } = now();
      const port = server.port;
      await server.close();
      await whileDown?.();
      t = await testServer({ dataDir, port });
    },
  };
  return tables;
}
