import request from 'supertest';
import { runAdminCommand } from '../../src/cli/admin';
import { createProject } from '../helpers/projects';
import { bearer, grantAdmin, registerUser, setupTestApp } from '../helpers/test-app';

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

describe('GET /api/analytics/:userId', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  let owner: Awaited<ReturnType<typeof registerUser>>;
  let fan: Awaited<ReturnType<typeof registerUser>>;
  let idle: Awaited<ReturnType<typeof registerUser>>;
  let admin: Awaited<ReturnType<typeof registerUser>>;
  let top: number;
  let second: number;
  beforeAll(async () => {
    t = await setupTestApp();
    owner = await registerUser(t.app, { firstName: 'Olive' });
    fan = await registerUser(t.app, { firstName: 'Fiona', lastName: 'Fan' });
    idle = await registerUser(t.app);
    admin = await registerUser(t.app);
    await grantAdmin(t, admin.user.id);
    top = (await createProject(t.app, owner.token, { title: 'Top' })).id;
    second = (await createProject(t.app, owner.token, { title: 'Second' })).id;
    await t.ctx.models.Project.update({ viewCount: 9, downloadCount: 2 }, { where: { id: top } });
    await t.ctx.models.Project.update(
      { viewCount: 3, downloadCount: 1 },
      { where: { id: second } },
    );

    const { PortfolioView, ProjectView } = t.ctx.models;
    const v = (
      at: Date,
      visitorKey: string,
      country: string,
      referrer: string,
      viewerUserId: number | null = null,
    ) => ({
      profileUserId: owner.user.id,
      viewerUserId,
      visitorKey,
      country,
      referrer,
      city: '',
      userAgent: '',
      viewedAt: at,
    });
    await PortfolioView.bulkCreate([
      v(daysAgo(0), 'a', 'DE', 'google.com', fan.user.id),
      v(daysAgo(1), 'a', 'DE', 'Direct'),
      v(daysAgo(1), 'b', 'US', 'google.com'),
      v(daysAgo(3), 'c', '', 'Direct'),
      v(daysAgo(20), 'd', 'US', 'linkedin.com'),
      v(daysAgo(100), 'e', 'FR', 'github.com'),
    ]);
    await ProjectView.bulkCreate([
      {
        projectId: top,
        viewerUserId: null,
        visitorKey: 'a',
        referrer: 'Direct',
        country: '',
        city: '',
        userAgent: '',
        viewedAt: daysAgo(2),
      },
      {
        projectId: top,
        viewerUserId: null,
        visitorKey: 'z',
        referrer: 'Direct',
        country: '',
        city: '',
        userAgent: '',
        viewedAt: daysAgo(40),
      },
    ]);
    // The fan's own activity: views of the owner's profile (above), a like and a comment.
    await request(t.app).post(`/api/projects/${top}/like`).set(bearer(fan.token)).expect(200);
    await request(t.app)
      .post(`/api/projects/${top}/comments`)
      .set(bearer(fan.token))
      .send({ content: 'Wow' })
      .expect(201);
  });
  afterAll(() => t.done());

  it('is for the user themself or an admin: 401 signed out, 403 for another user', async () => {
    await request(t.app).get(`/api/analytics/${owner.user.id}`).expect(401);
    await request(t.app).get(`/api/analytics/${owner.user.id}`).set(bearer(fan.token)).expect(403);
    await request(t.app)
      .get(`/api/analytics/${owner.user.id}`)
      .set(bearer(admin.token))
      .expect(200);
    await request(t.app).get('/api/analytics/999999').set(bearer(admin.token)).expect(404);
  });

  it('computes all-time totals, top lists and recent views from the recorded data', async () => {
    const res = await request(t.app)
      .get(`/api/analytics/${owner.user.id}`)
      .set(bearer(owner.token))
      .expect(200);
    const a = res.body;
    expect(a).toMatchObject({
      range: 'all',
      totalPortfolioViews: 6,
      totalProjectViews: 2,
      totalUniqueVisitors: 6,
      totalDownloads: 3,
      last30DaysViews: 5,
      topProjects: [
        { id: top, title: 'Top', viewCount: 9, downloadCount: 2 },
        { id: second, title: 'Second', viewCount: 3, downloadCount: 1 },
      ],
      topCountries: [
        { country: 'DE', count: 2 },
        { country: 'US', count: 2 },
        { country: 'FR', count: 1 },
      ],
      topReferrers: [
        { referrer: 'Direct', count: 2 },
        { referrer: 'google.com', count: 2 },
        { referrer: 'github.com', count: 1 },
        { referrer: 'linkedin.com', count: 1 },
      ],
    });
    expect(a.recentViews[0]).toMatchObject({
      country: 'DE',
      referrer: 'google.com',
      viewer: { firstName: 'Fiona', lastName: 'Fan', avatarUrl: null },
    });
    expect(a.recentViews[1].viewer).toBeNull();
    expect(a.userInteractions).toMatchObject({
      projectsUploaded: 2,
      otherProfilesViewed: 0,
      likesGiven: 0,
      commentsGiven: 0,
      profileViewsLast30Days: 5,
    });
  });

  it('filters by ?range and gives one viewsByDay entry per day, zeros included', async () => {
    const res = await request(t.app)
      .get(`/api/analytics/${owner.user.id}?range=7days`)
      .set(bearer(owner.token))
      .expect(200);
    expect(res.body).toMatchObject({
      range: '7days',
      totalPortfolioViews: 4,
      totalProjectViews: 1,
      totalUniqueVisitors: 3,
    });
    const days = res.body.viewsByDay as Array<{ date: string; count: number }>;
    expect(days.length).toBeGreaterThanOrEqual(7);
    expect(days.length).toBeLessThanOrEqual(8);
    const byDate = Object.fromEntries(days.map((d) => [d.date, d.count]));
    expect(byDate[daysAgo(0).toISOString().slice(0, 10)]).toBe(1);
    expect(byDate[daysAgo(1).toISOString().slice(0, 10)]).toBe(2);
    expect(byDate[daysAgo(2).toISOString().slice(0, 10)]).toBe(0);
    expect(days.reduce((s, d) => s + d.count, 0)).toBe(4);
    await request(t.app)
      .get(`/api/analytics/${owner.user.id}?range=forever`)
      .set(bearer(owner.token))
      .expect(400);
  });

  it("reports what the user did on others' work, with most viewed profiles", async () => {
    const res = await request(t.app)
      .get(`/api/analytics/${fan.user.id}`)
      .set(bearer(fan.token))
      .expect(200);
    expect(res.body.userInteractions).toMatchObject({
      projectsUploaded: 0,
      otherProfilesViewed: 1,
      otherProjectsViewed: 0,
      likesGiven: 1,
      commentsGiven: 1,
      mostViewedProfiles: [{ user: { id: owner.user.id, firstName: 'Olive' }, viewCount: 1 }],
    });
  });

  it('ranks users by impact score = 2×uploads + 2×profiles viewed + 2×projects explored + engagement', async () => {
    const get = async (u: typeof owner) =>
      (await request(t.app).get(`/api/analytics/${u.user.id}`).set(bearer(u.token))).body
        .impactRanking;
    const o = await get(owner);
    const f = await get(fan);
    const i = await get(idle);
    expect(o).toMatchObject({
      score: 4,
      position: 1,
      totalUsers: 4,
      ranking: 'High',
      metrics: {
        projectsUploaded: 2,
        otherProfilesViewed: 0,
        projectsExplored: 0,
        communityEngagement: 0,
      },
    });
    expect(f).toMatchObject({
      score: 4,
      position: 1,
      metrics: { otherProfilesViewed: 1, communityEngagement: 2 },
    });
    expect(i).toMatchObject({ score: 0, position: 3, ranking: 'Low' });
    expect(o.percentile).toBeGreaterThan(i.percentile);
  });

  it('repairs every stored score with the refresh-scores admin command', async () => {
    await t.ctx.models.User.update({ impactScore: 999 }, { where: {} });
    expect(await runAdminCommand(['refresh-scores'], t.ctx.sequelize)).toMatch(/recomputed/);
    const scores = Object.fromEntries(
      (await t.ctx.models.User.findAll()).map((u) => [u.id, u.impactScore]),
    );
    expect(scores).toEqual({
      [owner.user.id]: 4,
      [fan.user.id]: 4,
      [idle.user.id]: 0,
      [admin.user.id]: 0,
    });
  });
});
