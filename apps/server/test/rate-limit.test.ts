// The per-client rate limit: a burst, then messages refused as rate-limited until the budget refills with time (the
// server's clock, moved by hand here) — for that client alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Player } from './helpers/players.js';
import { type TestServer, testServer } from './helpers/server.js';

let limited: TestServer;
beforeAll(async () => {
  limited = await testServer({ rateLimit: { burst: 3, perSecond: 1 } });
});
afterAll(async () => {
  await limited.close();
});

describe('a client over its rate limit', () => {
  it('is told to slow down, and may go on once its budget is back', async () => {
    const maria = await Player.create(limited.sdk(), { name: 'Maria' });
    const since = maria.received.length;
    for (let i = 0; i < 4; i++) maria.send('settings', { moveTimer: 0 });
    const error = await maria.next('error', () => true, since);
    expect(error).toMatchObject({ code: 'rate-limited', type: 'settings' });
    const after = maria.received.length;
    limited.clock.advance(1000);
    maria.send('settings', { botLevel: 'hard' });
    await maria.until(() => maria.state.botLevel === 'hard', 'accepted again');
    expect(maria.received.slice(after).some((m) => m.type === 'error')).toBe(false);
  });

  it('does not limit another client', async () => {
    const maria = await Player.create(limited.sdk(), { name: 'Maria' });
    const nikos = await Player.join(limited.sdk(), maria.code, { name: 'Nikos' });
    const since = maria.received.length;
    for (let i = 0; i < 4; i++) maria.send('settings', { moveTimer: 0 });
    await maria.next('error', (e) => e.code === 'rate-limited', since);
    const nikosSince = nikos.received.length;
    nikos.send('settings', { moveTimer: 0 });
    expect(await nikos.next('error', () => true, nikosSince)).toMatchObject({ code: 'not-host' });
  });

  it('limits a watcher as any client', async () => {
    const maria = await Player.create(limited.sdk(), { name: 'Maria' });
    const eleni = await Player.watchRoom(limited.sdk(), maria.code, 'Eleni');
    const since = eleni.received.length;
    for (let i = 0; i < 4; i++) eleni.send('sync');
    expect(await eleni.next('error', () => true, since)).toMatchObject({ code: 'rate-limited', type: 'sync' });
    limited.clock.advance(1000);
    const after = eleni.received.length;
    eleni.send('sync');
    await eleni.next('watch', () => true, after);
  });
});
