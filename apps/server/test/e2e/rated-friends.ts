// Rated matches of four friends before the rated journey (rated-journey.e2e.test.ts), recorded as the server records a
// finished match (`recordMatch`, its ratings in the same transaction): ten matches of four over the two days before
// today, five a day (the daily limit of the same players), so that each of them has ten that counted — on the boards —
// and their match of today counts as it ends. The winners change from match to match, so that the four ratings differ:
// the first friend won nine of them, the second six, the third four, the last one.

import { randomUUID } from 'node:crypto';
import type { GameLog } from '@birimba/game-log';
import type { Database } from '../../src/db/database.js';
import { keptMatchId } from '../../src/matches/kept-match.js';
import { recordMatch } from '../../src/matches/match-archive.js';
import { matchStats } from '../../src/matches/match-stats.js';
import { playedLog } from '../helpers/played-log.js';

const DAY = 86_400_000;
/** The partnership that wins each match, by the friends' places in `ratedFriends`' list. */
const WINNERS = [
  [0, 1],
  [0, 1],
  [0, 2],
  [0, 2],
  [0, 1],
  [0, 3],
  [0, 2],
  [0, 1],
  [1, 2],
  [0, 1],
] as const;

let log: GameLog | null = null;

/** Records the ten rated matches of the four accounts `friends` (ids), the last of them yesterday. */
export async function ratedFriends(db: Database, friends: readonly string[]): Promise<void> {
  log ??= playedLog('rated-friends', { players: 4 }, 4);
  const played = log;
  const winner = matchStats(played).winner;
  if (winner === null) throw new Error('the log’s match ended level');
  // Noon (UTC) the day before yesterday: the five of a day stay within it, whenever the test runs.
  const noon = Math.floor(Date.now() / DAY) * DAY - 2 * DAY + DAY / 2;
  for (const [i, pair] of WINNERS.entries()) {
    const others = [0, 1, 2, 3].filter((f) => !(pair as readonly number[]).includes(f));
    // Seats 0 and 2 are one partnership, 1 and 3 the other: the pair at the winning team's two seats.
    const bySeat = [0, 1, 2, 3].map((seat) => {
      const team = seat % 2 === winner ? pair : others;
      return friends[team[seat < 2 ? 0 : 1] ?? 0] ?? '';
    });
    const endedAt = noon + (i < 5 ? 0 : DAY) + i * 600_000;
    const room = `RF${randomUUID().slice(0, 8).toUpperCase()}`;
    await recordMatch(db, {
      id: keptMatchId(room, played),
      room,
      log: played,
      readers: [],
      accounts: bySeat,
      startedAt: endedAt - 600_000,
      endedAt,
      rated: true,
      leavers: [],
    });
  }
}
