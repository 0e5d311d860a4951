import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';
import request from 'supertest';
import {
  createTestDatabase,
  registerUser,
  startTestApp,
  type TestApp,
  type TestDatabase,
} from '../helpers/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** With REDIS_URL set, sessions live in Redis: two API processes share them, logout removes them. */
describe('sessions in Redis (REDIS_URL)', () => {
  let db: TestDatabase;
  let first: TestApp;
  let second: TestApp;
  const redis = createClient({ url: REDIS_URL });

  beforeAll(async () => {
    await redis.connect();
    db = await createTestDatabase();
    first = await startTestApp(db, { REDIS_URL });
    second = await startTestApp(db, { REDIS_URL });
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
    await redis.quit();
    await db.drop();
  });

  const sessionKeys = () => redis.keys('stackfolio:sess:*');

  it('keeps a signed-in session in Redis that a second API instance accepts', async () => {
    const before = new Set(await sessionKeys());
    const registered = await request(first.app)
      .post('/api/auth/register')
      .send({
        firstName: 'Rita',
        lastName: 'Redis',
        email: `redis.${randomBytes(4).toString('hex')}@example.com`,
        password: 'secret12',
      });
    // A refusal (a 503 once in CI, not reproduced) is reported with what the app logged.
    if (registered.status !== 201)
      throw new Error(
        `register answered ${registered.status}; the app logged:\n${first.logs.text}`,
      );
    expect((await sessionKeys()).filter((k) => !before.has(k))).toHaveLength(1);

    const cookie = (registered.headers['set-cookie'] as unknown as string[])
      .map((c) => c.split(';')[0])
      .join('; ');
    const me = await request(second.app).get('/api/auth/user').set('Cookie', cookie).expect(200);
    expect(me.body.firstName).toBe('Rita');
  });

  it('removes the session from Redis on logout', async () => {
    const before = new Set(await sessionKeys());
    const { agent } = await registerUser(first.app, {
      email: `redis.${randomBytes(4).toString('hex')}@example.com`,
    });
    const mine = (await sessionKeys()).filter((k) => !before.has(k));
    expect(mine).toHaveLength(1);
    await agent.post('/api/auth/logout').expect(200);
    expect(await redis.exists(mine[0])).toBe(0);
    await agent.get('/api/auth/user').expect(401);
  });
});
