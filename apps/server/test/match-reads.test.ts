// What a profile reads of the archive, the same suite over both drivers: statistics per form with draws and the
// average score a deal; a player's matches newest first through the cursor a page gives, each seat an account, a
// guest, a bot or a former player; every match of an account for its export. And the cursor itself: what it wrote
// it reads back, anything else it refuses.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameLog } from '@birimba/game-log';
import type { Database } from '../src/db/database.js';
import { migrate, readMigrations } from '../src/db/migrations.js';
import { readCursor, writeCursor } from '../src/matches/history-cursor.js';
import { keptMatchId } from '../src/matches/kept-match.js';
import { recordMatch } from '../src/matches/match-archive.js';
import { formStatistics, matchDetailsOf, playedMatches } from '../src/matches/match-reads.js';
import { matchStats } from '../src/matches/match-stats.js';
import { DATABASES } from './helpers/databases.js';
import { playedLog } from './helpers/played-log.js';

const LOG = playedLog('reads-both', { players: 2, matchTarget: null });
/** Seat 1 a person without an account. */
const GUESTED: GameLog = {
  ...LOG,
  bots: LOG.bots.map((b) => (b.seat === 1 ? { ...b, kind: 'human', name: 'human', player: 'Guest' } : b)),
};
const ANNA = 'anna-account-00000001';
const GONE = 'gone-account-00000002';

describe('the cursor of a page of matches', () => {
  it('reads back what it wrote, as a word a URL carries as it is', () => {
    const cursor = { endedAt: 1_900_000_123_456, match: '7KQ2M9XRTA-12-0123456789ab' };
    const word = writeCursor(cursor);
    expect(word).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(readCursor(word)).toEqual(cursor);
  });

  it('refuses a word it did not write', () => {
    const word = writeCursor({ endedAt: 5, match: 'A-1-0' });
    for (const bad of ['', 'x', `${word}A`, word.slice(1), Buffer.from('5.A-1-0;DROP').toString('base64url')])
      expect(readCursor(bad)).toBeNull();
  });
});

describe.each(DATABASES)('the reads on the $kind database', (databases) => {
  let db: Database;
  const ids: string[] = [];
  beforeAll(async () => {
    if (databases.missing !== null) return;
    await databases.start();
    db = await databases.fresh();
    await migrate(db, readMigrations());
    for (const [id, name] of [
      [ANNA, 'anna'],
      [GONE, 'gone'],
    ])
      await db.query('INSERT INTO accounts (id, name, handle, handle_key) VALUES ($1, $2, $2, $2)', [id, name]);
    const at = 1_900_000_000_000;
    for (const [n, log, accounts] of [
      [0, LOG, [ANNA, null]],
      [1, GUESTED, [ANNA, null]],
      [2, { ...GUESTED, bots: GUESTED.bots.map((b) => ({ ...b, player: 'Gone' })) }, [ANNA, GONE]],
    ] as const) {
      const id = keptMatchId(`BOTH${String(n)}`, log);
      await recordMatch(db, {
        id,
        room: `BOTH${String(n)}`,
        log,
        readers: [],
        accounts: [...accounts],
        startedAt: null,
        endedAt: at + n * 1000,
      });
      ids.unshift(id);
    }
    await db.query(
      `UPDATE accounts SET name = NULL, handle = NULL, handle_key = NULL, deleted_at = now() WHERE id = $1`,
      [GONE],
    );
  });
  afterAll(() => databases.stop());

  describe.skipIf(databases.missing !== null)('', () => {
    it('gives each form’s statistics with its draws and the average score a deal', async () => {
      const seat = matchStats(LOG).seats[0];
      const deals = matchStats(LOG).deals;
      const [stats] = await formStatistics(db, ANNA);
      expect(stats).toMatchObject({
        form: 2,
        matches: 3,
        won: seat?.outcome === 'won' ? 3 : 0,
        drawn: seat?.outcome === 'drawn' ? 3 : 0,
        deals: 3 * deals,
        averageDealScore: (seat?.score ?? 0) / deals,
      });
      expect(await formStatistics(db, 'nobody-account-000001')).toEqual([]);
    });

    it('pages a player’s matches newest first, each seat who played it', async () => {
      const first = await playedMatches(db, ANNA, 2, null);
      expect(first.matches.map((m) => m.id)).toEqual(ids.slice(0, 2));
      const word = first.next === null ? '' : writeCursor(first.next);
      const second = await playedMatches(db, ANNA, 2, readCursor(word));
      expect(second).toMatchObject({ matches: [{ id: ids[2] }], next: null });
      const [gone, guest, bot] = [...first.matches, ...second.matches].map((m) => m.seats[1]?.player);
      expect([gone, guest, bot]).toEqual([
        { kind: 'former' },
        { kind: 'guest', name: 'Guest' },
        { kind: 'bot', level: 'greedy' },
      ]);
      // Kept before its start was: its end stands for it.
      expect(first.matches[0]?.started).toBe(first.matches[0]?.ended);
    });

    it('gives every match of an account with its log, newest first, for its export', async () => {
      const all = await matchDetailsOf(db, ANNA);
      expect(all.map((m) => m.id)).toEqual(ids);
      expect(all[2]?.log).toEqual(LOG);
    });
  });
});
