// The server's HTTP side against other websites and slow clients: a browser on another site may not drive the
// matchmaking or read the server's answers (only the server's own origin and ALLOWED_ORIGINS may), the page says what
// it may load (a Content-Security-Policy without inline scripts but its own), nothing names the framework, a request
// that never finishes its headers is cut off, and a page served from another host name is not answered.
import { createHash } from 'node:crypto';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOM_NAME } from '@birimba/protocol';
import { type RawAnswer, rawRequest } from './helpers/raw-http.js';
import { type TestServer, testServer } from './helpers/server.js';

const FRIEND = 'https://friends.example';
const EVIL = 'https://evil.example';
const HEADERS_TIMEOUT_MS = 400;

let t: TestServer;
beforeAll(async () => {
  t = await testServer({ allowedOrigins: [FRIEND], headersTimeoutMs: HEADERS_TIMEOUT_MS });
});
afterAll(async () => {
  await t.close();
});

const create = (origin: string | null): Promise<Response> =>
  fetch(`${t.http}/matchmake/create/${ROOM_NAME}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(origin === null ? {} : { origin }) },
    body: JSON.stringify({ name: 'Maria' }),
  });

const preflight = (origin: string): Promise<Response> =>
  fetch(`${t.http}/matchmake/create/${ROOM_NAME}`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
  });

describe('host names (DNS rebinding)', () => {
  /** A request as a page served from `host` sends it: `Host` and `Origin` both that name. */
  const asServedFrom = (host: string, path: string, method = 'POST'): Promise<RawAnswer> =>
    rawRequest(t.server.port, method, path, method === 'POST' ? JSON.stringify({ name: 'Maria' }) : '', {
      host: `${host}:${String(t.server.port)}`,
      origin: `http://${host}:${String(t.server.port)}`,
    });

  it('refuses a page served from another name than the server’s: no room made, no page, no WebSocket', async () => {
    const rooms = t.server.rooms();
    const made = await asServedFrom('evil.example', `/matchmake/create/${ROOM_NAME}`);
    expect(made.status).toBe(421);
    expect(JSON.parse(made.body)).toMatchObject({ error: 'host' });
    expect((await asServedFrom('evil.example', '/', 'GET')).status).toBe(421);
    expect(t.server.rooms()).toBe(rooms);
    expect(await upgradeStatus('evil.example')).toBe(421);
    // The probes answer whatever the name: they change nothing.
    expect((await asServedFrom('evil.example', '/health', 'GET')).status).toBe(200);
  });

  it('answers the names it prints (ALLOWED_HOSTS set: hosts.test.ts)', async () => {
    expect((await asServedFrom('localhost', '/', 'GET')).status).toBe(200);
    expect((await asServedFrom('127.0.0.1', '/', 'GET')).status).toBe(200);
  });
});

/** The status a WebSocket upgrade with `Host: host` is answered with. */
function upgradeStatus(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(t.server.port, '127.0.0.1', () => {
      socket.write(
        `GET /processId/ROOMCODE01?sessionId=x HTTP/1.1\r\nHost: ${host}\r\nUpgrade: websocket\r\n` +
          'Connection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
      );
    });
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('error', reject);
    socket.once('close', () => resolve(Number(/^HTTP\/1\.1 (\d+)/.exec(text)?.[1] ?? 0)));
  });
}

describe('cross-origin requests', () => {
  it('are let through only for the server’s own origin and ALLOWED_ORIGINS, credentials included', async () => {
    for (const origin of [t.http, FRIEND]) {
      const answer = await preflight(origin);
      expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
      expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
      expect(answer.headers.get('vary')).toMatch(/Origin/i);
    }
    for (const origin of [EVIL, 'null', `http://localhost:${String(t.server.port)}.evil.example`]) {
      const answer = await preflight(origin);
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
      expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
      const health = await fetch(`${t.http}/health`, { headers: { origin } });
      expect(health.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it('from another site cannot make a room, even a request without a preflight; its own origin can', async () => {
    const rooms = t.server.rooms();
    const refused = await create(EVIL);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: 'origin' });
    const plain = await fetch(`${t.http}/matchmake/create/${ROOM_NAME}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: EVIL },
      body: JSON.stringify({ name: 'Maria' }),
    });
    expect(plain.status).toBe(403);
    expect(t.server.rooms()).toBe(rooms);
    // The server's own page, a listed site, and a client that is no browser (no Origin) make rooms.
    for (const origin of [t.http, FRIEND, null]) expect((await create(origin)).status).toBe(200);
    expect(t.server.rooms()).toBe(rooms + 3);
  });
});

describe('the room log from another site', () => {
  it('is readable by the server’s own origin and ALLOWED_ORIGINS (its preflight answered), by no other site', async () => {
    const path = `${t.http}/rooms/0000000000/log`;
    const ask = (origin: string): Promise<Response> =>
      fetch(path, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
      });
    for (const origin of [t.http, FRIEND]) {
      const pre = await ask(origin);
      expect(pre.status).toBe(204);
      expect(pre.headers.get('access-control-allow-origin')).toBe(origin);
      expect(pre.headers.get('access-control-allow-headers')).toMatch(/Authorization/i);
      expect(pre.headers.get('access-control-allow-methods')).toMatch(/GET/);
      // The refusal itself carries the headers, so the table can read why.
      const get = await fetch(path, { headers: { origin } });
      expect(get.status).toBe(401);
      expect(get.headers.get('access-control-allow-origin')).toBe(origin);
    }
    expect((await ask(EVIL)).headers.get('access-control-allow-origin')).toBeNull();
    const evil = await fetch(path, { headers: { origin: EVIL } });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('the page and the routes', () => {
  it('do not name the framework', async () => {
    for (const path of ['/', '/health', '/birimba-table.js', '/rooms/0000000000/log'])
      expect((await fetch(`${t.http}${path}`)).headers.get('x-powered-by'), path).toBeNull();
  });

  it('say what the page may load: scripts from the server and its own inline script only, no sniffing, no referrer', async () => {
    const page = await fetch(`${t.http}/`);
    const html = await page.text();
    const policy = page.headers.get('content-security-policy') ?? '';
    const directives = new Map(
      policy.split(';').map((d): [string, string[]] => {
        const [name = '', ...values] = d.trim().split(/\s+/);
        return [name, values];
      }),
    );
    const scripts = directives.get('script-src') ?? [];
    expect(scripts).toContain("'self'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
    expect(inline.length).toBeGreaterThan(0);
    for (const text of inline)
      expect(scripts).toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:']));
    expect(directives.get('worker-src')).toEqual(expect.arrayContaining(["'self'", 'blob:']));
    expect(directives.get('connect-src')).toEqual(
      expect.arrayContaining(["'self'", `ws://127.0.0.1:${String(t.server.port)}`]),
    );
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('vary')).toMatch(/Accept-Language/i);
    expect((await fetch(`${t.http}/health`)).headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('a request that never finishes its headers', () => {
  it('is answered 408 and closed once the headers time is out; a whole request is answered', async () => {
    const socket = connect(t.server.port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(`GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: `);
    // Another client meanwhile is answered at once.
    expect((await fetch(`${t.http}/health`)).status).toBe(200);
    await closed;
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
  }, 20_000);
});
