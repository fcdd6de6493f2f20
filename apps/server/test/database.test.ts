// The database under the accounts and the matches, the same suite over both drivers (the embedded PGlite and a real
// PostgreSQL): values only as parameters, a transaction whole or not at all, the migrations applied once and in one
// transaction — a failing one changes nothing and names its file, a database newer than the code is refused, two
// starts at once apply them once — and a PostgreSQL that goes away said as `unavailable`, then served again.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, DatabaseError } from '../src/db/database.js';
import { MIGRATIONS_DIR, type Migration, migrate, readMigrations } from '../src/db/migrations.js';
import { DATABASES } from './helpers/databases.js';
import { runChild } from './helpers/child-server.js';
import { Player } from './helpers/players.js';
import { freePort } from './helpers/redis.js';
import { testServer } from './helpers/server.js';

/** Migrations of the test's own, in a folder of their own: `files` by name → SQL. */
const folders: string[] = [];
function migrationsOf(files: Record<string, string>): Migration[] {
  const dir = mkdtempSync(join(tmpdir(), 'birimba-migrations-'));
  folders.push(dir);
  for (const [file, sql] of Object.entries(files)) writeFileSync(join(dir, file), sql);
  return readMigrations(dir);
}
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** The migrations of this package, in their order. */
const OURS = [
  '0001-accounts.sql',
  '0002-matches.sql',
  '0003-names-and-draws.sql',
  '0004-passkeys.sql',
  '0005-ratings.sql',
  '0006-leaderboards.sql',
  '0007-friends.sql',
];

const A = { '0001-a.sql': 'CREATE TABLE a (x integer PRIMARY KEY);' };
const AB = { ...A, '0002-b.sql': 'CREATE TABLE b (y text NOT NULL); INSERT INTO b VALUES ($$one$$);' };
const ABC = { ...AB, '0003-c.sql': 'CREATE TABLE c (z integer);' };

/** Whether a table of this name exists. */
async function exists(db: Database, table: string): Promise<boolean> {
  const [row] = await db.query<{ found: string | null }>('SELECT to_regclass($1)::text AS found', [table]);
  return row?.found !== null && row?.found !== undefined;
}

/** The rejection of `promise` (it must be refused). */
async function refusal(promise: Promise<unknown>): Promise<DatabaseError> {
  const outcome = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(outcome).toBeInstanceOf(DatabaseError);
  return outcome as DatabaseError;
}

describe('the migrations folder', () => {
  it('holds the accounts migration first, named NNNN-name.sql', () => {
    expect(readMigrations(MIGRATIONS_DIR).map((m) => m.file)[0]).toBe('0001-accounts.sql');
  });

  it('refuses a file not named NNNN-name.sql, and two files of one version', () => {
    const refused = (files: Record<string, string>): DatabaseError | null => {
      try {
        migrationsOf(files);
        return null;
      } catch (e) {
        return e as DatabaseError;
      }
    };
    expect(refused({ ...A, 'b.sql': 'SELECT 1;' })).toMatchObject({ code: 'bad-migrations' });
    expect(refused({ ...A, 'b.sql': 'SELECT 1;' })?.message).toContain('b.sql');
    expect(refused({ ...A, '0001-again.sql': 'SELECT 1;' })?.message).toContain('0001-a.sql and 0001-again.sql');
    expect(refused(A)).toBeNull();
  });
});

