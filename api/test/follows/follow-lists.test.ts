import request from 'supertest';
import { createProject } from '../helpers/projects';
import { bearer, registerUser, setupTestApp } from '../helpers/test-app';

type Registered = Awaited<ReturnType<typeof registerUser>>;

describe('followers, following, the Following feed, reactions and account deletion', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  beforeAll(async () => {
    t = await setupTestApp();
  });
  afterAll(() => t.done());

  const follow = (who: Registered, id: number) =>
    request(t.app).put(`/api/users/${id}/follow`).set(bearer(who.token)).expect(200);
  const names = (body: { items: Array<{ firstName: string }> }) =>
    body.items.map((p) => p.firstName);

  it('lists followers and followings newest first, paged, with links to each person', async () => {
    const star = await registerUser(t.app, { firstName: 'Star' });
    const fans: Registered[] = [];
    for (const name of ['Fan1', 'Fan2', 'Fan3']) {
      const fan = await registerUser(t.app, { firstName: name });
      await follow(fan, star.user.id);
      fans.push(fan);
    }
    const page1 = await request(t.app)
      .get(`/api/users/${star.user.id}/followers?page=1&limit=2`)
      .expect(200);
    expect(page1.body).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(names(page1.body)).toEqual(['Fan3', 'Fan2']);
    expect(page1.body.items[0]).toEqual({
      id: fans[2].user.id,
      handle: fans[2].user.handle,
      firstName: 'Fan3',
      lastName: 'Lovelace',
      avatarUrl: null,
      avatar: null,
      jobTitle: null,
      followedAt: expect.any(String),
    });
    const page2 = await request(t.app)
      .get(`/api/users/${star.user.id}/followers?page=2&limit=2`)
      .expect(200);
    expect(names(page2.body)).toEqual(['Fan1']);

    const following = await request(t.app)
      .get(`/api/users/${fans[0].user.id}/following?page=1`)
      .expect(200);
    expect(following.body).toMatchObject({ total: 1, items: [{ id: star.user.id }] });
  });

  it('bounds the page size and answers 404 for an unknown person', async () => {
    const someone = await registerUser(t.app);
    const res = await request(t.app)
      .get(`/api/users/${someone.user.id}/followers?limit=101`)
      .expect(400);
    expect(res.body.message).toBe('limit must be between 1 and 100');
    await request(t.app).get('/api/users/999999/following?page=1').expect(404);
  });

  it("lists the newest projects of the people one follows under 'Following', signed in only", async () => {
    const reader = await registerUser(t.app);
    const author = await registerUser(t.app);
    const other = await registerUser(t.app);
    const empty = await request(t.app)
      .get('/api/projects/following?page=1')
      .set(bearer(reader.token))
      .expect(200);
    expect(empty.body).toMatchObject({ items: [], total: 0 });

    await follow(reader, author.user.id);
    const older = await createProject(t.app, author.token, { title: 'Older work' });
    await createProject(t.app, other.token, { title: 'Not followed' });
    const newer = await createProject(t.app, author.token, { title: 'Newest work' });
    await createProject(t.app, reader.token, { title: 'My own' });

    const res = await request(t.app)
      .get('/api/projects/following?page=1&limit=12')
      .set(bearer(reader.token))
      .expect(200);
    expect(res.body.total).toBe(2);
    expect(res.body.items.map((p: { id: number }) => p.id)).toEqual([newer.id, older.id]);
    expect(res.body.items[0].user).toMatchObject({ id: author.user.id });

    const anonymous = await request(t.app).get('/api/projects/following').expect(401);
    expect(anonymous.body.message).toBe(
      'You need to be signed in to see the projects of people you follow.',
    );
  });

  it('shows "started following you" among the reactions, counted as new until viewed', async () => {
    const owner = await registerUser(t.app);
    const fan = await registerUser(t.app, { firstName: 'Follower', lastName: 'One' });
    await follow(fan, owner.user.id);
    const reactions = await request(t.app)
      .get(`/api/users/${owner.user.id}/reactions`)
      .set(bearer(owner.token))
      .expect(200);
    expect(reactions.body).toMatchObject({ newFollows: 1, totalNew: 1 });
    expect(reactions.body.allFollows).toEqual([
      {
        id: expect.any(Number),
        createdAt: expect.any(String),
        follower: expect.objectContaining({ id: fan.user.id, firstName: 'Follower' }),
      },
    ]);
    await request(t.app)
      .post(`/api/users/${owner.user.id}/reactions/mark-viewed`)
      .set(bearer(owner.token))
      .expect(200);
    const after = await request(t.app)
      .get(`/api/users/${owner.user.id}/reactions`)
      .set(bearer(owner.token));
    expect(after.body).toMatchObject({ newFollows: 0, totalNew: 0 });
    expect(after.body.allFollows).toHaveLength(1);
  });

  it("removes a deleted account's follows and keeps the others' counters exact", async () => {
    const leaving = await registerUser(t.app);
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    await follow(leaving, a.user.id);
    await follow(leaving, b.user.id);
    await follow(a, leaving.user.id);
    await follow(a, b.user.id);

    await request(t.app)
      .delete('/api/auth/delete-account')
      .set(bearer(leaving.token))
      .send({ password: leaving.credentials.password })
      .expect(200);

    const { Follow } = t.ctx.models;
    expect(
      (await Follow.count({ where: { followerId: leaving.user.id } })) +
        (await Follow.count({ where: { followedId: leaving.user.id } })),
    ).toBe(0);
    const profile = async (id: number) => (await request(t.app).get(`/api/users/${id}`)).body;
    expect(await profile(a.user.id)).toMatchObject({ followerCount: 0, followingCount: 1 });
    expect(await profile(b.user.id)).toMatchObject({ followerCount: 1, followingCount: 0 });
    await request(t.app).get(`/api/users/${leaving.user.id}/followers?page=1`).expect(404);
  });

  it('keeps the counters exact when an account is deleted while others follow and unfollow it', async () => {
    const leaving = await registerUser(t.app);
    const fans = await Promise.all(Array.from({ length: 4 }, () => registerUser(t.app)));
    for (const fan of fans.slice(0, 2)) await follow(fan, leaving.user.id);
    await follow(leaving, fans[3].user.id);

    await Promise.all([
      request(t.app)
        .delete('/api/auth/delete-account')
        .set(bearer(leaving.token))
        .send({ password: leaving.credentials.password }),
      ...fans.map((fan, i) =>
        i % 2 === 0
          ? request(t.app).put(`/api/users/${leaving.user.id}/follow`).set(bearer(fan.token))
          : request(t.app).delete(`/api/users/${leaving.user.id}/follow`).set(bearer(fan.token)),
      ),
    ]);

    const { Follow, User } = t.ctx.models;
    expect(await User.findByPk(leaving.user.id)).toBeNull();
    for (const fan of fans) {
      const stored = (await User.findByPk(fan.user.id))!;
      expect(stored.followingCount).toBe(
        await Follow.count({ where: { followerId: fan.user.id } }),
      );
      expect(stored.followerCount).toBe(await Follow.count({ where: { followedId: fan.user.id } }));
    }
    expect((await User.findByPk(fans[3].user.id))!.followerCount).toBe(0);
  });
});
