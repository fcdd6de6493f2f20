#!/usr/bin/env node
// birimba-server: starts the game server with the embedded store and prints where to open it, on this machine and on
// the local network. PORT, HOST, DATA_DIR, GRACE_SECONDS, BOT_DELAY_MS, IDLE_MINUTES and BOT_THREADS configure it;
// REDIS_URL is refused until the Redis store exists.

import { networkInterfaces } from 'node:os';
import { ConfigError, type ServerConfig, configFromEnv } from './config.js';
import { startServer } from './server.js';

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

async function main(): Promise<void> {
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
  if (config.redisUrl !== null) {
    console.error(
      'birimba-server: REDIS_URL is set, but running on Redis (several processes sharing rooms) is not implemented yet; unset it to use the embedded store in DATA_DIR',
    );
    process.exit(2);
  }
  const server = await startServer({
    port: config.port,
    host: config.host,
    dataDir: config.dataDir,
    graceMs: config.graceMs,
    botDelayMs: config.botDelayMs,
    idleMs: config.idleMs,
    botThreads: config.botThreads,
  });
  const where = addresses(config, server.port);
  console.log(`Birimba is online: open ${where.local}`);
  for (const address of where.network) console.log(`On your local network, share ${address}`);
  console.log(`Rooms are kept in ${config.dataDir}; press Ctrl-C to stop.`);
  const stop = (): void => {
    void server.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

await main();
