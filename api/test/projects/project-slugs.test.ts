import request from 'supertest';
import { PROJECT_MESSAGES, numberedSlug } from '@stackfolio/contract';
import { createProjectsService } from '../../src/components/projects';
import { createProject } from '../helpers/projects';
import { bearer, registerUser, setupTestApp } from '../helpers/test-app';

describe('project slugs and GET /api/users/@{handle}/projects/{slug}', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  beforeAll(async () => {
    t = await setupTestApp();
  });
  afterAll(() => t.done());

  const linkOnly = (token: string, title: string) =>
    createProject(
      t.app,
      token,
      { title, projectUrl: 'https://example.com/' },
      { file: false, image: false },
    );
  const rename = (token: string, id: number, title: string) =>
    request(t.app).put(`/api/projects/${id}`).set(bearer(token)).field('title', title).expect(200);
  const byPath = (handle: string, slug: string) =>
    request(t.app).get(`/api/users/@${handle}/projects/${slug}`);

  it('derives the slug from the title and numbers repeats per owner, not across owners', async () => {
    const ada = await registerUser(t.app, { firstName: 'Slug', lastName: 'Ada' });
    const bob = await registerUser(t.app, { firstName: 'Slug', lastName: 'Bob' });

    const first = await linkOnly(ada.token, 'Café Finder!');
    const second = await linkOnly(ada.token, 'cafe  finder');
    const third = await linkOnly(ada.token, 'CAFÉ FINDER');
    const bobs = await linkOnly(bob.token, 'Café Finder');
    const symbols = await linkOnly(ada.token, '!!!');

    expect([first.slug, second.slug, third.slug]).toEqual([
      'cafe-finder',
      'cafe-finder-2',
      'cafe-finder-3',
    ]);
    expect(first.path).toBe(`/@${ada.user.handle}/cafe-finder`);
    expect(bobs).toMatchObject({ slug: 'cafe-finder', path: `/@${bob.user.handle}/cafe-finder` });
    expect(symbols.slug).toBe('project');
  });

  it('keeps a numbered slug within 60 characters', async () => {
    const { token } = await registerUser(t.app);
    const title = 'A'.repeat(59) + ' b';
    await linkOnly(token, title);
    const again = await linkOnly(token, title);
    expect(again.slug).toBe(numberedSlug('a'.repeat(59), 2));
    expect(again.slug.length).toBeLessThanOrEqual(60);
  });

  it('answers the project by handle and slug, as GET /api/projects/{id} does', async () => {
    const { token, user } = await registerUser(t.app);
    const project = await linkOnly(token, 'Weather Station');
    const res = await byPath(user.handle, 'weather-station').expect(200);
    const byId = await request(t.app).get(`/api/projects/${project.id}`).expect(200);
    expect(res.body).toEqual(byId.body);
    expect(res.body.path).toBe(`/@${user.handle}/weather-station`);
  });

  it('after a rename, answers the new slug and still finds the project by its old one', async () => {
    const { token, user } = await registerUser(t.app);
    const project = await linkOnly(token, 'Old Name');

    const renamed = await rename(token, project.id, 'New Name');
    expect(renamed.body).toMatchObject({
      slug: 'new-name',
      path: `/@${user.handle}/new-name`,
    });

    const old = await byPath(user.handle, 'old-name').expect(200);
    expect(old.body).toMatchObject({ id: project.id, path: `/@${user.handle}/new-name` });
    await byPath(user.handle, 'new-name').expect(200);
  });

  it('an old slug stays with its project: a new project of the same title is numbered', async () => {
    const { token, user } = await registerUser(t.app);
    const first = await linkOnly(token, 'Dashboard');
    await rename(token, first.id, 'Dashboard Pro');
    const second = await linkOnly(token, 'Dashboard');
    expect(second.slug).toBe('dashboard-2');
    expect((await byPath(user.handle, 'dashboard').expect(200)).body.id).toBe(first.id);
  });

  it('renaming back takes back the old slug; a title with the same slug changes nothing', async () => {
    const { token, user } = await registerUser(t.app);
    const project = await linkOnly(token, 'Alpha');
    await rename(token, project.id, 'Beta');
    const back = await rename(token, project.id, 'Alpha');
    expect(back.body.slug).toBe('alpha');
    expect((await byPath(user.handle, 'beta').expect(200)).body.path).toBe(
      `/@${user.handle}/alpha`,
    );
    const same = await rename(token, project.id, 'ALPHA!');
    expect(same.body).toMatchObject({ title: 'ALPHA!', slug: 'alpha' });
  });

  it('finds the project under an old handle too, with the current path', async () => {
    const { token, user } = await registerUser(t.app);
    await linkOnly(token, 'Handle Moves');
    const handle = `moved-${Date.now().toString(36)}`;
    await request(t.app)
      .patch('/api/users/profile')
      .set(bearer(token))
      .field('handle', handle)
      .expect(200);
    const res = await byPath(user.handle, 'handle-moves').expect(200);
    expect(res.body.path).toBe(`/@${handle}/handle-moves`);
  });

  it.each([
    ['an unknown slug', (handle: string) => `/api/users/@${handle}/projects/nothing-here`],
    ['an unknown handle', () => '/api/users/@nobody-has-this/projects/anything'],
    ['a slug that is not one', (handle: string) => `/api/users/@${handle}/projects/Not_A.Slug`],
    ['a user id instead of a handle', () => '/api/users/1/projects/anything'],
  ])('answers %s with 404 "Project not found"', async (_case, url) => {
    const { token, user } = await registerUser(t.app);
    await linkOnly(token, 'Present');
    const res = await request(t.app).get(url(user.handle)).expect(404);
    expect(res.body.message).toBe(PROJECT_MESSAGES.notFound);
  });

  it('forgets the old slugs of a deleted project', async () => {
    const { token, user } = await registerUser(t.app);
    const project = await linkOnly(token, 'Short Lived');
    await rename(token, project.id, 'Shorter Lived');
    await request(t.app).delete(`/api/projects/${project.id}`).set(bearer(token)).expect(200);
    await byPath(user.handle, 'short-lived').expect(404);
    expect(await t.ctx.models.ProjectSlugRedirect.count({ where: { projectId: project.id } })).toBe(
      0,
    );
  });

  it('the service finds a project by path and says whether the address is current', async () => {
    const { token, user } = await registerUser(t.app);
    const project = await linkOnly(token, 'In Process');
    await rename(token, project.id, 'In Process Two');
    const service = createProjectsService(t.ctx);
    expect(await service.findByPath(user.handle, 'in-process-two')).toMatchObject({
      current: true,
      project: { id: project.id },
    });
    expect(await service.findByPath(user.handle, 'in-process')).toMatchObject({
      current: false,
      project: { id: project.id, path: `/@${user.handle}/in-process-two` },
    });
    expect(await service.findByPath(user.handle, 'absent')).toBeNull();
  });
});
