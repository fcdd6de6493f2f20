// The online page's security headers: a Content-Security-Policy the table plays under — its scripts from this server
// and the page's own inline script by its hash, the AI worker from a Blob URL (the CDN build inlines it), WebSockets to
// this server, the icon a data: image — and no sniffing, no referrer (a share link's room code stays off other sites).

import { createHash } from 'node:crypto';

/** Where the table's WebSockets go, besides the page's own host. */
export interface WebSocketReach {
  /** Several processes (Redis): a room is joined at its holder's PUBLIC_ADDRESS, which this one does not know. */
  readonly anyHost: boolean;
  /** This process's PUBLIC_ADDRESS (`host[:port][/path]`), where its rooms are joined. */
  readonly publicAddress: string | null;
}

/** The headers of the page `html` (the template: its inline scripts are the ones it is sent with), per request host. */
export function pageHeaders(html: string, reach: WebSocketReach): (host: string | undefined) => Record<string, string> {
  const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) =>
      `'sha256-${createHash('sha256')
        .update(m[1] ?? '')
        .digest('base64')}'`,
  );
  const publicHost = reach.publicAddress?.split('/')[0] ?? null;
  return (host) => {
    const hosts = [host, publicHost].filter((h): h is string => h != null && /^[A-Za-z0-9.:[\]-]+$/.test(h));
    const webSockets = reach.anyHost ? ['ws:', 'wss:'] : hosts.flatMap((h) => [`ws://${h}`, `wss://${h}`]);
    const policy = [
      "default-src 'self'",
      ["script-src 'self'", ...hashes].join(' '),
      // Lit's styles are adopted style sheets; its `style=` bindings (a card's place in the hand) and, in browsers
      // without adopted style sheets, its <style> elements are inline styles.
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "worker-src 'self' blob:",
      `connect-src 'self' ${[...new Set(webSockets)].join(' ')}`,
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'self'",
    ];
    return {
      'Content-Security-Policy': policy.join('; '),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    };
  };
}
