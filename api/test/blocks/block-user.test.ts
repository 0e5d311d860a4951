import request from 'supertest';
import { BLOCK_MESSAGES, PROFILE_MESSAGES } from '@stackfolio/contract';
import { createProject } from '../helpers/projects';
import { bearer, registerUser, setupTestApp } from '../helpers/test-app';

describe('blocking a person', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  beforeAll(async () => {
    t = await setupTestApp();
  });
  afterAll(() => t.done());

  const block = (token: string, id: number) =>
    request(t.app).put(`/api/users/${id}/block`).set(bearer(token));
  const unblock = (token: string, id: number) =>
    request(t.app).delete(`/api/users/${id}/block`).set(bearer(token));
  const follow = (token: string, id: number) =>
    request(t.app).put(`/api/users/${id}/follow`).set(bearer(token));
  const counts = async (id: number) => {
    const res = await request(t.app).get(`/api/users/${id}/follow-status`).expect(200);
    return { followers: res.body.followerCount, following: res.body.followingCount };
  };
  const comment = (token: string, projectId: number, content = 'Nice') =>
    request(t.app).post(`/api/projects/${projectId}/comments`).set(bearer(token)).send({ content });
  const like = (token: string, projectId: number) =>
    request(t.app).post(`/api/projects/${projectId}/like`).set(bearer(token));

  async function pair() {
    const blocker = await registerUser(t.app, { firstName: 'Bea', lastName: 'Blocker' });
    const blocked = await registerUser(t.app, { firstName: 'Tim', lastName: 'Troll' });
    return { blocker, blocked };
  }

  it('refuses blocking yourself, a missing person and a malformed id with a readable 4xx; signed out is 401', async () => {
    const { blocker } = await pair();
    const self = await block(blocker.token, blocker.user.id).expect(400);
    expect(self.body.message).toBe(BLOCK_MESSAGES.notYourself);
    const selfUn = await unblock(blocker.token, blocker.user.id).expect(400);
    expect(selfUn.body.message).toBe(BLOCK_MESSAGES.notYourself);
    const missing = await block(blocker.token, 999_999).expect(404);
    expect(missing.body.message).toBe(PROFILE_MESSAGES.notFound);
    await unblock(blocker.token, 999_999).expect(404);
    const bad = await request(t.app)
      .put('/api/users/abc/block')
      .set(bearer(blocker.token))
      .expect(400);
    expect(bad.body.message).toBe(PROFILE_MESSAGES.invalidId);
    await request(t.app).put(`/api/users/${blocker.user.id}/block`).expect(401);
    await request(t.app).get('/api/account/blocks').expect(401);
  });

  it('ends the follows both ways with exact counters, and the blocked person cannot follow back', async () => {
    const { blocker, blocked } = await pair();
    await follow(blocker.token, blocked.user.id).expect(200);
    await follow(blocked.token, blocker.user.id).expect(200);
    expect(await counts(blocker.user.id)).toEqual({ followers: 1, following: 1 });

    const res = await block(blocker.token, blocked.user.id).expect(200);
    expect(res.body).toEqual({ blocked: true });
    expect(await counts(blocker.user.id)).toEqual({ followers: 0, following: 0 });
    expect(await counts(blocked.user.id)).toEqual({ followers: 0, following: 0 });
    const lists = await request(t.app)
      .get(`/api/users/${blocker.user.id}/followers?page=1&limit=20`)
      .expect(200);
    expect(lists.body.total).toBe(0);

    const refused = await follow(blocked.token, blocker.user.id).expect(403);
    expect(refused.body.message).toBe(BLOCK_MESSAGES.notAllowed);
    expect(await counts(blocker.user.id)).toEqual({ followers: 0, following: 0 });
    // Blocking again changes nothing.
    await block(blocker.token, blocked.user.id).expect(200);

    await unblock(blocker.token, blocked.user.id).expect(200, { blocked: false });
    await follow(blocked.token, blocker.user.id).expect(200);
    expect(await counts(blocker.user.id)).toEqual({ followers: 1, following: 0 });
  });

  it('keeps the blocked person from commenting on and liking the blocker’s projects, not others’', async () => {
    const { blocker, blocked } = await pair();
    const bystander = await registerUser(t.app);
    const mine = await createProject(t.app, blocker.token, { title: 'Blocker work' });
    const theirs = await createProject(t.app, bystander.token, { title: 'Other work' });
    await like(blocked.token, mine.id).expect(200, { hasLiked: true, likesCount: 1 });
    await block(blocker.token, blocked.user.id).expect(200);

    const said = await comment(blocked.token, mine.id).expect(403);
    expect(said.body.message).toBe(BLOCK_MESSAGES.notAllowed);
    // A like from before the block may be taken back, but not given again.
    await like(blocked.token, mine.id).expect(200, { hasLiked: false, likesCount: 0 });
    const liked = await like(blocked.token, mine.id).expect(403);
    expect(liked.body.message).toBe(BLOCK_MESSAGES.notAllowed);
    const status = await request(t.app).get(`/api/projects/${mine.id}/like-status`).expect(200);
    expect(status.body.likesCount).toBe(0);
    const total = await request(t.app)
      .get(`/api/projects/${mine.id}/comments?page=1&limit=20`)
      .expect(200);
    expect(total.body.total).toBe(0);

    await comment(blocked.token, theirs.id).expect(201);
    await like(blocked.token, theirs.id).expect(200);
    // The blocker is not held back by their own block.
    await comment(blocker.token, theirs.id).expect(201);
  });

  it('hides the blocked person’s comments from the blocker only, and shows them again after unblocking', async () => {
    const { blocker, blocked } = await pair();
    const bystander = await registerUser(t.app);
    const project = await createProject(t.app, bystander.token, { title: 'Shared thread' });
    await comment(blocked.token, project.id, 'From the blocked one').expect(201);
    await comment(bystander.token, project.id, 'From the owner').expect(201);
    await block(blocker.token, blocked.user.id).expect(200);

    const seen = (token?: string) => {
      const req = request(t.app).get(`/api/projects/${project.id}/comments?page=1&limit=20`);
      return (token ? req.set(bearer(token)) : req).expect(200);
    };
    const forBlocker = await seen(blocker.token);
    expect(forBlocker.body.items.map((c: { content: string }) => c.content)).toEqual([
      'From the owner',
    ]);
    expect(forBlocker.body.total).toBe(1);
    const viaSession = await blocker.agent
      .get(`/api/projects/${project.id}/comments?page=1&limit=20`)
      .expect(200);
    expect(viaSession.body.total).toBe(1);
    const count = await request(t.app)
      .get(`/api/projects/${project.id}/comment-count`)
      .set(bearer(blocker.token))
      .expect(200);
    expect(count.body).toEqual({ count: 1 });
    expect((await seen(bystander.token)).body.total).toBe(2);
    expect((await seen()).body.total).toBe(2);
    expect((await seen(blocked.token)).body.total).toBe(2);

    await unblock(blocker.token, blocked.user.id).expect(200);
    expect((await seen(blocker.token)).body.total).toBe(2);
  });

  it('lists the people one blocks, says whether one blocks someone, and tells the blocked person nothing', async () => {
    const { blocker, blocked } = await pair();
    const other = await registerUser(t.app, { firstName: 'Otto', lastName: 'Other' });
    await request(t.app)
      .get(`/api/users/${blocked.user.id}/block`)
      .set(bearer(blocker.token))
      .expect(200, { blocked: false });
    await block(blocker.token, blocked.user.id).expect(200);
    await block(blocker.token, other.user.id).expect(200);
    await request(t.app)
      .get(`/api/users/${blocked.user.id}/block`)
      .set(bearer(blocker.token))
      .expect(200, { blocked: true });

    const list = await request(t.app)
      .get('/api/account/blocks')
      .set(bearer(blocker.token))
      .expect(200);
    expect(list.body.users.map((u: { firstName: string }) => u.firstName)).toEqual(['Otto', 'Tim']);
    expect(list.body.users[1]).toMatchObject({ id: blocked.user.id, handle: blocked.user.handle });
    expect(list.body.users[1].blockedAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    // Silent: the blocked person's own view of the blocker shows no block, and no list names it.
    await request(t.app)
      .get(`/api/users/${blocker.user.id}/block`)
      .set(bearer(blocked.token))
      .expect(200, { blocked: false });
    const theirs = await request(t.app)
      .get('/api/account/blocks')
      .set(bearer(blocked.token))
      .expect(200);
    expect(theirs.body.users).toEqual([]);
    await request(t.app)
      .get(`/api/users/${blocker.user.id}`)
      .set(bearer(blocked.token))
      .expect(200);

    await unblock(blocker.token, other.user.id).expect(200);
    await unblock(blocker.token, other.user.id).expect(200, { blocked: false });
    const after = await request(t.app)
      .get('/api/account/blocks')
      .set(bearer(blocker.token))
      .expect(200);
    expect(after.body.users.map((u: { id: number }) => u.id)).toEqual([blocked.user.id]);
  });

  it('goes with a deleted account, either side', async () => {
    const { blocker, blocked } = await pair();
    await block(blocker.token, blocked.user.id).expect(200);
    await request(t.app)
      .delete('/api/auth/delete-account')
      .set(bearer(blocked.token))
      .send({ password: blocked.credentials.password })
      .expect(200);
    const list = await request(t.app)
      .get('/api/account/blocks')
      .set(bearer(blocker.token))
      .expect(200);
    expect(list.body.users).toEqual([]);
  });
});
