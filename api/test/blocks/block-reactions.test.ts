import request from 'supertest';
import { BLOCK_MESSAGES } from '@stackfolio/contract';
import { createProject } from '../helpers/projects';
import { bearer, registerUser, setupTestApp } from '../helpers/test-app';

type Registered = Awaited<ReturnType<typeof registerUser>>;

/** What the blocker sees of the blocked person, and what the blocked person can still do. */
describe('blocking: reactions and likes', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  beforeAll(async () => {
    t = await setupTestApp();
  });
  afterAll(() => t.done());

  const reactions = (who: Registered) =>
    request(t.app).get(`/api/users/${who.user.id}/reactions`).set(bearer(who.token)).expect(200);
  const block = (who: Registered, id: number) =>
    request(t.app).put(`/api/users/${id}/block`).set(bearer(who.token)).expect(200);
  const names = (
    rows: Array<{ liker?: { firstName: string }; commenter?: { firstName: string } }>,
  ) => rows.map((r) => (r.liker ?? r.commenter)!.firstName);

  it('drops the blocked person’s likes, comments and follow from the blocker’s reactions, and brings them back on unblock', async () => {
    const blocker = await registerUser(t.app, { firstName: 'Bea' });
    const troll = await registerUser(t.app, { firstName: 'Tim' });
    const friend = await registerUser(t.app, { firstName: 'Fay' });
    const project = await createProject(t.app, blocker.token, { title: 'Watched' });
    for (const [who, name] of [
      [troll, 'Tim'],
      [friend, 'Fay'],
    ] as const) {
      await request(t.app)
        .post(`/api/projects/${project.id}/like`)
        .set(bearer(who.token))
        .expect(200);
      await request(t.app)
        .post(`/api/projects/${project.id}/comments`)
        .set(bearer(who.token))
        .send({ content: `From ${name}` })
        .expect(201);
      await request(t.app)
        .put(`/api/users/${blocker.user.id}/follow`)
        .set(bearer(who.token))
        .expect(200);
    }
    const before = (await reactions(blocker)).body;
    expect(before).toMatchObject({ newLikes: 2, newComments: 2, newFollows: 2, totalNew: 6 });

    await block(blocker, troll.user.id);
    const after = (await reactions(blocker)).body;
    expect(after).toMatchObject({ newLikes: 1, newComments: 1, newFollows: 1, totalNew: 3 });
    expect(names(after.allLikes)).toEqual(['Fay']);
    expect(names(after.allComments)).toEqual(['Fay']);
    expect(
      after.allFollows.map((f: { follower: { firstName: string } }) => f.follower.firstName),
    ).toEqual(['Fay']);
    // The blocked person is told nothing: their own view of their like is unchanged.
    const own = await request(t.app)
      .get(`/api/projects/${project.id}/like-status`)
      .set(bearer(troll.token))
      .expect(200);
    expect(own.body.hasLiked).toBe(true);

    await request(t.app)
      .delete(`/api/users/${troll.user.id}/block`)
      .set(bearer(blocker.token))
      .expect(200);
    const again = (await reactions(blocker)).body;
    // The follow ended with the block; the like and comment were only out of sight.
    expect(again).toMatchObject({ newLikes: 2, newComments: 2, newFollows: 1 });
  });

  it('refuses a like from the blocked person with 403, and still lets them like other people’s work', async () => {
    const blocker = await registerUser(t.app);
    const troll = await registerUser(t.app);
    const other = await registerUser(t.app);
    const mine = await createProject(t.app, blocker.token);
    const theirs = await createProject(t.app, other.token);
    await block(blocker, troll.user.id);
    const refused = await request(t.app)
      .post(`/api/projects/${mine.id}/like`)
      .set(bearer(troll.token))
      .expect(403);
    expect(refused.body.message).toBe(BLOCK_MESSAGES.notAllowed);
    await request(t.app).get(`/api/projects/${mine.id}/like-status`).expect(200, {
      hasLiked: false,
      likesCount: 0,
    });
    await request(t.app)
      .post(`/api/projects/${theirs.id}/like`)
      .set(bearer(troll.token))
      .expect(200);
    // Blocking is one way: the blocker may still like the blocked person's work.
    const trollWork = await createProject(t.app, troll.token);
    await request(t.app)
      .post(`/api/projects/${trollWork.id}/like`)
      .set(bearer(blocker.token))
      .expect(200);
  });
  it('shows a blocked viewer as an anonymous visitor in the blocker’s recent views, still counted', async () => {
    const blocker = await registerUser(t.app);
    const troll = await registerUser(t.app, { firstName: 'Tim' });
    await request(t.app)
      .post('/api/analytics/portfolio-view')
      .set(bearer(troll.token))
      .send({ userId: blocker.user.id })
      .expect(200);
    const analytics = () =>
      request(t.app)
        .get(`/api/analytics/${blocker.user.id}`)
        .set(bearer(blocker.token))
        .expect(200);
    const before = (await analytics()).body;
    expect(before.recentViews[0].viewer).toMatchObject({ firstName: 'Tim' });

    await block(blocker, troll.user.id);
    const after = (await analytics()).body;
    expect(after.totalPortfolioViews).toBe(before.totalPortfolioViews);
    expect(after.recentViews).toHaveLength(before.recentViews.length);
    expect(after.recentViews[0].viewer).toBeNull();
  });
});
