import express from 'express';
import { JSDOM } from 'jsdom';
import request from 'supertest';
import { createSeo } from '../../src/seo/seo-router';
import { escapeXml } from '../../src/seo/sitemap';
import { createProject, registerUser } from '@stackfolio/api/testing';
import { setupWebApp } from '../helpers/web-app';

const PUBLIC_URL = 'https://stackfolio.example';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** Parses as XML (throws on malformed markup) and returns the texts of the named elements. */
function xml(text: string) {
  const { document } = new JSDOM(text, { contentType: 'application/xml' }).window;
  expect(document.querySelector('parsererror')).toBeNull();
  return {
    root: document.documentElement,
    texts: (tag: string) => [...document.getElementsByTagName(tag)].map((n) => n.textContent ?? ''),
  };
}

describe('/sitemap.xml and /robots.txt', () => {
  let t: Awaited<ReturnType<typeof setupWebApp>>;
  let withProjects: string[];
  let withoutProjects: string;
  let projectPaths: string[];

  beforeAll(async () => {
    t = await setupWebApp({ PUBLIC_URL });
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const idle = await registerUser(t.app);
    const opts = { file: false, image: false };
    const url = { projectUrl: 'https://example.com/x?a=1&b=2' };
    const p1 = await createProject(t.app, a.token, url, opts);
    const p2 = await createProject(t.app, a.token, url, opts);
    const p3 = await createProject(t.app, b.token, url, opts);
    withProjects = [a.user.handle, b.user.handle];
    withoutProjects = idle.user.handle;
    projectPaths = [p1.path!, p2.path!, p3.path!];
  });
  afterAll(() => t.done());

  it('lists profiles with at least one project and the projects’ pages, with lastmod', async () => {
    const res = await request(t.app).get('/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    const doc = xml(res.text);
    expect(doc.root.tagName).toBe('urlset');
    expect(doc.root.getAttribute('xmlns')).toBe(NS);
    expect(doc.texts('loc')).toEqual([
      ...withProjects.map((handle) => `${PUBLIC_URL}/@${handle}`),
      ...projectPaths.map((path) => `${PUBLIC_URL}${path}`),
    ]);
    expect(doc.texts('loc')).not.toContain(`${PUBLIC_URL}/@${withoutProjects}`);
    const lastmods = doc.texts('lastmod');
    expect(lastmods).toHaveLength(5);
    for (const lastmod of lastmods) expect(Number.isNaN(Date.parse(lastmod))).toBe(false);
  });

  it('becomes a sitemap index of /sitemaps/<n>.xml files past the URL limit', async () => {
    // The same routes with a limit of 2 URLs per file instead of 50,000.
    const small = express().use(createSeo(t.config, t.reads, { sitemapUrlLimit: 2 }).router);
    const index = xml((await request(small).get('/sitemap.xml').expect(200)).text);
    expect(index.root.tagName).toBe('sitemapindex');
    // 2 profiles → 1 file; 3 projects → 2 files.
    const files = index.texts('loc');
    expect(files).toEqual([1, 2, 3].map((n) => `${PUBLIC_URL}/sitemaps/${n}.xml`));

    const locs: string[] = [];
    for (const n of [1, 2, 3]) {
      const page = xml((await request(small).get(`/sitemaps/${n}.xml`).expect(200)).text);
      expect(page.root.tagName).toBe('urlset');
      expect(page.texts('loc').length).toBeLessThanOrEqual(2);
      locs.push(...page.texts('loc'));
    }
    expect(locs).toHaveLength(5);
    expect(new Set(locs).size).toBe(5);
    await request(small).get('/sitemaps/4.xml').expect(404);
    await request(small).get('/sitemaps/x.xml').expect(404);
  });

  it('escapes URLs for XML', () => {
    expect(escapeXml(`${PUBLIC_URL}/a?b=1&c=<"'>`)).toBe(
      `${PUBLIC_URL}/a?b=1&amp;c=&lt;&quot;&apos;&gt;`,
    );
  });

  it('serves robots.txt allowing public pages, not /api/ or signed-in pages, pointing to the sitemap', async () => {
    const res = await request(t.app).get('/robots.txt').expect(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    const lines = res.text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    const disallowed = lines.filter((l) => l.startsWith('Disallow: ')).map((l) => l.slice(10));
    expect(disallowed).toEqual([
      '/api/',
      '/edit-profile',
      '/upload',
      '/analytics',
      '/resume',
      '/settings',
      '/messages',
      '/notifications',
      '/admin',
      '/projects/*/edit',
      '/search',
    ]);
    // Images shown in link previews live under /uploads/, which "/upload" would otherwise cover.
    expect(lines).toContain('Allow: /uploads/');
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});
