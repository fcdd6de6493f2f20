// A test file's own redis-server: started before its tests (none when redis-server is missing: NO_REDIS says why),
// stopped after them.

import { afterAll, beforeAll } from 'vitest';
import { NO_REDIS, type TestRedis, startRedis } from './redis.js';

/** The file's Redis, once its tests run (null without redis-server). */
export function fileRedis(): () => TestRedis | null {
  let redis: TestRedis | null = null;
  beforeAll(async () => {
    if (NO_REDIS === null) redis = await startRedis();
  });
  afterAll(async () => {
    await redis?.stop();
  });
  return () => redis;
}
