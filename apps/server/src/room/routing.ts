// Where a matchmaking request may go, decided before Colyseus takes it: nowhere while the room store cannot keep moves —
// refused at once (`store-unavailable`, naming the store), where Colyseus would wait out Redis' reconnection and then say
// something else (a room "already full", "max retries per request").

import type { Server } from 'node:http';
import { MATCHMAKE_ERRORS } from '@birimba/protocol/schemas';
import { answer, guardRequests } from '../http/guard.js';
import { corsHeaders } from '../http/origins.js';

/** What the routing asks. */
export interface Routing {
  /** Whether the room store can keep moves now. */
  storeReachable(): Promise<boolean>;
}

/** The refusal while the store cannot keep moves: the client says it in the player's words. */
export const STORE_UNAVAILABLE =
  'store-unavailable: the server cannot keep moves now: its room store does not answer; try again in a moment';

/** Puts the routing in front of the matchmaking (`POST /matchmake/…`). */
export function guardRouting(server: Server, routing: Routing): void {
  guardRequests(server, async (req, res) => {
    if (req.method !== 'POST' || req.url?.startsWith('/matchmake/') !== true) return false;
    if (await routing.storeReachable()) return false;
    const status = MATCHMAKE_ERRORS['store-unavailable'];
    answer(req, res, status, { code: status, error: STORE_UNAVAILABLE }, corsHeaders(req));
    return true;
  });
}
