// The rules of presence, pure: what one server process says of an account (its share: the live lines it holds open,
// a closed page's grace, the seats of the rooms it runs), and the account's presence over every process's share —
// the strongest one that has not run out (a process that stopped without a word stops counting when its share does).

import type { PresenceStatus } from '@birimba/protocol';

/** What a room on this process tells of its seats (room-core.ts, at every change). */
export interface RoomFacts {
  /** The room is still gathering (`lobby`): its host may invite. */
  readonly lobby: boolean;
  /** People may watch it (`settings.watching`). */
  readonly watching: boolean;
  /** The host's account, or null (a host without one, or no host). */
  readonly host: string | null;
  /** The accounts seated and connected now (a seat played by a stand-in for a person gone is not theirs now). */
  readonly seated: readonly string[];
}

/** One process's share of an account's presence: a status other than offline, the room's code when watchable, and
 * when the share runs out unless renewed (ms, the server's clock). */
export interface Share {
  readonly status: Exclude<PresenceStatus, 'offline'>;
  readonly room: string | null;
  readonly until: number;
}

/** An account's presence: its status and, when watchable, the room to watch. */
export interface Presence {
  readonly status: PresenceStatus;
  readonly room: string | null;
}

export const OFFLINE: Presence = { status: 'offline', room: null };

/** Stronger first, as `PRESENCE_STATUSES` lists them. */
const STRENGTH: Readonly<Record<PresenceStatus, number>> = { watchable: 3, playing: 2, online: 1, offline: 0 };

/**
 * What this process says of an account: seated at a room here — `watchable` with the room's code when its match is
 * under way and it lets watchers in, `playing` otherwise (a lobby, or a room closed to watchers); else `online` while
 * it holds a live line of the account open or a closed one's grace runs; else nothing (offline, as far as it knows).
 */
export function localPresence(open: boolean, rooms: ReadonlyMap<string, RoomFacts>, account: string): Presence {
  let best: Presence = open ? { status: 'online', room: null } : OFFLINE;
  for (const [code, room] of rooms) {
    if (!room.seated.includes(account)) continue;
    const here: Presence =
      !room.lobby && room.watching ? { status: 'watchable', room: code } : { status: 'playing', room: null };
    if (STRENGTH[here.status] > STRENGTH[best.status]) best = here;
  }
  return best;
}

/** A share as the presence's hash keeps it (JSON). */
export function shareText(presence: Presence, until: number): string {
  return JSON.stringify({ status: presence.status, room: presence.room, until });
}

/** A share of the hash, or null when it is not one (damaged, or written by another version). */
export function readShare(text: string | null | undefined): Share | null {
  try {
    const share = JSON.parse(text ?? '') as Partial<Share> | null;
    if (share === null || typeof share !== 'object' || typeof share.until !== 'number') return null;
    if (share.status !== 'online' && share.status !== 'playing' && share.status !== 'watchable') return null;
    return { status: share.status, room: typeof share.room === 'string' ? share.room : null, until: share.until };
  } catch {
    return null;
  }
}

/** An account's presence over every process's share (the hash's fields): the strongest that has not run out at `now`. */
export function presenceOf(shares: Readonly<Record<string, string>>, now: number): Presence {
  let best: Presence = OFFLINE;
  for (const text of Object.values(shares)) {
    const share = readShare(text);
    if (share === null || share.until <= now) continue;
    if (STRENGTH[share.status] > STRENGTH[best.status]) best = { status: share.status, room: share.room };
  }
  return best;
}

/** Whether two presences say the same. */
export function samePresence(a: Presence, b: Presence): boolean {
  return a.status === b.status && a.room === b.room;
}

/** Where a room tells presence of its seats (the room core, at each change and when it leaves this process). */
export interface RoomPresence {
  /** The room's seats now (cheap when nothing changed: the room tells at every change of its state). */
  roomChanged(code: string, facts: RoomFacts): void;
  /** The room left this process: `closed` for good (its lobby's invitations end), or moved to another process. */
  roomGone(code: string, closed: boolean): void;
}

/** Whether two rooms' facts say the same. */
export function sameFacts(a: RoomFacts | undefined, b: RoomFacts): boolean {
  return (
    a !== undefined &&
    a.lobby === b.lobby &&
    a.watching === b.watching &&
    a.host === b.host &&
    a.seated.length === b.seated.length &&
    a.seated.every((s, i) => b.seated[i] === s)
  );
}
