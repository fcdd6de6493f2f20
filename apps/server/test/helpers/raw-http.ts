// A matchmaking request as a hostile client sends it: any body, any Content-Type, from a chosen local address
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
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        localAddress: options.from ?? '127.0.0.1',
        headers: {
          'content-type': options.type ?? 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    // A refusal may come before the whole body is sent: the answer counts, not the pipe.
    req.on('error', (e: NodeJS.ErrnoException) =>
      e.code === 'EPIPE' || e.code === 'ECONNRESET' ? undefined : reject(e),
    );
    req.end(body);
  });
}
