import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { rebuildVisitors } from '../../src/db/migrations/0005-analytics-visitors';
import { createProject } from '../helpers/projects';
import { bearer, registerUser, setupTestApp } from '../helpers/test-app';

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);
const RANGES = { all: null, '30days': 30, '7days': 7 } as const;

/**
 * Unique visitors come from analytics_visitors (kept by triggers). These tests hold them against a
 * de-duplication of the views themselves after every way views arrive or disappear.
 */
describe('unique visitors (analytics_visitors)', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  let owner: Awaited<ReturnType<typeof registerUser>>;
  let kept: number;
  let dropped: number;

  /** The old way: every view of the profile and projects since `from`, de-duplicated. */
  async function fromViews(userId: number, from: Date | null): Promise<number> {
    const range = from ? 'AND v.viewedAt >= :from' : '';
    const [row] = await t.ctx.sequelize.query<{ n: number }>(
      `SELECT COUNT(*) AS n FROM (
         SELECT v.visitorKey FROM portfolio_views v WHERE v.profileUserId = :userId ${range}
         UNION
         SELECT v.visitorKey FROM project_views v JOIN projects p ON p.id = v.projectId WHERE p.userId = :userId ${range}
       ) k`,
      { replacements: { userId, from }, type: QueryTypes.SELECT },
    );
    return Number(row.n);
  }

  async function expectSameAsViews(userId: number, token: string) {
    const seen: Record<string, number> = {};
    for (const [range, days] of Object.entries(RANGES)) {
      const res = await request(t.app)
        .get(`/api/analytics/${userId}?range=${range}`)
        .set(bearer(token))
        .expect(200);
      seen[range] = res.body.totalUniqueVisitors;
      expect([range, seen[range]]).toEqual([
        range,
        await fromViews(userId, days === null ? null : daysAgo(days)),
      ]);
    }
    return seen;
  }

  const view = (visitorKey: string, at: Date) => ({
    viewerUserId: null,
    visitorKey,
    referrer: 'Direct',
    country: '',
    city: '',
    userAgent: '',
    viewedAt: at,
  });

  beforeAll(async () => {
    t = await setupTestApp();
    owner = await registerUser(t.app);
    kept = (await createProject(t.app, owner.token, { title: 'Kept' })).id;
    dropped = (await createProject(t.app, owner.token, { title: 'Dropped' })).id;
    const { PortfolioView, ProjectView } = t.ctx.models;
    await PortfolioView.bulkCreate([
      { profileUserId: owner.user.id, ...view('a', daysAgo(40)) },
      { profileUserId: owner.user.id, ...view('a', daysAgo(1)) },
      { profileUserId: owner.user.id, ...view('b', daysAgo(20)) },
      { profileUserId: owner.user.id, ...view('c', daysAgo(100)) },
    ]);
    await ProjectView.bulkCreate([
      { projectId: kept, ...view('b', daysAgo(50)) },
      { projectId: kept, ...view('d', daysAgo(3)) },
      // 'c' was last seen on the project that goes; 'e' only ever saw it.
      { projectId: dropped, ...view('c', daysAgo(2)) },
      { projectId: dropped, ...view('e', daysAgo(4)) },
    ]);
  });
  afterAll(() => t.done());

  it('counts each visitor once per range, as de-duplicating the views does', async () => {
    expect(await expectSameAsViews(owner.user.id, owner.token)).toEqual({
      all: 5,
      '30days': 5,
      '7days': 4,
    });
  });

  it('adds visitors recorded through the API', async () => {
    await request(t.app)
      .post('/api/analytics/portfolio-view')
      .set('User-Agent', 'first')
      .send({ userId: owner.user.id })
      .expect(200);
    await request(t.app)
      .post('/api/analytics/project-view')
      .set('User-Agent', 'second')
      .send({ projectId: kept })
      .expect(200);
    await request(t.app)
      .post('/api/analytics/project-view')
      .set('User-Agent', 'first')
      .send({ projectId: kept })
      .expect(200);
    expect(await expectSameAsViews(owner.user.id, owner.token)).toEqual({
      all: 7,
      '30days': 7,
      '7days': 6,
    });
  });

  it('forgets what only a deleted project saw, and moves "last seen" back', async () => {
    await request(t.app).delete(`/api/projects/${dropped}`).set(bearer(owner.token)).expect(200);
    // 'e' is gone; 'c' is now last seen 100 days ago.
    expect(await expectSameAsViews(owner.user.id, owner.token)).toEqual({
      all: 6,
      '30days': 5,
      '7days': 4,
    });
  });

  it('can be rebuilt from the views, and goes with a deleted account', async () => {
    await rebuildVisitors(t.ctx.sequelize);
    await expectSameAsViews(owner.user.id, owner.token);
    await request(t.app)
      .delete('/api/auth/delete-account')
      .set(bearer(owner.token))
      .send({ password: owner.credentials.password })
      .expect(200);
    const [row] = await t.ctx.sequelize.query<{ n: number }>(
      'SELECT COUNT(*) AS n FROM analytics_visitors WHERE ownerUserId = :id',
      {
        replacements: { id: owner.user.id },
        type: QueryTypes.SELECT,
      },
    );
    expect(Number(row.n)).toBe(0);
  });
});
