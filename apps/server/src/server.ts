// The game server: Colyseus on its WebSocket transport with the `birimba` room, the bots' worker pool, the room store
// (embedded, or Redis shared by several processes, with Colyseus' Redis presence and driver), the database (PostgreSQL
// or the embedded one, migrated before anything listens) and the HTTP routes; the keeper restores the open rooms this
// process is to run under their codes.

import { type Server as HttpServer, createServer } from 'node:http';
import { type AddressInfo } from 'node:net';
import { type Presence, Server, ServerError, matchMaker } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { WebSocketTransport } from '@colyseus/ws-transport';
import type { Redis } from 'ioredis';
import { WebSocket } from 'ws';
import { MAX_FRAME_BYTES, RATED_QUEUE_ROOM, RATE_LIMIT, ROOM_NAME } from '@birimba/protocol';
import { BotPool, type Bots } from './bots/bot-pool.js';
import { type Timer, systemClock } from './clock.js';
import { DEFAULT_CONFIG } from './config.js';
import { seatAccountOfKey } from './accounts/account-store.js';
import { SIGN_IN_LIMITS } from './accounts/sign-in-limits.js';
import { type Database, DatabaseError } from './db/database.js';
import { openDatabase } from './db/open-database.js';
import { unavailableDatabase } from './db/unavailable-database.js';
import { MatchOutbox } from './matches/match-outbox.js';
import { defaultHosts, refuseOtherHosts } from './http/hosts.js';
import { limitCors, originOf, refuseOtherOrigins } from './http/origins.js';
import { PUBLIC_DIR, type RouteOptions, addRoutes, tableCdnFile } from './http/routes.js';
import { QuietLog, type ServerLog, consoleLog, errorText } from './log.js';
import { perMinute } from './rate-limit.js';
import { PUBLIC_READ_LIMIT } from './http/read-limits.js';
import { Admission, UNCLAIMED_PER_ADDRESS, answerDamagedRooms, guardMatchmaking } from './room/admission.js';
import { type RoomServices, birimbaRoom } from './room/birimba-room.js';
import { Holdings } from './room/holdings.js';
import { ROOMS_RELEASED, keepRooms } from './room/keeper.js';
import { storedRoom } from './room/restore.js';
import type { MatchedTable } from './room/matched-room.js';
import { Routing } from './room/routing.js';
import { ratedQueueRoom } from './queue/rated-queue-room.js';
import { queueServices } from './queue/rated-tables.js';
import { apartPairs, friendIds } from './friends/friend-store.js';
import { PresenceHub } from './presence/presence-hub.js';
import { accountOfHandle, namesOf } from './presence/presence-names.js';
import { newRoomCode, newSeed } from './secrets.js';
import type { StartOptions } from './start-options.js';

export type { StartOptions } from './start-options.js';
import { FileRoomStore } from './store/file-store.js';
import { RedisLink } from './store/redis-link.js';
import { RedisRoomStore } from './store/redis-store.js';
import { type RoomStore, isShared } from './store/room-store.js';

/** The presence channel on which a process is told of the reservations it granted that were claimed elsewhere. */
const claimedChannel = (processId: string): string => `birimba:claimed:${processId}`;

/** How often the closed rooms kept longer than their time are removed, and counted for /health: every minute. */
const SWEEP_MS = 60_000;

/** A server that listens. */
export interface RunningServer {
  /** The port it listens on. */
  readonly port: number;
  /** The rooms this process holds now. */
  rooms(): number;
  /** Stops taking players (its health says so) and, with a shared store and another process live, hands each room
   * over to it: the room's clients are told to join again (`moved`). */
  drain(): Promise<void>;
  /** Stops it, draining first: connections closed, rooms kept in the store as they are. */
  close(): Promise<void>;
}

