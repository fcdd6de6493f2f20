// Accounts and profiles over HTTP, as the table asks and the server answers, said once: the routes and their methods,
// the account key's header and the WebSocket option that carries it, the sign-in link on another device, handles, and
// the error codes with their HTTP statuses. The JSON each route takes and gives is account-shapes.ts.

import { TOKEN_LENGTH } from './constants.js';

/** An HTTP method of the account routes. */
export type AccountMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Every JSON route of accounts and profiles (Express notation), by what it does. `key`: the request proves an account
 * with its key (`ACCOUNT_AUTH_SCHEME`); without one it is `unauthorized` (401). The shapes are `AccountRequests` and
 * `AccountAnswers` (`account-shapes.ts`), by the same names.
 */
export const ACCOUNT_ROUTES = {
  /** Makes an account for a name: its key is in the answer, once (`SignedIn`). */
  createAccount: { method: 'POST', path: '/api/account', key: false },
  /** The account itself, as its owner sees it (`AccountSelf`). */
  me: { method: 'GET', path: '/api/account/me', key: true },
  /** A sign-in link for another device: valid `DEVICE_LINK_MS`, once (`DeviceLink`). */
  makeDeviceLink: { method: 'POST', path: '/api/account/device-link', key: true },
  /** Signs this device in with a link's secret (`SignedIn`, a new key: the linking device stays signed in). */
  redeemDeviceLink: { method: 'POST', path: '/api/account/device-link/redeem', key: false },
  /** Revokes the key of this request (204). */
  signOut: { method: 'POST', path: '/api/account/sign-out', key: true },
  /** Revokes every key of the account, this one too, and its unused links (204). */
  signOutEverywhere: { method: 'POST', path: '/api/account/sign-out-everywhere', key: true },
  /** Everything kept of the account, in one JSON (`AccountExport`): given to the account alone. */
  exportAccount: { method: 'GET', path: '/api/account/export', key: true },
  /** Changes the name (`AccountSelf`); the handle stays, the matches played keep the name they were played under. */
  rename: { method: 'PUT', path: '/api/account/name', key: true },
  /** Changes the profile's avatar, languages and who sees what (`AccountSelf`). */
  editProfile: { method: 'PUT', path: '/api/account/profile', key: true },
  /** Deletes the account (204): its profile is erased, its seats in others' matches become a former player's. */
  deleteAccount: { method: 'DELETE', path: '/api/account', key: true },
  /** A player's public profile (`PlayerProfile`): what they let the asker see. A key, when sent, names the asker. */
  player: { method: 'GET', path: '/api/players/:handle', key: false },
  /** A player's matches, newest first, a page at a time (`MatchPage`; `?before=CURSOR` for the next). */
  playerMatches: { method: 'GET', path: '/api/players/:handle/matches', key: false },
  /** One finished match with its game log (`MatchDetail`), for anyone who may see it in a player's history. */
  match: { method: 'GET', path: '/api/matches/:id', key: false },
} as const satisfies Readonly<
  Record<string, { readonly method: AccountMethod; readonly path: string; readonly key: boolean }>
>;

/** What an account route does: a key of `ACCOUNT_ROUTES`. */
export type AccountRoute = keyof typeof ACCOUNT_ROUTES;

/** A player's public page on the server (HTML, not JSON), by handle. */
export const PROFILE_PAGE_ROUTE = '/p/:handle';

/** The scheme of the `Authorization` header that proves an account: `Authorization: Account KEY`. A key travels only
 * there or in the WebSocket join's `account` option, never in a URL. */
export const ACCOUNT_AUTH_SCHEME = 'Account';

/** An account key's length: 32 random bytes in base64url, as a seat's token (`TOKEN_LENGTH`). */
export const ACCOUNT_KEY_LENGTH = TOKEN_LENGTH;

/** An account id's length: 16 random bytes (128 bits) in base64url. */
export const ACCOUNT_ID_LENGTH = 22;

/** A sign-in link's secret's length: 32 random bytes in base64url, as a key. */
export const DEVICE_LINK_SECRET_LENGTH = TOKEN_LENGTH;

/** How long a sign-in link for another device works, in ms (once): ten minutes. */
export const DEVICE_LINK_MS = 10 * 60 * 1000;

/** The fragment parameter of a sign-in link, `origin/#device=SECRET`: a fragment is never sent to a server, so the
 * secret stays out of every request line and access log until the page posts it (`redeemDeviceLink`). */
export const DEVICE_LINK_PARAMETER = 'device';

/** The avatars a player may choose (no uploads): the ids of the table's drawn set, in the order it offers them. */
export const AVATARS = [
  'heart',
  'diamond',
  'club',
  'spade',
  'joker',
  'crown',
  'owl',
  'fox',
  'cat',
  'dolphin',
  'octopus',
  'olive',
  'lemon',
  'sun',
  'moon',
  'anchor',
] as const;

