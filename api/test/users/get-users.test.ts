import request from 'supertest';
import { createProject } from '../helpers/projects';
import { registerUser, setupTestApp } from '../helpers/test-app';

describe('GET /api/users/all, /api/users/featured and /api/users/:id', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  let ada: Awaited<ReturnType<typeof registerUser>>;
  let grace: Awaited<ReturnType<typeof registerUser>>;
  let linus: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    t = await setupTestApp();
    ada = await registerUser(t.app, { firstName: 'Ada', lastName: 'Lovelace' });
    grace = await registerUser(t.app, { firstName: 'Grace', lastName: 'Hopper' });
    linus = await registerUser(t.app, { firstName: 'Linus', lastName: 'Torvalds' });
    await t.ctx.models.User.update(
      { jobTitle: 'Compiler Engineer', location: 'Arlington', skills: ['COBOL', 'Compilers'] },
      { where: { id: grace.user.id } },
    );
    await t.ctx.models.User.update(
      { skills: ['Analytical Engines', 'Mathematics'] },
      { where: { id: ada.user.id } },
    );
    await createProject(t.app, ada.token);
    const popular = await createProject(t.app, grace.token);
    await createProject(t.app, grace.token);
    await t.ctx.models.Project.update({ viewCount: 50 }, { where: { id: popular.id } });
  });
  afterAll(() => t.done());

  it('lists every profile newest first with public fields only: no email, hash or admin flag', async () => {
    const res = await request(t.app).get('/api/users/all').expect(200);
    expect(res.headers['x-total-count']).toBe('3');
    expect(res.body.map((u: { firstName: string }) => u.firstName)).toEqual([
      'Linus',
      'Grace',
      'Ada',
    ]);
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/@example\.com|scrypt|passwordHash|isAdmin|"email"/);
    expect(res.body[1]).toMatchObject({
      jobTitle: 'Compiler Engineer',
      skills: ['COBOL', 'Compilers'],
      projectCount: 2,
    });
  });

  it.each([
    ['grace', ['Grace']],
    ['HOPPER', ['Grace']],
    ['arlington', ['Grace']],
    ['compiler', ['Grace']],
    ['mathematics', ['Ada']],
    ['ada lovelace', ['Ada']],
    ['nobody-matches', []],
  ])('searches name, title, location and skills for q=%s', async (q, names) => {
    const res = await request(t.app).get('/api/users/all').query({ q }).expect(200);
    expect(res.body.map((u: { firstName: string }) => u.firstName)).toEqual(names);
  });

  it('filters by an exact skill with ?skill=, ignoring case, alone or with ?q=', async () => {
    const names = (res: request.Response) =>
      (res.body.items as { firstName: string }[]).map((u) => u.firstName);
    expect(
      names(await request(t.app).get('/api/users/all?page=1&skill=cobol').expect(200)),
    ).toEqual(['Grace']);
    // A skill that only contains the text is not that skill.
    expect(
      (await request(t.app).get('/api/users/all?page=1&skill=Compiler').expect(200)).body.total,
    ).toBe(0);
    expect(
      names(await request(t.app).get('/api/users/all?page=1&skill=mathematics&q=ada').expect(200)),
    ).toEqual(['Ada']);
    expect(
      (await request(t.app).get('/api/users/all?page=1&skill=mathematics&q=grace').expect(200)).body
        .total,
    ).toBe(0);
    const tooLong = await request(t.app)
      .get(`/api/users/all?skill=${'x'.repeat(51)}`)
      .expect(400);
    expect(tooLong.body.message).toBe('Each skill must be at most 50 characters');
  });

  it('paginates with ?page and ?limit', async () => {
    const res = await request(t.app).get('/api/users/all?page=2&limit=2').expect(200);
    expect(res.body).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(res.body.items.map((u: { firstName: string }) => u.firstName)).toEqual(['Ada']);
  });

  it('features only users with projects, the most engaging first', async () => {
    const res = await request(t.app).get('/api/users/featured').expect(200);
    expect(res.body.map((u: { firstName: string }) => u.firstName)).toEqual(['Grace', 'Ada']);
    expect(res.body[0].projectCount).toBe(2);
    expect(JSON.stringify(res.body)).not.toMatch(/"email"/);
  });

  it('returns a public profile by id; 404 when missing, 400 when not a number', async () => {
    const res = await request(t.app).get(`/api/users/${linus.user.id}`).expect(200);
    expect(res.body).toMatchObject({
      id: linus.user.id,
      firstName: 'Linus',
      projectCount: 0,
      socialLinks: { github: null },
    });
    expect(res.body.email).toBeUndefined();
    expect((await request(t.app).get('/api/users/999999').expect(404)).body.message).toBe(
      'User not found',
    );
    expect((await request(t.app).get('/api/users/me').expect(400)).body.message).toBe(
      'Invalid user ID',
    );
  });
});
