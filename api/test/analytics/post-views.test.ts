import request from 'supertest';
import { createProject } from '../helpers/projects';
import { bearer, registerUser, setupTestApp } from '../helpers/test-app';

describe('POST /api/analytics/portfolio-view and /project-view', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  let owner: Awaited<ReturnType<typeof registerUser>>;
  let visitor: Awaited<ReturnType<typeof registerUser>>;
  let projectId: number;
  beforeAll(async () => {
    t = await setupTestApp({
      COUNTRY_HEADER: 'CF-IPCountry',
      TRUST_PROXY: '1',
      VIEW_RATE_LIMIT_MAX: '40',
    });
    owner = await registerUser(t.app);
    visitor = await registerUser(t.app, { firstName: 'Vera' });
    projectId = (await createProject(t.app, owner.token)).id;
  });
  afterAll(() => t.done());

  const view = (ip: string, body: object, token?: string) => {
    const req = request(t.app)
      .post('/api/analytics/portfolio-view')
      .set('X-Forwarded-For', ip)
      .set('CF-IPCountry', 'de');
    return (token ? req.set(bearer(token)) : req).send(body);
  };

  it('records a view with the session viewer, the proxy country and the referrer host, ignoring client claims', async () => {
    const res = await view(
      '203.0.113.1',
      {
        userId: owner.user.id,
        viewerUserId: owner.user.id,
        referrer: 'https://www.linkedin.com/feed/?x=1',
        ipAddress: '1.2.3.4',
        country: 'Atlantis',
        city: 'Nowhere',
        userAgent: 'spoofed',
      },
      visitor.token,
    ).expect(200);
    expect(res.body).toEqual({ recorded: true });
    const row = (await t.ctx.models.PortfolioView.findOne({
      where: { profileUserId: owner.user.id },
    }))!;
    expect(row.viewerUserId).toBe(visitor.user.id);
    expect(row.country).toBe('DE');
    expect(row.city).toBe('');
    expect(row.referrer).toBe('linkedin.com');
    expect(row.visitorKey).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row.get({ plain: true }))).not.toContain('203.0.113.1');
  });

  it('counts repeated hits of the same visitor within the window once', async () => {
    const before = await t.ctx.models.PortfolioView.count();
    expect((await view('203.0.113.2', { userId: owner.user.id }).expect(200)).body.recorded).toBe(
      true,
    );
    expect((await view('203.0.113.2', { userId: owner.user.id }).expect(200)).body.recorded).toBe(
      false,
    );
    expect((await view('203.0.113.3', { userId: owner.user.id }).expect(200)).body.recorded).toBe(
      true,
    );
    expect(await t.ctx.models.PortfolioView.count()).toBe(before + 2);
  });

  it('counts two signed-in visitors on one network and browser as two visitors', async () => {
    const first = await registerUser(t.app, { firstName: 'Carla' });
    const colleague = await registerUser(t.app, { firstName: 'Colin' });
    const before = await t.ctx.models.PortfolioView.count();
    expect(
      (await view('203.0.113.9', { userId: owner.user.id }, first.token).expect(200)).body.recorded,
    ).toBe(true);
    expect(
      (await view('203.0.113.9', { userId: owner.user.id }, colleague.token).expect(200)).body
        .recorded,
    ).toBe(true);
    expect(
      (await view('203.0.113.9', { userId: owner.user.id }, colleague.token).expect(200)).body
        .recorded,
    ).toBe(false);
    expect(await t.ctx.models.PortfolioView.count()).toBe(before + 2);
  });

  it('falls back to the Referer header when the body sends an empty referrer', async () => {
    await request(t.app)
      .post('/api/analytics/portfolio-view')
      .set('X-Forwarded-For', '203.0.113.10')
      // A browser sends its Origin with every POST; without it a foreign Referer is refused (CSRF check).
      .set('Origin', t.config.publicUrl)
      .set('Referer', 'https://github.com/someone')
      .send({ userId: owner.user.id, referrer: '' })
      .expect(200);
    const row = await t.ctx.models.PortfolioView.findOne({
      where: { profileUserId: owner.user.id },
      order: [['id', 'DESC']],
    });
    expect(row!.referrer).toBe('github.com');
  });

  it('does not record owners viewing their own profile or project', async () => {
    expect(
      (await view('203.0.113.4', { userId: owner.user.id }, owner.token).expect(200)).body.recorded,
    ).toBe(false);
    const res = await request(t.app)
      .post('/api/analytics/project-view')
      .set(bearer(owner.token))
      .send({ projectId })
      .expect(200);
    expect(res.body.recorded).toBe(false);
  });

  it('turns a same-site or missing referrer into "Direct"', async () => {
    await view('203.0.113.5', {
      userId: owner.user.id,
      referrer: `${t.config.publicUrl}/profiles`,
    }).expect(200);
    await view('203.0.113.6', { userId: owner.user.id, referrer: 'not a url' }).expect(200);
    const rows = await t.ctx.models.PortfolioView.findAll({
      where: { profileUserId: owner.user.id },
      order: [['id', 'DESC']],
      limit: 2,
    });
    expect(rows.map((r) => r.referrer)).toEqual(['Direct', 'Direct']);
  });

  it('records a project view and raises viewCount', async () => {
    const res = await request(t.app)
      .post('/api/analytics/project-view')
      .set('X-Forwarded-For', '198.51.100.1')
      .send({ projectId })
      .expect(200);
    expect(res.body.recorded).toBe(true);
    expect((await request(t.app).get(`/api/projects/${projectId}`)).body.viewCount).toBe(1);
  });

  it.each([
    [{}, 'userId'],
    [{ userId: 'abc' }, 'userId'],
    [{ userId: -3 }, 'userId'],
  ])('answers a malformed payload %j with 400', async (body, field) => {
    const res = await request(t.app).post('/api/analytics/portfolio-view').send(body).expect(400);
    expect(res.body.fieldErrors[field]).toBeDefined();
  });

  it('answers 404 for a view of a missing profile or project', async () => {
    await request(t.app).post('/api/analytics/portfolio-view').send({ userId: 999999 }).expect(404);
    await request(t.app)
      .post('/api/analytics/project-view')
      .send({ projectId: 999999 })
      .expect(404);
  });

  it('rate-limits a flood of view events from one client with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 45; i += 1) {
      statuses.push(
        (
          await request(t.app)
            .post('/api/analytics/project-view')
            .set('X-Forwarded-For', '192.0.2.99')
            .send({ projectId })
        ).status,
      );
    }
    expect(statuses).toContain(429);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
  });
});