describe.each(DATABASES)('the $kind database', (databases) => {
  beforeAll(async () => {
    if (databases.missing === null) await databases.start();
  });
  afterAll(() => databases.stop());

  describe.skipIf(databases.missing !== null)('', () => {
    let db: Database;
    beforeAll(async () => {
      db = await databases.fresh();
      await db.query('CREATE TABLE people (id integer PRIMARY KEY, name text NOT NULL UNIQUE, born date)');
    });

    it('sends values as parameters, never as SQL, and reads counts and dates alike on both drivers', async () => {
      const name = "Robert'); DROP TABLE people; --";
      await db.query('INSERT INTO people (id, name, born) VALUES ($1, $2, $3)', [1, name, '1990-03-25']);
      expect(await db.query('SELECT name, born FROM people WHERE id = $1', [1])).toEqual([
        { name, born: '1990-03-25' },
      ]);
      expect(await db.query('SELECT count(*) AS n FROM people')).toEqual([{ n: 1 }]);
      expect(db.kind).toBe(databases.kind);
    });

    it('keeps a transaction whose work resolves, and nothing of one whose work throws', async () => {
      expect(
        await db.transaction(async (tx) => {
          await tx.query('INSERT INTO people (id, name) VALUES ($1, $2)', [2, 'Maria']);
          return 'kept';
        }),
      ).toBe('kept');
      const boom = new Error('boom');
      const thrown = await db
        .transaction(async (tx) => {
          await tx.query('INSERT INTO people (id, name) VALUES ($1, $2)', [3, 'Nikos']);
          expect(await tx.query('SELECT name FROM people WHERE id = 3')).toEqual([{ name: 'Nikos' }]);
          throw boom;
        })
        .catch((e: unknown) => e);
      expect(thrown).toBe(boom);
      expect(await db.query('SELECT name FROM people WHERE id IN (2, 3) ORDER BY id')).toEqual([{ name: 'Maria' }]);
    });

    it('says a duplicate with its constraint, and a statement it refuses with its SQLSTATE', async () => {
      await db.query('INSERT INTO people (id, name) VALUES ($1, $2)', [4, 'Eleni']);
      const duplicate = await refusal(db.query('INSERT INTO people (id, name) VALUES ($1, $2)', [5, 'Eleni']));
      expect(duplicate).toMatchObject({ code: 'duplicate', sqlState: '23505', constraint: 'people_name_key' });
      const unknown = await refusal(db.query('SELECT * FROM nobody'));
      expect(unknown).toMatchObject({ code: 'query-failed', sqlState: '42P01' });
      // A refused statement inside a transaction rolls it back whole.
      await refusal(
        db.transaction(async (tx) => {
          await tx.query('INSERT INTO people (id, name) VALUES ($1, $2)', [6, 'Kostas']);
          await tx.query('INSERT INTO people (id, name) VALUES ($1, $2)', [7, 'Eleni']);
        }),
      );
      expect(await db.query('SELECT id FROM people WHERE id = 6')).toEqual([]);
    });

    it('applies the migrations once: a second start applies none', async () => {
      let fresh = await databases.fresh();
      expect(await migrate(fresh, readMigrations())).toEqual({ applied: OURS, version: OURS.length });
      fresh = await databases.reopen(fresh);
      expect(await migrate(fresh, readMigrations())).toEqual({ applied: [], version: OURS.length });
      expect(await fresh.query('SELECT version, name FROM schema_migrations ORDER BY version')).toEqual([
        { version: 1, name: '0001-accounts.sql' },
        { version: 2, name: '0002-matches.sql' },
        { version: 3, name: '0003-names-and-draws.sql' },
        { version: 4, name: '0004-passkeys.sql' },
        { version: 5, name: '0005-ratings.sql' },
        { version: 6, name: '0006-leaderboards.sql' },
        { version: 7, name: '0007-friends.sql' },
      ]);
      // What the accounts' migration made: a handle's fold taken once, keys kept only as SHA-256 hex.
      const account = (id: string, key: string | null) =>
        fresh.query('INSERT INTO accounts (id, name, handle, handle_key) VALUES ($1, $2, $3, $4)', [
          id,
          'Νίκος',
          'nikos',
          key,
        ]);
      await account('a'.repeat(22), 'nikos');
      expect(await refusal(account('b'.repeat(22), 'nikos'))).toMatchObject({
        code: 'duplicate',
        constraint: 'accounts_handle_key',
      });
      await refusal(account('c'.repeat(22), null));
      const key = (hash: string) =>
        fresh.query('INSERT INTO device_keys (key_hash, account_id) VALUES ($1, $2)', [hash, 'a'.repeat(22)]);
      await key('0'.repeat(64));
      expect(await refusal(key('the-secret-itself'))).toMatchObject({ code: 'query-failed', sqlState: '23514' });
    });

    it('keeps, from 0003 on, the name each account held before and the draws it played before', async () => {
      const fresh = await databases.fresh();
      const [first, second, third] = readMigrations();
      await migrate(
        fresh,
        [first, second].filter((m) => m !== undefined),
      );
      const id = 'd'.repeat(22);
      await fresh.query(
        `INSERT INTO accounts (id, name, handle, handle_key, created_at) VALUES ($1, 'Ζωή', 'zoi', 'zoi', $2)`,
        [id, '2026-01-02T03:04:05.000Z'],
      );
      await fresh.query(
        `INSERT INTO matches (id, form, rules, ended_at, deals, scores, deal_scores, stand_in, log)
          VALUES ('DRAW-1-000000000000', 2, '{}', now(), 1, '{5,5}', '[[5],[5]]', false, '{}')`,
      );
      await fresh.query(
        `INSERT INTO match_players (match_id, seat, team, account_id, name, outcome, won, score, birimbas_clean,
                                    birimbas_dirty, closings, stand_in_share, ended_at)
          VALUES ('DRAW-1-000000000000', 0, 0, $1, 'Ζωή', 'drawn', false, 5, 0, 0, 0, 0, now())`,
        [id],
      );
      await fresh.query(
        `INSERT INTO account_stats (account_id, form, matches, won, deals, score_sum, birimbas_clean, birimbas_dirty,
                                    closings, best_match_id, best_score)
          VALUES ($1, 2, 1, 0, 1, 5, 0, 0, 0, 'DRAW-1-000000000000', 5)`,
        [id],
      );
      expect(third?.file).toBe('0003-names-and-draws.sql');
      await migrate(fresh, readMigrations());
      expect(await fresh.query('SELECT name, held_from, held_until FROM account_names')).toEqual([
        { name: 'Ζωή', held_from: new Date('2026-01-02T03:04:05.000Z'), held_until: null },
      ]);
      expect(await fresh.query('SELECT won, drawn FROM account_stats')).toEqual([{ won: 0, drawn: 1 }]);
    });

    it('changes nothing when a migration fails, and names the file and the database’s error in one line', async () => {
      const fresh = await databases.fresh();
      await migrate(fresh, migrationsOf(A));
      const failing = migrationsOf({ ...AB, '0003-bad.sql': 'CREATE TABLE c (z integer); SELECT * FROM nowhere;' });
      const failure = await refusal(migrate(fresh, failing));
      expect(failure.code).toBe('migration-failed');
      expect(failure.message).toMatch(/^the migration 0003-bad\.sql failed, nothing was changed: .*"nowhere"/);
      expect(failure.message).not.toContain('\n');
      expect([await exists(fresh, 'b'), await exists(fresh, 'c')]).toEqual([false, false]);
      expect(await fresh.query('SELECT version FROM schema_migrations')).toEqual([{ version: 1 }]);
    });

    it('refuses a database newer than the code, saying which versions, and changes nothing', async () => {
      const fresh = await databases.fresh();
      await migrate(fresh, migrationsOf(ABC));
      const refused = await refusal(migrate(fresh, migrationsOf(A)));
      expect(refused.code).toBe('newer-schema');
      expect(refused.message).toContain('(0002, 0003; it knows up to 0001)');
      expect(await fresh.query('SELECT count(*) AS n FROM schema_migrations')).toEqual([{ n: 3 }]);
    });

    it('applies each migration once when two servers start at once', async () => {
      const first = await databases.fresh();
      const second = await databases.another(first);
      const results = await Promise.all([migrate(first, readMigrations()), migrate(second, readMigrations())]);
      expect(results.map((r) => r.applied).sort()).toEqual([[], OURS]);
      expect(await first.query('SELECT version FROM schema_migrations ORDER BY version')).toEqual(
        OURS.map((_, i) => ({ version: i + 1 })),
      );
    });

    it('answers its check, and refuses queries once closed', async () => {
      const fresh = await databases.fresh();
      expect(await fresh.check()).toBe(true);
      await fresh.close();
      expect(await fresh.check()).toBe(false);
      expect(await refusal(fresh.query('SELECT 1'))).toMatchObject({ code: 'closed' });
    });

    it.skipIf(databases.kind !== 'postgres')(
      'is unavailable while its server is killed or paused, and served again once it is back',
      async () => {
        const fresh = await databases.fresh();
        const server = databases.server()!;
        expect(await fresh.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
        await server.kill();
        expect(await refusal(fresh.query('SELECT 1'))).toMatchObject({ code: 'unavailable' });
        expect(await fresh.check()).toBe(false);
        await server.restart();
        expect(await fresh.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
        server.pause();
        try {
          expect(await fresh.check()).toBe(false);
        } finally {
          server.resume();
        }
        expect(await fresh.check()).toBe(true);
      },
    );

    it.skipIf(databases.kind !== 'postgres')(
      'birimba-server on a database newer than it, or none there, stops with one line saying why',
      async () => {
        const newer = await databases.fresh();
        await newer.query('CREATE TABLE schema_migrations (version integer PRIMARY KEY, name text NOT NULL)');
        await newer.query('INSERT INTO schema_migrations VALUES (1, $1), (9999, $2)', ['0001-accounts.sql', 'x']);
        const dataDir = mkdtempSync(join(tmpdir(), 'birimba-newer-'));
        folders.push(dataDir);
        const ends = [
          await runChild({ DATA_DIR: dataDir, DATABASE_URL: databases.url(newer) }),
          await runChild({
            DATA_DIR: dataDir,
            DATABASE_URL: `postgres://nobody@127.0.0.1:${String(await freePort())}/x`,
          }),
        ];
        for (const end of ends) {
          expect(end.code).toBe(1);
          expect(end.stderr.trim().split('\n')).toHaveLength(1);
          expect(end.stdout).not.toContain('Birimba is online');
        }
        expect(ends[0]?.stderr).toMatch(/^birimba-server: cannot open the database at postgres:.* \(9999; it knows/);
        expect(ends[1]?.stderr).toMatch(/^birimba-server: cannot open the database at .*not available/);
      },
    );

    it.skipIf(databases.kind !== 'postgres')(
      'a server on it: /health says the database is unreachable while it is killed, ok once back; games go on',
      async () => {
        const postgres = databases.server()!;
        const t = await testServer({ databaseUrl: await postgres.database() });
        const health = async (): Promise<[number, unknown]> => {
          const response = await fetch(`${t.http}/health`);
          return [response.status, await response.json()];
        };
        try {
          expect(t.lines.filter((l) => l.startsWith('info server listening'))[0]).toContain('database=postgres');
          expect(await health()).toEqual([200, { status: 'ok', store: 'ok', database: 'ok', rooms: 0, closed: 0 }]);
          const maria = await Player.create(t.sdk(), { name: 'Maria' });
          maria.send('settings', { botLevel: 'easy', rules: { matchTarget: null } });
          maria.send('start');
          expect((await maria.myTurn()).phase).toBe('draw');

          await postgres.kill();
          expect(await health()).toEqual([
            200,
            { status: 'ok', store: 'ok', database: 'unreachable', rooms: 1, closed: 0 },
          ]);
          // A match never waits for the database: the move is played while it is down.
          expect(await maria.move({ type: 'draw' })).toMatchObject({ accepted: true });
          expect(maria.view?.phase).toBe('play');

          await postgres.restart();
          expect(await health()).toEqual([200, { status: 'ok', store: 'ok', database: 'ok', rooms: 1, closed: 0 }]);
        } finally {
          await t.close();
        }
      },
    );
  });
});
