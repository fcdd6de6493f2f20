// Rated matches of a person's, recorded as the server records a finished match (`recordMatch`, its ratings in the
// same transaction), for a browser journey that shows a rating (account.e2e.test.ts): playing them out in the browser
// would take minutes. Two opponents made for them; nine matches of two players over two days — the first three waiting
// and then counting together, a sixth of the same pair in a day over the limit, one the person left.

import { randomUUID } from 'node:crypto';
import type { GameLog } from '@birimba/game-log';
import type { Database } from '../../src/db/database.js';
import { keptMatchId } from '../../src/matches/kept-match.js';
import { recordMatch } from '../../src/matches/match-archive.js';
import { playedLog } from '../helpers/played-log.js';

let log: GameLog | null = null;
const DAY = 86_400_000;

/** Records nine rated matches of the account of `handle` against two new accounts, the last of them yesterday. */
export async function ratedMatches(db: Database, handle: string): Promise<void> {
  const found = await db.query<{ id: string }>('SELECT id FROM accounts WHERE handle = $1', [handle]);
  const me = found[0]?.id;
  if (me === undefined) throw new Error(`no account @${handle}`);
  const opponents = [randomUUID(), randomUUID()];
  for (const [i, id] of opponents.entries())
    await db.query('INSERT INTO accounts (id, name, handle, handle_key) VALUES ($1, $2, $3, $3)', [
      id,
      `Rival ${String(i + 1)}`,
      `rival-${id.slice(0, 8)}`,
    ]);
  log ??= playedLog('rated-journey', { players: 2, matchTarget: 1000 }, 2);
  const played = log;
  // Noon (UTC) the day before yesterday: the six of a day stay within it, whenever the test runs.
  const noon = Math.floor(Date.now() / DAY) * DAY - 2 * DAY + DAY / 2;
  // Six against the first on one day, three against the second the next; seats swapped each match (the log's winner
  // is one seat: she wins some, loses some); the eighth she left.
  const plan = [...Array(9).keys()].map((i) => ({
    opponent: opponents[i < 6 ? 0 : 1] ?? '',
    endedAt: noon + (i < 6 ? 0 : DAY) + i * 600_000,
    leaves: i === 7,
  }));
  for (const [i, { opponent, endedAt, leaves }] of plan.entries()) {
    const mine = i % 2;
    const room = `RJ${randomUUID().slice(0, 8).toUpperCase()}`;
    await recordMatch(db, {
      id: keptMatchId(room, played),
      room,
      log: played,
      readers: [],
      accounts: mine === 0 ? [me, opponent] : [opponent, me],
      startedAt: endedAt - 600_000,
      endedAt,
      rated: true,
      leavers: leaves ? [mine] : [],
    });
  }
}
