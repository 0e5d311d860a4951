import request from 'supertest';
import { createProject } from '../helpers/projects';
import { registerUser, setupTestApp } from '../helpers/test-app';

describe('GET /api/projects?q= and ?tag=', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  const titles = (res: request.Response) =>
    (res.body.items as { title: string }[]).map((p) => p.title).sort();

  beforeAll(async () => {
    t = await setupTestApp();
    const grace = await registerUser(t.app, { firstName: 'Grace', lastName: 'Hopper' });
    const linus = await registerUser(t.app, { firstName: 'Linus', lastName: 'Kernel' });
    await createProject(
      t.app,
      grace.token,
      { title: 'Compiler notes', description: 'COBOL and more', tags: '["Compilers","React"]' },
      { image: false },
    );
    await createProject(
      t.app,
      grace.token,
      { title: 'Dashboard', description: 'A React Native app', tags: '["React Native"]' },
      { image: false },
    );
    await createProject(
      t.app,
      linus.token,
      { title: 'Kernel patches', description: 'C code', tags: '["C","Linux"]' },
      { image: false },
    );
  });
  afterAll(() => t.done());

  it('finds projects by words in the title, description, tags or author name, case-insensitively', async () => {
    expect(titles(await request(t.app).get('/api/projects?page=1&q=compiler').expect(200))).toEqual(
      ['Compiler notes'],
    );
    expect(titles(await request(t.app).get('/api/projects?page=1&q=cobol').expect(200))).toEqual([
      'Compiler notes',
    ]);
    expect(titles(await request(t.app).get('/api/projects?page=1&q=linux').expect(200))).toEqual([
      'Kernel patches',
    ]);
    expect(titles(await request(t.app).get('/api/projects?page=1&q=HOPPER').expect(200))).toEqual([
      'Compiler notes',
      'Dashboard',
    ]);
  });

  it('requires every word to match and reports the filtered total', async () => {
    const res = await request(t.app)
      .get('/api/projects?page=1&limit=10&q=grace%20dashboard')
      .expect(200);
    expect(titles(res)).toEqual(['Dashboard']);
    expect(res.body.total).toBe(1);
  });

  it('filters by an exact tag, ignoring case, without matching longer tags', async () => {
    const res = await request(t.app).get('/api/projects?page=1&tag=react').expect(200);
    expect(titles(res)).toEqual(['Compiler notes']);
    expect(
      titles(await request(t.app).get('/api/projects?page=1&tag=React%20Native').expect(200)),
    ).toEqual(['Dashboard']);
  });

  it('takes %, _, \\ and " literally, in words and in tags', async () => {
    const ada = await registerUser(t.app, { firstName: 'Ada', lastName: 'Byron' });
    await createProject(
      t.app,
      ada.token,
      {
        title: 'snake_case tools',
        description: '100% tested',
        tags: '["snake_case","C\\\\C++","say \\"hi\\""]',
      },
      { image: false },
    );
    await createProject(
      t.app,
      ada.token,
      { title: 'snakeXcase', description: '100 tested', tags: '["snakeXcase"]' },
      { image: false },
    );
    const search = async (query: string) =>
      titles(await request(t.app).get(`/api/projects?page=1&${query}`).expect(200));
    expect(await search('q=snake_case')).toEqual(['snake_case tools']);
    expect(await search('q=100%25')).toEqual(['snake_case tools']);
    expect(await search('q=%25')).toEqual(['snake_case tools']);
    expect(await search('tag=SNAKE_CASE')).toEqual(['snake_case tools']);
    expect(await search(`tag=${encodeURIComponent('C\\C++')}`)).toEqual(['snake_case tools']);
    expect(await search(`tag=${encodeURIComponent('say "hi"')}`)).toEqual(['snake_case tools']);
    expect(await search(`q=${encodeURIComponent('"hi"')}`)).toEqual(['snake_case tools']);
    expect(await search('tag=%25')).toEqual([]);
    expect(await search('tag=snake')).toEqual([]);
  });

  it('finds words and tags outside ASCII as they are written', async () => {
    const ivan = await registerUser(t.app, { firstName: 'Иван', lastName: 'Öztürk' });
    await createProject(
      t.app,
      ivan.token,
      { title: 'Обработка данных', description: 'Straße', tags: '["Données"]' },
      { image: false },
    );
    const search = async (query: string) =>
      titles(await request(t.app).get(`/api/projects?page=1&${query}`).expect(200));
    for (const query of [
      'q=Обработка',
      'q=Иван',
      'q=Öztürk',
      'q=Straße',
      'tag=Données',
      'tag=données',
    ]) {
      expect(await search(encodeURI(query))).toEqual(['Обработка данных']);
    }
  });

  it('refuses an over-long search with 400', async () => {
    const res = await request(t.app)
      .get(`/api/projects?q=${'x'.repeat(101)}`)
      .expect(400);
    expect(res.body.message).toBe('Search text must be at most 100 characters');
  });
});
