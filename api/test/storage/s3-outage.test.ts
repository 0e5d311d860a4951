import net from 'node:net';
import request from 'supertest';
import { STORAGE_UNAVAILABLE_MESSAGE } from '../../src/lib/storage';
import { PDF, PNG, settledTempFiles } from '../helpers/files';
import { createProject } from '../helpers/projects';
import { startS3Server, type TestS3Server } from '../helpers/s3-server';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy';
import { bearer, registerUser, setupTestApp } from '../helpers/test-app';

type TestApp = Awaited<ReturnType<typeof setupTestApp>>;

/** The answer every storage failure must get: a readable 503 telling the client when to retry. */
function expectStorageUnavailable(res: request.Response) {
  expect(res.status).toBe(503);
  expect(res.headers['retry-after']).toBe('5');
  expect(res.body.message).toBe(STORAGE_UNAVAILABLE_MESSAGE);
}

const upload = (t: TestApp, token: string) =>
  request(t.app)
    .post('/api/projects')
    .set(bearer(token))
    .field('title', 'While storage is down')
    .attach('file', PDF, 'report.pdf')
    .attach('image', PNG, 'cover.png');

describe('S3 storage down or slow', () => {
  let s3: TestS3Server;
  let proxy: TcpProxy;
  let t: TestApp;

  beforeAll(async () => {
    s3 = await startS3Server();
    proxy = await startTcpProxy('127.0.0.1', Number(new URL(s3.endpoint).port));
    t = await setupTestApp({
      LOG_LEVEL: 'silent',
      ...s3.env(),
      AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${proxy.port}`,
      STORAGE_TIMEOUT_SECONDS: '1',
    });
  });
  afterAll(async () => {
    await t.done();
    await proxy.close();
    await s3.stop();
  });

  it('answers 503 + Retry-After while the bucket is unreachable, counts and stores nothing, and recovers', async () => {
    const { token } = await registerUser(t.app);
    const project = await createProject(t.app, token);
    await request(t.app).get('/api/health/ready').expect(200);

    await proxy.cut();
    try {
      const ready = await request(t.app).get('/api/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.headers['retry-after']).toBe('5');
      expect(ready.body).toMatchObject({ reason: 'storage', database: 'up', storage: 'down' });

      expectStorageUnavailable(await request(t.app).get(project.filePath!));
      expectStorageUnavailable(await request(t.app).get(project.imageUrl!));
      expectStorageUnavailable(await upload(t, token));
      expect(await t.ctx.models.Project.count()).toBe(1);
      // The refused upload's temp file goes once the request has ended (not before the answer).
      expect(await settledTempFiles(t.uploadDir)).toEqual([]);
    } finally {
      await proxy.restore();
    }

    await request(t.app).get('/api/health/ready').expect(200);
    await request(t.app).get(project.filePath!).expect(200);
    const after = await request(t.app).get(`/api/projects/${project.id}`).expect(200);
    expect(after.body.downloadCount).toBe(1);
  });

  it('still deletes a project while the bucket is down; its objects are left for the orphan sweep', async () => {
    const { token } = await registerUser(t.app);
    const project = await createProject(t.app, token);
    await proxy.cut();
    try {
      await request(t.app).delete(`/api/projects/${project.id}`).set(bearer(token)).expect(200);
    } finally {
      await proxy.restore();
    }
    await request(t.app).get(`/api/projects/${project.id}`).expect(404);
  });
});

describe('S3 storage that accepts connections but never answers', () => {
  let blackHole: net.Server;
  const sockets = new Set<net.Socket>();
  let t: TestApp;

  beforeAll(async () => {
    blackHole = net.createServer((s) => void sockets.add(s));
    await new Promise<void>((resolve) => blackHole.listen(0, '127.0.0.1', resolve));
    const { port } = blackHole.address() as net.AddressInfo;
    t = await setupTestApp({
      LOG_LEVEL: 'silent',
      STORAGE_URL: 's3://stackfolio-test',
      AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${port}`,
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      STORAGE_TIMEOUT_SECONDS: '1',
    });
  });
  afterAll(async () => {
    await t.done();
    for (const s of sockets) s.destroy();
    await new Promise((resolve) => blackHole.close(resolve));
  });

  it('times out into a 503 (readiness and uploads) instead of hanging the request', async () => {
    const ready = await request(t.app).get('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ reason: 'storage', storage: 'down' });
    const { token } = await registerUser(t.app);
    expectStorageUnavailable(await upload(t, token));
    expect(await t.ctx.models.Project.count()).toBe(0);
  });
});
