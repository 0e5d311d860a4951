import request from 'supertest';
import { createProject } from '../helpers/projects';
import { bearer, registerUser, setupTestApp } from '../helpers/test-app';

type Found = {
  fuzzy: boolean;
  profiles: { items: { firstName: string; email?: string }[]; total: number };
  projects: { items: { title: string }[]; total: number };
};

describe('GET /api/search (full-text, ranked)', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  let ada: Awaited<ReturnType<typeof registerUser>>;
  let grace: Awaited<ReturnType<typeof registerUser>>;

  const search = async (q: string, query: Record<string, string> = {}) =>
    (
      await request(t.app)
        .get('/api/search')
        .query({ q, ...query })
        .expect(200)
    ).body as Found;
  const projectTitles = (found: Found) => found.projects.items.map((p) => p.title);
  const profileNames = (found: Found) => found.profiles.items.map((u) => u.firstName);
  const saveProfile = (token: string, fields: Record<string, string>) => {
    let req = request(t.app).patch('/api/users/profile').set(bearer(token));
    for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
    return req.expect(200);
  };

  beforeAll(async () => {
    t = await setupTestApp();
    ada = await registerUser(t.app, { firstName: 'Ada', lastName: 'Lovelace' });
    grace = await registerUser(t.app, { firstName: 'Grace', lastName: 'Hopper' });
    const linus = await registerUser(t.app, { firstName: 'Linus', lastName: 'Torvalds' });
    await saveProfile(ada.token, {
      jobTitle: 'Kubernetes Engineer',
      skills: JSON.stringify(['Kubernetes', 'Terraform']),
      bio: 'Runs clusters',
    });
    await saveProfile(grace.token, {
      jobTitle: 'Compiler Writer',
      skills: JSON.stringify(['COBOL']),
      bio: 'Tried kubernetes once',
    });
    const noFiles = { image: false };
    await createProject(
      t.app,
      grace.token,
      { title: 'Payroll', description: 'A COBOL batch that runs on kubernetes', tags: '["COBOL"]' },
      noFiles,
    );
    await createProject(
      t.app,
      ada.token,
      {
        title: 'Kubernetes operator',
        description: 'Operates Kubernetes clusters',
        tags: '["Kubernetes","Go"]',
      },
      noFiles,
    );
    await createProject(
      t.app,
      linus.token,
      { title: 'Kernel patches', description: 'C code for the scheduler', tags: '["Linux"]' },
      noFiles,
    );
    await createProject(
      t.app,
      linus.token,
      { title: 'The art of patches', description: 'Notes', tags: '[]' },
      noFiles,
    );
  });
  afterAll(() => t.done());

  it('ranks the best match first: a word in the title, tags and description before a word in the description', async () => {
    const found = await search('kubernetes');
    expect(projectTitles(found)).toEqual(['Kubernetes operator', 'Payroll']);
    expect(found.projects.total).toBe(2);
    // A skill and a job title outrank a mention in the bio.
    expect(profileNames(found)).toEqual(['Ada', 'Grace']);
    expect(found.fuzzy).toBe(false);
  });

  it('matches the beginnings of words, in every field, every word required', async () => {
    expect(projectTitles(await search('kube'))).toEqual(['Kubernetes operator', 'Payroll']);
    const torv = await search('torv');
    expect(profileNames(torv)).toEqual(['Linus']);
    expect(projectTitles(torv).sort()).toEqual(['Kernel patches', 'The art of patches']);
    expect(projectTitles(await search('SCHEDUL'))).toEqual(['Kernel patches']);
    expect(projectTitles(await search('payroll kube'))).toEqual(['Payroll']);
    expect(profileNames(await search('compiler writer'))).toEqual(['Grace']);
    expect((await search('payroll linux')).projects.total).toBe(0);
  });

  it('finds short words and stop words (below MariaDB’s full-text minimum) too', async () => {
    expect(projectTitles(await search('go'))).toEqual(['Kubernetes operator']);
    expect(projectTitles(await search('the art'))).toEqual(['The art of patches']);
  });

  it('tolerates a typo at the end of a word and says the results are approximate', async () => {
    const found = await search('kubernets');
    expect(found.fuzzy).toBe(true);
    expect(projectTitles(found)).toEqual(['Kubernetes operator', 'Payroll']);
    expect(profileNames(found)).toEqual(['Ada', 'Grace']);
  });

  it('answers No results with empty sections, and pages through results', async () => {
    const none = await search('xylophone');
    expect(none.projects).toMatchObject({ items: [], total: 0, page: 1 });
    expect(none.profiles).toMatchObject({ items: [], total: 0 });
    const second = await search('kubernetes', { page: '2', limit: '1' });
    expect(projectTitles(second)).toEqual(['Payroll']);
    expect(second.projects).toMatchObject({ total: 2, page: 2, limit: 1 });
  });

  it('shows only public profile fields', async () => {
    const text = JSON.stringify(await search('ada'));
    expect(text).toContain('Lovelace');
    expect(text).not.toMatch(/@example\.com|passwordHash|scrypt|isAdmin|"email"/);
  });

  it.each([
    '"',
    '*',
    '+-',
    '(',
    ')',
    '"unclosed',
    'kube*',
    '-kubernetes',
    'NEAR(kubernetes cobol)',
    'kubernetes OR linux',
    'AND',
    '^',
    "'; DROP TABLE users; --",
    '@@@',
    'x'.repeat(100),
    'é'.repeat(100),
  ])('takes %j as plain text: 200, never an error', async (q) => {
    const res = await request(t.app).get('/api/search').query({ q }).expect(200);
    expect(Array.isArray(res.body.projects.items)).toBe(true);
  });

  it('treats operators in a query as text, not syntax', async () => {
    expect(projectTitles(await search('-kubernetes'))).toEqual([]);
    expect(projectTitles(await search('kube*'))).toEqual([]);
    expect((await search('kubernetes OR linux')).projects.total).toBe(0);
  });

  it('refuses a missing, over-long or oddly paged search with a readable 400', async () => {
    expect((await request(t.app).get('/api/search').expect(400)).body.message).toBe(
      'Type something to search for',
    );
    expect((await request(t.app).get('/api/search?q=%20%20').expect(400)).body.message).toBe(
      'Type something to search for',
    );
    const long = await request(t.app)
      .get(`/api/search?q=${'x'.repeat(101)}`)
      .expect(400);
    expect(long.body.message).toBe('Search text must be at most 100 characters');
    const limit = await request(t.app).get('/api/search?q=ada&limit=21').expect(400);
    expect(limit.body.message).toBe('limit must be between 1 and 20');
    await request(t.app).get('/api/search?q=ada&q=grace').expect(400);
  });

  it('keeps the index in step with project edits and deletions', async () => {
    const p = await createProject(
      t.app,
      ada.token,
      { title: 'Quasar mapper', description: 'Maps quasars', tags: '["Astronomy"]' },
      { image: false },
    );
    expect(projectTitles(await search('quasar'))).toEqual(['Quasar mapper']);
    expect(projectTitles(await search('astronomy'))).toEqual(['Quasar mapper']);
    await request(t.app)
      .put(`/api/projects/${p.id}`)
      .set(bearer(ada.token))
      .field('title', 'Pulsar timer')
      .field('tags', '["Radio"]')
      .expect(200);
    expect((await search('astronomy')).projects.total).toBe(0);
    expect(projectTitles(await search('pulsar radio'))).toEqual(['Pulsar timer']);
    // The description did not change and is still found.
    expect(projectTitles(await search('quasars'))).toEqual(['Pulsar timer']);
    await request(t.app).delete(`/api/projects/${p.id}`).set(bearer(ada.token)).expect(200);
    expect((await search('pulsar')).projects.total).toBe(0);
  });

  it('keeps profiles in step, and a rename reaches the author of every project', async () => {
    const mae = await registerUser(t.app, { firstName: 'Mae', lastName: 'Jemison' });
    await createProject(t.app, mae.token, { title: 'Orbit log' }, { image: false });
    await createProject(t.app, mae.token, { title: 'Launch list' }, { image: false });
    expect(projectTitles(await search('jemison')).sort()).toEqual(['Launch list', 'Orbit log']);
    await saveProfile(mae.token, {
      lastName: 'Astronaut',
      skills: JSON.stringify(['Spaceflight']),
    });
    expect((await search('jemison')).projects.total).toBe(0);
    expect((await search('jemison')).profiles.total).toBe(0);
    expect(projectTitles(await search('mae astronaut')).sort()).toEqual([
      'Launch list',
      'Orbit log',
    ]);
    expect(profileNames(await search('spaceflight'))).toEqual(['Mae']);

    await request(t.app)
      .delete('/api/auth/delete-account')
      .set(bearer(mae.token))
      .send({ password: mae.credentials.password })
      .expect(200);
    const gone = await search('astronaut');
    expect(gone.profiles.total).toBe(0);
    expect(gone.projects.total).toBe(0);
  });

  it('is what the ?q= filters of /api/users/all and /api/projects use, ranked the same way', async () => {
    const projects = await request(t.app).get('/api/projects?page=1&q=kubernetes').expect(200);
    expect(projects.body.items.map((p: { title: string }) => p.title)).toEqual([
      'Kubernetes operator',
      'Payroll',
    ]);
    const users = await request(t.app).get('/api/users/all?page=1&q=kubernetes').expect(200);
    expect(users.body.items.map((u: { firstName: string }) => u.firstName)).toEqual([
      'Ada',
      'Grace',
    ]);
    expect(users.body.total).toBe(2);
  });
});
