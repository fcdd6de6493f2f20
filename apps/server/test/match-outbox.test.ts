// Every finished online match kept: played to its end on a real server, the match is in the database with its
// players, through the outbox in the room store. The database down when the match ends: the match still ends for the
// players, its record waits in the store and is written once when the database is back; a server killed (SIGKILL)
// with the record still waiting writes it once when it starts again on its data folder.

import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@colyseus/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { migrate, readMigrations } from '../src/db/migrations.js';
import { postgresDatabase } from '../src/db/postgres-database.js';
import { LONGEST_RETRY_MS } from '../src/matches/match-outbox.js';
import { FileRoomStore } from '../src/store/file-store.js';
import { type ChildServer, startChild } from './helpers/child-server.js';
import { Player, playDeal } from './helpers/players.js';
import { NO_POSTGRES, type TestPostgres, startPostgres } from './helpers/postgres.js';
import { sharedDatabase } from './helpers/shared-database.js';
import { testServer } from './helpers/server.js';
import { eventually } from './helpers/eventually.js';

/** The matches kept of room `code`, with their players' names. */
async function keptOf(db: Database, code: string): Promise<{ id: string; players: string[] }[]> {
  const rows = await db.query<{ id: string; players: string[] }>(
    `SELECT m.id, array_agg(p.name ORDER BY p.seat) AS players
     FROM matches m JOIN match_players p ON p.match_id = m.id
     WHERE m.id LIKE $1 GROUP BY m.id`,
    [`${code}-%`],
  );
  return rows;
}

/** A person alone with three bots plays a match of one deal to its end. */
async function playAlone(sdk: Client): Promise<Player> {
  const maria = await Player.create(sdk, { name: 'Maria' });
  maria.send('settings', { botLevel: 'easy', rules: { matchTarget: null } });
  maria.send('start');
  await maria.myTurn();
  return maria;
}

describe('a match played to its end on a server', () => {
  it('is kept in the database with its players, and leaves nothing in the outbox', async () => {
    const t = await testServer();
    try {
      const maria = await playAlone(t.sdk());
      await playDeal([maria], 1);
      await maria.until(() => maria.state.stage === 'match-over', 'the match over');
      const db = await sharedDatabase();
      await eventually(async () => (await keptOf(db, maria.code)).length > 0, 'the match kept');
      const [kept] = await keptOf(db, maria.code);
      expect(kept?.id).toMatch(new RegExp(`^${maria.code}-1-[0-9a-f]{12}$`));
      expect(kept?.players).toEqual(['Maria', 'easy', 'easy', 'easy']);
      expect(await new FileRoomStore(t.dataDir).outboxRecords()).toEqual([]);
      await maria.room.leave();
    } finally {
      await t.close();
    }
  });
});

describe.skipIf(NO_POSTGRES !== null)('the database down as a match ends', () => {
  let postgres: TestPostgres;
  const folders: string[] = [];
  const children: ChildServer[] = [];
  beforeAll(async () => {
    postgres = await startPostgres();
  });
  afterAll(async () => {
    for (const child of children) await child.kill();
    await postgres?.stop();
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  /** A new database on the server, migrated, and a connection of the test's own to it. */
  async function database(): Promise<{ url: string; db: Database }> {
    const url = await postgres.database();
    const db = postgresDatabase({ url, checkMs: 300, connectMs: 1000 });
    await migrate(db, readMigrations());
    // The test's PostgreSQL commits without waiting for its log (synchronous_commit=off): a kill moments after the
    // migrations could lose them. A checkpoint writes them out first.
    await db.query('CHECKPOINT');
    return { url, db };
  }

  it('ends the match for the players; its record waits in the store and is written once the database is back', async () => {
    const { url, db } = await database();
    const t = await testServer({ databaseUrl: url });
    try {
      const maria = await playAlone(t.sdk());
      await postgres.kill();
      await playDeal([maria], 1);
      await maria.until(() => maria.state.stage === 'match-over', 'the match over');
      const store = new FileRoomStore(t.dataDir);
      const waiting = await store.outboxRecords();
      expect(waiting.map((r) => r.id)).toEqual([expect.stringMatching(new RegExp(`^${maria.code}-1-`)) as string]);
      // The drain's first try fails on its own time, after the players are told: awaited, so that the database's
      // return below is met only by the retry on the server's clock.
      await eventually(
        () => Promise.resolve(t.lines.some((l) => l.startsWith('error match records not written'))),
        'the failed write said',
      );

      await postgres.restart();
      // Tried again on the server's clock only: nothing is written until its wait is over.
      expect(await keptOf(db, maria.code)).toEqual([]);
      await eventually(
        async () => (await keptOf(db, maria.code)).length > 0,
        'the match written',
        () => t.clock.advance(LONGEST_RETRY_MS),
      );
      await eventually(async () => (await store.outboxRecords()).length === 0, 'the outbox drained');
      expect(await keptOf(db, maria.code)).toEqual([
        { id: waiting[0]?.id, players: ['Maria', 'easy', 'easy', 'easy'] },
      ]);
      await maria.room.leave();
    } finally {
      await t.close();
      await db.close();
    }
  });

  it('writes once, at its next start, the record of a server killed before the database had it', async () => {
    const { url, db } = await database();
    const dataDir = mkdtempSync(join(tmpdir(), 'birimba-outbox-'));
    folders.push(dataDir);
    const start = async (): Promise<ChildServer> => {
      const child = await startChild({ PORT: '0', DATA_DIR: dataDir, DATABASE_URL: url });
      children.push(child);
      return child;
    };
    try {
      const first = await start();
      const maria = await playAlone(new Client(`ws://127.0.0.1:${String(first.port)}`));
      await postgres.kill();
      await playDeal([maria], 1);
      await maria.until(() => maria.state.stage === 'match-over', 'the match over');
      const outbox = join(dataDir, 'outbox');
      expect(readdirSync(outbox)).toEqual([expect.stringMatching(new RegExp(`^${maria.code}-1-.*\\.json$`)) as string]);
      await first.kill();

      await postgres.restart();
      expect(await keptOf(db, maria.code)).toEqual([]);
      const second = await start();
      await eventually(async () => (await keptOf(db, maria.code)).length > 0, 'the match written');
      await eventually(() => Promise.resolve(readdirSync(outbox).length === 0), 'the outbox drained');
      expect(await keptOf(db, maria.code)).toHaveLength(1);
      await second.kill();
    } finally {
      await db.close();
    }
  });
});
