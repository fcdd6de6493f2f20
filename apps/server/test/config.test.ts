// The server's configuration from its environment: defaults for what is unset, a one-line reason for a bad value; the
// README's one table of the variables, naming each one read.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { ConfigError, DEFAULT_CONFIG, ENV_VARIABLES, configFromEnv, redacted } from '../src/config.js';

describe('configFromEnv', () => {
  it('takes the defaults for what is unset or empty', () => {
    expect(configFromEnv({ PORT: '' })).toMatchObject({
      port: DEFAULT_CONFIG.port,
      host: DEFAULT_CONFIG.host,
      redisUrl: null,
      databaseUrl: null,
      publicAddress: null,
      claimMs: DEFAULT_CONFIG.claimMs,
      redisWaitMs: DEFAULT_CONFIG.redisWaitSeconds * 1000,
      graceMs: DEFAULT_CONFIG.graceSeconds * 1000,
      botDelayMs: DEFAULT_CONFIG.botDelayMs,
      botThreads: null,
      logRequestsPerMinute: DEFAULT_CONFIG.logRequestsPerMinute,
      allowedOrigins: [],
      allowedHosts: null,
      roomsPerHour: DEFAULT_CONFIG.roomsPerHour,
      maxRooms: DEFAULT_CONFIG.maxRooms,
      unclaimedPerAddress: DEFAULT_CONFIG.unclaimedPerAddress,
      openRoomsPerAddress: DEFAULT_CONFIG.openRoomsPerAddress,
      keepClosedMs: DEFAULT_CONFIG.keepClosedDays * 86_400_000,
    });
  });

  it('reads PORT, HOST, DATA_DIR, REDIS_URL, DATABASE_URL, PUBLIC_ADDRESS and the timings', () => {
    const config = configFromEnv({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/srv/birimba',
      REDIS_URL: 'redis://r:6379',
      DATABASE_URL: 'postgres://birimba@db:5432/birimba',
      PUBLIC_ADDRESS: 'game-1.example.com/n1',
      ROOM_CLAIM_MS: '3000',
      GRACE_SECONDS: '30',
      BOT_DELAY_MS: '0',
      IDLE_MINUTES: '5',
      BOT_THREADS: '3',
      LOG_REQUESTS_PER_MINUTE: '120',
      ALLOWED_ORIGINS: 'https://friends.example, http://Cafe.example:8080',
      ALLOWED_HOSTS: 'Play.Example.com, 192.168.1.20,[::1]',
      ROOMS_PER_HOUR: '0',
      MAX_ROOMS: '20',
      UNCLAIMED_PER_ADDRESS: '64',
      OPEN_ROOMS_PER_ADDRESS: '0',
      KEEP_CLOSED_DAYS: '7',
      REDIS_WAIT_SECONDS: '30',
    });
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/birimba',
      redisUrl: 'redis://r:6379',
      databaseUrl: 'postgres://birimba@db:5432/birimba',
      publicAddress: 'game-1.example.com/n1',
      claimMs: 3000,
      redisWaitMs: 30_000,
      graceMs: 30_000,
      botDelayMs: 0,
      idleMs: 300_000,
      botThreads: 3,
      logRequestsPerMinute: 120,
      allowedOrigins: ['https://friends.example', 'http://cafe.example:8080'],
      allowedHosts: ['play.example.com', '192.168.1.20', '::1'],
      roomsPerHour: 0,
      maxRooms: 20,
      unclaimedPerAddress: 64,
      openRoomsPerAddress: 0,
      keepClosedMs: 7 * 86_400_000,
    });
  });

  it('refuses a value it cannot use, naming the variable', () => {
    for (const env of [
      { PORT: '70000' },
      { PORT: 'eighty' },
      { GRACE_SECONDS: '-1' },
      { MAX_ROOMS: '0' },
      { ROOMS_PER_HOUR: 'many' },
      { UNCLAIMED_PER_ADDRESS: '0' },
      { OPEN_ROOMS_PER_ADDRESS: 'some' },
      { KEEP_CLOSED_DAYS: '0' },
      { BOT_THREADS: '0' },
      { REDIS_URL: 'localhost:6379' },
      { REDIS_URL: 'http://r:6379' },
      { DATABASE_URL: 'db:5432/birimba' },
      { DATABASE_URL: 'mysql://db:3306/birimba' },
      { DATABASE_URL: 'postgres:///birimba' },
      { PUBLIC_ADDRESS: 'ws://10.0.0.5:2567' },
      { PUBLIC_ADDRESS: '10.0.0.5:99999' },
      { PUBLIC_ADDRESS: 'a b' },
      { ROOM_CLAIM_MS: '10' },
      { LOG_REQUESTS_PER_MINUTE: '0' },
      { ALLOWED_ORIGINS: 'friends.example' },
      { ALLOWED_ORIGINS: 'https://friends.example/page' },
      { ALLOWED_ORIGINS: '*' },
      { ALLOWED_HOSTS: 'https://play.example.com' },
      { ALLOWED_HOSTS: 'play.example.com:8080' },
      { ALLOWED_HOSTS: 'play.example.com/x' },
    ]) {
      const name = Object.keys(env)[0] ?? '';
      expect(() => configFromEnv(env)).toThrow(ConfigError);
      expect(() => configFromEnv(env)).toThrow(name);
    }
  });

  it('accepts the addresses clients can reach: a name, IPv4 or IPv6, a port, a path', () => {
    for (const address of ['localhost', '10.0.0.5:2567', '[::1]:2567', 'play.example.com/node-2'])
      expect(configFromEnv({ PUBLIC_ADDRESS: address }).publicAddress).toBe(address);
    expect(configFromEnv({ REDIS_URL: 'rediss://user:pw@r.example.com:6380/2' }).redisUrl).toBe(
      'rediss://user:pw@r.example.com:6380/2',
    );
    const managed = 'postgresql://birimba:pw@db.example.com:5432/birimba?sslmode=require';
    expect(configFromEnv({ DATABASE_URL: managed }).databaseUrl).toBe(managed);
  });

  it('never repeats a Redis or a database password in its refusal', () => {
    const refusal = (env: Record<string, string>): string => {
      try {
        configFromEnv(env);
        return '';
      } catch (e) {
        return (e as Error).message;
      }
    };
    const message = refusal({ REDIS_URL: 'redis://:s3cret@' });
    expect(message).toContain('REDIS_URL must be');
    expect(message).not.toContain('s3cret');
    const database = refusal({ DATABASE_URL: 'mysql://birimba:s3cret@db/birimba' });
    expect(database).toContain('DATABASE_URL must be a postgres:// or postgresql:// URL');
    expect(database).not.toContain('s3cret');
    expect(redacted('redis://user:s3cret@host:6379')).toBe('redis://user:***@host:6379');
  });
});

describe('the tests’ lowered rated target', () => {
  it('is refused by the production start (main.ts exits 2 on the refusal), whatever NODE_ENV', () => {
    for (const NODE_ENV of ['production', 'development', undefined])
      expect(() => configFromEnv({ BIRIMBA_RATED_TEST_TARGET: '1', NODE_ENV })).toThrow(
        /^BIRIMBA_RATED_TEST_TARGET is refused: rated matches are played to 3000 points/,
      );
  });
});

describe('the README', () => {
  it('has one table of the environment variables, naming each one the server reads and no other', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const tables = readme.split('\n').filter((line) => /^\| variable +\| default/.test(line));
    expect(tables).toHaveLength(1);
    const named = [...readme.matchAll(/^\| `([A-Z_]+)` +\|/gm)].map((m) => m[1]);
    expect([...named].sort()).toEqual([...ENV_VARIABLES].sort());
  });
});
