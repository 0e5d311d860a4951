import request from 'supertest';
import {
  ID_VALUES,
  SCRIPT,
  SQL,
  TRAVERSAL,
  createProject,
  registerUser,
} from '@stackfolio/api/testing';
import { setupWebApp, useBuiltFrontEnd } from '../helpers/web-app';

/** What must never reach a visitor: stack frames, SQL and driver errors, an unescaped script. */
const LEAKS = /Sequelize|SQLITE_|ER_[A-Z]{3}|at \S+:\d+:\d+/;

describe('pages, sitemaps and runtime config under hostile input', () => {
  let t: Awaited<ReturnType<typeof setupWebApp>>;

  beforeAll(async () => {
    t = await setupWebApp();
    useBuiltFrontEnd(t.config);
    const owner = await registerUser(t.app, { firstName: 'Olive', lastName: 'Owner' });
    await createProject(t.app, owner.token, { title: 'Owner project', tags: '["react"]' });
  });
  afterAll(() => t.done());

  const pages = [
    ...ID_VALUES.map(({ value, raw }) => `/profile/${raw ? value : encodeURIComponent(value)}`),
    ...ID_VALUES.map(({ value, raw }) => `/@${raw ? value : encodeURIComponent(value)}`),
    `/browse-projects?project=${encodeURIComponent(SQL[0])}&tag=${encodeURIComponent(`"></title>${SCRIPT}`)}`,
    `/browse-projects?project=99999999999&tag=a&tag=b`,
    `/profiles?skill=${encodeURIComponent(`</script>${SCRIPT}`)}`,
    `/profiles?skill=${'x'.repeat(5000)}`,
    ...TRAVERSAL.map((t) => `/sitemaps/${encodeURIComponent(t)}`),
    '/sitemaps/999999.xml',
    '/sitemaps/1.xml?page=%00',
    `/sitemap.xml?page=${encodeURIComponent(SQL[1])}`,
    `/robots.txt?x=${encodeURIComponent(SCRIPT)}`,
    `/mf-config.json?remote=${encodeURIComponent(SCRIPT)}`,
    `/${encodeURIComponent(SCRIPT)}`,
  ];
  it.each(pages)('answers %s without a 5xx, a leak or an unescaped script', async (url) => {
    const res = await request(t.app).get(url);
    expect(res.status).toBeLessThan(500);
    expect(res.text).not.toContain('<script>alert(1)');
    expect(res.text).not.toMatch(LEAKS);
  });
});
