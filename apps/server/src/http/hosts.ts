// The host names the server answers to (DNS rebinding): a page served from another name that resolves to this server —
// `Host` and `Origin` both `evil.example` — looked like the server's own origin and could make rooms. Every request and
// every WebSocket upgrade is refused (421) unless its `Host` is one of the allowed names: `ALLOWED_HOSTS`, or by
// default the names the server prints (localhost and this machine's addresses), the address it listens on and the host
// of `PUBLIC_ADDRESS`. A readiness or liveness probe (`/health`, `/live`) answers whatever the name: it changes nothing.

import type { IncomingMessage, Server } from 'node:http';
import { networkInterfaces } from 'node:os';
import type { Duplex } from 'node:stream';
import { answer, guardRequests } from './guard.js';

/** The host name of a `Host` header (or of `host[:port][/path]`): lower case, without its port and brackets. */
export function hostName(header: string): string {
  const text = header.trim().toLowerCase().split('/')[0] ?? '';
  if (text.startsWith('[')) return text.slice(1, text.indexOf(']') === -1 ? undefined : text.indexOf(']'));
  // A bare IPv6 address has several colons; a name or an IPv4 address at most one, before its port.
  return text.split(':').length > 2 ? text : (text.split(':')[0] ?? '');
}

/** The names a server answers to by default: localhost, every address of this machine, the address it listens on
 * (unless all), and the host of its public address. */
export function defaultHosts(listenOn: string, publicAddress: string | null): string[] {
  const own = Object.values(networkInterfaces())
    .flat()
    .flatMap((a) => (a === undefined ? [] : [a.address.toLowerCase()]));
  const listening = listenOn === '0.0.0.0' || listenOn === '::' ? [] : [hostName(listenOn)];
  const published = publicAddress === null ? [] : [hostName(publicAddress)];
  return [...new Set(['localhost', '127.0.0.1', '::1', ...own, ...listening, ...published])];
}

/** The paths answered whatever the host name: the probes'. */
const PROBES = new Set(['/health', '/live']);

/** Refuses, on `server`, every request and upgrade whose `Host` is not one of `allowed` (the probes excepted). */
export function refuseOtherHosts(server: Server, allowed: ReadonlySet<string>): void {
  const known = (req: IncomingMessage): boolean => allowed.has(hostName(req.headers.host ?? ''));
  guardRequests(server, (req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (known(req) || (PROBES.has(path) && (req.method === 'GET' || req.method === 'HEAD'))) return false;
    answer(req, res, 421, { error: 'host', message: 'this server does not answer to that host name' });
    return true;
  });
  const upgrades = server.listeners('upgrade') as ((req: IncomingMessage, socket: Duplex, head: Buffer) => void)[];
  server.removeAllListeners('upgrade');
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (known(req)) for (const listener of upgrades) listener.call(server, req, socket, head);
    else socket.end('HTTP/1.1 421 Misdirected Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });
}
