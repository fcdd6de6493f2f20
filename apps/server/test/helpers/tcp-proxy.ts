// A TCP proxy of the test's own, on a free port of 127.0.0.1: each connection goes to the first of its targets that
// takes it — a load balancer in front of several server processes, one process's own way to Redis, which the test
// cuts (every connection ended, new ones refused: Redis away for that process alone) and mends, or a browser's way
// from another address (its connections onward leave from 127.0.0.2 …).

import { type Server, type Socket, connect, createServer } from 'node:net';

export interface TcpProxy {
  readonly port: number;
  /** Ends every connection and refuses new ones. */
  cut(): Promise<void>;
  /** Takes connections again. */
  mend(): Promise<void>;
  close(): Promise<void>;
}

/** A proxy to the first of `targets` that takes a connection; `from`: the local address it connects onward from
 * (127.0.0.2 …), so that the targets see its clients as another address. */
export async function startProxy(
  targets: readonly number[],
  options: { readonly from?: string } = {},
): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let cut = false;
  const track = (socket: Socket): Socket => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    return socket;
  };
  const onward = (client: Socket, at: number): void => {
    const port = targets[at];
    if (port === undefined) {
      client.destroy();
      return;
    }
    const upstream = connect({ port, host: '127.0.0.1', localAddress: options.from ?? '127.0.0.1' });
    let connected = false;
    // A target that refuses is passed over; one that fails later ends the connection.
    upstream.on('error', () => {
      if (connected) upstream.destroy();
      else onward(client, at + 1);
    });
    upstream.once('connect', () => {
      // Cut while it was connecting: it does not outlive the cut.
      if (cut || client.destroyed) {
        upstream.destroy();
        client.destroy();
        return;
      }
      connected = true;
      track(upstream);
      client.pipe(upstream);
      upstream.pipe(client);
      client.once('close', () => upstream.destroy());
      upstream.once('close', () => client.destroy());
      client.resume();
    });
  };
  const accept = (client: Socket): void => {
    track(client);
    client.pause();
    onward(client, 0);
  };
  let server: Server = createServer(accept);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  const port = address.port;
  const shut = async (): Promise<void> => {
    cut = true;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  return {
    port,
    cut: shut,
    async mend() {
      cut = false;
      server = createServer(accept);
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
    close: () => (server.listening ? shut() : Promise.resolve()),
  };
}
