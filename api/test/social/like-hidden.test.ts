import request from 'supertest';
import { PROJECT_MESSAGES } from '@stackfolio/contract';
import { createProject } from '../helpers/projects';
import { bearer, grantAdmin, registerUser, setupTestApp } from '../helpers/test-app';

type Registered = Awaited<ReturnType<typeof registerUser>>;

/** On MySQL the toggle is a stored procedure: the checks in front of it are asserted here too. */
describe('likes on content moderators took out of public reads', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  let admin: Registered;
  let owner: Registered;
  let fan: Registered;
  beforeAll(async () => {
    t = await setupTestApp();
    admin = await registerUser(t.app);
    owner = await registerUser(t.app);
    fan = await registerUser(t.app);
    await grantAdmin(t, admin.user.id);
  });
  afterAll(() => t.done());

  const moderate = (type: 'project' | 'profile', id: number, action: string) =>
    request(t.app)
      .post('/api/admin/moderation')
      .set(bearer(admin.token))
      .send({ type, id, action, reason: 'Stolen work' })
      .expect(200);
  const like = (who: Registered, id: number) =>
    request(t.app).post(`/api/projects/${id}/like`).set(bearer(who.token));
  const likeStatus = (id: number, who?: Registered) => {
    const req = request(t.app).get(`/api/projects/${id}/like-status`);
    return who ? req.set(bearer(who.token)) : req;
  };
  const likeCount = async (id: number) =>
    (await likeStatus(id, owner).expect(200)).body.likesCount as number;

  it('answers 404 as if missing to everyone but the owner and admins, and counts nothing', async () => {
    const project = await createProject(t.app, owner.token, { title: 'Hidden work' });
    await like(fan, project.id).expect(200, { hasLiked: true, likesCount: 1 });
    await moderate('project', project.id, 'hide');

    // Neither adding nor taking back a like: the project is not there for them.
    const refused = await like(fan, project.id).expect(404);
    expect(refused.body.message).toBe(PROJECT_MESSAGES.notFound);
    const stranger = await registerUser(t.app);
    await like(stranger, project.id).expect(404);
    await likeStatus(project.id).expect(404);
    await likeStatus(project.id, fan).expect(404);
    expect(await likeCount(project.id)).toBe(1);

    // The owner and admins still see it, so it answers them as before.
    await like(owner, project.id).expect(200, { hasLiked: true, likesCount: 2 });
    await like(admin, project.id).expect(200, { hasLiked: true, likesCount: 3 });
    await likeStatus(project.id, admin).expect(200, { hasLiked: true, likesCount: 3 });

    await moderate('project', project.id, 'restore');
    await like(fan, project.id).expect(200, { hasLiked: false, likesCount: 2 });
    await like(stranger, project.id).expect(200, { hasLiked: true, likesCount: 3 });
  });

  it("shows a hidden project's comments to its owner and admins only", async () => {
    const project = await createProject(t.app, owner.token, { title: 'Hidden thread' });
    await request(t.app)
      .post(`/api/projects/${project.id}/comments`)
      .set(bearer(fan.token))
      .send({ content: 'Lovely plots' })
      .expect(201);
    await moderate('project', project.id, 'hide');
    const comments = (who?: Registered) => {
      const req = request(t.app).get(`/api/projects/${project.id}/comments`);
      return who ? req.set(bearer(who.token)) : req;
    };
    const count = (who: Registered) =>
      request(t.app).get(`/api/projects/${project.id}/comment-count`).set(bearer(who.token));
    for (const who of [owner, admin]) {
      const list = await comments(who).expect(200);
      expect(list.body.map((c: { content: string }) => c.content)).toEqual(['Lovely plots']);
      await count(who).expect(200, { count: 1 });
    }
    await comments().expect(404);
    await comments(fan).expect(404);
    await count(fan).expect(404);
  });

  it('answers 404 for the projects of a suspended account', async () => {
    const member = await registerUser(t.app);
    const project = await createProject(t.app, member.token, { title: 'Suspended work' });
    await moderate('profile', member.user.id, 'suspend');
    const refused = await like(fan, project.id).expect(404);
    expect(refused.body.message).toBe(PROJECT_MESSAGES.notFound);
    await likeStatus(project.id, fan).expect(404);
    await moderate('profile', member.user.id, 'unsuspend');
    await like(fan, project.id).expect(200, { hasLiked: true, likesCount: 1 });
  });

  it('still answers 404 for a project that does not exist', async () => {
    const res = await like(fan, 999_999).expect(404);
    expect(res.body.message).toBe(PROJECT_MESSAGES.notFound);
  });
});
