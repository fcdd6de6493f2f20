// What a Birimba server is started with (`startServer`): every option, each with its default — the production start
// (main.ts) fills them from the environment (config.ts); tests give their own clocks, stores, databases and limits.

import type { Clock } from './clock.js';
import type { Database } from './db/database.js';
import type { FriendsOf } from './presence/invitations.js';
import type { RateLimit } from './rate-limit.js';
import type { RoomStore } from './store/room-store.js';
import type { SeatAccount } from './accounts/account-store.js';
import type { ServerLog } from './log.js';
import type { SignInLimitFigures } from './accounts/sign-in-limits.js';

/** How to start a server; everything but the data folder has a default. */
export interface StartOptions {
  /** The folder of the embedded room store. */
  readonly dataDir: string;
  /** The TCP port (default 2567; 0: any free one). */
  readonly port?: number;
  /** The address to listen on (default 0.0.0.0). */
  readonly host?: string;
  readonly graceMs?: number;
  readonly botDelayMs?: number;
  readonly idleMs?: number;
  readonly botThreads?: number | null;
  /** The bots' worker module (default: the built one beside this file). */
  readonly botWorkerFile?: URL;
  readonly rateLimit?: RateLimit;
  /** Requests for game logs per client address and minute (default 30). */
  readonly logRequestsPerMinute?: number;
  /** Sign-in attempts on the account routes per address and per account (default SIGN_IN_LIMITS). */
  readonly signInLimits?: SignInLimitFigures;
  /** Public reads of players and matches per address (default PUBLIC_READ_LIMIT, read-limits.ts). */
  readonly publicReadLimit?: RateLimit;
  /** Time (default: the system clock). Tests pass a clock they move by hand. */
  readonly clock?: Clock;
  /** Where the server's lines go (default: standard error). */
  readonly log?: ServerLog;
  /** A room store other than the embedded one. */
  readonly store?: RoomStore;
  /** Redis for the rooms, the presence and the matchmaking, shared by several processes (default: none). */
  readonly redisUrl?: string | null;
  /** PostgreSQL for accounts, profiles and matches, shared by several processes (default: the embedded database in
   * the data folder's `database/`). */
  readonly databaseUrl?: string | null;
  /** A database opened (and migrated) already, left open by `close` (tests share one); instead of `databaseUrl`. */
  readonly database?: Database;
  /** How clients reach this process, `host[:port][/path]` (default: the address they asked). */
  readonly publicAddress?: string | null;
  /** With Redis: how long this process's hold on a room lasts unless renewed (default 10 s). */
  readonly claimMs?: number;
  /** With Redis: how long a start waits for Redis to answer (default `REDIS_WAIT_SECONDS`' 15 s). */
  readonly redisWaitMs?: number;
  /** Each new match's seed (default: 128 random bits). Tests deal the matches they need. */
  readonly newSeed?: () => string;
  /** Each new room's code (default: 50 random bits, `secrets.ts`). Tests choose the codes they need. */
  readonly newRoomCode?: () => string;
  /** Other websites whose pages may call this server (`scheme://host[:port]`); its own origin always may. */
  readonly allowedOrigins?: readonly string[];
  /** The host names this server answers to (default: localhost, this machine's addresses, `host` and the host of
   * `publicAddress`); a request of another `Host` is refused (DNS rebinding). */
  readonly allowedHosts?: readonly string[] | null;
  /** How long a client has to send a request's headers (default 10 s; the whole request: twice that). */
  readonly headersTimeoutMs?: number;
  /** Rooms one address may create in an hour (default 30; 0: no limit). */
  readonly roomsPerHour?: number;
  /** The most rooms this process holds (default 1000). */
  readonly maxRooms?: number;
  /** The most unused seat reservations of one address at once (default 8). */
  readonly unclaimedPerAddress?: number;
  /** The most rooms one address holds open at once (default 10; 0: no limit). */
  readonly openRoomsPerAddress?: number;
  /** How long a closed room's history is kept (default 30 days). */
  readonly keepClosedMs?: number;
  /** The account a device key names (the join's `account`) with its handle, or null (default: the account store's, on
   * this server's database). */
  readonly accountOfKey?: (key: string) => Promise<SeatAccount | null>;
  /** The pairs among accounts of which one blocked the other, never seated together by the rated queue (default:
   * the blocks on the database, `apartPairs`). */
  readonly apart?: (accounts: string[]) => Promise<[string, string][]>;
  /** The accounts that are friends of an account, both ways (default: the friends' store on the database). */
  readonly friendsOf?: FriendsOf;
  /** A closed page's account stays online this long (default `PRESENCE_FIGURES.graceMs`). */
  readonly presenceGraceMs?: number;
  /** Tests only: the least match target a rated room's match is rated at (null: one deal too), so that a test plays a
   * rated match to its end in seconds (default: `RATED_TARGET`, the form's default target). The production start
   * (main.ts, config.ts) refuses to set it. */
  readonly ratedTestTarget?: number | null;
}
