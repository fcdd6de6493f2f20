// Friends and blocks from the table (`FRIEND_ROUTES`, `@birimba/protocol`): the signed-in account's lists, and each
// change naming the other player by handle — asked as every account route is (account-request.ts), the answer or the
// refusal a value. How the viewer stands with a player is read from the lists (`relationTo`).

import { FRIEND_ROUTES, type FriendAnswers, type FriendList, type FriendRoute, friendPath } from '@birimba/protocol';
import type { AccountKeys } from './account-keys.js';
import { type AccountResult, askServer } from './account-request.js';

/** How the viewer stands with another player: nothing yet, a request sent, friends, a request from them to answer,
 * or blocked by the viewer. */
export type Relation = 'none' | 'sent' | 'friends' | 'asked' | 'blocked';

/** How the account of `list` stands with the player of `handle`. */
export function relationTo(list: FriendList, handle: string): Relation {
  const has = (players: FriendList['friends']) => players.some((p) => p.handle === handle);
  if (has(list.blocked)) return 'blocked';
  if (has(list.friends)) return 'friends';
  if (has(list.incoming)) return 'asked';
  return has(list.outgoing) ? 'sent' : 'none';
}

export class FriendsClient {
  constructor(
    /** The server's HTTP origin. */
    private readonly origin: () => string,
    private readonly keys: AccountKeys,
  ) {}

  /** The signed-in account's friends, requests and blocks. */
  list(): Promise<AccountResult<FriendList>> {
    return this.call('friends');
  }

  /** Asks `route` about the player of `handle`. */
  call<R extends FriendRoute>(route: R, handle = ''): Promise<AccountResult<FriendAnswers[R]>> {
    const { method } = FRIEND_ROUTES[route];
    return askServer(this.origin(), this.keys, {
      method,
      needsKey: true,
      sendKey: true,
      path: friendPath(route, handle),
      noContent: method === 'DELETE' || route === 'block',
    });
  }
}
