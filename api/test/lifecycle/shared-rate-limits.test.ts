import { createClient } from 'redis';
import request from 'supertest';
import {
  createTestDatabase,
  startTestApp,
  type TestApp,
  type TestDatabase,
} from '../helpers/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const LIMIT = { CLIENT_ERROR_RATE_LIMIT_MAX: '3', LOG_LEVEL: 'silent' };

const report = (t: TestApp) =>
  request(t.app).post('/api/client-errors').send({ message: 'remote failed', remote: 'profiles' });

/**
 * Rate limits with REDIS_URL: two API instances count in one Redis, so a client gets the limit
 * once, not once per instance. Without Redis each instance counts alone (as documented).
 */
describe('rate limits shared through Redis (REDIS_URL)', () => {
  let db: TestDatabase;
  const redis = createClient({ url: REDIS_URL });
  const apps: TestApp[] = [];
  const clearCounters = async () => {
    const keys = await redis.keys('stackfolio:rl:client-errors:*');
    if (keys.length) await redis.del(keys);
  };

  beforeAll(async () => {
    await redis.connect();
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    await clearCounters();
    await redis.quit();
    await db.drop();
  });

  it('enforces one limit across two instances with Redis', async () => {
    await clearCounters();
    const a = await startTestApp(db, { ...LIMIT, REDIS_URL });
    const b = await startTestApp(db, { ...LIMIT, REDIS_URL });
    apps.push(a, b);
    const statuses = [];
    for (const t of [a, b, a, b]) statuses.push((await report(t)).status);
    expect(statuses).toEqual([204, 204, 204, 429]);
    expect((await redis.keys('stackfolio:rl:client-errors:*')).length).toBe(1);
  });

  it('counts per instance without Redis', async () => {
    const a = await startTestApp(db, LIMIT);
    const b = await startTestApp(db, LIMIT);
    apps.push(a, b);
    const statuses = [];
    for (const t of [a, b, a, b, a, b, a, b]) statuses.push((await report(t)).status);
    expect(statuses).toEqual([204, 204, 204, 204, 204, 204, 429, 429]);
  });
});
