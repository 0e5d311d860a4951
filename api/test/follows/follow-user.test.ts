import request from 'supertest';
import { bearer, registerUser, setupTestApp } from '../helpers/test-app';

type Registered = Awaited<ReturnType<typeof registerUser>>;

describe('PUT/DELETE /api/users/{id}/follow and GET …/follow-status', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  let ada: Registered;
  let grace: Registered;
  beforeAll(async () => {
    t = await setupTestApp();
    ada = await registerUser(t.app, { firstName: 'Ada' });
    grace = await registerUser(t.app, { firstName: 'Grace', lastName: 'Hopper' });
  });
  afterAll(() => t.done());

  const follow = (who: Registered, id: number) =>
    request(t.app).put(`/api/users/${id}/follow`).set(bearer(who.token));
  const unfollow = (who: Registered, id: number) =>
    request(t.app).delete(`/api/users/${id}/follow`).set(bearer(who.token));
  const profile = async (id: number) => (await request(t.app).get(`/api/users/${id}`)).body;

  it('refuses a signed-out visitor with 401 and a readable message, writing nothing', async () => {
    const res = await request(t.app).put(`/api/users/${grace.user.id}/follow`).expect(401);
    expect(res.body.message).toBe('You need to be signed in to follow people.');
    await request(t.app).delete(`/api/users/${grace.user.id}/follow`).expect(401);
    expect(await t.ctx.models.Follow.count()).toBe(0);
  });

  it('refuses following oneself with 400 "You cannot follow yourself"', async () => {
    const res = await follow(ada, ada.user.id).expect(400);
    expect(res.body.message).toBe('You cannot follow yourself');
    expect((await profile(ada.user.id)).followerCount).toBe(0);
  });

  it('answers 404 for an unknown user and 400 for a bad id', async () => {
    expect((await follow(ada, 999999).expect(404)).body.message).toBe('User not found');
    await unfollow(ada, 999999).expect(404);
    await follow(ada, 0).expect(400);
    await request(t.app).get('/api/users/abc/follow-status').expect(400);
  });

  it('follows idempotently and shows the counts on both profiles', async () => {
    const first = await follow(ada, grace.user.id).expect(200);
    expect(first.body).toEqual({ following: true, followerCount: 1, followingCount: 0 });
    const again = await follow(ada, grace.user.id).expect(200);
    expect(again.body).toEqual({ following: true, followerCount: 1, followingCount: 0 });

    expect(await profile(grace.user.id)).toMatchObject({ followerCount: 1, followingCount: 0 });
    expect(await profile(ada.user.id)).toMatchObject({ followerCount: 0, followingCount: 1 });
    const status = await request(t.app)
      .get(`/api/users/${grace.user.id}/follow-status`)
      .set(bearer(ada.token))
      .expect(200);
    expect(status.body).toEqual({ following: true, followerCount: 1, followingCount: 0 });
  });

  it('tells each viewer only whether they follow: anonymous and others see false', async () => {
    // Anonymous first: its answer may be micro-cached, and must not leak to Ada or the reverse.
    const anonymous = await request(t.app).get(`/api/users/${grace.user.id}/follow-status`);
    expect(anonymous.body).toEqual({ following: false, followerCount: 1, followingCount: 0 });
    const stranger = await registerUser(t.app);
    const theirs = await request(t.app)
      .get(`/api/users/${grace.user.id}/follow-status`)
      .set(bearer(stranger.token));
    expect(theirs.body.following).toBe(false);
    const mine = await request(t.app)
      .get(`/api/users/${grace.user.id}/follow-status`)
      .set(bearer(ada.token));
    expect(mine.body.following).toBe(true);
  });

  it('unfollows idempotently and brings both counters back', async () => {
    const res = await unfollow(ada, grace.user.id).expect(200);
    expect(res.body).toEqual({ following: false, followerCount: 0, followingCount: 0 });
    await unfollow(ada, grace.user.id).expect(200);
    expect(await profile(grace.user.id)).toMatchObject({ followerCount: 0, followingCount: 0 });
    expect(await profile(ada.user.id)).toMatchObject({ followerCount: 0, followingCount: 0 });
  });

  it('keeps the counters equal to the rows under concurrent follows and unfollows', async () => {
    const fans = await Promise.all(Array.from({ length: 4 }, () => registerUser(t.app)));
    await Promise.all(
      fans.flatMap((fan, i) =>
        Array.from({ length: 4 }, (_, k) =>
          (k + i) % 2 === 0 ? follow(fan, grace.user.id) : unfollow(fan, grace.user.id),
        ),
      ),
    );
    const { Follow, User } = t.ctx.models;
    const rows = await Follow.count({ where: { followedId: grace.user.id } });
    const stored = await User.findByPk(grace.user.id);
    expect(stored!.followerCount).toBe(rows);
    for (const fan of fans) {
      const mine = await Follow.count({ where: { followerId: fan.user.id } });
      expect((await User.findByPk(fan.user.id))!.followingCount).toBe(mine);
      expect(mine).toBeLessThanOrEqual(1);
    }
  });
});
