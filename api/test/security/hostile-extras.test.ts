import request from 'supertest';
import { bearer } from '../helpers/test-app';
import { SCRIPT, SQL } from './hostile-payloads';
import { SETUP_TIMEOUT_MS, setupHostileApp, type Harness } from './walker';

/**
 * The accepted side of hostile input: valid requests carrying privileged extra fields change only
 * what they may (mass assignment), odd but valid text is stored as text, and the server-rendered
 * pages answer hostile ids and queries without a 5xx or an unescaped script.
 */
describe('mass assignment and stored hostile text', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await setupHostileApp();
  }, SETUP_TIMEOUT_MS);
  afterAll(() => h.t.done());

  const extras = {
    isAdmin: true,
    id: 1,
    userId: 1,
    email: 'evil@example.com',
    passwordHash: 'x',
    viewCount: 999,
    likeCount: 999,
    downloadCount: 999,
  };

  it('ignores privileged fields on register, project create and profile update', async () => {
    const reg = await request(h.t.app)
      .post('/api/auth/register')
      .send({
        ...extras,
        firstName: 'Mal',
        lastName: 'Lory',
        email: 'mal@example.com',
        password: 'secret pw',
      })
      .expect(201);
    const me = (
      await request(h.t.app).get('/api/auth/user').set(bearer(reg.body.token)).expect(200)
    ).body;
    expect(me).toMatchObject({ email: 'mal@example.com', isAdmin: false });
    expect(me.id).not.toBe(1);

    const project = (
      await request(h.t.app)
        .post('/api/projects')
        .set(bearer(h.tokens.other!))
        .send({ title: 'Mine', projectUrl: 'https://x.dev', ...extras, email: undefined })
        .expect(201)
    ).body;
    expect(project).toMatchObject({
      userId: h.fixtures.otherId,
      viewCount: 0,
      likeCount: 0,
      downloadCount: 0,
    });

    const profile = (
      await request(h.t.app)
        .patch('/api/users/profile')
        .set(bearer(h.tokens.other!))
        .send({ bio: 'Hi', ...extras })
        .expect(200)
    ).body;
    expect(profile).toMatchObject({ id: h.fixtures.otherId, isAdmin: false, bio: 'Hi' });
    expect(profile.email).not.toBe('evil@example.com');
    const row = await h.t.ctx.models.User.findByPk(h.fixtures.otherId);
    expect(row!.passwordHash).not.toBe('x');
  });

  it('stores script, SQL and NUL-bearing text verbatim as JSON text, never as markup', async () => {
    const content = `${SCRIPT} ${SQL[3]} a\u0000b`;
    const res = await request(h.t.app)
      .post(`/api/projects/${h.fixtures.projectId}/comments`)
      .set(bearer(h.tokens.other!))
      .send({ content })
      .expect(201);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const list = await request(h.t.app)
      .get(`/api/projects/${h.fixtures.projectId}/comments`)
      .expect(200);
    expect(list.body.map((c: { content: string }) => c.content)).toContain(content);
    expect(await h.t.ctx.models.User.count()).toBeGreaterThan(3);
  });
});
