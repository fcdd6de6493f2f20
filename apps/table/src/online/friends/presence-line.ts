// The signed-in page's live line to the server (`PRESENCE_ROUTES.events`): a streamed `fetch` with the account's key in
// the `Authorization` header (an EventSource cannot send it), read as Server-Sent-Events blocks — the friends' presence
// (a snapshot, then changes, a friendship's end) and the invitations to their tables (a "No" told to the account's
// other pages). Opened while the device is signed in, opened again after a lost connection (waiting longer each time,
// up to half a minute), closed when the page is.

import {
  type FriendPresence,
  type Inviter,
  PRESENCE_ROUTES,
  type PresenceEvent,
  accountAuthorization,
  declineInvitationPath,
  readPresenceEvents,
} from '@birimba/protocol';

/** An invitation on this page: the room and who invites. */
export interface Invitation {
  readonly room: string;
  readonly from: Inviter;
}

const ORDER = { online: 0, watchable: 1, playing: 2, offline: 3 } as const;

export class PresenceLine {
  /** The friends, online ones first, then by name. */
  friends: readonly FriendPresence[] = [];
  /** The invitations open on this page, newest first. */
  invitations: readonly Invitation[] = [];
  private open: { readonly key: string; readonly abort: AbortController } | null = null;
  private retryMs = 1000;
  private retry: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly origin: () => string,
    /** Something shown changed. */
    private readonly changed: () => void,
  ) {}

  /** Opens the line for `key` (the device's account key; null: signed out, the line closed). */
  keep(key: string | null): void {
    if (this.open?.key === key) return;
    this.close();
    if (key === null || this.retry !== null) return;
    const abort = new AbortController();
    this.open = { key, abort };
    void this.read(key, abort);
  }

  /** Closes the line (the page is going). */
  close(): void {
    this.open?.abort.abort();
    this.open = null;
    if (this.retry !== null) clearTimeout(this.retry);
    this.retry = null;
  }

  /** An invitation answered or let go on this page. */
  dismiss(room: string): void {
    this.invitations = this.invitations.filter((i) => i.room !== room);
    this.changed();
  }

  /** An invitation declined ("No"): gone here, and the server ends it on the account's other pages. */
  decline(room: string): void {
    this.dismiss(room);
    const key = this.open?.key;
    if (key === undefined) return;
    void fetch(`${this.origin()}${declineInvitationPath(room)}`, {
      method: PRESENCE_ROUTES.declineInvitation.method,
      headers: { authorization: accountAuthorization(key) },
    }).catch(() => undefined); // gone here all the same; the other pages keep it until its lobby ends
  }

  private async read(key: string, abort: AbortController): Promise<void> {
    try {
      const response = await fetch(`${this.origin()}${PRESENCE_ROUTES.events.path}`, {
        headers: { authorization: accountAuthorization(key) },
        signal: abort.signal,
      });
      if (!response.ok || response.body === null) throw new Error(String(response.status));
      this.retryMs = 1000;
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let text = '';
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        const read = readPresenceEvents(text + value);
        text = read.rest;
        for (const event of read.events) this.take(event as PresenceEvent);
      }
    } catch {
      // closed, refused or cut: tried again below unless the page closed it
    }
    if (abort.signal.aborted || this.open?.abort !== abort) return;
    this.open = null;
    this.retry = setTimeout(() => {
      this.retry = null;
      this.keep(key);
    }, this.retryMs);
    this.retryMs = Math.min(30_000, this.retryMs * 2);
  }

  private take(event: PresenceEvent): void {
    if (event.type === 'presence') this.friends = sorted(event.friends);
    else if (event.type === 'presence-changed')
      this.friends = sorted([...this.friends.filter((f) => f.handle !== event.friend.handle), event.friend]);
    else if (event.type === 'invitation')
      this.invitations = [
        { room: event.room, from: event.from },
        ...this.invitations.filter((i) => i.room !== event.room),
      ];
    else if (event.type === 'invitation-ended')
      this.invitations = this.invitations.filter((i) => i.room !== event.room);
    else if (event.type === 'friend-removed') this.friends = this.friends.filter((f) => f.handle !== event.handle);
    this.changed();
  }
}

function sorted(friends: readonly FriendPresence[]): FriendPresence[] {
  return [...friends].sort((a, b) => ORDER[a.status] - ORDER[b.status] || a.name.localeCompare(b.name));
}
