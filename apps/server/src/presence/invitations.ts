// Invitations to a table: the host of a room still in its lobby invites a friend, and the invitation reaches every open
// page of the friend's account (their live lines, on any process); it ends when the lobby does (the match begins or
// the room closes). Kept in Colyseus' presence (Redis when scaled out), so that the process that takes the invitation,
// the one that runs the room and those that hold the friend's pages may all be different: the room's lobby (its host's
// account) under `birimba:lobby:CODE`, renewed by the room's process, and the accounts invited under
// `birimba:invited:CODE`. Only the host invites (a seated player asks the host: one voice per table); only a friend
// (`friendsOf`); once per friend and room; `invitationsPerMinute` a host.

import type { Presence } from '@colyseus/core';
import { type AccountError, type InviteAnswer, PRESENCE_FIGURES, type PresenceEvent } from '@birimba/protocol';
import type { Clock } from '../clock.js';
import { BucketsByKey, perMinute } from '../rate-limit.js';
import type { Named } from './presence-names.js';

/** The accounts that are friends of `account` (both ways). */
export type FriendsOf = (account: string) => Promise<readonly string[]>;

/** The channel of an account's live lines: each line subscribes to its own account's alone. */
export const accountChannel = (account: string): string => `birimba:presence-to:${account}`;

const lobbyKey = (code: string): string => `birimba:lobby:${code}`;
const invitedKey = (code: string): string => `birimba:invited:${code}`;

/** How long a lobby's key lasts unless its room's process renews it (it does every few seconds). */
export const LOBBY_SECONDS = 60;

/** What invitations need. */
export interface InvitationOptions {
  readonly presence: () => Presence;
  readonly clock: Clock;
  readonly friendsOf: FriendsOf;
  /** The handle and name of an account, or null (deleted). */
  readonly nameOf: (account: string) => Promise<Named | null>;
  /** The account of a handle, or null. */
  readonly accountOf: (handle: string) => Promise<string | null>;
}

/** An invitation sent, or why not. */
export type Invited =
  { readonly ok: true; readonly answer: InviteAnswer } | { readonly ok: false; readonly error: AccountError };

export class Invitations {
  private readonly limits: BucketsByKey;

  constructor(private readonly options: InvitationOptions) {
    this.limits = new BucketsByKey(perMinute(PRESENCE_FIGURES.invitationsPerMinute), options.clock);
  }

  /** A room's lobby is open with `host` as its host (said again every few seconds while it lasts). */
  async lobbyOpen(code: string, host: string): Promise<void> {
    await this.options.presence().setex(lobbyKey(code), host, LOBBY_SECONDS);
  }

  /** `from` invites the friend of `handle` to room `code`. */
  async invite(from: string, code: string, handle: string): Promise<Invited> {
    const { presence, friendsOf, nameOf, accountOf } = this.options;
    if (!this.limits.take(from))
      return refused('rate-limited', `at most ${String(PRESENCE_FIGURES.invitationsPerMinute)} invitations a minute`);
    const host = (await (presence().get(lobbyKey(code)) as Promise<unknown>)) as string | null | undefined;
    if (typeof host !== 'string') return refused('not-found', 'no room of this code is gathering players now');
    if (host !== from) return refused('forbidden', 'only the room’s host invites to it');
    const friend = await accountOf(handle);
    if (friend === null || friend === from || !(await friendsOf(from)).includes(friend))
      return refused('forbidden', 'only a friend can be invited');
    const key = invitedKey(code);
    if ((await presence().hget(key, friend)) !== null) return { ok: true, answer: { invited: handle, sent: false } };
    const inviter = await nameOf(from);
    if (inviter === null) return refused('unauthorized', 'this account is no more');
    await presence().hset(key, friend, '1');
    await presence().expire(key, LOBBY_SECONDS * 60);
    const event: PresenceEvent = { type: 'invitation', room: code, from: inviter };
    await presence().publish(accountChannel(friend), event);
    return { ok: true, answer: { invited: handle, sent: true } };
  }

  /** `account` declined the invitation to room `code` on one page: it ends on the account's every page (it stays
   * sent: the host's asking again changes nothing). */
  async declined(account: string, code: string): Promise<void> {
    const event: PresenceEvent = { type: 'invitation-ended', room: code };
    await this.options.presence().publish(accountChannel(account), event);
  }

  /** A room's lobby ended (its match began, or it closed): every invitation to it is taken back from the pages. */
  async ended(code: string): Promise<void> {
    const presence = this.options.presence();
    presence.del(lobbyKey(code));
    const invited = await presence.hgetall(invitedKey(code));
    presence.del(invitedKey(code));
    const event: PresenceEvent = { type: 'invitation-ended', room: code };
    await Promise.all(Object.keys(invited).map((friend) => presence.publish(accountChannel(friend), event) as unknown));
  }
}

function refused(error: AccountError['error'], message: string): Invited {
  return { ok: false, error: { error, message } };
}
