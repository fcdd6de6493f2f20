// Requests from a chosen local address: 127.0.1.N reaches a server on 127.0.0.1 as another household's address would
// (the matchmaking's limits are by address). A `fetch` for the SDK's `fetchFn` (the matchmaking), and a bare POST for
// a flood, both over node:http with `localAddress`.

import { type IncomingHttpHeaders, request } from 'node:http';

/** The local address of household `n` of a run (127.0.1.1 … 127.0.1.250). */
export function household(n: number): string {
  return `127.0.1.${String(1 + (n % 250))}`;
}

/** A `fetch` whose requests leave from `localAddress`. */
export function fetchFrom(
  localAddress: string,
): (input: string | URL | Request, init?: RequestInit) => Promise<Response> {
  return async (input, init = {}) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const body = typeof init.body === 'string' ? init.body : undefined;
    const answer = await post(url, init.method ?? 'GET', headers, body, localAddress);
    return new Response(new Uint8Array(answer.body), {
      status: answer.status,
      headers: answer.headers as Record<string, string>,
    });
  };
}

/** An answer: its status, headers and body. */
export interface LocalAnswer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

/** One request from `localAddress`, its body whole. */
export function post(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: string | undefined,
  localAddress: string,
): Promise<LocalAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, localAddress }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}
