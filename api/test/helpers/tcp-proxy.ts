import net from 'node:net';

export interface TcpProxy {
  /** The local port the proxy listens on (the same again after `restore`). */
  port: number;
  /** Simulates an outage: destroys every open connection and stops listening. */
  cut(): Promise<void>;
  /** Listens again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** A small TCP proxy (127.0.0.1:<port> → target) that a test can cut and restore. */
export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const track = (s: net.Socket) => {
    sockets.add(s);
    s.once('close', () => sockets.delete(s));
  };
  const newServer = () =>
    net.createServer((client) => {
      const upstream = net.connect(targetPort, targetHost);
      track(client);
      track(upstream);
      client.pipe(upstream);
      upstream.pipe(client);
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
  const listen = (server: net.Server, port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port));
    });
  const closeServer = (server: net.Server) =>
    new Promise<void>((resolve) => server.close(() => resolve()));

  let server: net.Server | null = newServer();
  const port = await listen(server, 0);
  const cut = async () => {
    const s = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    if (s) await closeServer(s);
  };
  return {
    port,
    cut,
    async restore() {
      if (server) return;
      server = newServer();
      await listen(server, port);
    },
    close: cut,
  };
}
