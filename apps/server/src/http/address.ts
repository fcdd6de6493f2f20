// Who is asking, for the per-address limits: the connection's address (not a header a client writes), an IPv4 address
// as itself, an IPv6 one by its /64 network — one machine usually holds a whole /64, so each of its addresses is not a
// new client.

import { isIPv6 } from 'node:net';
import type { Request } from 'express';

/** The key of the request's client address. */
export function clientAddress(req: Request): string {
  return addressKey(req.socket.remoteAddress ?? '');
}

/** An address's key: IPv4 (also when IPv4-mapped) whole, IPv6 as its first four groups. */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped !== null) return mapped[1] ?? address;
  if (!isIPv6(address)) return address;
  const [head = '', tail] = address.split('%')[0]!.toLowerCase().split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
