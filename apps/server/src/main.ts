#!/usr/bin/env node
// birimba-server: starts the game server and prints where to open it, on this machine and on the local network. Its
// environment configures it (config.ts, the README's table).

import { networkInterfaces } from 'node:os';
import { ConfigError, type ServerConfig, configFromEnv, redacted } from './config.js';
import { DatabaseError } from './db/database.js';
import { databaseDir } from './db/embedded-database.js';
import { QuietLog, type ServerLog, consoleLog, errorText } from './log.js';
import { ListenError, type RunningServer, startServer } from './server.js';
import { StoreError } from './store/room-store.js';

/** The addresses to open the page at: this machine, and each IPv4 address on the local network. */
export function addresses(config: ServerConfig, port: number): { local: string; network: string[] } {
  const network =
    config.host === '0.0.0.0' || config.host === '::'
      ? Object.values(networkInterfaces())
          .flat()
          .filter((a) => a !== undefined && a.family === 'IPv4' && !a.internal)
          .map((a) => `http://${a?.address ?? ''}:${String(port)}/`)
      : [];
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return { local: `http://${host}:${String(port)}/`, network };
}

/**
 * Promises of Colyseus' own that nothing awaits (its stats, its presence) are refused while Redis is away, and
 * @pm2/io — which Colyseus loads — printed each with its stack: said here instead, in one line a cause at most once a
 * minute. Any other listener of unhandled rejections, one added later included, is taken off.
 */
function quietRejections(log: ServerLog): void {
  const quiet = new QuietLog(log, Date.now);
  const ours = (e: unknown): void => quiet.error('promise refused', { error: errorText(e) });
  const alone = (): void => {
    for (const listener of process.listeners('unhandledRejection'))
      if (listener !== ours) process.off('unhandledRejection', listener);
  };
  process.on('unhandledRejection', ours);
  process.on('newListener', (event) => {
    if (event === 'unhandledRejection') queueMicrotask(alone);
  });
  alone();
}

async function main(): Promise<void> {
  quietRejections(consoleLog);
  let config: ServerConfig;
  try {
    config = configFromEnv(process.env);
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(`birimba-server: ${e.message}`);
      process.exit(2);
    }
    throw e;
  }
  if (config.redisUrl !== null && config.publicAddress === null)
    console.error(
      'birimba-server: REDIS_URL is set without PUBLIC_ADDRESS: clients are sent to the address they asked, ' +
        'so with several processes a room is reached only through the process holding it',
    );
  if (config.redisUrl !== null && config.databaseUrl === null)
    console.error(
      'birimba-server: REDIS_URL is set without DATABASE_URL: accounts and matches are kept in this process’s ' +
        'embedded database, not shared with the other processes',
    );
  let server: RunningServer;
  try {
    server = await startServer({
      port: config.port,
      host: config.host,
      dataDir: config.dataDir,
      redisUrl: config.redisUrl,
      databaseUrl: config.databaseUrl,
      publicAddress: config.publicAddress,
      claimMs: config.claimMs,
      redisWaitMs: config.redisWaitMs,
      graceMs: config.graceMs,
      botDelayMs: config.botDelayMs,
      idleMs: config.idleMs,
      botThreads: config.botThreads,
      logRequestsPerMinute: config.logRequestsPerMinute,
      allowedOrigins: config.allowedOrigins,
      allowedHosts: config.allowedHosts,
      roomsPerHour: config.roomsPerHour,
      maxRooms: config.maxRooms,
      unclaimedPerAddress: config.unclaimedPerAddress,
      openRoomsPerAddress: config.openRoomsPerAddress,
      keepClosedMs: config.keepClosedMs,
    });
  } catch (e) {
    if (e instanceof StoreError) {
      const where = config.redisUrl === null ? config.dataDir : redacted(config.redisUrl);
      console.error(`birimba-server: cannot open the room store at ${where}: ${e.message}`);
      process.exit(1);
    }
    if (e instanceof DatabaseError) {
      const where = config.databaseUrl === null ? databaseDir(config.dataDir) : redacted(config.databaseUrl);
      console.error(`birimba-server: cannot open the database at ${where}: ${e.message}`);
      process.exit(1);
    }
    if (e instanceof ListenError) {
      console.error(`birimba-server: ${e.message}`);
      process.exit(1);
    }
    throw e;
  }
  const where = addresses(config, server.port);
  console.log(`Birimba is online: open ${where.local}`);
  for (const address of where.network) console.log(`On your local network, share ${address}`);
  const kept = config.redisUrl === null ? config.dataDir : `Redis at ${redacted(config.redisUrl)}`;
  console.log(`Rooms are kept in ${kept}; press Ctrl-C to stop.`);
  // Stopped (a deploy's SIGTERM, Ctrl-C): with another process on the same Redis, the rooms are handed over to it
  // first, their players told to join again — a pause of a moment for them, not a disconnection.
  const stop = (): void => {
    void server.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

await main();
