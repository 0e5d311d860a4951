import request from 'supertest';
import { createProject } from '../helpers/projects';
import { bearer, registerUser, setupTestApp } from '../helpers/test-app';

describe('likes: GET like-status and POST like', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  let owner: string;
  let fan: string;
  let projectId: number;
  beforeAll(async () => {
    t = await setupTestApp();
    owner = (await registerUser(t.app)).token;
    fan = (await registerUser(t.app)).token;
    projectId = (await createProject(t.app, owner)).id;
  });
  afterAll(() => t.done());

  it('refuses a like from a signed-out visitor with 401', async () => {
    const res = await request(t.app).post(`/api/projects/${projectId}/like`).expect(401);
    expect(res.body.message).toBe('You need to be signed in to like projects.');
  });

  it('toggles a like on and off, and reports hasLiked and likesCount', async () => {
    expect((await request(t.app).get(`/api/projects/${projectId}/like-status`)).body).toEqual({
      hasLiked: false,
      likesCount: 0,
    });
    expect(
      (await request(t.app).post(`/api/projects/${projectId}/like`).set(bearer(fan)).expect(200))
        .body,
    ).toEqual({ hasLiked: true, likesCount: 1 });
    expect(
      (await request(t.app).get(`/api/projects/${projectId}/like-status`).set(bearer(fan))).body,
    ).toEqual({ hasLiked: true, likesCount: 1 });
    expect(
      (await request(t.app).get(`/api/projects/${projectId}/like-status`).set(bearer(owner))).body,
    ).toEqual({ hasLiked: false, likesCount: 1 });
    expect((await request(t.app).get(`/api/projects/${projectId}`)).body.likeCount).toBe(1);
    expect(
      (await request(t.app).post(`/api/projects/${projectId}/like`).set(bearer(fan)).expect(200))
        .body,
    ).toEqual({ hasLiked: false, likesCount: 0 });
    expect((await request(t.app).get(`/api/projects/${projectId}`)).body.likeCount).toBe(0);
  });

  it('never double-counts when the same user toggles many times at once', async () => {
    const id = (await createProject(t.app, owner)).id;
    await Promise.all(
      Array.from({ length: 6 }, () =>
        request(t.app).post(`/api/projects/${id}/like`).set(bearer(fan)),
      ),
    );
    const rows = await t.ctx.models.Like.count({ where: { projectId: id } });
    expect(rows).toBeLessThanOrEqual(1);
    const status = (await request(t.app).get(`/api/projects/${id}/like-status`).set(bearer(fan)))
      .body;
    expect(status).toEqual({ hasLiked: rows === 1, likesCount: rows });
    expect((await request(t.app).get(`/api/projects/${id}`)).body.likeCount).toBe(rows);
  });

  it('answers 404 for a missing project and 400 for a bad id', async () => {
    await request(t.app).post('/api/projects/999999/like').set(bearer(fan)).expect(404);
    await request(t.app).get('/api/projects/x/like-status').expect(400);
  });
});
