// Redis down is said, not hidden: a `birimba-server` on a redis-server of the test's own (with its append-only file, so
// that a restart loses nothing) while that Redis is killed. `/health` answers 503 naming the store (a readiness probe
// takes the process out) while `/live` still answers; "create" is refused at once `store-failed`, a move at once
// `store-failed` too, each naming the store, and the table says «ο διακομιστής δεν μπορεί να κρατήσει τις κινήσεις·
// ξαναδοκίμασε»; the log says so in one line, not one per retry, and says when it is back; moves refused again and again
// are one line, and nothing prints a stack (issue 48, item 5).
import { Client } from '@colyseus/sdk';
import { MATCHMAKE_ERRORS } from '@birimba/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONLINE_TEXTS, problemText } from '../../table/src/texts/online-texts.js';
import { openTab } from './client/online-tables.js';
import { type ChildServer, startChild } from './helpers/child-server.js';
import { Player, refusedJoin } from './helpers/players.js';
import { NO_REDIS, type TestRedis, freePort, startRedis } from './helpers/redis.js';

let redis: TestRedis | null = null;
let server: ChildServer | null = null;

beforeAll(async () => {
  if (NO_REDIS !== null) return;
  redis = await startRedis({ persist: true });
  const port = await freePort();
  server = await startChild({
    PORT: String(port),
    PUBLIC_ADDRESS: `127.0.0.1:${String(port)}`,
    REDIS_URL: redis.url,
  });
});
afterAll(async () => {
  await server?.kill();
  await redis?.stop();
});

const address = (): string => `127.0.0.1:${String(server?.port)}`;

async function get(path: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`http://${address()}${path}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Resolves with the first answer of `path` whose status is `status`, asked again every 50 ms (for 20 s at most). */
async function until(path: string, status: number): Promise<{ status: number; body: Record<string, unknown> }> {
  for (const end = Date.now() + 20_000; Date.now() < end;) {
    const answer = await get(path);
    if (answer.status === status) return answer;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${path} did not answer ${String(status)} within 20 s`);
}

/** Where the outage begins in the server's log: a ping slower than a second before it, on a machine running other
 * suites, is an outage of its own, said and over before this one. */
let outageFrom = 0;

/** The lines of the server's log (since the outage began: `outage`) that match `pattern`. */
const lines = (pattern: RegExp, outage = false): number =>
  (server?.log() ?? '')
    .slice(outage ? outageFrom : 0)
    .split('\n')
    .filter((l) => pattern.test(l)).length;

describe.skipIf(NO_REDIS !== null)('Redis down', () => {
  it('is said at once: health 503, matchmaking and moves refused naming the store, one log line', async () => {
    const sdk = new Client(`ws://${address()}`);
    expect(await get('/health')).toEqual({
      status: 200,
      body: { status: 'ok', store: 'ok', database: 'ok', rooms: 0, closed: 0 },
    });
    const maria = await Player.create(sdk, { name: 'Maria' });
    maria.send('settings', { botLevel: 'easy', rules: { matchTarget: null } });
    maria.send('start');
    // Her turn begins with a draw (the bots play theirs first when the deal starts elsewhere).
    expect((await maria.myTurn()).phase).toBe('draw');
    const move = { type: 'draw' } as const;

    outageFrom = server?.log().length ?? 0;
    await redis?.kill();
    const down = await until('/health', 503);
    expect(down.body).toEqual({ status: 'unavailable', store: 'unreachable', database: 'ok', rooms: 1, closed: 0 });
    // Liveness is the process's own: a probe on it does not restart a process because Redis is away.
    expect(await get('/live')).toEqual({ status: 200, body: { status: 'ok' } });

    // "At once": the matchmaking asks the store first, and does not wait out Redis' reconnection (it took 7–32 s).
    const asked = Date.now();
    const refused = await Player.create(sdk, { name: 'Nikos' }).catch((e: unknown) => e as Error & { code: number });
    expect(Date.now() - asked).toBeLessThan(2000);
    expect(refused).toMatchObject({ code: MATCHMAKE_ERRORS['store-failed'] });
    expect((refused as Error).message).toMatch(/^store-failed: .*room store/);
    expect(await refusedJoin(new Client(`ws://${address()}`).joinById(maria.code, { name: 'Eleni' }))).toBe(
      MATCHMAKE_ERRORS['store-failed'],
    );

    // The table says it in the player's words, at once.
    const eleni = openTab(`ws://${address()}`);
    eleni.game.begin();
    expect(await eleni.game.create('Eleni')).toBe(false);
    expect(eleni.game.problem).toBe('store-failed');
    expect(problemText(eleni.game.problem ?? '', ONLINE_TEXTS.el)).toBe(
      'Ο διακομιστής δεν μπορεί να κρατήσει τις κινήσεις· ξαναδοκίμασε.',
    );

    const answer = await maria.move(move, 'while-down');
    expect(answer).toMatchObject({ accepted: false, code: 'store-failed' });
    expect(answer.accepted === false && answer.message).toMatch(/room store/);
    // Each refused move again: the log says the cause once (a minute), not once a move.
    for (let i = 0; i < 5; i++) expect(await maria.move(move, 'while-down')).toMatchObject({ accepted: false });
    // Past a second with Redis away: what Colyseus' own promises meet then is said in one line, never a stack.
    await new Promise((resolve) => setTimeout(resolve, 1500));

    await redis?.restart();
    expect(await until('/health', 200)).toEqual({
      status: 200,
      body: { status: 'ok', store: 'ok', database: 'ok', rooms: 1, closed: 0 },
    });
    // The same move again, now recorded: nothing of the room was lost while Redis was away.
    expect(await maria.move(move, 'while-down')).toMatchObject({ accepted: true });

    const log = server?.log();
    expect(lines(/Unhandled error event/), log).toBe(0);
    expect(lines(/^\s+at /), log).toBe(0);
    expect(lines(/error room error .*on=move error=store-io/, true), log).toBe(1);
    expect(lines(/error redis unreachable/, true), log).toBe(1);
    expect(lines(/info redis reachable again/, true), log).toBe(1);
  });
});
