// ALLOWED_HOSTS (issue 48, item 5: DNS rebinding): a server told the names it answers to answers those, and no other —
// not even the addresses it would answer to by default. (http-guard.test.ts: the default names, and another refused.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RawAnswer, rawRequest } from './helpers/raw-http.js';
import { type TestServer, testServer } from './helpers/server.js';

let t: TestServer;
beforeAll(async () => {
  t = await testServer({ allowedHosts: ['play.example.com'] });
});
afterAll(async () => {
  await t.close();
});

const ask = (host: string, path = '/'): Promise<RawAnswer> =>
  rawRequest(t.server.port, 'GET', path, '', { host: `${host}:${String(t.server.port)}` });

describe('a server given ALLOWED_HOSTS', () => {
  it('answers those names, and no other but to its probes', async () => {
    expect((await ask('play.example.com')).status).toBe(200);
    expect((await ask('PLAY.example.com')).status).toBe(200);
    expect((await ask('127.0.0.1')).status).toBe(421);
    expect((await ask('127.0.0.1', '/live')).status).toBe(200);
  });
});
