import request from 'supertest';
import { createProject } from '../helpers/projects';
import { bearer, grantAdmin, registerUser, setupTestApp } from '../helpers/test-app';

describe('GET /api/admin/stats and /api/admin/users', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  let admin: Awaited<ReturnType<typeof registerUser>>;
  let user: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    t = await setupTestApp();
    admin = await registerUser(t.app, { firstName: 'Adam' });
    user = await registerUser(t.app, { firstName: 'Uma' });
    await grantAdmin(t, admin.user.id);
    const p = await createProject(t.app, user.token);
    await request(t.app).get(`/api/projects/${p.id}/download`).expect(200);
    await request(t.app).get(`/api/projects/${p.id}/download`).expect(200);
  });
  afterAll(() => t.done());

  it.each(['/api/admin/stats', '/api/admin/users'])(
    '%s answers 401 signed out and 403 for a non-admin',
    async (url) => {
      await request(t.app).get(url).expect(401);
      const res = await request(t.app).get(url).set(bearer(user.token)).expect(403);
      expect(res.body.message).toBe(
        "Access Denied: You don't have permission to access this page.",
      );
    },
  );

  it('returns platform totals', async () => {
    const res = await request(t.app).get('/api/admin/stats').set(bearer(admin.token)).expect(200);
    expect(res.body).toEqual({
      totalUsers: 2,
      totalProjects: 1,
      totalDownloads: 2,
      openReports: 0,
    });
  });

  it('lists users newest first with email, createdAt and project count, paginated on request', async () => {
    const res = await request(t.app).get('/api/admin/users').set(bearer(admin.token)).expect(200);
    expect(res.body.map((u: { firstName: string }) => u.firstName)).toEqual(['Uma', 'Adam']);
    expect(res.body[0]).toMatchObject({
      email: user.credentials.email,
      projectCount: 1,
      isAdmin: false,
      createdAt: expect.any(String),
    });
    expect(JSON.stringify(res.body)).not.toMatch(/scrypt|passwordHash/);
    const page = await request(t.app)
      .get('/api/admin/users?page=1&limit=1')
      .set(bearer(admin.token))
      .expect(200);
    expect(page.body).toMatchObject({ total: 2, page: 1, limit: 1 });
    expect(page.body.items).toHaveLength(1);
  });
});
