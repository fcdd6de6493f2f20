// Friends and blocks over HTTP, as the table asks and the server answers: an account's friends, the requests it sent
// and received, the players it blocked, and the routes that change them — each naming the other player by handle. A
// refusal is an `AccountError` of `ACCOUNT_ERRORS`, as on every account route. Presence and invitations come later:
// a `Friend` is an object so that they can be added to it as fields.

import type { AccountMethod } from './accounts.js';

/**
 * Every friends route (Express notation), by what it does; `key` as in `ACCOUNT_ROUTES` (all need one). `:handle` is
 * the other player's handle (or the name it was made of, as `/p/` reads it). A request sent twice, to a friend, or to
 * a player who blocked the sender is answered alike (idempotent, and a block is never revealed); a request to a player
 * who asked the sender already makes them friends.
 */
export const FRIEND_ROUTES = {
  /** The account's friends, requests and blocks (`FriendList`). */
  friends: { method: 'GET', path: '/api/account/friends', key: true },
  /** Asks a player to be friends (`FriendRequestAnswer`): `sent`, or `friends` when they had asked already. */
  requestFriend: { method: 'PUT', path: '/api/account/friends/sent/:handle', key: true },
  /** Takes back a request sent (204, also when there was none). */
  cancelFriendRequest: { method: 'DELETE', path: '/api/account/friends/sent/:handle', key: true },
  /** Accepts a player's request (`FriendRequestAnswer`, `friends`); `not-found` when they sent none. */
  acceptFriend: { method: 'PUT', path: '/api/account/friends/received/:handle', key: true },
  /** Declines a player's request (204, also when there was none): the sender is not told. */
  declineFriend: { method: 'DELETE', path: '/api/account/friends/received/:handle', key: true },
  /** Ends a friendship, for both (204, also when there was none). */
  removeFriend: { method: 'DELETE', path: '/api/account/friends/:handle', key: true },
  /** Blocks a player (204): any friendship and request between the two removed, their requests refused silently,
   * their phrases and chat hidden at a table, never seated together by matchmaking. */
  block: { method: 'PUT', path: '/api/account/blocks/:handle', key: true },
  /** Unblocks a player (204, also when they were not blocked). */
  unblock: { method: 'DELETE', path: '/api/account/blocks/:handle', key: true },
} as const satisfies Readonly<
  Record<string, { readonly method: AccountMethod; readonly path: string; readonly key: boolean }>
>;

/** What a friends route does: a key of `FRIEND_ROUTES`. */
export type FriendRoute = keyof typeof FRIEND_ROUTES;

/** The most requests an account may have sent and not seen answered (declined ones count: the sender is not told). */
export const MAX_SENT_REQUESTS = 50;

/** The most friends an account may have. */
export const MAX_FRIENDS = 500;

/** Another player as the friends list shows them, with since when they are in that list. */
export interface FriendPlayer {
  /** Their handle (`/p/HANDLE`). */
  readonly handle: string;
  /** Their name. */
  readonly name: string;
  /** Their avatar's id, or null for none. */
  readonly avatar: string | null;
  /** Since when: the friendship, the request, the block. */
  readonly since: string;
}

/** A friend (presence and invitations will be fields of it). */
export type Friend = FriendPlayer;

/** A friend request, received or sent. */
export type FriendRequest = FriendPlayer;

/** An account's friends, requests and blocks (`friends`), each list newest first. */
export interface FriendList {
  /** The account's friends. */
  readonly friends: readonly Friend[];
  /** Requests received and not answered. */
  readonly incoming: readonly FriendRequest[];
  /** Requests sent and not taken back (declined or not: the sender is not told). */
  readonly outgoing: readonly FriendRequest[];
  /** The players this account blocked. */
  readonly blocked: readonly FriendPlayer[];
}

/** How two players stand after a request or an acceptance: a request pending, or friends. */
export interface FriendRequestAnswer {
  /** `sent`: the request waits for the other; `friends`: the two are friends. */
  readonly relation: 'sent' | 'friends';
}

/** What each friends route answers with when it succeeds (`undefined`: 204, no body). None takes a body. */
export interface FriendAnswers {
  /** The route `FRIEND_ROUTES.friends`. */
  readonly friends: FriendList;
  /** The route `FRIEND_ROUTES.requestFriend`. */
  readonly requestFriend: FriendRequestAnswer;
  /** The route `FRIEND_ROUTES.cancelFriendRequest`. */
  readonly cancelFriendRequest: undefined;
  /** The route `FRIEND_ROUTES.acceptFriend`. */
  readonly acceptFriend: FriendRequestAnswer;
  /** The route `FRIEND_ROUTES.declineFriend`. */
  readonly declineFriend: undefined;
  /** The route `FRIEND_ROUTES.removeFriend`. */
  readonly removeFriend: undefined;
  /** The route `FRIEND_ROUTES.block`. */
  readonly block: undefined;
  /** The route `FRIEND_ROUTES.unblock`. */
  readonly unblock: undefined;
}

/** The path of a friends route with its `:handle` filled in. */
export function friendPath(route: FriendRoute, handle = ''): string {
  return FRIEND_ROUTES[route].path.replace(':handle', encodeURIComponent(handle));
}
