import fs from 'node:fs';
import path from 'node:path';
import { QueryTypes } from 'sequelize';
import { createSequelize } from '../../src/db/sequelize';
import { PDF } from '../helpers/files';
import { jsonRequest, rawConnection, slowProjectUpload } from '../helpers/raw-http';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';
import { createTestDatabase, newUser, type TestDatabase } from '../helpers/test-app';

const FAULTS = path.join(__dirname, '..', 'helpers', 'fault-injection.mjs');

/** The real server process: SIGTERM drains in-flight requests, then exits 0 (or 1 past the bound). */
describe('graceful shutdown of the server process', () => {
  let db: TestDatabase;
  const started: ServerProcess[] = [];
  const start = async (env: Record<string, string> = {}, preload: string[] = []) => {
    const server = await startServerProcess(db.url, env, preload);
    started.push(server);
    return server;
  };
  const register = async (server: ServerProcess) => {
    const res = await jsonRequest(server.port, 'POST', '/api/auth/register', newUser());
    expect(res.status).toBe(201);
    return res.body.token as string;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(started.map((s) => s.stop()));
    await db.drop();
  });

  it('lets an upload in flight finish (201), refuses new connections, answers readiness 503, exits 0', async () => {
    const server = await start({ SHUTDOWN_TIMEOUT_SECONDS: '30' });
    const token = await register(server);

    // A keep-alive connection that is idle at SIGTERM, and one with a readiness request in flight.
    const idle = await rawConnection(server.port);
    expect((await idle.get('/api/health/live')).status).toBe(200);
    const probe = await rawConnection(server.port);
    expect((await probe.get('/api/health/ready')).status).toBe(200);
    probe.begin('/api/health/ready');

    const file = Buffer.concat([PDF, Buffer.alloc(64 * 1024, 0x20)]);
    const upload = slowProjectUpload(
      server.port,
      token,
      'Finished during shutdown',
      file,
      'report.pdf',
    );
    await upload.accepted;

    server.signal('SIGTERM');
    await server.waitForOutput(/shutting down: new connections refused/);

    await expect(jsonRequest(server.port, 'GET', '/api/health/live')).rejects.toMatchObject({
      code: 'ECONNREFUSED',
    });
    await idle.closed; // the idle keep-alive socket is closed by the server

    const ready = await probe.complete();
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ status: 'unavailable', reason: 'shutting-down' });
    expect(ready.head).toMatch(/^connection: close$/im);

    upload.finish();
    const created = await upload.response;
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title: 'Finished during shutdown' });

    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).toMatch(/"exitCode":0,"msg":"stopped"/);

    // Nothing lost: the row is committed and its file is on disk.
    const sequelize = createSequelize(db.url);
    const rows = await sequelize.query<{ fileKey: string }>(
      'SELECT fileKey FROM projects WHERE id = :id',
      {
        replacements: { id: created.body.id },
        type: QueryTypes.SELECT,
      },
    );
    await sequelize.close();
    expect(rows).toHaveLength(1);
    expect(fs.statSync(path.join(server.uploadDir, rows[0].fileKey)).size).toBe(file.length);
  });

  it('cuts requests still running at the bound (SHUTDOWN_TIMEOUT_SECONDS) and exits 1', async () => {
    const server = await start({ SHUTDOWN_TIMEOUT_SECONDS: '1' });
    const token = await register(server);
    const stalled = slowProjectUpload(server.port, token, 'Never finished', PDF, 'report.pdf');
    const outcome = stalled.response.then(
      (res) => `answered ${res.status}`,
      (err: Error) => `cut: ${err.message}`,
    );
    await stalled.accepted;

    server.signal('SIGTERM');
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(await outcome).toMatch(/^cut: /);
    expect(server.output()).toMatch(/shutdown bound reached/);
  });

  it('logs an unhandled rejection and keeps serving; an uncaught exception shuts down with exit code 1', async () => {
    const server = await start({}, [FAULTS]);

    server.signal('SIGUSR2'); // unhandled rejection
    await server.waitForOutput(/unhandled promise rejection/);
    expect((await jsonRequest(server.port, 'GET', '/api/health/live')).status).toBe(200);

    server.signal('SIGUSR2'); // uncaught exception
    expect(await server.exited).toEqual({ code: 1, signal: null });
    const out = server.output();
    expect(out).toMatch(/injected uncaught exception/);
    expect(out).toMatch(/uncaught exception: shutting down/);
    expect(out).toMatch(/"exitCode":1,"msg":"stopped"/);
    // No secrets and no stack traces in the log.
    expect(out).toMatch(/mysql:\/\/\[redacted\]@db\.internal/);
    expect(out).not.toMatch(/hunter2/);
    expect(out).not.toMatch(/\n\s+at /);
  });
});
