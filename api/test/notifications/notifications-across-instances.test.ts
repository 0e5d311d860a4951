import request from 'supertest';
import { createProject } from '../helpers/projects';
import {
  bearer,
  createTestDatabase,
  registerUser,
  startTestApp,
  type TestApp,
  type TestDatabase,
} from '../helpers/test-app';
import { listening, openStream } from './notification-stream';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * With REDIS_URL, a browser connected to one instance hears of a like written through another:
 * the change travels on a Redis channel that every instance listens to.
 */
describe('notifications across two instances sharing Redis', () => {
  let db: TestDatabase;
  const apps: TestApp[] = [];
  const servers: Array<Awaited<ReturnType<typeof listening>>> = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    // Each its own prefix: other suites' instances on the same Redis stay out of this channel.
    const env = { REDIS_URL, JOBS_REDIS_PREFIX: `notify-test-${process.pid}`, LOG_LEVEL: 'warn' };
    apps.push(await startTestApp(db, env), await startTestApp(db, env));
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
    await Promise.all(apps.map((a) => a.close()));
    await db.drop();
  });

  it('a stream on instance A hears a like and a follow made through instance B', async () => {
    const [a, b] = apps;
    const owner = await registerUser(a.app);
    const fan = await registerUser(b.app);
    const project = await createProject(
      b.app,
      owner.token,
      { projectUrl: 'https://example.com/' },
      { file: false, image: false },
    );
    const serverA = await listening(a.app);
    servers.push(serverA);
    const stream = await openStream(serverA.url, bearer(owner.token));
    try {
      expect(await stream.until(() => true)).toBe(0);
      await request(b.app)
        .post(`/api/projects/${project.id}/like`)
        .set(bearer(fan.token))
        .expect(200);
      expect(await stream.until((n) => n === 1)).toBe(1);
      await request(b.app)
        .put(`/api/users/${owner.user.id}/follow`)
        .set(bearer(fan.token))
        .expect(200);
      expect(await stream.until((n) => n === 2)).toBe(2);
    } finally {
      stream.close();
    }
  });
});
