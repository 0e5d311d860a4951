import request from 'supertest';
import { createProject } from '../helpers/projects';
import { bearer, registerUser, setupTestApp } from '../helpers/test-app';

describe('comments: GET/POST comments and GET comment-count', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  let author: Awaited<ReturnType<typeof registerUser>>;
  let projectId: number;
  beforeAll(async () => {
    t = await setupTestApp();
    const owner = await registerUser(t.app);
    author = await registerUser(t.app, { firstName: 'Carol', lastName: 'Shaw' });
    projectId = (await createProject(t.app, owner.token)).id;
  });
  afterAll(() => t.done());

  it('refuses a comment from a signed-out visitor with the spec text', async () => {
    const res = await request(t.app)
      .post(`/api/projects/${projectId}/comments`)
      .send({ content: 'Hi' })
      .expect(401);
    expect(res.body.message).toBe('You need to be signed in to comment.');
  });

  it('posts trimmed comments and lists them newest first with the author name', async () => {
    const first = await request(t.app)
      .post(`/api/projects/${projectId}/comments`)
      .set(bearer(author.token))
      .send({ content: '  First!  ' })
      .expect(201);
    expect(first.body).toEqual({
      id: expect.any(Number),
      projectId,
      content: 'First!',
      createdAt: expect.any(String),
      editedAt: null,
      user: {
        id: author.user.id,
        handle: 'carol-shaw',
        firstName: 'Carol',
        lastName: 'Shaw',
        avatarUrl: null,
        avatar: null,
        jobTitle: null,
      },
    });
    await request(t.app)
      .post(`/api/projects/${projectId}/comments`)
      .set(bearer(author.token))
      .send({ content: 'Second' })
      .expect(201);
    const list = await request(t.app).get(`/api/projects/${projectId}/comments`).expect(200);
    expect(list.body.map((c: { content: string }) => c.content)).toEqual(['Second', 'First!']);
    expect((await request(t.app).get(`/api/projects/${projectId}/comment-count`)).body).toEqual({
      count: 2,
    });
  });

  it.each([
    ['   ', 'Comment cannot be empty'],
    ['x'.repeat(2001), 'Comment must be at most 2000 characters'],
  ])('rejects content %j with 400', async (content, message) => {
    const res = await request(t.app)
      .post(`/api/projects/${projectId}/comments`)
      .set(bearer(author.token))
      .send({ content })
      .expect(400);
    expect(res.body.message).toBe(message);
  });

  it('answers 404 with the message to a comment on a missing project, and stores nothing', async () => {
    const before = await t.ctx.models.Comment.count();
    const res = await request(t.app)
      .post('/api/projects/999999/comments')
      .set(bearer(author.token))
      .send({ content: 'Hello?' })
      .expect(404);
    expect(res.body.message).toBe('Project not found');
    expect(await t.ctx.models.Comment.count()).toBe(before);
  });

  it('takes comments from many people at once while the project is deleted: 201 or 404, books exact', async () => {
    const owner = await registerUser(t.app);
    const id = (await createProject(t.app, owner.token)).id;
    const people = await Promise.all(Array.from({ length: 6 }, () => registerUser(t.app)));
    const scoreOf = async (userId: number) =>
      Number((await t.ctx.models.User.findByPk(userId))!.impactScore);
    const before = await Promise.all(people.map((p) => scoreOf(p.user.id)));
    const comments = people.flatMap((p) =>
      [1, 2, 3].map(() =>
        request(t.app)
          .post(`/api/projects/${id}/comments`)
          .set(bearer(p.token))
          .send({ content: 'Nice work' }),
      ),
    );
    const deletion = request(t.app).delete(`/api/projects/${id}`).set(bearer(owner.token));
    const answers = await Promise.all([...comments, deletion]);
    expect(answers.at(-1)!.status).toBe(200);
    for (const res of answers.slice(0, -1)) expect([201, 404]).toContain(res.status);
    expect(await t.ctx.models.Comment.count({ where: { projectId: id } })).toBe(0);
    // A comment that was taken and then deleted with the project no longer counts.
    expect(await Promise.all(people.map((p) => scoreOf(p.user.id)))).toEqual(before);
  });

  it('answers 404 for comments of a missing project', async () => {
    await request(t.app).get('/api/projects/999999/comments').expect(404);
    await request(t.app).get('/api/projects/999999/comment-count').expect(404);
  });
});
