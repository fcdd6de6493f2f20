// The server's configuration from its environment: defaults for what is unset, a one-line reason for a bad value.
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_CONFIG, configFromEnv } from '../src/config.js';

describe('configFromEnv', () => {
  it('takes the defaults for what is unset or empty', () => {
    expect(configFromEnv({ PORT: '' })).toMatchObject({
      port: DEFAULT_CONFIG.port,
      host: DEFAULT_CONFIG.host,
      redisUrl: null,
      graceMs: DEFAULT_CONFIG.graceSeconds * 1000,
      botDelayMs: DEFAULT_CONFIG.botDelayMs,
      botThreads: null,
    });
  });

  it('reads PORT, HOST, DATA_DIR, REDIS_URL and the timings', () => {
    const config = configFromEnv({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/srv/birimba',
      REDIS_URL: 'redis://r:6379',
      GRACE_SECONDS: '30',
      BOT_DELAY_MS: '0',
      IDLE_MINUTES: '5',
      BOT_THREADS: '3',
    });
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/birimba',
      redisUrl: 'redis://r:6379',
      graceMs: 30_000,
      botDelayMs: 0,
      idleMs: 300_000,
      botThreads: 3,
    });
  });

  it('refuses a value it cannot use, naming the variable', () => {
    for (const env of [{ PORT: '70000' }, { PORT: 'eighty' }, { GRACE_SECONDS: '-1' }, { BOT_THREADS: '0' }]) {
      const name = Object.keys(env)[0] ?? '';
      expect(() => configFromEnv(env)).toThrow(ConfigError);
      expect(() => configFromEnv(env)).toThrow(name);
    }
  });
});