/** Starts a server: its data folder's room store checked first (a folder it cannot write stops the start before a
 * database is made in it), its database opened and migrated next (refused with a DatabaseError, nothing started),
 * then the rest; the database is closed again when the server closes, or when the rest fails to start. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const log = options.log ?? consoleLog;
  const withStore = { ...options, store: options.store ?? fileStoreOf(options) };
  if (options.database !== undefined) return startWith(withStore, options.database);
  const database = await ownDatabase(options, log);
  try {
    const running = await startWith(withStore, database);
    return {
      ...running,
      async close() {
        await running.close();
        await database.close();
      },
    };
  } catch (e) {
    await database.close();
    throw e;
  }
}

/** The room store in the data folder, when no other is given and there is no Redis (a StoreError if the folder cannot
 * be written). */
function fileStoreOf(options: StartOptions): RoomStore | undefined {
  if ((options.redisUrl ?? null) !== null) return undefined;
  return new FileRoomStore(options.dataDir, { keepClosedMs: keepClosedMsOf(options) });
}

/** The room store on Redis, for a process that has no other (without Redis, startServer gave the data folder's);
 * made once Colyseus has named this process. */
function redisStoreOf(link: RedisLink | null, options: StartOptions): RoomStore {
  if (link === null) throw new Error('a server without Redis starts with its data folder’s room store');
  return new RedisRoomStore(link.store, {
    owner: matchMaker.processId,
    keepClosedMs: keepClosedMsOf(options),
    ...(options.claimMs === undefined ? {} : { claimMs: options.claimMs }),
  });
}

/** How long a closed room's history is kept (ms). */
function keepClosedMsOf(options: StartOptions): number {
  return options.keepClosedMs ?? DEFAULT_CONFIG.keepClosedDays * 86_400_000;
}

/** The database of `options`, migrated. The embedded one held by another process (processes that share a data
 * folder on one Redis, without DATABASE_URL): this process runs without one, as in an outage, and says so. */
async function ownDatabase(options: StartOptions, log: ServerLog): Promise<Database> {
  const clock = options.clock ?? systemClock;
  const lost = new QuietLog(log, () => clock.now());
  try {
    const { database } = await openDatabase({
      databaseUrl: options.databaseUrl ?? null,
      dataDir: options.dataDir,
      onLost: (e) => lost.error('database connection lost', { error: errorText(e) }),
    });
    return database;
  } catch (e) {
    if (!(e instanceof DatabaseError) || e.code !== 'in-use') throw e;
    log.error('database not opened: accounts and matches are not available', { error: e.message });
    return unavailableDatabase(e.message);
  }
}

