import net from 'node:net';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';
import { createTestDatabase, type TestDatabase } from '../helpers/test-app';

/** Whether a TCP connection to host:port is accepted ('refused' when nothing listens there). */
const connects = (host: string, port: number) =>
  new Promise<'accepted' | 'refused'>((resolve, reject) => {
    const socket = net.connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve('accepted');
    });
    socket.once('error', (err: NodeJS.ErrnoException) =>
      err.code === 'ECONNREFUSED' ? resolve('refused') : reject(err),
    );
  });

/** HOST: the real server process listens where it is told (docs/operations.md). */
describe('the listening address', () => {
  let db: TestDatabase;
  const started: ServerProcess[] = [];
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(started.map((s) => s.stop()));
    await db.drop();
  });

  it('with HOST=127.0.0.1 accepts connections on 127.0.0.1 only, not on other addresses', async () => {
    const server = await startServerProcess(db.url, { HOST: '127.0.0.1' });
    started.push(server);
    expect(server.output()).toContain('(listening on 127.0.0.1)');
    expect(await connects('127.0.0.1', server.port)).toBe('accepted');
    // 127.0.0.2 is loopback too, but a different address: a wildcard listener would accept it.
    expect(await connects('127.0.0.2', server.port)).toBe('refused');
  });

  it('without HOST listens on every interface', async () => {
    const server = await startServerProcess(db.url);
    started.push(server);
    expect(await connects('127.0.0.1', server.port)).toBe('accepted');
    expect(await connects('127.0.0.2', server.port)).toBe('accepted');
  });
});
