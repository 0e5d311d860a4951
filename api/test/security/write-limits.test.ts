import request from 'supertest';
import { createProject } from '../helpers/projects';
import { PNG, filesUnder } from '../helpers/files';
import { bearer, registerUser, setupTestApp } from '../helpers/test-app';

const MAX = 3;

describe('write limits: comments, likes, uploads, profile saves and follows per account and per IP', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  let projectId: number;
  let ownerId: number;
  beforeAll(async () => {
    // TRUST_PROXY so each test can speak from its own client address (X-Forwarded-For).
    t = await setupTestApp({ WRITE_RATE_LIMIT_MAX: String(MAX), TRUST_PROXY: 'true' });
    const owner = await registerUser(t.app);
    ownerId = owner.user.id;
    projectId = (await createProject(t.app, owner.token)).id;
  });
  afterAll(() => t.done());

  const writes = {
    comments: (token: string, ip: string) =>
      request(t.app)
        .post(`/api/projects/${projectId}/comments`)
        .set(bearer(token))
        .set('X-Forwarded-For', ip)
        .send({ content: 'Nice work' }),
    likes: (token: string, ip: string) =>
      request(t.app)
        .post(`/api/projects/${projectId}/like`)
        .set(bearer(token))
        .set('X-Forwarded-For', ip),
    uploads: (token: string, ip: string) =>
      request(t.app)
        .post('/api/projects')
        .set(bearer(token))
        .set('X-Forwarded-For', ip)
        .field('title', 'Another one')
        .field('projectUrl', 'https://example.com/x'),
    'profile saves': (token: string, ip: string) =>
      request(t.app)
        .patch('/api/users/profile')
        .set(bearer(token))
        .set('X-Forwarded-For', ip)
        .field('bio', 'Hello')
        .attach('avatar', PNG, 'me.png'),
    // Following someone already followed still counts as a write.
    follows: (token: string, ip: string) =>
      request(t.app)
        .put(`/api/users/${ownerId}/follow`)
        .set(bearer(token))
        .set('X-Forwarded-For', ip),
  };

  it.each(Object.keys(writes) as (keyof typeof writes)[])(
    'stops %s from one account after the limit with a readable 429, and stores nothing more',
    async (kind) => {
      const ip = `198.51.100.${Object.keys(writes).indexOf(kind) + 1}`;
      const spammer = (await registerUser(t.app)).token;
      const rows = () =>
        Promise.all([
          t.ctx.models.Comment.count(),
          t.ctx.models.Project.count(),
          t.ctx.models.Like.count(),
          t.ctx.models.Follow.count(),
          filesUnder(t.uploadDir).length,
        ]);
      for (let i = 0; i < MAX; i++)
        expect((await writes[kind](spammer, ip)).status).toBeLessThan(300);
      // The share cards of the accepted writes are made before stock is taken.
      await t.settled();
      const before = await rows();
      const refused = await writes[kind](spammer, ip);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        message: `Too many ${kind}. Please try again in 15 minutes.`,
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(await rows()).toEqual(before);
      // Another account on the same address still may.
      const other = (await registerUser(t.app)).token;
      expect((await writes[kind](other, ip)).status).toBeLessThan(300);
    },
  );

  it('stops one address writing through many accounts at five times the limit', async () => {
    const ip = '203.0.113.9';
    const accounts = await Promise.all(
      Array.from({ length: 6 }, async () => (await registerUser(t.app)).token),
    );
    const statuses: number[] = [];
    for (const token of accounts) {
      for (let i = 0; i < MAX; i++) statuses.push((await writes.comments(token, ip)).status);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(5 * MAX);
    expect(statuses.slice(5 * MAX)).toEqual([429, 429, 429]);
    // Another address is unaffected.
    const fresh = (await registerUser(t.app)).token;
    expect((await writes.comments(fresh, '203.0.113.10')).status).toBe(201);
  });
});
