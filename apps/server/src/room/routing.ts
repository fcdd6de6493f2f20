// Where a matchmaking request may go, decided before Colyseus takes it. Nowhere while the room store cannot keep moves:
// refused at once (`store-failed`, naming the store), where Colyseus would wait out Redis' reconnection and then
// say something else. With several processes: a join of a room between processes — listed on a process that is gone or
// not listed at all, while the store has it open — is told at once that the room is moving (`room-moving`: join again
// in a moment), where Colyseus would wait four seconds for the dead process and answer "process … is not available";
// and a new room is made on the live process with the fewest rooms, never on one that is gone (Colyseus would send it
// there and wait two seconds for an answer).

import type { Server } from 'node:http';
import { matchMaker } from '@colyseus/core';
import { MATCHMAKE_ERRORS } from '@birimba/protocol/schemas';
import { answer, guardRequests } from '../http/guard.js';
import { corsHeaders } from '../http/origins.js';
import type { SharedRoomStore } from '../store/room-store.js';
import type { Processes } from './processes.js';

/** The refusal while the store cannot keep moves: the client says it in the player's words. */
export const STORE_AWAY =
  'store-failed: the server cannot keep moves now: its room store does not answer; try again in a moment';

/** The refusal of a join while the room is between processes. */
export const ROOM_MOVING =
  'room-moving: the room is moving to another server process; join again in a moment (with your token)';

export class Routing {
  /** This process is stopping: a new room goes to another. */
  draining = false;
  private shared: { store: SharedRoomStore; processes: Processes } | null = null;

  constructor(
    /** Whether the room store can keep moves now. */
    private readonly storeReachable: () => Promise<boolean>,
  ) {}

  /** The processes sharing the store, once the keeper looks at them. */
  share(store: SharedRoomStore, processes: Processes): void {
    this.shared = { store, processes };
  }

  /** Puts the routing in front of the matchmaking (`POST /matchmake/…`). */
  guard(server: Server): void {
    guardRequests(server, async (req, res) => {
      if (req.method !== 'POST' || req.url?.startsWith('/matchmake/') !== true) return false;
      const refusal = await this.refusal(req.url);
      if (refusal === null) return false;
      const status = MATCHMAKE_ERRORS[refusal];
      answer(
        req,
        res,
        status,
        { code: status, error: refusal === 'room-moving' ? ROOM_MOVING : STORE_AWAY },
        corsHeaders(req),
      );
      return true;
    });
  }

  /** Colyseus' choice of a process for a new room: the live one with the fewest rooms — not this one while it is
   * stopping, unless it is alone. */
  async processForNewRoom(): Promise<string> {
    const own = matchMaker.processId;
    const shared = this.shared;
    if (shared === null) return own;
    await shared.processes.look();
    const live = (await matchMaker.stats.fetchAll())
      .filter((s) => (s.processId === own ? !this.draining : shared.processes.live(s.processId)))
      .sort((p, q) => p.roomCount - q.roomCount);
    return live[0]?.processId ?? own;
  }

  private async refusal(url: string): Promise<'store-failed' | 'room-moving' | null> {
    if (!(await this.storeReachable())) return 'store-failed';
    const join = /^\/matchmake\/joinById\/([^/?#]+)/.exec(url);
    if (join === null || this.shared === null) return null;
    return (await this.moving(decodeURIComponent(join[1] ?? ''))) ? 'room-moving' : null;
  }

  /** Whether the room is between processes: open in the store, and not listed on a live process. */
  private async moving(code: string): Promise<boolean> {
    const shared = this.shared;
    if (shared === null) return false;
    const listing = (await matchMaker.driver.findOne({ roomId: code })) as { processId?: string } | undefined;
    const where = listing?.processId;
    if (where === matchMaker.processId && !this.draining && matchMaker.getLocalRoomById(code) !== undefined)
      return false;
    if (where !== undefined && where !== matchMaker.processId) {
      await shared.processes.look();
      if (shared.processes.live(where)) return false;
    }
    return shared.store.isOpen(code);
  }
}
