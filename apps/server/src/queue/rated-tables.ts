// What the rated queue asks of the server (rated-queue-room.ts' QueueServices), on this server's database, presence
// and rooms: a person's rating in a form, whether they sit at a rated table the queue made, and the making of a
// table's room — on this process (the queue room's), its seats kept for the table's accounts (room/matched-room.ts).
// The presence (Redis when scaled out) remembers each seated account's table, so a queue on any process can ask
// that table's room, wherever it runs, whether the account still plays there.

import { matchMaker } from '@colyseus/core';
import type { Players } from '@birimba/engine';
import { ROOM_NAME, START_RATING } from '@birimba/protocol';
import type { SeatAccount } from '../accounts/account-store.js';
import type { Clock } from '../clock.js';
import type { Sql } from '../db/database.js';
import type { ServerLog } from '../log.js';
import { displayRating } from '../ratings/rating-rules.js';
import type { MatchedTable } from '../room/matched-room.js';
import { newToken } from '../secrets.js';
import type { QueueServices } from './rated-queue-room.js';

/** The presence key of the table the queue seated an account at (its room's code). */
const tableKey = (account: string): string => `birimba:rated-table:${account}`;

/** How long the presence remembers a seated account's table: longer than any match lasts (its room answers for the
 * rest: `holds`). */
const TABLE_KEPT_SECONDS = 12 * 3600;

/** Who is never seated with whom, unless told: nobody. */
export const NOBODY_APART = (): Promise<[string, string][]> => Promise.resolve([]);

/** The queue's services on this server. */
export function queueServices(server: {
  readonly clock: Clock;
  readonly log: ServerLog;
  readonly database: Sql;
  readonly accountOfKey: (key: string) => Promise<SeatAccount | null>;
  /** The tables being made, shared with the rooms (`RoomServices.matched`). */
  readonly matched: Map<string, MatchedTable>;
  readonly apart?: ((accounts: string[]) => Promise<[string, string][]>) | undefined;
}): QueueServices {
  return {
    clock: server.clock,
    log: server.log,
    accountOfKey: server.accountOfKey,
    apart: server.apart ?? NOBODY_APART,
    ratingOf: (account, form) => ratingOf(server.database, account, form),
    atTable,
    async makeRoom(form, accounts) {
      const key = newToken();
      server.matched.set(key, { form, accounts });
      try {
        // Made here, on the queue room's process (`createRoom` might ask another, which has no such table).
        const { roomId } = await matchMaker.handleCreateRoom(ROOM_NAME, { matched: key });
        await Promise.all(
          accounts.map((a) => Promise.resolve(matchMaker.presence.setex(tableKey(a), roomId, TABLE_KEPT_SECONDS))),
        );
        return roomId;
      } finally {
        server.matched.delete(key);
      }
    },
  };
}

/** The account's rating in the form, as its profile shows it; `START_RATING` before its first rated match. */
async function ratingOf(db: Sql, account: string, form: Players): Promise<number> {
  const [skill] = await db.query<{ mu: number; sigma: number }>(
    'SELECT mu, sigma FROM ratings WHERE account_id = $1 AND form = $2',
    [account, form],
  );
  return skill === undefined ? START_RATING : displayRating(skill);
}

/** Whether the account sits at the rated table the queue last seated it at, its match still to be played out: that
 * room, on whichever process runs it, says (a room that is gone holds nobody). */
async function atTable(account: string): Promise<boolean> {
  const code = (await Promise.resolve(matchMaker.presence.get(tableKey(account)))) as unknown;
  if (typeof code !== 'string' || code === '') return false;
  if ((await matchMaker.driver.findOne({ roomId: code })) === undefined) return false;
  try {
    return (await matchMaker.remoteRoomCall(code, 'holds' as never, [account])) === true;
  } catch {
    return false;
  }
}
