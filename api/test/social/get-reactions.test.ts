import request from 'supertest';
import { createProject } from '../helpers/projects';
import { bearer, registerUser, setupTestApp } from '../helpers/test-app';

describe('GET /api/users/:id/reactions and POST mark-viewed', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  let owner: Awaited<ReturnType<typeof registerUser>>;
  let fan: Awaited<ReturnType<typeof registerUser>>;
  let projectId: number;
  beforeAll(async () => {
    t = await setupTestApp();
    owner = await registerUser(t.app);
    fan = await registerUser(t.app, { firstName: 'Frank', lastName: 'Fan' });
    projectId = (await createProject(t.app, owner.token, { title: 'Shiny' })).id;
  });
  afterAll(() => t.done());

  it('is only for the user themself: 401 signed out, 403 for someone else', async () => {
    await request(t.app).get(`/api/users/${owner.user.id}/reactions`).expect(401);
    await request(t.app)
      .get(`/api/users/${owner.user.id}/reactions`)
      .set(bearer(fan.token))
      .expect(403);
    await request(t.app)
      .post(`/api/users/${owner.user.id}/reactions/mark-viewed`)
      .set(bearer(fan.token))
      .expect(403);
  });

  it('lists likes and comments by others, counts new ones, and resets them when marked viewed', async () => {
    await request(t.app).post(`/api/projects/${projectId}/like`).set(bearer(fan.token)).expect(200);
    await request(t.app)
      .post(`/api/projects/${projectId}/comments`)
      .set(bearer(fan.token))
      .send({ content: 'Great work' })
      .expect(201);
    // The owner's own reactions are not news.
    await request(t.app)
      .post(`/api/projects/${projectId}/like`)
      .set(bearer(owner.token))
      .expect(200);
    await request(t.app)
      .post(`/api/projects/${projectId}/comments`)
      .set(bearer(owner.token))
      .send({ content: 'Thanks' })
      .expect(201);

    const res = await request(t.app)
      .get(`/api/users/${owner.user.id}/reactions`)
      .set(bearer(owner.token))
      .expect(200);
    const liker = {
      id: fan.user.id,
      handle: 'frank-fan',
      firstName: 'Frank',
      lastName: 'Fan',
      avatarUrl: null,
      avatar: null,
      jobTitle: null,
    };
    expect(res.body).toEqual({
      newLikes: 1,
      newComments: 1,
      newFollows: 0,
      totalNew: 2,
      allFollows: [],
      allLikes: [
        {
          id: expect.any(Number),
          createdAt: expect.any(String),
          liker,
          project: { id: projectId, title: 'Shiny' },
        },
      ],
      allComments: [
        {
          id: expect.any(Number),
          content: 'Great work',
          createdAt: expect.any(String),
          commenter: liker,
          project: { id: projectId, title: 'Shiny' },
        },
      ],
    });

    await request(t.app)
      .post(`/api/users/${owner.user.id}/reactions/mark-viewed`)
      .set(bearer(owner.token))
      .expect(200);
    const after = await request(t.app)
      .get(`/api/users/${owner.user.id}/reactions`)
      .set(bearer(owner.token))
      .expect(200);
    expect(after.body).toMatchObject({ newLikes: 0, newComments: 0, totalNew: 0 });
    expect(after.body.allLikes).toHaveLength(1);
    expect(after.body.allComments).toHaveLength(1);

    await new Promise((r) => setTimeout(r, 5));
    await request(t.app)
      .post(`/api/projects/${projectId}/comments`)
      .set(bearer(fan.token))
      .send({ content: 'More!' })
      .expect(201);
    const later = await request(t.app)
      .get(`/api/users/${owner.user.id}/reactions`)
      .set(bearer(owner.token))
      .expect(200);
    expect(later.body).toMatchObject({ newLikes: 0, newComments: 1, totalNew: 1 });
    expect(later.body.allComments[0].content).toBe('More!');
  });
});