/** An avatar's id (`AVATARS`). */
export type Avatar = (typeof AVATARS)[number];

/** The shortest and longest handle, in characters. */
export const HANDLE_LENGTH = { min: 3, max: 24 } as const;

/** What a handle is: lower-case Latin letters, digits, `-` and `_`, a letter or a digit at each end, 3 to 24
 * characters — a URL path segment as it is (`/p/HANDLE`). */
export const HANDLE_PATTERN = /^[a-z0-9][a-z0-9_-]{1,22}[a-z0-9]$/;

/**
 * Why an account route refused, with its HTTP status; the body is `AccountError`, `{ error, message }`.
 * `bad-request` — not the JSON the route takes (the message names the field); `unauthorized` — no key, or a key or
 * link that is not (or no longer) good: guessed, used, expired or revoked alike, nothing more is said; `forbidden` —
 * the player does not let the asker see it; `not-found` — no such player or match; `name-invalid` — the name breaks the
 * name rules (`NameSchema`); `handle-taken` — no handle was free for the name (try another); `rate-limited` — too many
 * attempts from this address or at this account (the `Retry-After` header says when to try again);
 * `profiles-unavailable` — the server cannot reach its database now: games go on, accounts and profiles wait;
 * `friend-limit` — a request past `MAX_SENT_REQUESTS`, or a friendship past `MAX_FRIENDS` (friends.ts).
 */
export const ACCOUNT_ERRORS = {
  'bad-request': 400,
  unauthorized: 401,
  forbidden: 403,
  'not-found': 404,
  'name-invalid': 400,
  'handle-taken': 409,
  'rate-limited': 429,
  'profiles-unavailable': 503,
  'friend-limit': 409,
} as const;

/** Why an account route refused (`ACCOUNT_ERRORS`). */
export type AccountErrorCode = keyof typeof ACCOUNT_ERRORS;

/** The path of a route with its `:handle` or `:id` filled in. */
export function accountPath(route: AccountRoute, id = ''): string {
  return ACCOUNT_ROUTES[route].path.replace(/:handle|:id/, encodeURIComponent(id));
}

/** The path of a player's public page: `/p/HANDLE`. */
export function profilePagePath(handle: string): string {
  return PROFILE_PAGE_ROUTE.replace(':handle', encodeURIComponent(handle));
}

/** The `Authorization` header that proves an account: `Account KEY`. */
export function accountAuthorization(key: string): string {
  return `${ACCOUNT_AUTH_SCHEME} ${key}`;
}

/** The key of an `Authorization` header (`Account KEY`, the scheme in any case), or null when it holds none. */
export function accountKeyOfAuthorization(header: string | null | undefined): string | null {
  const match = /^(\S+) +(\S+)$/.exec(header ?? '');
  return match?.[1]?.toLowerCase() === ACCOUNT_AUTH_SCHEME.toLowerCase() ? (match[2] ?? null) : null;
}

/** The fragment parameter that opens a player's profile in the table: `origin/#profile=HANDLE` (`/p/HANDLE` links to
 * it). */
export const PROFILE_LINK_PARAMETER = 'profile';

/** The value of the fragment parameter `name` of an address (`…#a=1&name=VALUE`), or null when it holds none (or one
 * that does not decode). */
function fragmentParameter(url: string, name: string): string | null {
  const fragment = /#(.*)$/.exec(url)?.[1] ?? '';
  const value = new RegExp(`(?:^|&)${name}=([^&]*)`).exec(fragment)?.[1] ?? '';
  try {
    return value === '' ? null : decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** The sign-in link a device opens (as a QR code or a link): `origin/#device=SECRET`. */
export function deviceLinkUrl(origin: string, secret: string): string {
  return `${origin.replace(/\/+$/, '')}/#${DEVICE_LINK_PARAMETER}=${secret}`;
}

/** The secret of a sign-in link as a page sees its address, or null when it holds none. */
export function deviceLinkSecret(url: string): string | null {
  return fragmentParameter(url, DEVICE_LINK_PARAMETER);
}

/** The address that opens a player's profile in the table: `origin/#profile=HANDLE` (`origin` '' for the path alone,
 * `/#profile=HANDLE`). */
export function profileLinkUrl(origin: string, handle: string): string {
  return `${origin.replace(/\/+$/, '')}/#${PROFILE_LINK_PARAMETER}=${encodeURIComponent(handle)}`;
}

/** The handle of a profile's address as a page sees it (`#profile=HANDLE`), or null when it holds none. The server
 * says whether a player has it. */
export function profileLinkHandle(url: string): string | null {
  return fragmentParameter(url, PROFILE_LINK_PARAMETER);
}
