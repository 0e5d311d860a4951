import request from 'supertest';
import { createProject } from '../helpers/projects';
import { registerUser, setupTestApp } from '../helpers/test-app';

describe('GET /api/projects?q= and ?tag=', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  const titles = (res: request.Response) => (res.body.items as { title: string }[]).map((p) => p.title).sort();

  beforeAll(async () => {
    t = await setupTestApp();
    const grace = await registerUser(t.app, { firstName: 'Grace', lastName: 'Hopper' });
    const linus = await registerUser(t.app, { firstName: 'Linus', lastName: 'Kernel' });
    await createProject(t.app, grace.token, { title: 'Compiler notes', description: 'COBOL and more', tags: '["Compilers","React"]' }, { image: false });
    await createProject(t.app, grace.token, { title: 'Dashboard', description: 'A React Native app', tags: '["React Native"]' }, { image: false });
    await createProject(t.app, linus.token, { title: 'Kernel patches', description: 'C code', tags: '["C","Linux"]' }, { image: false });
  });
  afterAll(() => t.done());

  it('finds projects by words in the title, description, tags or author name, case-insensitively', async () => {
    expect(titles(await request(t.app).get('/api/projects?page=1&q=compiler').expect(200))).toEqual(['Compiler notes']);
    expect(titles(await request(t.app).get('/api/projects?page=1&q=cobol').expect(200))).toEqual(['Compiler notes']);
    expect(titles(await request(t.app).get('/api/projects?page=1&q=linux').expect(200))).toEqual(['Kernel patches']);
    expect(titles(await request(t.app).get('/api/projects?page=1&q=HOPPER').expect(200))).toEqual(['Compiler notes', 'Dashboard']);
  });

  it('requires every word to match and reports the filtered total', async () => {
    const res = await request(t.app).get('/api/projects?page=1&limit=10&q=grace%20dashboard').expect(200);
    expect(titles(res)).toEqual(['Dashboard']);
    expect(res.body.total).toBe(1);
  });

  it('filters by an exact tag, ignoring case, without matching longer tags', async () => {
    const res = await request(t.app).get('/api/projects?page=1&tag=react').expect(200);
    expect(titles(res)).toEqual(['Compiler notes']);
    expect(titles(await request(t.app).get('/api/projects?page=1&tag=React%20Native').expect(200))).toEqual(['Dashboard']);
  });

  it('ignores LIKE wildcards: a search of only wildcards filters nothing, a wildcard tag matches no project', async () => {
    const res = await request(t.app).get('/api/projects?page=1&q=%25').expect(200);
    expect(res.body.total).toBe(3);
    expect((await request(t.app).get('/api/projects?page=1&tag=%25').expect(200)).body.total).toBe(0);
  });

  it('refuses an over-long search with 400', async () => {
    const res = await request(t.app).get(`/api/projects?q=${'x'.repeat(101)}`).expect(400);
    expect(res.body.message).toBe('Search text must be at most 100 characters');
  });
});