/** Starts everything but the database, on `database`. */
async function startWith(options: StartOptions, database: Database): Promise<RunningServer> {
  // Colyseus 0.18 reads the global WebSocket (Node ≥ 22 has one) when a dropped client reconnects; on Node 20 it is
  // the `ws` package's, the very class its transport uses.
  (globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;
  const log = options.log ?? consoleLog;
  const redisUrl = options.redisUrl ?? null;
  const link = redisUrl === null ? null : new RedisLink(redisUrl, log);
  const redisWaitMs = options.redisWaitMs ?? DEFAULT_CONFIG.redisWaitSeconds * 1000;
  await link?.ready(redisWaitMs);
  const shared = link === null ? {} : { presence: redisPresence(link), driver: new RedisDriver(link.driver) };
  await link?.ready(redisWaitMs); // and the presence's subscriber
  const routing = new Routing(() => link?.check() ?? Promise.resolve(true));
  // Half-sent requests are cut off (slow-loris): the headers in `headersTimeoutMs`, checked every second or sooner.
  const headersTimeout = options.headersTimeoutMs ?? DEFAULT_CONFIG.headersTimeoutMs;
  const http = createServer({
    headersTimeout,
    requestTimeout: 2 * headersTimeout,
    connectionsCheckingInterval: Math.min(1000, Math.max(50, Math.floor(headersTimeout / 4))),
  });
  const transport = new WebSocketTransport({ server: http, maxPayload: MAX_FRAME_BYTES });
  const allowedOrigins = new Set((options.allowedOrigins ?? []).map((o) => originOf(o) ?? o));
  limitCors(allowedOrigins);
  const rooms = (): number => matchMaker.stats.local.roomCount;
  let routes: RouteOptions | null = null;
  const server = new Server({
    transport,
    greet: false,
    gracefullyShutdown: false,
    ...shared,
    ...(options.publicAddress == null ? {} : { publicAddress: options.publicAddress }),
    selectProcessIdToCreateRoom: () => routing.processForNewRoom(),
    // Colyseus' own lines, one line each, without stacks (a stack could quote a payload).
    logger: {
      debug: () => undefined,
      trace: () => undefined,
      info: (...args: unknown[]) => log.info(`colyseus: ${args.map(errorText).join(' ')}`),
      warn: (...args: unknown[]) => log.info(`colyseus: ${args.map(errorText).join(' ')}`),
      error: (...args: unknown[]) => log.error(`colyseus: ${args.map(errorText).join(' ')}`),
    },
    // Called as the server starts listening, once the routes' options are known.
    express: (app) => {
      if (routes !== null) addRoutes(app, routes);
    },
  });
  // Colyseus names this process as it is made (its matchmaker's setup): the store's claims carry the same name, so
  // that a room's listing says which claims' holder runs it. Without Redis, startServer gave the data folder's store.
  const store = options.store ?? redisStoreOf(link, options);
  const holdings = new Holdings(() => matchMaker.presence);
  const clock = options.clock ?? systemClock;
  const bots: Bots = new BotPool({
    ...(options.botThreads == null ? {} : { threads: options.botThreads }),
    ...(options.botWorkerFile === undefined ? {} : { workerFile: options.botWorkerFile }),
  });
  const failures = new QuietLog(log, () => clock.now());
  // Finished matches' records: into the store first, drained to the database (the records a stopped process left
  // too, at this start).
  const outbox = new MatchOutbox({ store, database, clock, log: failures });
  // The tables the rated queue is making, handed to their rooms (queue/rated-tables.ts).
  const matched = new Map<string, MatchedTable>();
  const presence = new PresenceHub({
    presence: () => matchMaker.presence,
    process: () => matchMaker.processId,
    clock,
    friendsOf: options.friendsOf ?? ((account) => friendIds(database, account)),
    namesOf: (accounts) => namesOf(database, accounts),
    accountOf: (handle) => accountOfHandle(database, handle),
    log: failures,
    ...(options.presenceGraceMs === undefined ? {} : { graceMs: options.presenceGraceMs }),
  });
  const services: RoomServices = {
    store,
    bots,
    clock,
    log,
    failures,
    matches: outbox,
    presence,
    accountOfKey: options.accountOfKey ?? ((key) => seatAccountOfKey(database, key, clock.now())),
    graceMs: options.graceMs ?? DEFAULT_CONFIG.graceSeconds * 1000,
    botDelayMs: options.botDelayMs ?? DEFAULT_CONFIG.botDelayMs,
    idleMs: options.idleMs ?? DEFAULT_CONFIG.idleMinutes * 60_000,
    rateLimit: options.rateLimit ?? RATE_LIMIT,
    restoring: new Map(),
    matched,
    newSeed: options.newSeed ?? newSeed,
    newRoomCode: options.newRoomCode ?? newRoomCode,
    ...(options.ratedTestTarget === undefined ? {} : { ratedTestTarget: options.ratedTestTarget }),
    holdings,
    admission: new Admission(
      {
        roomsPerHour: options.roomsPerHour ?? DEFAULT_CONFIG.roomsPerHour,
        maxRooms: options.maxRooms ?? DEFAULT_CONFIG.maxRooms,
        unclaimedPerAddress: options.unclaimedPerAddress ?? UNCLAIMED_PER_ADDRESS,
        openRoomsPerAddress: options.openRoomsPerAddress ?? DEFAULT_CONFIG.openRoomsPerAddress,
      },
      clock,
      () => matchMaker.stats.local.roomCount,
      {
        openRoom: async () => (await matchMaker.findOneRoomAvailable(ROOM_NAME, {})) !== undefined,
        held: (address) => holdings.count(address),
      },
      {
        own: () => matchMaker.processId,
        tell: (ticket) => void matchMaker.presence.publish(claimedChannel(ticket.process ?? ''), ticket),
      },
    ),
  };
  // Closed rooms' histories are kept for `keepClosedMs`, then removed: swept at the start and every minute after; the
  // count kept is what /health says.
  let closedKept = 0;
  let sweeping: Timer | null = null;
  const sweep = (): void => {
    store.sweep(clock.now()).then(
      (kept) => {
        closedKept = kept;
      },
      (e: unknown) => services.failures.error('closed rooms not swept', { error: errorText(e) }),
    );
    sweeping = clock.after(SWEEP_MS, sweep);
  };
  sweep();
  routes = {
    store,
    storeState: async () => {
      if (link !== null) return (await link.check()) ? 'ok' : 'unreachable';
      return store instanceof FileRoomStore && !(await store.writable()) ? 'unwritable' : 'ok';
    },
    databaseState: async () => ((await database.check()) ? 'ok' : 'unreachable'),
    draining: () => routing.draining,
    database,
    signInLimits: options.signInLimits ?? SIGN_IN_LIMITS,
    log: services.failures,
    rooms,
    closedRooms: () => closedKept,
    clock: services.clock,
    logLimit: perMinute(options.logRequestsPerMinute ?? DEFAULT_CONFIG.logRequestsPerMinute),
    readLimit: options.publicReadLimit ?? PUBLIC_READ_LIMIT,
    publicDir: PUBLIC_DIR,
    tableFile: tableCdnFile(),
    webSockets: { anyHost: redisUrl !== null, publicAddress: options.publicAddress ?? null },
    presence,
  };
  answerDamagedRooms(store);
  server.define(ROOM_NAME, birimbaRoom(services));
  server
    .define(
      RATED_QUEUE_ROOM,
      ratedQueueRoom(
        queueServices({
          ...services,
          database,
          matched,
          apart: options.apart ?? ((accounts) => apartPairs(database, accounts)),
        }),
      ),
    )
    .filterBy(['form']);
  await listen(server, http, options.port ?? DEFAULT_CONFIG.port, options.host ?? DEFAULT_CONFIG.host);
  // A reservation this process granted, claimed on the process holding its room: it counts here no more.
  await matchMaker.presence.subscribe(claimedChannel(matchMaker.processId), (ticket: unknown) =>
    services.admission.claimed(ticket),
  );
  // Each wraps the listeners before it: a request to a host name this server does not answer to is refused first,
  // then another website's, then a body unfit to read, then a request the store cannot serve now.
  routing.guard(http);
  guardMatchmaking(http, services.failures);
  refuseOtherOrigins(http, allowedOrigins);
  const host = options.host ?? DEFAULT_CONFIG.host;
  refuseOtherHosts(http, new Set(options.allowedHosts ?? defaultHosts(host, options.publicAddress ?? null)));
  const port = (http.address() as AddressInfo).port;

  const keeper = await keepRooms(
    store,
    {
      // Read from the store first (a damaged history is set aside there); then made always in this process
      // (`handleCreateRoom`: Colyseus' `createRoom` may ask another process to make a room).
      async restore(code) {
        const model = await storedRoom(store, code, log);
        if (model === null) return;
        services.restoring.set(code, model);
        try {
          await matchMaker.handleCreateRoom(ROOM_NAME, { restore: code });
        } catch (e) {
          if (services.restoring.delete(code)) model.dispose();
          // A failure in the room's onCreate was said there (a ServerError here); one before or after it was not.
          if (!(e instanceof ServerError)) log.error('room not restored', { room: code, error: errorText(e) });
        }
      },
      runs: (code) => matchMaker.getLocalRoomById(code) !== undefined,
      async relinquish(code) {
        const room = matchMaker.getLocalRoomById(code) as unknown as { relinquish?: () => Promise<void> } | undefined;
        await room?.relinquish?.();
      },
      relist: () => matchMaker.restoreMissingRoomCaches(),
      async forget(owner) {
        await matchMaker.stats.excludeProcess(owner);
        await matchMaker.driver.cleanup?.(owner);
      },
      async handOver(code) {
        const room = matchMaker.getLocalRoomById(code) as unknown as { handOver?: () => Promise<void> } | undefined;
        await room?.handOver?.();
      },
      async announce(codes) {
        await matchMaker.presence.publish(ROOMS_RELEASED, codes);
      },
    },
    log,
  );
  if (keeper.processes !== null && isShared(store)) {
    routing.share(store, keeper.processes);
    // Rooms another process let go of are taken at once, not at the next round.
    await matchMaker.presence.subscribe(ROOMS_RELEASED, () => keeper.poke());
  }
  // Back from an outage, this process renews its own claims before anything else.
  link?.onReady(() => keeper.poke());
  outbox.drain();
  let draining: Promise<void> | null = null;
  const drain = (): Promise<void> => {
    routing.draining = true;
    draining ??= keeper.drain();
    return draining;
  };
  log.info('server listening', {
    port,
    rooms: rooms(),
    store: redisUrl === null ? 'files' : 'redis',
    database: database.kind,
    process: matchMaker.processId,
    ...(options.ratedTestTarget === undefined ? {} : { ratedTestTarget: options.ratedTestTarget }),
  });

  return {
    port,
    rooms,
    drain,
    async close() {
      await drain();
      sweeping?.cancel();
      keeper.stop();
      link?.stopping();
      await server.gracefullyShutdown(false);
      await presence.stop();
      await bots.destroy();
      await outbox.stop();
      await store.shutdown();
      link?.disconnect();
    },
  };
}

/** The server could not listen where it was told: the address in use by another program, or not one it may use. */
export class ListenError extends Error {
  override readonly name = 'ListenError';

  constructor(
    readonly code: 'in-use' | 'not-allowed' | 'other',
    readonly address: string,
    why: string,
  ) {
    super(`cannot listen on ${address}: ${why}`);
  }
}

/** Colyseus listens on `port` of `host` — or a ListenError: Colyseus waits for ever when the port is taken (its
 * promise settles only on the `listening` event), so the HTTP server's `error` is listened to here, alone while it
 * starts (the command says the ListenError in one line; Colyseus' own listeners printed it besides). */
async function listen(server: Server, http: HttpServer, port: number, host: string): Promise<void> {
  const theirs = http.listeners('error') as ((e: Error) => void)[];
  http.removeAllListeners('error');
  let failed = (_e: NodeJS.ErrnoException): void => undefined;
  const refused = new Promise<never>((_resolve, reject) => {
    failed = (e) => {
      const address = `${host}:${String(port)}`;
      if (e.code === 'EADDRINUSE') reject(new ListenError('in-use', address, 'the address is in use'));
      else if (e.code === 'EACCES') reject(new ListenError('not-allowed', address, 'this user may not listen there'));
      else reject(new ListenError('other', address, errorText(e)));
    };
    http.once('error', failed);
  });
  try {
    await Promise.race([server.listen(port, host), refused]);
  } finally {
    http.off('error', failed);
  }
  for (const listener of theirs) http.on('error', listener);
}

/** Colyseus' presence on the link's connection, its subscriber (made by the presence) watched by the link too. */
function redisPresence(link: RedisLink): Presence {
  const presence = new RedisPresence(link.presence);
  link.adopt(link.presence);
  link.adopt((presence as unknown as { sub: Redis }).sub);
  return presence;
}
