import request from 'supertest';
import { createProject, bearer, registerUser } from '@stackfolio/api/testing';
import { setupWebApp, useBuiltFrontEnd } from '../helpers/web-app';
import { parsePage } from './seo-helpers';

const PUBLIC_URL = 'https://stackfolio.example';

describe('/@handle is the profile address: 301s, canonical, Open Graph, JSON-LD, sitemap', () => {
  let t: Awaited<ReturnType<typeof setupWebApp>>;
  let ada: { id: number; token: string };

  beforeAll(async () => {
    t = await setupWebApp({ PUBLIC_URL });
    useBuiltFrontEnd(t.config);
    const a = await registerUser(t.app, { firstName: 'Ada', lastName: 'Lovelace' });
    ada = { id: a.user.id, token: a.token };
    await createProject(t.app, a.token, { title: 'Analytical Engine' });
  });
  afterAll(() => t.done());

  it('answers /profile/{id} with 301 to /@handle, keeping the query string', async () => {
    const res = await request(t.app).get(`/profile/${ada.id}?ref=cv`).expect(301);
    expect(res.headers.location).toBe('/@ada-lovelace?ref=cv');
  });

  it('answers a handle typed in another case or with a trailing slash with 301 to the lower-case one', async () => {
    expect((await request(t.app).get('/@Ada-Lovelace').expect(301)).headers.location).toBe(
      '/@ada-lovelace',
    );
    expect((await request(t.app).get('/@ada-lovelace/').expect(301)).headers.location).toBe(
      '/@ada-lovelace',
    );
  });

  it('renders /@handle with its canonical, Open Graph and JSON-LD URLs on /@handle', async () => {
    const res = await request(t.app).get('/@ada-lovelace').expect(200);
    const page = parsePage(res.text);
    const url = `${PUBLIC_URL}/@ada-lovelace`;
    expect(page.title).toContain('Ada Lovelace');
    expect(page.canonical).toBe(url);
    expect(page.og('url')).toBe(url);
    const profile = page.jsonLd.find((node) => node['@type'] === 'ProfilePage')!;
    expect(profile.url).toBe(url);
    expect((profile.mainEntity as { url: string }).url).toBe(url);
  });

  it('answers an unknown handle, a malformed one and an unknown id with the 404 page', async () => {
    await request(t.app).get('/@nobody-at-all').expect(404);
    await request(t.app).get('/@no_such').expect(404);
    await request(t.app).get('/profile/999999').expect(404);
  });

  it.each(['/@ada-lovelace%00', '/@ada%00lovelace', '/@ada-lovelace%0d%0a', '/@ada-lovelace%00/x'])(
    'answers %s (a control character) with the 404 page, never a 500 or an error log',
    async (path) => {
      const before = t.logs.lines.length;
      const res = await request(t.app).get(path).expect(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      const logged = t.logs.lines.slice(before).map((l) => JSON.parse(l) as { level: number });
      expect(logged.filter((l) => l.level >= 50)).toEqual([]);
    },
  );

  it('lists /@handle in the sitemap, never /profile/{id}', async () => {
    const res = await request(t.app).get('/sitemap.xml').expect(200);
    expect(res.text).toContain(`<loc>${PUBLIC_URL}/@ada-lovelace</loc>`);
    expect(res.text).not.toContain('/profile/');
  });

  it('redirects an old handle to the new one after a change, and the old id link too', async () => {
    await request(t.app)
      .patch('/api/users/profile')
      .set(bearer(ada.token))
      .field('handle', 'countess')
      .expect(200);
    expect((await request(t.app).get('/@ada-lovelace').expect(301)).headers.location).toBe(
      '/@countess',
    );
    expect((await request(t.app).get(`/profile/${ada.id}`).expect(301)).headers.location).toBe(
      '/@countess',
    );
    const page = parsePage((await request(t.app).get('/@countess').expect(200)).text);
    expect(page.canonical).toBe(`${PUBLIC_URL}/@countess`);
    const sitemap = await request(t.app).get('/sitemap.xml').expect(200);
    expect(sitemap.text).toContain(`<loc>${PUBLIC_URL}/@countess</loc>`);
  });
});
