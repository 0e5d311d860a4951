import request from 'supertest';
import { createProject } from '../helpers/projects';
import { bearer, registerUser, setupTestApp } from '../helpers/test-app';

describe('GET /api/projects, /api/projects/:id and /api/projects/user/:userId', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  let alice: { token: string; user: { id: number } };
  let bob: { token: string; user: { id: number } };
  const ids: number[] = [];
  beforeAll(async () => {
    t = await setupTestApp();
    alice = await registerUser(t.app, { firstName: 'Alice', lastName: 'Archer' });
    bob = await registerUser(t.app, { firstName: 'Bobby', lastName: 'Baker' });
    for (let i = 1; i <= 3; i += 1) {
      ids.push(
        (await createProject(t.app, alice.token, { title: `Alice ${i}` }, { image: false })).id,
      );
      ids.push(
        (
          await createProject(
            t.app,
            bob.token,
            { title: `Bob ${i}`, projectUrl: 'https://b.dev' },
            { file: false },
          )
        ).id,
      );
    }
  });
  afterAll(() => t.done());

  it('returns a plain array, newest first, with the owner and X-Total-Count for the plain call', async () => {
    const res = await request(t.app).get('/api/projects').expect(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.headers['x-total-count']).toBe('6');
    expect(res.body.map((p: { id: number }) => p.id)).toEqual([...ids].reverse());
    expect(res.body[0].user).toEqual({
      id: bob.user.id,
      handle: 'bobby-baker',
      firstName: 'Bobby',
      lastName: 'Baker',
      avatarUrl: null,
      avatar: null,
      jobTitle: null,
    });
  });

  it('returns { items, total, page, limit } when a page is asked for', async () => {
    const res = await request(t.app).get('/api/projects?page=2&limit=4').expect(200);
    expect(res.body.total).toBe(6);
    expect(res.body.page).toBe(2);
    expect(res.body.limit).toBe(4);
    expect(res.body.items.map((p: { id: number }) => p.id)).toEqual([ids[1], ids[0]]);
  });

  it('rejects a bad page size with 400', async () => {
    const res = await request(t.app).get('/api/projects?limit=1000').expect(400);
    expect(res.body.message).toBe('limit must be between 1 and 100');
  });

  it("lists one user's projects, and 400 for a non-numeric user id", async () => {
    const res = await request(t.app).get(`/api/projects/user/${alice.user.id}`).expect(200);
    expect(res.body.map((p: { title: string }) => p.title)).toEqual([
      'Alice 3',
      'Alice 2',
      'Alice 1',
    ]);
    const viaUsers = await request(t.app).get(`/api/users/${alice.user.id}/projects`).expect(200);
    expect(viaUsers.body).toEqual(res.body);
    await request(t.app).get('/api/projects/user/abc').expect(400);
    await request(t.app).get('/api/users/999999/projects').expect(404);
  });

  it('returns one project by id; 400 for a non-numeric id, 404 for a missing one', async () => {
    const res = await request(t.app).get(`/api/projects/${ids[0]}`).expect(200);
    expect(res.body).toMatchObject({
      id: ids[0],
      title: 'Alice 1',
      fileName: 'report.pdf',
      userId: alice.user.id,
    });
    expect((await request(t.app).get('/api/projects/12abc').expect(400)).body.message).toBe(
      'Invalid project ID',
    );
    expect((await request(t.app).get('/api/projects/999999').expect(404)).body.message).toBe(
      'Project not found',
    );
  });

  it('streams a download with the original name, the right type, and counts it', async () => {
    const res = await request(t.app).get(`/api/projects/${ids[0]}/download`).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename=report.pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect((await request(t.app).get(`/api/projects/${ids[0]}`)).body.downloadCount).toBe(1);
    expect(await t.ctx.models.Download.count({ where: { projectId: ids[0] } })).toBe(1);
  });

  it('encodes a non-ASCII or quote-laden original name safely in Content-Disposition', async () => {
    const res = await request(t.app)
      .post('/api/projects')
      .set(bearer(alice.token))
      .field('title', 'Names')
      .attach('file', Buffer.from('{}'), 'résumé "final".json')
      .expect(201);
    const dl = await request(t.app).get(res.body.filePath).expect(200);
    expect(dl.headers['content-disposition']).toBe(
      `attachment; filename="r?sum? \\"final\\".json"; filename*=UTF-8''r%C3%A9sum%C3%A9%20%22final%22.json`,
    );
  });

  it('answers a download of a project without a file with 404', async () => {
    const res = await request(t.app).get(`/api/projects/${ids[1]}/download`).expect(404);
    expect(res.body.message).toBe('This project has no file to download');
  });

  it('records a link click for anyone, and 404 for a missing project', async () => {
    await request(t.app).post(`/api/projects/${ids[1]}/track-link-click`).expect(200);
    await request(t.app)
      .post(`/api/projects/${ids[1]}/track-link-click`)
      .set(bearer(alice.token))
      .expect(200);
    expect(await t.ctx.models.LinkClick.count({ where: { projectId: ids[1] } })).toBe(2);
    await request(t.app).post('/api/projects/999999/track-link-click').expect(404);
  });

  it('answers a missing uploaded image with 404', async () => {
    await request(t.app).get('/uploads/images/nothing-here.png').expect(404);
    await request(t.app).get('/uploads/files/anything.pdf').expect(404);
  });
});
