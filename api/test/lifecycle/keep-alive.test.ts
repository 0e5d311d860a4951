import net from 'node:net';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';
import { createTestDatabase, type TestDatabase } from '../helpers/test-app';

/** Sends one request on an open socket and resolves with the head of its answer. */
function ask(socket: net.Socket, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let got = '';
    const onData = (chunk: Buffer) => {
      got += chunk.toString('latin1');
      const end = got.indexOf('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(got);
      if (end >= 0 && length && got.length >= end + 4 + Number(length[1])) {
        socket.off('data', onData);
        socket.off('close', onClose);
        resolve(got.slice(0, end));
      }
    };
    const onClose = () => reject(new Error(`the server closed the connection (read: ${got})`));
    socket.on('data', onData);
    socket.once('close', onClose);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n`);
  });
}

/**
 * A proxy or client keeps idle connections for up to a minute; the server keeps them longer, so it
 * never closes one just as the other side reuses it (which fails that request).
 */
describe('kept-alive connections', () => {
  let db: TestDatabase;
  let server: ServerProcess;
  beforeAll(async () => {
    db = await createTestDatabase();
    server = await startServerProcess(db.url, { HOST: '127.0.0.1' });
  });
  afterAll(async () => {
    await server?.stop();
    await db.drop();
  });

  it('announce a 65 s idle timeout and still answer on a connection left idle past Node’s 5 s default', async () => {
    const socket = net.connect({ host: '127.0.0.1', port: server.port });
    await new Promise((resolve) => socket.once('connect', resolve));
    try {
      const first = await ask(socket, '/api/health');
      expect(first).toMatch(/^HTTP\/1\.1 200/);
      expect(first).toMatch(/^keep-alive: timeout=65$/im);
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      expect(await ask(socket, '/api/health')).toMatch(/^HTTP\/1\.1 200/);
    } finally {
      socket.destroy();
    }
  }, 30_000);
});
