import { ConnectionRefusedError } from 'sequelize';
import request from 'supertest';
import { availableMysqlServer, createMysqlTestDatabase } from '../helpers/mysql-server';
import { jsonRequest, type JsonResponse } from '../helpers/raw-http';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy';
import { newUser, registerUser, setupTestApp, type TestDatabase } from '../helpers/test-app';

/** A request that does not come back within this is a hanging request: the test fails. */
const HANG_MS = 8_000;

const withHangLimit = (p: Promise<JsonResponse>) =>
  Promise.race([
    p,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`no answer within ${HANG_MS} ms`)), HANG_MS).unref(),
    ),
  ]);

function expectUnavailable(res: JsonResponse) {
  expect(res.status).toBe(503);
  expect(res.headers['retry-after']).toMatch(/^\d+$/);
  expect(res.headers['content-type']).toMatch(/json/);
  expect(String(res.body.message)).toMatch(/temporarily unavailable|unreachable|shutting down/);
  expect(JSON.stringify(res.body)).not.toMatch(/\bat .*\.(ts|js):\d+|Sequelize|ECONN/);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * MySQL unreachable: a TCP proxy between the real server process and MariaDB is cut (open
 * sockets destroyed, no longer listening) and restored. Runs against TEST_DATABASE_URL's MySQL,
 * or the local MariaDB at 127.0.0.1:3306 when the suite runs on SQLite; with no MySQL at all the
 * same fault is produced in-process on SQLite (connections refused) — see the last test.
 */
describe('database outage', () => {
  let mysqlServer: string | undefined;
  let db: TestDatabase | undefined;
  let proxy: TcpProxy | undefined;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    mysqlServer = await availableMysqlServer();
    if (!mysqlServer) return;
    db = await createMysqlTestDatabase(mysqlServer);
    const target = new URL(db.url);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 3306));
    const viaProxy = new URL(db.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    server = await startServerProcess(viaProxy.toString(), { DB_CONNECT_TIMEOUT_SECONDS: '2' });
  });
  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await db?.drop();
  });

  it('answers 503 + Retry-After fast while MySQL is unreachable, stays up, and recovers by itself', async () => {
    if (!server || !proxy) return runSqliteEquivalent();
    const port = server.port;
    const credentials = newUser();
    const registered = await jsonRequest(port, 'POST', '/api/auth/register', credentials);
    expect(registered.status).toBe(201);
    const cookie = (registered.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
    expect(
      (await jsonRequest(port, 'GET', '/api/auth/user', undefined, { Cookie: cookie })).status,
    ).toBe(200);
    expect((await jsonRequest(port, 'GET', '/api/health/ready')).status).toBe(200);

    await proxy.cut();
    const duringOutage = async () => {
      // A session kept in the database cannot be read either: still 503, never 401 or 500.
      expectUnavailable(
        await withHangLimit(
          jsonRequest(port, 'GET', '/api/auth/user', undefined, { Cookie: cookie }),
        ),
      );
      expectUnavailable(await withHangLimit(jsonRequest(port, 'GET', '/api/projects')));
      expectUnavailable(
        await withHangLimit(
          jsonRequest(port, 'POST', '/api/auth/login', {
            email: credentials.email,
            password: credentials.password,
          }),
        ),
      );
      expectUnavailable(await withHangLimit(jsonRequest(port, 'GET', '/api/health/ready')));
      expect((await withHangLimit(jsonRequest(port, 'GET', '/api/health/live'))).status).toBe(200);
    };
    await duringOutage();
    await sleep(2_500); // past the circuit breaker's cooldown: requests try to connect again
    await duringOutage();
    expect(server.proc.exitCode).toBeNull();

    await proxy.restore();
    let ready = 0;
    for (let i = 0; i < 40 && ready !== 200; i += 1) {
      ready = (await withHangLimit(jsonRequest(port, 'GET', '/api/health/ready'))).status;
      if (ready !== 200) await sleep(250);
    }
    expect(ready).toBe(200);
    const me = await jsonRequest(port, 'GET', '/api/auth/user', undefined, { Cookie: cookie });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(credentials.email);
    expect((await jsonRequest(port, 'GET', '/api/projects')).status).toBe(200);
    expect(server.output()).toMatch(/database unreachable: answering 503 until it returns/);
    expect(server.output()).toMatch(/database reachable again/);

    server.signal('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
  });
});

/** No MySQL reachable: the SQLite app's connections are refused in-process, then allowed again. */
async function runSqliteEquivalent() {
  const t = await setupTestApp();
  try {
    const { agent } = await registerUser(t.app);
    // Every statement goes through sequelize.query, which fails as it does when connecting fails.
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const spy = jest
      .spyOn(t.ctx.sequelize, 'query')
      .mockRejectedValue(new ConnectionRefusedError(refused));
    for (const res of [
      await agent.get('/api/auth/user'),
      await request(t.app).get('/api/projects'),
      await request(t.app).get('/api/health/ready'),
    ]) {
      expectUnavailable({ status: res.status, headers: res.headers, body: res.body });
    }
    spy.mockRestore();
    await agent.get('/api/auth/user').expect(200);
    await request(t.app).get('/api/health/ready').expect(200);
  } finally {
    await t.done();
  }
}
