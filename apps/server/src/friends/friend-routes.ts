// The friends routes (`FRIEND_ROUTES` of the protocol) over HTTP: each needs a key (the account routes' sign-in gate,
// its guesses counted with theirs) and names the other player by the path's handle, read as `/p/` reads it
// (`handleKeysOf`); the rules are the store's (friend-store.ts). No route takes a body. The database away is answered
// 503 `profiles-unavailable`, as on every account route. A friendship begun or ended is told (`friendsChanged`: the
// presence hub, which tells the two accounts' open pages).

import { type Request, type Response, Router } from 'express';
import { FRIEND_ROUTES, type FriendRoute } from '@birimba/protocol';
import { AccountStore } from '../accounts/account-store.js';
import { handleKeysOf } from '../accounts/handle.js';
import { guarded, refuse } from '../accounts/route-answers.js';
import { signInGate } from '../accounts/sign-in-gate.js';
import type { SignInLimits } from '../accounts/sign-in-limits.js';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import { corsHeaders } from '../http/origins.js';
import type { ServerLog } from '../log.js';
import { FriendStore } from './friend-store.js';

/** What the routes need. */
export interface FriendRouteOptions {
  readonly database: Database;
  readonly clock: Clock;
  /** The sign-in attempts, counted with the account routes'. */
  readonly limits: SignInLimits;
  readonly log: ServerLog;
  /** Two accounts became friends (`friends`) or stopped being friends (default: told nowhere). */
  readonly friendsChanged?: (a: string, b: string, friends: boolean) => void;
}

const NO_PLAYER = { error: 'not-found', message: 'there is no player of this handle' } as const;

/** The routes, under `/api`. */
export function friendRoutes(options: FriendRouteOptions): Router {
  const accounts = new AccountStore(options.database, options.clock);
  const friends = new FriendStore(options.database, () => options.clock.now());
  const { signedIn } = signInGate(accounts, options.limits);
  const router = Router();
  const path = (route: FriendRoute): string => FRIEND_ROUTES[route].path.replace(/^\/api/, '');
  const told = options.friendsChanged ?? (() => undefined);

  /** A route of a signed-in account about the player of the path's handle (`other`, null for routes without one). */
  const route = (
    name: FriendRoute,
    handle: (me: string, other: string, res: Response) => Promise<void>,
  ): [string, ReturnType<typeof guarded>] => [
    path(name),
    guarded(options.log, async (req: Request, res: Response) => {
      res.set({ ...corsHeaders(req), 'Cache-Control': 'no-store' });
      const who = await signedIn(req, res);
      if (who === null) return;
      if (req.params.handle === undefined) return handle(who.account, '', res);
      const found = await accounts.publicProfile(handleKeysOf(String(req.params.handle)));
      if (found === null) return refuse(res, NO_PLAYER);
      await handle(who.account, found.id, res);
    }),
  ];
  /** A change answered 204, whatever there was to change. */
  const then204 =
    (work: (me: string, other: string) => Promise<void>) =>
    async (me: string, other: string, res: Response): Promise<void> => {
      await work(me, other);
      res.status(204).end();
    };

  router.get(
    ...route('friends', async (me, _other, res) => {
      res.json(await friends.list(me));
    }),
  );
  router.put(
    ...route('requestFriend', async (me, other, res) => {
      const asked = await friends.request(me, other);
      if (asked.ok && asked.answer.relation === 'friends') told(me, other, true);
      if (asked.ok) res.json(asked.answer);
      else refuse(res, asked.error);
    }),
  );
  router.delete(
    ...route(
      'cancelFriendRequest',
      then204((me, other) => friends.cancel(me, other)),
    ),
  );
  router.put(
    ...route('acceptFriend', async (me, other, res) => {
      const accepted = await friends.accept(me, other);
      if (accepted.ok) told(me, other, true);
      if (accepted.ok) res.json(accepted.answer);
      else refuse(res, accepted.error);
    }),
  );
  router.delete(
    ...route(
      'declineFriend',
      then204((me, other) => friends.decline(me, other)),
    ),
  );
  router.delete(
    ...route(
      'removeFriend',
      then204(async (me, other) => {
        if (await friends.remove(me, other)) told(me, other, false);
      }),
    ),
  );
  router.put(
    ...route('block', async (me, other, res) => {
      const blocked = await friends.block(me, other);
      if (!blocked.ok) return refuse(res, blocked.error);
      if (blocked.ended) told(me, other, false);
      res.status(204).end();
    }),
  );
  router.delete(
    ...route(
      'unblock',
      then204((me, other) => friends.unblock(me, other)),
    ),
  );
  return router;
}
