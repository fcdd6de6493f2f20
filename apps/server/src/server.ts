// The game server: Colyseus on its WebSocket transport with the `birimba` room, the bots' worker pool, the embedded
// room store and the HTTP routes; on start, every room the store holds open is restored under its code.

import { type AddressInfo } from 'node:net';
import { Server, matchMaker } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { WebSocket } from 'ws';
import { MAX_FRAME_BYTES, RATE_LIMIT, ROOM_NAME } from '@birimba/protocol';
import { BotPool, type Bots } from './bots/bot-pool.js';
import { type Clock, systemClock } from './clock.js';
import { DEFAULT_CONFIG } from './config.js';
import { PUBLIC_DIR, addRoutes, tableCdnFile } from './http/routes.js';
import { type ServerLog, consoleLog, errorText } from './log.js';
import type { RateLimit } from './rate-limit.js';
import { type RoomServices, birimbaRoom } from './room/birimba-room.js';
import { FileRoomStore } from './store/file-store.js';
import type { RoomStore } from './store/room-store.js';

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
  /** Time (default: the system clock). Tests pass a clock they move by hand. */
  readonly clock?: Clock;
  /** Where the server's lines go (default: standard error). */
  readonly log?: ServerLog;
  /** A room store other than the embedded one. */
  readonly store?: RoomStore;
}

/** A server that listens. */
export interface RunningServer {
  /** The port it listens on. */
  readonly port: number;
  /** The rooms this process holds now. */
  rooms(): number;
  /** Stops it: connections closed, rooms kept in the store as they are. */
  close(): Promise<void>;
}

/** Starts a server. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  // Colyseus 0.18 reads the global WebSocket (Node ≥ 22 has one) when a dropped client reconnects; on Node 20 it is
  // the `ws` package's, the very class its transport uses.
  (globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;
  const log = options.log ?? consoleLog;
  const store = options.store ?? new FileRoomStore(options.dataDir);
  const bots: Bots = new BotPool({
    ...(options.botThreads == null ? {} : { threads: options.botThreads }),
    ...(options.botWorkerFile === undefined ? {} : { workerFile: options.botWorkerFile }),
  });
  const services: RoomServices = {
    store,
    bots,
    clock: options.clock ?? systemClock,
    log,
    graceMs: options.graceMs ?? DEFAULT_CONFIG.graceSeconds * 1000,
    botDelayMs: options.botDelayMs ?? DEFAULT_CONFIG.botDelayMs,
    idleMs: options.idleMs ?? DEFAULT_CONFIG.idleMinutes * 60_000,
    rateLimit: options.rateLimit ?? RATE_LIMIT,
    restoring: new Set(),
  };
  const rooms = (): number => matchMaker.stats.local.roomCount;
  const transport = new WebSocketTransport({ maxPayload: MAX_FRAME_BYTES });
  const server = new Server({
    transport,
    greet: false,
    gracefullyShutdown: false,
    // Colyseus' own lines, one line each, without stacks (a stack could quote a payload).
    logger: {
      debug: () => undefined,
      trace: () => undefined,
      info: (...args: unknown[]) => log.info(`colyseus: ${args.map(errorText).join(' ')}`),
      warn: (...args: unknown[]) => log.info(`colyseus: ${args.map(errorText).join(' ')}`),
      error: (...args: unknown[]) => log.error(`colyseus: ${args.map(errorText).join(' ')}`),
    },
    express: (app) => addRoutes(app, { store, rooms, publicDir: PUBLIC_DIR, tableFile: tableCdnFile() }),
  });
  server.define(ROOM_NAME, birimbaRoom(services));
  await server.listen(options.port ?? DEFAULT_CONFIG.port, options.host ?? DEFAULT_CONFIG.host);
  const port = (transport.server?.address() as AddressInfo).port;

  for (const code of await store.openRooms()) {
    services.restoring.add(code);
    try {
      await matchMaker.createRoom(ROOM_NAME, { restore: code });
    } catch (e) {
      services.restoring.delete(code);
      log.error('room not restored', { room: code, error: errorText(e) });
    }
  }
  log.info('server listening', { port, rooms: rooms() });

  return {
    port,
    rooms,
    async close() {
      await server.gracefullyShutdown(false);
      await bots.destroy();
      await store.shutdown();
    },
  };
}
