import request from 'supertest';
import { bearer, registerUser, setupTestApp } from '../helpers/test-app';
import { createProject } from '../helpers/projects';
import { listening, openStream } from './notification-stream';

/**
 * GET /api/notifications/stream: a connected browser hears its unread count at once and again
 * whenever it changes, on a real HTTP connection (compression and all), and the stream ends when
 * the server drains.
 */
describe('notification stream (Server-Sent Events)', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  let server: Awaited<ReturnType<typeof listening>>;

  beforeAll(async () => {
    t = await setupTestApp();
    server = await listening(t.app);
  });
  afterAll(async () => {
    await server.close();
    await t.done();
  });

  it('sends the unread count at once and again when a like arrives, unbuffered', async () => {
    const owner = await registerUser(t.app);
    const fan = await registerUser(t.app);
    const project = await createProject(
      t.app,
      owner.token,
      { projectUrl: 'https://example.com/' },
      { file: false, image: false },
    );
    // The browser's way in: the session cookie of a sign-in.
    const signIn = await request(t.app).post('/api/auth/login').send(owner.credentials).expect(200);
    const cookie = signIn
      .get('Set-Cookie')!
      .map((c) => c.split(';')[0])
      .join('; ');
    // That sign-in came from a new device (a notification of its own): start from none unread.
    await t.settled();
    await request(t.app)
      .post('/api/notifications/read')
      .set(bearer(owner.token))
      .send({})
      .expect(200);
    const stream = await openStream(server.url, { Cookie: cookie });
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(stream.headers['content-encoding']).toBeUndefined();
      expect(await stream.until(() => true)).toBe(0);

      await request(t.app)
        .post(`/api/projects/${project.id}/like`)
        .set(bearer(fan.token))
        .expect(200);
      expect(await stream.until((n) => n === 1)).toBe(1);

      await request(t.app)
        .post('/api/notifications/read')
        .set(bearer(owner.token))
        .send({})
        .expect(200);
      expect(await stream.until((n) => n === 0 && stream.counts.length > 2)).toBe(0);
    } finally {
      stream.close();
    }
  });

  it('ends open streams when the server drains', async () => {
    const person = await registerUser(t.app);
    const stream = await openStream(server.url, bearer(person.token));
    await stream.until(() => true);
    t.drain();
    await stream.ended;
  });
});
