// The server's configuration from its environment: PORT, HOST, DATA_DIR, REDIS_URL, DATABASE_URL, PUBLIC_ADDRESS, the room timings,
// the matchmaking's limits, how long closed rooms are kept, the log route's rate limit, ALLOWED_ORIGINS and
// ALLOWED_HOSTS, each checked, with a one-line reason for a value that cannot be used — and the tests' lowered rated
// target (BIRIMBA_RATED_TEST_TARGET), refused.

import { resolve } from 'node:path';
import { DEFAULT_GRACE_SECONDS, RATED_TARGET } from '@birimba/protocol';
import { hostName } from './http/hosts.js';
import { originOf } from './http/origins.js';

/** How the server runs. */
export interface ServerConfig {
  /** The TCP port (0: any free one). */
  readonly port: number;
  /** The address to listen on. */
  readonly host: string;
  /** The folder of the embedded room store. */
  readonly dataDir: string;
  /** Redis, for several processes sharing rooms (null: the embedded store, one process). */
  readonly redisUrl: string | null;
  /** PostgreSQL, for accounts, profiles and matches (null: the embedded database in the data folder, one process). */
  readonly databaseUrl: string | null;
  /** How clients reach this process (`host[:port][/path]`, no scheme): where a room it holds is joined. */
  readonly publicAddress: string | null;
  /** With Redis: how long a process's hold on a room lasts unless renewed, in milliseconds. */
  readonly claimMs: number;
  /** With Redis: how long a starting process waits for Redis to answer before it stops, in milliseconds. */
  readonly redisWaitMs: number;
  /** How long a dropped player's seat is held, in milliseconds. */
  readonly graceMs: number;
  /** The least time a bot's move takes, in milliseconds. */
  readonly botDelayMs: number;
  /** How long a room nobody is connected to is kept, in milliseconds. */
  readonly idleMs: number;
  /** Worker threads for the bots (null: one fewer than the cores). */
  readonly botThreads: number | null;
  /** Requests for game logs per client address and minute. */
  readonly logRequestsPerMinute: number;
  /** Other websites whose pages may call the server (origins, `scheme://host[:port]`). */
  readonly allowedOrigins: readonly string[];
  /** The host names the server answers to (a request of another `Host` is refused); null: the names it prints. */
  readonly allowedHosts: readonly string[] | null;
  // The matchmaking's limits (room/admission.ts).
  /** Rooms one address may create in an hour (0: no limit). */
  readonly roomsPerHour: number;
  /** The most rooms this process holds. */
  readonly maxRooms: number;
  /** The most seat reservations one address may hold unclaimed at once. */
  readonly unclaimedPerAddress: number;
  /** The most rooms one address may hold open at once (0: no limit). */
  readonly openRoomsPerAddress: number;
  /** How long a closed room's history is kept for its logs, in milliseconds. */
  readonly keepClosedMs: number;
}

/** Every environment variable the server reads, each documented in the README's one table (a test checks it). */
export const ENV_VARIABLES = [
  'PORT',
  'HOST',
  'DATA_DIR',
  'REDIS_URL',
  'DATABASE_URL',
  'PUBLIC_ADDRESS',
  'ROOM_CLAIM_MS',
  'REDIS_WAIT_SECONDS',
  'GRACE_SECONDS',
  'BOT_DELAY_MS',
  'IDLE_MINUTES',
  'BOT_THREADS',
  'LOG_REQUESTS_PER_MINUTE',
  'ALLOWED_ORIGINS',
  'ALLOWED_HOSTS',
  'ROOMS_PER_HOUR',
  'OPEN_ROOMS_PER_ADDRESS',
  'MAX_ROOMS',
  'UNCLAIMED_PER_ADDRESS',
  'KEEP_CLOSED_DAYS',
  'BIRIMBA_RATED_TEST_TARGET',
] as const;

/** A variable of `ENV_VARIABLES`. */
type EnvVariable = (typeof ENV_VARIABLES)[number];

