// A request as a hostile client sends it: any method, any body, any Content-Type or Host, from a chosen local address
// (127.0.0.2 and so on reach a server on 127.0.0.1 as another address would), answered with its status and body.

import { request } from 'node:http';

export interface RawAnswer {
  readonly status: number;
  readonly body: string;
}

/** POSTs `body` to `path` of the server at `port`, from `from` (default 127.0.0.1). */
export function rawPost(
  port: number,
  path: string,
  body: string | Buffer,
  options: { readonly type?: string; readonly from?: string; readonly headers?: Record<string, string> } = {},
): Promise<RawAnswer> {
  const headers = {
    'content-type': options.type ?? 'application/json',
    'content-length': String(Buffer.byteLength(body)),
    ...options.headers,
  };
  return send(port, { path, method: 'POST', localAddress: options.from ?? '127.0.0.1', headers }, body);
}

/** A request of any method to `path` of the server at `port`, with exactly `headers` (a `Host` of the test's own). */
export function rawRequest(
  port: number,
  method: string,
  path: string,
  body: string,
  headers: Record<string, string>,
): Promise<RawAnswer> {
  const length: Record<string, string> =
    body === '' ? {} : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) };
  return send(port, { path, method, setHost: false, headers: { ...length, ...headers } }, body === '' ? null : body);
}

function send(
  port: number,
  options: {
    readonly path: string;
    readonly method: string;
    readonly headers: Record<string, string>;
    readonly localAddress?: string;
    readonly setHost?: boolean;
  },
  body: string | Buffer | null,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, ...options }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    // A refusal may come before the whole body is sent: the answer counts, not the pipe.
    req.on('error', (e: NodeJS.ErrnoException) =>
      e.code === 'EPIPE' || e.code === 'ECONNRESET' ? undefined : reject(e),
    );
    req.end(body ?? undefined);
  });
}
