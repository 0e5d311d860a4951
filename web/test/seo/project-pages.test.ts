import request from 'supertest';
import { bearer, createProject, registerUser } from '@stackfolio/api/testing';
import { pageDataFetch } from '../../src/page-data';
import { setupWebApp, useBuiltFrontEnd } from '../helpers/web-app';
import { parsePage } from './seo-helpers';

const PUBLIC_URL = 'https://stackfolio.example';

describe('a project’s page, /@handle/slug', () => {
  let t: Awaited<ReturnType<typeof setupWebApp>>;
  let owner: Awaited<ReturnType<typeof registerUser>>;

  beforeAll(async () => {
    t = await setupWebApp({ PUBLIC_URL });
    useBuiltFrontEnd(t.config);
    owner = await registerUser(t.app, { firstName: 'Grace', lastName: 'Hopper' });
  });
  afterAll(() => t.done());

  it('serves its head: title, canonical to itself, Open Graph and a CreativeWork by its author', async () => {
    const project = await createProject(t.app, owner.token, { title: 'COBOL Compiler' });
    expect(project.path).toBe(`/@${owner.user.handle}/cobol-compiler`);
    const res = await request(t.app).get(project.path!).expect(200);
    const page = parsePage(res.text);
    expect(page.title).toBe('COBOL Compiler by Grace Hopper | Stackfolio');
    expect(page.canonical).toBe(`${PUBLIC_URL}${project.path}`);
    expect(page.og('type')).toBe('article');
    expect(page.jsonLd[0]).toMatchObject({
      '@type': 'CreativeWork',
      url: `${PUBLIC_URL}${project.path}`,
      author: { name: 'Grace Hopper', url: `${PUBLIC_URL}/@${owner.user.handle}` },
    });
  });

  it('answers an unknown slug with 404 and "Project Not Found"', async () => {
    const res = await request(t.app).get(`/@${owner.user.handle}/no-such-project`).expect(404);
    expect(parsePage(res.text).title).toBe('Project Not Found | Stackfolio');
  });

  it('answers the old address with 301 to the new one after a rename, path and query kept', async () => {
    const project = await createProject(t.app, owner.token, { title: 'Mark I Notes' });
    await request(t.app)
      .put(`/api/projects/${project.id}`)
      .set(bearer(owner.token))
      .field('title', 'Harvard Mark I Notes')
      .expect(200);
    const page = await request(t.app).get(`${project.path}?ref=cv`).expect(301);
    expect(page.headers.location).toBe(`/@${owner.user.handle}/harvard-mark-i-notes?ref=cv`);
    const file = await request(t.app).get(`${project.path}/files/report.pdf`).expect(301);
    expect(file.headers.location).toBe(
      `/@${owner.user.handle}/harvard-mark-i-notes/files/report.pdf`,
    );
  });

  it('answers an address in other letter case with 301 to its lower-case form', async () => {
    const project = await createProject(t.app, owner.token, { title: 'Nanoseconds' });
    const res = await request(t.app)
      .get(project.path!.toUpperCase().replace('/@', '/@'))
      .expect(301);
    expect(res.headers.location).toBe(project.path);
  });

  it('gives the server render the project by its address, read in-process', async () => {
    const project = await createProject(t.app, owner.token, { title: 'Bug Log' });
    const fetchPageData = pageDataFetch(t.reads);
    const found = await fetchPageData(`/api/users/@${owner.user.handle}/projects/bug-log`);
    expect(found.status).toBe(200);
    expect(await found.json()).toMatchObject({ id: project.id, path: project.path });
    const missing = await fetchPageData(`/api/users/@${owner.user.handle}/projects/nothing`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Project not found' });
  });

  it('gives a file its own head, a project with code SoftwareSourceCode, and an unknown file 404', async () => {
    const created = await request(t.app)
      .post('/api/projects')
      .set(bearer(owner.token))
      .field('title', 'Sorting Study')
      .attach('files', Buffer.from('print(sorted([3, 1, 2]))\n'), 'sort.py')
      .expect(201);
    const path = created.body.path as string;
    const page = parsePage((await request(t.app).get(path).expect(200)).text);
    expect(page.jsonLd[0]).toMatchObject({ '@type': 'SoftwareSourceCode', name: 'Sorting Study' });

    const file = parsePage((await request(t.app).get(`${path}/files/sort.py`).expect(200)).text);
    expect(file.title).toBe('sort.py – Sorting Study | Stackfolio');
    expect(file.canonical).toBe(`${PUBLIC_URL}${path}/files/sort.py`);

    const missing = await request(t.app).get(`${path}/files/other.py`).expect(404);
    expect(parsePage(missing.text).title).toBe('File Not Found | Stackfolio');
  });

  it('gives the server render a file’s preview, read in-process', async () => {
    const created = await request(t.app)
      .post('/api/projects')
      .set(bearer(owner.token))
      .field('title', 'Preview Study')
      .attach('files', Buffer.from('x = 1\n'), 'x.py')
      .expect(201);
    await t.settled();
    const fileUrl = created.body.files[0].url as string;
    const answer = await pageDataFetch(t.reads)(`${fileUrl}/preview`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ state: 'ready', kind: 'code' });
  });
});