/** A configuration value that cannot be used. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** The defaults, for what the environment does not set. */
export const DEFAULT_CONFIG = {
  port: 2567,
  host: '0.0.0.0',
  dataDir: 'birimba-data',
  graceSeconds: DEFAULT_GRACE_SECONDS,
  botDelayMs: 700,
  idleMinutes: 60,
  claimMs: 10_000,
  redisWaitSeconds: 15,
  logRequestsPerMinute: 30,
  headersTimeoutMs: 10_000,
  // The matchmaking's limits: a family or a club behind one address makes a few rooms an evening; the benchmark's
  // 1,000 rooms are about what two cores hold at a human pace.
  roomsPerHour: 30,
  maxRooms: 1000,
  unclaimedPerAddress: 8,
  // A club's tables behind one address fit; one address cannot fill a server of MAX_ROOMS.
  openRoomsPerAddress: 10,
  keepClosedDays: 30,
} as const;

/** The configuration of `env` (variables unset or empty take the defaults). */
export function configFromEnv(env: Readonly<Record<string, string | undefined>>): ServerConfig {
  const value = (name: EnvVariable): string | undefined => {
    const text = env[name]?.trim();
    return text === undefined || text === '' ? undefined : text;
  };
  const whole = (name: EnvVariable, fallback: number, min: number, max: number): number => {
    const text = value(name);
    if (text === undefined) return fallback;
    const n = Number(text);
    if (!/^\d+$/.test(text) || n < min || n > max)
      throw new ConfigError(
        `${name} must be a whole number from ${String(min)} to ${String(max)}, got ${JSON.stringify(text)}`,
      );
    return n;
  };
  // A rated match is played to the form's default target: a lowered one is for tests (server.ts' `ratedTestTarget`,
  // given in their own process), never a server started here, whatever NODE_ENV says.
  if (value('BIRIMBA_RATED_TEST_TARGET') !== undefined)
    throw new ConfigError(
      `BIRIMBA_RATED_TEST_TARGET is refused: rated matches are played to ${String(RATED_TARGET)} points ` +
        '(a lowered rated target is for tests, which start the server in their own process); unset it',
    );
  const threads = value('BOT_THREADS');
  const redisUrl = value('REDIS_URL') ?? null;
  if (redisUrl !== null && !isUrlOf(redisUrl, ['redis:', 'rediss:']))
    throw new ConfigError(
      'REDIS_URL must be a redis:// or rediss:// URL (redis://[user:password@]host[:port][/db]), ' +
        `got ${JSON.stringify(redacted(redisUrl))}`,
    );
  const databaseUrl = value('DATABASE_URL') ?? null;
  if (databaseUrl !== null && !isUrlOf(databaseUrl, ['postgres:', 'postgresql:']))
    throw new ConfigError(
      'DATABASE_URL must be a postgres:// or postgresql:// URL ' +
        '(postgres://[user:password@]host[:port]/database[?sslmode=require]), ' +
        `got ${JSON.stringify(redacted(databaseUrl))}`,
    );
  const publicAddress = value('PUBLIC_ADDRESS') ?? null;
  if (publicAddress !== null && !isPublicAddress(publicAddress))
    throw new ConfigError(
      'PUBLIC_ADDRESS must be host[:port][/path] as clients reach this process, without a scheme ' +
        `(e.g. 10.0.0.5:2567), got ${JSON.stringify(publicAddress.slice(0, 100))}`,
    );
  const allowedOrigins = (value('ALLOWED_ORIGINS') ?? '').split(/[\s,]+/).filter((o) => o !== '');
  const notOrigin = allowedOrigins.find((o) => originOf(o) === null);
  if (notOrigin !== undefined)
    throw new ConfigError(
      'ALLOWED_ORIGINS must be origins separated by commas, each scheme://host[:port] (e.g. https://example.com), ' +
        `got ${JSON.stringify(notOrigin.slice(0, 100))}`,
    );
  const hosts = value('ALLOWED_HOSTS');
  const allowedHosts = hosts === undefined ? null : hosts.split(/[\s,]+/).filter((h) => h !== '');
  const notHost = allowedHosts?.find((h) => !isHostName(h));
  if (notHost !== undefined)
    throw new ConfigError(
      'ALLOWED_HOSTS must be host names or addresses separated by commas, without a scheme, port or path ' +
        `(e.g. play.example.com, 192.168.1.20), got ${JSON.stringify(notHost.slice(0, 100))}`,
    );
  return {
    port: whole('PORT', DEFAULT_CONFIG.port, 0, 65535),
    host: value('HOST') ?? DEFAULT_CONFIG.host,
    dataDir: resolve(value('DATA_DIR') ?? DEFAULT_CONFIG.dataDir),
    redisUrl,
    databaseUrl,
    publicAddress,
    claimMs: whole('ROOM_CLAIM_MS', DEFAULT_CONFIG.claimMs, 1000, 600_000),
    redisWaitMs: whole('REDIS_WAIT_SECONDS', DEFAULT_CONFIG.redisWaitSeconds, 1, 600) * 1000,
    graceMs: whole('GRACE_SECONDS', DEFAULT_CONFIG.graceSeconds, 0, 86_400) * 1000,
    botDelayMs: whole('BOT_DELAY_MS', DEFAULT_CONFIG.botDelayMs, 0, 60_000),
    idleMs: whole('IDLE_MINUTES', DEFAULT_CONFIG.idleMinutes, 1, 100_000) * 60_000,
    botThreads: threads === undefined ? null : whole('BOT_THREADS', 1, 1, 256),
    logRequestsPerMinute: whole('LOG_REQUESTS_PER_MINUTE', DEFAULT_CONFIG.logRequestsPerMinute, 1, 100_000),
    allowedOrigins: allowedOrigins.map((o) => originOf(o) ?? o),
    allowedHosts: allowedHosts?.map(hostName) ?? null,
    roomsPerHour: whole('ROOMS_PER_HOUR', DEFAULT_CONFIG.roomsPerHour, 0, 100_000),
    maxRooms: whole('MAX_ROOMS', DEFAULT_CONFIG.maxRooms, 1, 1_000_000),
    unclaimedPerAddress: whole('UNCLAIMED_PER_ADDRESS', DEFAULT_CONFIG.unclaimedPerAddress, 1, 1_000_000),
    openRoomsPerAddress: whole('OPEN_ROOMS_PER_ADDRESS', DEFAULT_CONFIG.openRoomsPerAddress, 0, 1_000_000),
    keepClosedMs: whole('KEEP_CLOSED_DAYS', DEFAULT_CONFIG.keepClosedDays, 1, 3650) * 86_400_000,
  };
}

/** A URL of one of `schemes` (`redis:`) naming a host. */
function isUrlOf(text: string, schemes: readonly string[]): boolean {
  try {
    const url = new URL(text);
    return schemes.includes(url.protocol) && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A URL with its password hidden, for a message. */
export function redacted(text: string): string {
  return text.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:***@').slice(0, 100);
}

/** A host name, an IPv4 address, or an IPv6 address (bracketed or not): no scheme, port or path. */
function isHostName(text: string): boolean {
  return /^([A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?|\[?[0-9a-fA-F:.]*:[0-9a-fA-F:.]*\]?)$/.test(text);
}

/** `host[:port][/path]`: a host name, IPv4 or [IPv6] address, an optional port, an optional path. */
function isPublicAddress(text: string): boolean {
  const match =
    /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?)(:(\d{1,5}))?(\/[A-Za-z0-9._~/-]*)?$/.exec(text);
  if (match === null) return false;
  const port = match[4];
  return port === undefined || (Number(port) >= 1 && Number(port) <= 65535);
}
