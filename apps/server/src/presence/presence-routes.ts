// The presence routes (`PRESENCE_ROUTES` of the protocol) over HTTP: the account's live line — a `text/event-stream`
// answer kept open, read by the page with a streamed `fetch` (an EventSource cannot send the `Authorization` header
// every account route takes its key from; a Colyseus room per account would hold a seat reservation, a room process
// and a state sync for what is a one-way stream of a few events) — the invitation, and its decline (ended on the
// account's other pages). The key is checked at the door
// as on every account route (a key that is no good is counted as a guess); a line is refused beyond its caps.

import express, { type Request, type Response, Router } from 'express';
import * as v from 'valibot';
import { PRESENCE_FIGURES, PRESENCE_ROUTES, type PresenceEvent, presenceEventText } from '@birimba/protocol';
import { InviteRequestSchema, RoomCodeSchema } from '@birimba/protocol/schemas';
import { accountOfKey } from '../accounts/account-store.js';
import { ACCOUNT_BODY_BYTES, bodyOf, bodyRefused, guarded, refuse } from '../accounts/route-answers.js';
import { signInGate } from '../accounts/sign-in-gate.js';
import type { SignInLimits } from '../accounts/sign-in-limits.js';
import type { Clock, Timer } from '../clock.js';
import type { Sql } from '../db/database.js';
import { clientAddress } from '../http/address.js';
import { corsHeaders } from '../http/origins.js';
import type { ServerLog } from '../log.js';
import type { PresenceHub } from './presence-hub.js';

/** What the routes need. */
export interface PresenceRouteOptions {
  readonly hub: PresenceHub;
  readonly database: Sql;
  readonly clock: Clock;
  /** The sign-in attempts, counted with the account routes'. */
  readonly limits: SignInLimits;
  readonly log: ServerLog;
  /** The heartbeat's period (default `PRESENCE_FIGURES.heartbeatMs`). */
  readonly heartbeatMs?: number;
}

/** The routes, under `/api`. */
export function presenceRoutes(options: PresenceRouteOptions): Router {
  const { hub, clock } = options;
  const { signedIn } = signInGate(
    { accountOfKey: (key) => accountOfKey(options.database, key, clock.now()) },
    options.limits,
  );
  const perAddress = new Map<string, number>();
  const heartbeatMs = options.heartbeatMs ?? PRESENCE_FIGURES.heartbeatMs;
  const path = (route: keyof typeof PRESENCE_ROUTES): string => PRESENCE_ROUTES[route].path.replace(/^\/api/, '');
  const router = Router();
  router.use((req, res, next) => {
    res.set({ ...corsHeaders(req), 'Cache-Control': 'no-store' });
    next();
  });

  router.get(
    path('events'),
    guarded(options.log, async (req, res) => {
      const who = await signedIn(req, res);
      if (who === null) return;
      const address = clientAddress(req);
      if (
        hub.lineCount(who.account) >= PRESENCE_FIGURES.linesPerAccount ||
        (perAddress.get(address) ?? 0) >= PRESENCE_FIGURES.linesPerAddress
      )
        return refuse(res, { error: 'rate-limited', message: 'too many pages of the game are open: close one' });
      perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
      let close: (() => void) | null = null;
      let beat: Timer | null = null;
      let ended = false;
      res.on('close', () => {
        ended = true;
        beat?.cancel();
        close?.();
        const left = (perAddress.get(address) ?? 1) - 1;
        if (left > 0) perAddress.set(address, left);
        else perAddress.delete(address);
      });
      res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'X-Accel-Buffering': 'no' });
      res.flushHeaders();
      const send = (event: PresenceEvent): void => {
        if (!ended) res.write(presenceEventText(event));
      };
      const heartbeat = (): void => {
        if (ended) return;
        res.write(': heartbeat\n\n');
        beat = clock.after(heartbeatMs, heartbeat);
      };
      beat = clock.after(heartbeatMs, heartbeat);
      const opened = await hub.open(who.account, send);
      if (ended) opened();
      else close = opened;
    }),
  );

  router.post(
    path('invite'),
    express.json({ limit: ACCOUNT_BODY_BYTES }),
    guarded(options.log, async (req: Request, res: Response) => {
      const who = await signedIn(req, res);
      if (who === null) return;
      const body = v.safeParse(InviteRequestSchema, bodyOf(req));
      if (!body.success) {
        const field = v.getDotPath(body.issues[0]) ?? 'the body';
        return refuse(res, {
          error: 'bad-request',
          message: `invite: ${field}: expected ${body.issues[0].expected ?? 'another value'}`,
        });
      }
      const invited = await hub.invitations.invite(who.account, body.output.room, body.output.handle);
      if (invited.ok) res.json(invited.answer);
      else refuse(res, invited.error);
    }),
  );
  router.delete(
    path('declineInvitation'),
    guarded(options.log, async (req: Request, res: Response) => {
      const who = await signedIn(req, res);
      if (who === null) return;
      const room = v.safeParse(RoomCodeSchema, req.params.room);
      if (!room.success) return refuse(res, { error: 'bad-request', message: 'declineInvitation: not a room’s code' });
      await hub.invitations.declined(who.account, room.output);
      res.status(204).end();
    }),
  );
  router.use(bodyRefused);
  return router;
}
