// Guards in front of the server's HTTP side (Colyseus' matchmaking and the express routes): each sees a request before
// the handlers installed before it, and either answers it or hands it on. The last guard installed runs first.

import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** Answers a request (true), or lets it go on (false); a guard that must ask something first returns a promise. */
export type Guard = (req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>;

/** Puts `guard` in front of every request listener `server` has now. */
export function guardRequests(server: Server, guard: Guard): void {
  const others = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const pass = (): void => {
      for (const listener of others) listener.call(server, req, res);
    };
    const answered = guard(req, res);
    if (answered === false) pass();
    else if (answered !== true)
      answered.then(
        (done) => {
          if (!done) pass();
        },
        () => answer(req, res, 500, { error: 'server-error: something went wrong on the server' }),
      );
  });
}

/** Answers with a JSON body and closes the connection, the request's body left unread. */
export function answer(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Readonly<Record<string, string>> = {},
): void {
  res.writeHead(status, { ...headers, 'content-type': 'application/json', connection: 'close' });
  res.end(JSON.stringify(body));
  req.resume();
}
