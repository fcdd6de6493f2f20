// Server processes on one Redis, as the tests that kill, stop and restart them start them: each `birimba-server` on a
// port of its own, reached at that address (PUBLIC_ADDRESS), and how many rooms each holds (its /health).

import { type ChildServer, startChild } from './child-server.js';
import { freePort } from './redis.js';

/** Starts a process on `redisUrl` (at `port`, or a free one), with `env` besides; kept in `children` to be stopped. */
export async function startProcess(
  redisUrl: string,
  children: ChildServer[],
  env: Record<string, string> = {},
  port?: number,
): Promise<ChildServer> {
  const at = port ?? (await freePort());
  const server = await startChild({
    PORT: String(at),
    PUBLIC_ADDRESS: `127.0.0.1:${String(at)}`,
    REDIS_URL: redisUrl,
    ...env,
  });
  children.push(server);
  return server;
}

/** The rooms a process holds now, by its /health. */
export async function roomsOf(server: ChildServer): Promise<number> {
  const health = (await (await fetch(`http://127.0.0.1:${String(server.port)}/health`)).json()) as { rooms: number };
  return health.rooms;
}
