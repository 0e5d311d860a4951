import request from 'supertest';
import { createProject } from '../helpers/projects';
import { bearer, registerUser, setupTestApp } from '../helpers/test-app';

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

/** Platform Activity: every figure of the user's own activity follows the selected range. */
describe('GET /api/analytics/:userId userInteractions follow ?range', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  let maker: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    t = await setupTestApp();
    maker = await registerUser(t.app);
    const other = await registerUser(t.app);
    const { Project, Like, Comment, PortfolioView } = t.ctx.models;
    const old = (await createProject(t.app, maker.token, { title: 'Old work' })).id;
    await createProject(t.app, maker.token, { title: 'New work' });
    const theirs = (await createProject(t.app, other.token, { title: 'Theirs' })).id;
    await Project.update({ createdAt: daysAgo(100) }, { where: { id: old } });
    await Like.bulkCreate([
      { userId: maker.user.id, projectId: theirs, createdAt: daysAgo(100) },
      { userId: maker.user.id, projectId: old, createdAt: daysAgo(1) },
    ]);
    await Comment.bulkCreate([
      { userId: maker.user.id, projectId: theirs, content: 'Then', createdAt: daysAgo(100) },
      { userId: maker.user.id, projectId: theirs, content: 'Now', createdAt: daysAgo(2) },
      { userId: maker.user.id, projectId: old, content: 'Also now', createdAt: daysAgo(3) },
    ]);
    await PortfolioView.bulkCreate(
      [100, 1].map((days, i) => ({
        profileUserId: other.user.id,
        viewerUserId: maker.user.id,
        visitorKey: `k${i}`,
        country: '',
        referrer: 'Direct',
        city: '',
        userAgent: '',
        viewedAt: daysAgo(days),
      })),
    );
  });
  afterAll(() => t.done());

  const interactions = async (range: string) =>
    (
      await request(t.app)
        .get(`/api/analytics/${maker.user.id}?range=${range}`)
        .set(bearer(maker.token))
        .expect(200)
    ).body.userInteractions;

  it('counts only uploads, views, likes and comments inside the last 30 days', async () => {
    expect(await interactions('30days')).toMatchObject({
      projectsUploaded: 1,
      otherProfilesViewed: 1,
      likesGiven: 1,
      commentsGiven: 2,
    });
  });

  it('counts everything for All time', async () => {
    expect(await interactions('all')).toMatchObject({
      projectsUploaded: 2,
      otherProfilesViewed: 2,
      likesGiven: 2,
      commentsGiven: 3,
    });
  });
});
