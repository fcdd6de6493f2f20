// Who sees a part of a profile (its statistics, its history): the one home of the rule. `friends` is the player and
// their friends (friends/friend-store.ts); the player always sees their own, whatever they chose.

import type { Visibility } from '@birimba/protocol';
import type { Sql } from '../db/database.js';
import { areFriends } from '../friends/friend-store.js';

/** Whether `asker` (an account, or null for someone signed out) sees what `owner` lets `visibility` see, `friends`
 * saying whether the two are friends. */
export function sees(visibility: Visibility, owner: string, asker: string | null, friends = false): boolean {
  return visibility === 'everyone' || asker === owner || (visibility === 'friends' && friends);
}

/** `sees`, the friendship asked of the database only when it decides. */
export async function seesIn(db: Sql, visibility: Visibility, owner: string, asker: string | null): Promise<boolean> {
  if (sees(visibility, owner, asker)) return true;
  return visibility === 'friends' && asker !== null && (await areFriends(db, owner, asker));
}
