import request from 'supertest';
import { PROFILE_MESSAGES } from '@stackfolio/contract';
import { createProject } from '../helpers/projects';
import { bearer, grantAdmin, registerUser, setupTestApp } from '../helpers/test-app';

type Registered = Awaited<ReturnType<typeof registerUser>>;

/** A suspended account's profile answers 404 to others, so no list of people shows it either. */
describe('suspended accounts in follower, following, blocked and reaction lists', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  let admin: Registered;
  beforeAll(async () => {
    t = await setupTestApp();
    admin = await registerUser(t.app);
    await grantAdmin(t, admin.user.id);
  });
  afterAll(() => t.done());

  const follow = (who: Registered, id: number) =>
    request(t.app).put(`/api/users/${id}/follow`).set(bearer(who.token));
  const moderate = (id: number, action: 'suspend' | 'unsuspend') =>
    request(t.app)
      .post('/api/admin/moderation')
      .set(bearer(admin.token))
      .send({ type: 'profile', id, action, reason: 'Spam account' })
      .expect(200);
  const people = async (id: number, side: 'followers' | 'following') => {
    const res = await request(t.app).get(`/api/users/${id}/${side}?page=1&limit=20`).expect(200);
    return {
      total: res.body.total,
      names: res.body.items.map((p: { firstName: string }) => p.firstName),
    };
  };
  const shownCounts = async (id: number) => {
    const status = await request(t.app).get(`/api/users/${id}/follow-status`).expect(200);
    const profile = await request(t.app).get(`/api/users/${id}`).expect(200);
    expect([profile.body.followerCount, profile.body.followingCount]).toEqual([
      status.body.followerCount,
      status.body.followingCount,
    ]);
    return { followers: status.body.followerCount, following: status.body.followingCount };
  };

  it('leaves a suspended person out of others’ lists and counts, and brings them back on unsuspend', async () => {
    const star = await registerUser(t.app, { firstName: 'Star' });
    const spammer = await registerUser(t.app, { firstName: 'Spammer' });
    const fan = await registerUser(t.app, { firstName: 'Fan' });
    const friend = await registerUser(t.app, { firstName: 'Friend' });
    await follow(spammer, star.user.id).expect(200);
    await follow(fan, star.user.id).expect(200);
    await follow(star, spammer.user.id).expect(200);
    await follow(star, friend.user.id).expect(200);
    expect(await shownCounts(star.user.id)).toEqual({ followers: 2, following: 2 });

    await moderate(spammer.user.id, 'suspend');
    expect(await people(star.user.id, 'followers')).toEqual({ total: 1, names: ['Fan'] });
    expect(await people(star.user.id, 'following')).toEqual({ total: 1, names: ['Friend'] });
    expect(await shownCounts(star.user.id)).toEqual({ followers: 1, following: 1 });

    // The suspended person's own lists and follow buttons answer as their profile does.
    for (const path of ['followers?page=1', 'following?page=1', 'follow-status']) {
      const res = await request(t.app).get(`/api/users/${spammer.user.id}/${path}`).expect(404);
      expect(res.body.message).toBe(PROFILE_MESSAGES.notFound);
    }
    await follow(fan, spammer.user.id).expect(404);
    await request(t.app)
      .delete(`/api/users/${spammer.user.id}/follow`)
      .set(bearer(star.token))
      .expect(404);
    // A follow with someone else still shows exact counts in its answer.
    const followed = await follow(fan, friend.user.id).expect(200);
    expect(followed.body).toEqual({ following: true, followerCount: 2, followingCount: 0 });

    await moderate(spammer.user.id, 'unsuspend');
    expect(await people(star.user.id, 'followers')).toEqual({
      total: 2,
      names: ['Fan', 'Spammer'],
    });
    expect(await shownCounts(star.user.id)).toEqual({ followers: 2, following: 2 });
    expect(await shownCounts(spammer.user.id)).toEqual({ followers: 1, following: 1 });
  });

  it('leaves a suspended person out of the blocked list and refuses blocking them, until unsuspended', async () => {
    const blocker = await registerUser(t.app);
    const troll = await registerUser(t.app, { firstName: 'Troll' });
    const other = await registerUser(t.app, { firstName: 'Other' });
    await request(t.app)
      .put(`/api/users/${troll.user.id}/block`)
      .set(bearer(blocker.token))
      .expect(200);
    await moderate(troll.user.id, 'suspend');
    const list = await request(t.app)
      .get('/api/account/blocks')
      .set(bearer(blocker.token))
      .expect(200);
    expect(list.body.users).toEqual([]);
    await moderate(other.user.id, 'suspend');
    const refused = await request(t.app)
      .put(`/api/users/${other.user.id}/block`)
      .set(bearer(blocker.token))
      .expect(404);
    expect(refused.body.message).toBe(PROFILE_MESSAGES.notFound);

    await moderate(troll.user.id, 'unsuspend');
    const back = await request(t.app)
      .get('/api/account/blocks')
      .set(bearer(blocker.token))
      .expect(200);
    expect(back.body.users.map((u: { firstName: string }) => u.firstName)).toEqual(['Troll']);
  });

  it('leaves a suspended person’s likes, comments and follows out of the reactions dialog', async () => {
    const owner = await registerUser(t.app);
    const spammer = await registerUser(t.app, { firstName: 'Spammer' });
    const project = await createProject(t.app, owner.token, { title: 'Watched work' });
    await request(t.app)
      .post(`/api/projects/${project.id}/like`)
      .set(bearer(spammer.token))
      .expect(200);
    await request(t.app)
      .post(`/api/projects/${project.id}/comments`)
      .set(bearer(spammer.token))
      .send({ content: 'Buy now' })
      .expect(201);
    await follow(spammer, owner.user.id).expect(200);
    const reactions = () =>
      request(t.app)
        .get(`/api/users/${owner.user.id}/reactions`)
        .set(bearer(owner.token))
        .expect(200);
    expect((await reactions()).body.totalNew).toBe(3);

    await moderate(spammer.user.id, 'suspend');
    const res = await reactions();
    expect(res.body).toMatchObject({
      newLikes: 0,
      newComments: 0,
      newFollows: 0,
      totalNew: 0,
      allLikes: [],
      allComments: [],
      allFollows: [],
    });
    await moderate(spammer.user.id, 'unsuspend');
    expect((await reactions()).body.totalNew).toBe(3);
  });
});
