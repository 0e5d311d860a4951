import { UniqueConstraintError } from 'sequelize';
import request from 'supertest';
import { createImpactScorer, impactScore } from '../../src/components/engagement';
import { createProject } from '../helpers/projects';
import { bearer, registerUser, setupTestApp } from '../helpers/test-app';

type Member = Awaited<ReturnType<typeof registerUser>>;

/**
 * Concurrent likes, comments, views and downloads; afterwards every counter the API reports
 * equals what the rows say (likeCount, viewCount, downloadCount, comment counts, impact scores).
 */
describe('counters stay equal to the rows under concurrency', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  let owner: Member;
  let crowd: Member[];
  beforeAll(async () => {
    t = await setupTestApp({
      AUTH_RATE_LIMIT_MAX: '1000',
      VIEW_RATE_LIMIT_MAX: '1000',
      LOG_LEVEL: 'warn',
    });
    owner = await registerUser(t.app);
    crowd = [];
    for (let i = 0; i < 20; i += 1) crowd.push(await registerUser(t.app, { firstName: `Fan${i}` }));
  });
  afterAll(() => t.done());

  const all = <T>(n: number, f: (i: number) => Promise<T>) =>
    Promise.all(Array.from({ length: n }, (_, i) => f(i)));
  const like = (id: number, m: Member) =>
    request(t.app).post(`/api/projects/${id}/like`).set(bearer(m.token));

  /** Every number the API reports for the project, next to the rows it stands for. */
  async function books(id: number) {
    const { Like, Comment, ProjectView, Download } = t.ctx.models;
    const [project, status, comments] = await Promise.all([
      request(t.app).get(`/api/projects/${id}`).expect(200),
      request(t.app).get(`/api/projects/${id}/like-status`).expect(200),
      request(t.app).get(`/api/projects/${id}/comment-count`).expect(200),
    ]);
    const rows = {
      likes: await Like.count({ where: { projectId: id } }),
      comments: await Comment.count({ where: { projectId: id } }),
      views: await ProjectView.count({ where: { projectId: id } }),
      downloads: await Download.count({ where: { projectId: id } }),
    };
    expect({
      likes: project.body.likeCount,
      likesStatus: status.body.likesCount,
      comments: comments.body.count,
      views: project.body.viewCount,
      downloads: project.body.downloadCount,
    }).toEqual({ ...rows, likesStatus: rows.likes });
    return rows;
  }

  /** Every user's stored impact score equals the score recomputed from the rows. */
  async function scoresMatchRows() {
    const scorer = createImpactScorer(t.ctx.models);
    const users = await t.ctx.models.User.findAll({ attributes: ['id', 'impactScore'] });
    for (const u of users) {
      expect({ id: u.id, score: u.impactScore }).toEqual({
        id: u.id,
        score: impactScore(await scorer.metrics(u.id)),
      });
    }
  }

  it('20 simultaneous toggles by one user alternate exactly: ten on, ten off, nothing left', async () => {
    const { id } = await createProject(t.app, owner.token);
    const results = await all(20, () => like(id, crowd[0]).expect(200));
    const on = results.filter((r) => r.body.hasLiked === true).length;
    expect(on).toBe(10);
    expect((await books(id)).likes).toBe(0);
    // Each answer reports the count right after its own toggle: only 0 and 1 are possible.
    expect(new Set(results.map((r) => r.body.likesCount))).toEqual(new Set([0, 1]));
    await like(id, crowd[0]).expect(200, { hasLiked: true, likesCount: 1 });
    expect((await books(id)).likes).toBe(1);
    // The database itself refuses a second like by the same user.
    await expect(
      t.ctx.models.Like.create({ userId: crowd[0].user.id, projectId: id }),
    ).rejects.toBeInstanceOf(UniqueConstraintError);
  });

  it('20 users liking at once are 20 likes; liking and unliking at once ends at zero', async () => {
    const { id } = await createProject(t.app, owner.token);
    await all(20, (i) => like(id, crowd[i]).expect(200));
    expect((await books(id)).likes).toBe(20);
    // Everyone toggles twice more, all at once: back to 20.
    await all(40, (i) => like(id, crowd[i % 20]).expect(200));
    expect((await books(id)).likes).toBe(20);
    await all(20, (i) => like(id, crowd[i]).expect(200));
    expect((await books(id)).likes).toBe(0);
    await scoresMatchRows();
  });

  it('comments, views and downloads at once are each counted exactly once', async () => {
    const { id } = await createProject(t.app, owner.token);
    const view = (m: Member) =>
      request(t.app)
        .post('/api/analytics/project-view')
        .set(bearer(m.token))
        .send({ projectId: id });
    await Promise.all([
      all(20, (i) =>
        request(t.app)
          .post(`/api/projects/${id}/comments`)
          .set(bearer(crowd[i].token))
          .send({ content: `#${i}` })
          .expect(201),
      ),
      all(19, (i) => view(crowd[i + 1]).expect(200, { recorded: true })),
      // One viewer's six views at the same moment count once, whichever arrives first (the
      // window's dedupe holds under concurrency).
      all(6, () => view(crowd[0]).expect(200)).then((answers) =>
        expect(answers.filter((r) => r.body.recorded === true)).toHaveLength(1),
      ),
      all(20, (i) =>
        request(t.app).get(`/api/projects/${id}/download`).set(bearer(crowd[i].token)).expect(200),
      ),
      all(10, (i) => like(id, crowd[i]).expect(200)),
    ]);
    expect(await books(id)).toEqual({ likes: 10, comments: 20, views: 20, downloads: 20 });
    await scoresMatchRows();
  });

  it('deleting a project and an account leaves every other counter and score matching the rows', async () => {
    const { id: kept } = await createProject(t.app, owner.token);
    const { id: doomed } = await createProject(t.app, owner.token);
    await all(20, (i) => like(kept, crowd[i]).expect(200));
    await all(20, (i) => like(doomed, crowd[i]).expect(200));
    const leaver = crowd.pop()!;
    await Promise.all([
      request(t.app).delete(`/api/projects/${doomed}`).set(bearer(owner.token)).expect(200),
      request(t.app)
        .delete('/api/auth/delete-account')
        .set(bearer(leaver.token))
        .send({ password: leaver.credentials.password })
        .expect(200),
      all(10, (i) => like(kept, crowd[i]).expect(200)),
    ]);
    expect((await books(kept)).likes).toBe(9);
    await scoresMatchRows();
  });
});
