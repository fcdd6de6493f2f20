// Which websites a browser may call the server from: its own origin (the page it serves) and the ALLOWED_ORIGINS
// (sites that embed the table). Colyseus answered every route with the caller's `Origin` and credentials allowed, so any
// site could drive the matchmaking from its visitors' browsers; now only those origins get CORS headers, and a request
// that changes something (anything but GET, HEAD and OPTIONS) from another origin is refused before Colyseus sees it —
// a "simple" request needs no preflight, so CORS alone would not stop it.

import type { IncomingMessage, Server } from 'node:http';
import { matchMaker } from '@colyseus/core';
import { answer, guardRequests } from './guard.js';

/** An origin as the `Origin` header writes it (`scheme://host[:port]`), or null for anything else. */
export function originOf(text: string): string | null {
  try {
    const url = new URL(text);
    const bare = url.pathname === '/' && url.search === '' && url.hash === '' && url.username === '';
    return (url.protocol === 'http:' || url.protocol === 'https:') && bare ? url.origin : null;
  } catch {
    return null;
  }
}

/** Whether a browser on `origin` may call a server reached as `host`: its own origin, or one of `allowed`. */
export function originAllowed(origin: string, host: string | null | undefined, allowed: ReadonlySet<string>): boolean {
  const parsed = originOf(origin);
  if (parsed === null) return false;
  return allowed.has(parsed) || (host != null && new URL(parsed).host === host.toLowerCase());
}

/** Colyseus' CORS headers for every response, the origin among them only when it is allowed. */
export function limitCors(allowed: ReadonlySet<string>): void {
  const always = {
    'Access-Control-Allow-Headers': 'Origin, X-Requested-With, Content-Type, Accept, Authorization',
    // PUT and DELETE for the account routes (a profile edited, an account deleted from a site that embeds the table).
    'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, DELETE, OPTIONS',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
  // Colyseus' defaults name every origin (`*`) with credentials; its type wants those keys, which are not sent now.
  matchMaker.controller.DEFAULT_CORS_HEADERS = always as unknown as typeof matchMaker.controller.DEFAULT_CORS_HEADERS;
  matchMaker.controller.getCorsHeaders = (headers: Headers): Record<string, string> => {
    const origin = headers.get('origin');
    return origin !== null && originAllowed(origin, headers.get('host'), allowed)
      ? { 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Credentials': 'true' }
      : {};
  };
}

/** Refuses, on `server`, a request from another origin that would change something; the others go on as before. */
export function refuseOtherOrigins(server: Server, allowed: ReadonlySet<string>): void {
  guardRequests(server, (req, res) => {
    const origin = req.headers.origin;
    const safe = req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS';
    if (safe || origin === undefined || originAllowed(origin, req.headers.host, allowed)) return false;
    answer(
      req,
      res,
      403,
      { error: 'origin', message: 'this server does not take requests from that website' },
      { Vary: 'Origin' },
    );
    return true;
  });
}

/** The CORS headers of an answer to `req` (the origin among them only when it is allowed), as Colyseus' own. */
export function corsHeaders(req: IncomingMessage): Record<string, string> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
  return {
    ...(matchMaker.controller.DEFAULT_CORS_HEADERS as unknown as Record<string, string>),
    ...matchMaker.controller.getCorsHeaders(headers),
  };
}
