// Who of a player's friends is online, and invitations to a table, as the table asks and the server answers: the
// account's live line (`GET /api/account/events`, Server-Sent-Events lines read from a streamed `fetch`, the key in
// the `Authorization` header as on every account route) and the events it carries, the invitation route, the
// statuses, and the figures both sides agree on (the grace of a closed page, the heartbeat, the caps). Refusals are
// the account routes' (`ACCOUNT_ERRORS`).

import type { AccountMethod } from './accounts.js';

/** The presence routes (Express notation): each needs the account's key (`ACCOUNT_AUTH_SCHEME`). */
export const PRESENCE_ROUTES = {
  /** The account's live line: a `text/event-stream` of `PresenceEvent`s (`presence` first), a heartbeat comment every
   * `PRESENCE_FIGURES.heartbeatMs`; the account is online while one is open. */
  events: { method: 'GET', path: '/api/account/events', key: true },
  /** The host of a room still in its lobby invites a friend to it (`InviteRequest` → `InviteAnswer`). */
  invite: { method: 'POST', path: '/api/account/invitations', key: true },
  /** The invitation to room `:room` declined ("No") on one page: it ends on the account's other pages too
   * (`invitation-ended` on each of its lines); 204 whether or not there was one. */
  declineInvitation: { method: 'DELETE', path: '/api/account/invitations/:room', key: true },
} as const satisfies Readonly<
  Record<string, { readonly method: AccountMethod; readonly path: string; readonly key: boolean }>
>;

/** What a presence route does: a key of `PRESENCE_ROUTES`. */
export type PresenceRoute = keyof typeof PRESENCE_ROUTES;

/**
 * A friend's presence, strongest first: `watchable` — seated at a table whose match is under way and lets watchers
 * in (the room's code comes with it); `playing` — seated at a table (in its lobby, or one not open to watchers);
 * `online` — a page of the game open, signed in; `offline` — none of these.
 */
export const PRESENCE_STATUSES = ['watchable', 'playing', 'online', 'offline'] as const;

/** A presence status (`PRESENCE_STATUSES`). */
export type PresenceStatus = (typeof PRESENCE_STATUSES)[number];

/** The figures of presence and invitations. */
export const PRESENCE_FIGURES = {
  /** A closed page's account stays online this long, for a reload or a page changing to another. */
  graceMs: 20_000,
  /** A comment line on every live line this often: proxies do not cut a quiet stream. */
  heartbeatMs: 25_000,
  /** The most live lines one account keeps open on one server process (tabs and devices). */
  linesPerAccount: 8,
  /** The most live lines one address keeps open on one server process. */
  linesPerAddress: 32,
  /** The most invitations a host sends in a minute. */
  invitationsPerMinute: 20,
} as const;

/** A friend as a page sees them: their handle and name (never the account's id), and their status. */
export interface FriendPresence {
  /** The friend's handle (their profile: `/p/HANDLE`). */
  readonly handle: string;
  /** The friend's name. */
  readonly name: string;
  /** Where the friend is now. */
  readonly status: PresenceStatus;
  /** The room's code when `watchable` (to watch it); null otherwise. */
  readonly room: string | null;
}

/** Who invites. */
export interface Inviter {
  /** The host's handle. */
  readonly handle: string;
  /** The host's name. */
  readonly name: string;
}

/** An event of the live line, as `event: TYPE` and `data: JSON` of one Server-Sent-Events block. */
export type PresenceEvent =
  /** Every friend's presence, first on the line (and again after a reconnection). */
  | { readonly type: 'presence'; readonly friends: readonly FriendPresence[] }
  /** One friend's presence changed. */
  | { readonly type: 'presence-changed'; readonly friend: FriendPresence }
  /** A friend invites this account to their room (join it as by its link). */
  | { readonly type: 'invitation'; readonly room: string; readonly from: Inviter }
  /** The room's lobby ended (its match began, or it closed), or the invitation was declined on another page of the
   * account: its invitation is gone. */
  | { readonly type: 'invitation-ended'; readonly room: string }
  /** A friendship ended (removed or blocked, by either): the player is no longer on the list. Its start is told as a
   * `presence-changed` of the new friend. */
  | { readonly type: 'friend-removed'; readonly handle: string };

/** The type of a live line's event. */
export type PresenceEventType = PresenceEvent['type'];

/** The path of `declineInvitation` for a room's code. */
export function declineInvitationPath(room: string): string {
  return PRESENCE_ROUTES.declineInvitation.path.replace(':room', encodeURIComponent(room));
}

/** The body of `invite`: the room (its code) and the friend (their handle). */
export interface InviteRequest {
  /** The room's code. */
  readonly room: string;
  /** The friend's handle. */
  readonly handle: string;
}

/** The answer of `invite`: the friend invited (an invitation already sent to them for this room is not sent again). */
export interface InviteAnswer {
  /** The friend's handle. */
  readonly invited: string;
  /** False when the friend had been invited to this room already. */
  readonly sent: boolean;
}

/** One event as the lines of a Server-Sent-Events block. */
export function presenceEventText(event: PresenceEvent): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

/** The events of a stream's text so far, and the text of a block not yet ended (kept for the next chunk); comment
 * lines (the heartbeat) and blocks that are not JSON objects are skipped. */
export function readPresenceEvents(text: string): { readonly events: readonly unknown[]; readonly rest: string } {
  const blocks = text.split(/\r?\n\r?\n/);
  const rest = blocks.pop() ?? '';
  const events: unknown[] = [];
  for (const block of blocks) {
    const data = block
      .split(/\r?\n/)
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).trimStart())
      .join('\n');
    if (data === '') continue;
    try {
      const event: unknown = JSON.parse(data);
      if (typeof event === 'object' && event !== null) events.push(event);
    } catch {
      // not an event of ours
    }
  }
  return { events, rest };
}
