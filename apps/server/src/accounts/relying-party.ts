// Who a passkey is made for and checked against: the relying party's id is the host name the request came to, and the
// page's origin that host with the scheme the browser used. The host is one the server answers to already
// (`http/hosts.ts`: ALLOWED_HOSTS, or localhost, this machine's names and PUBLIC_ADDRESS's host; any other is refused
// 421 before a route runs), so a passkey is bound to a name the server owns; the scheme is `X-Forwarded-Proto`'s when a
// proxy ends TLS in front, as the online page's links are made.

import type { Request } from 'express';
import { hostName } from '../http/hosts.js';

/** The relying party a request's ceremony runs for. */
export interface RelyingParty {
  /** The host name, without port: WebAuthn's `rpId`. */
  readonly rpId: string;
  /** `scheme://host[:port]` of the page: what the browser writes in its client data. */
  readonly origin: string;
}

/** The relying party of `req`: its `Host` and its scheme. */
export function relyingParty(req: Request): RelyingParty {
  const host = req.get('host') ?? '';
  const forwarded = req.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  const scheme = forwarded === 'https' || forwarded === 'http' ? forwarded : req.protocol;
  return { rpId: hostName(host), origin: `${scheme}://${host.toLowerCase()}` };
}
