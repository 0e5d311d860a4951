import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { createProject, bearer, registerUser } from '@stackfolio/api/testing';
import { setupWebApp, useBuiltFrontEnd } from '../helpers/web-app';
import { parsePage, schemaProblems } from './seo-helpers';

const PUBLIC_URL = 'https://stackfolio.example';
const HOSTILE_FIRST = '<script>alert(1)</script>';
const HOSTILE_LAST = '"><img src=x onerror=alert(2)>';
const HOSTILE_BIO = 'Builds APIs </script><script>alert(3)</script> & <!-- more';

describe('server-rendered SEO pages (raw HTML, no JavaScript)', () => {
  let t: Awaited<ReturnType<typeof setupWebApp>>;
  let ada: { id: number; handle: string; projectId: number };
  let hostile: { id: number; handle: string; projectId: number };

  beforeAll(async () => {
    t = await setupWebApp({ PUBLIC_URL });
    useBuiltFrontEnd(t.config);

    const a = await registerUser(t.app, { firstName: 'Ada', lastName: 'Lovelace' });
    await request(t.app)
      .patch('/api/users/profile')
      .set(bearer(a.token))
      .field('jobTitle', 'Data Engineer')
      .field('bio', 'Poetical scientist who builds data pipelines.')
      .field('location', 'London')
      .field('skills', JSON.stringify(['TypeScript', 'C++ & Rust']))
      .field('githubUrl', 'https://github.com/ada')
      .field('linkedinUrl', 'https://linkedin.com/in/ada')
      .expect(200);
    const project = await createProject(t.app, a.token, {
      title: 'Analytical Engine',
      description: 'A general-purpose computer, on paper.',
      tags: JSON.stringify(['math', 'c++']),
      projectUrl: 'https://example.com/engine',
    });
    ada = { id: a.user.id, handle: a.user.handle, projectId: project.id };

    const h = await registerUser(t.app, { firstName: HOSTILE_FIRST, lastName: HOSTILE_LAST });
    await request(t.app)
      .patch('/api/users/profile')
      .set(bearer(h.token))
      .field('bio', HOSTILE_BIO)
      .field('skills', JSON.stringify(['"><svg onload=alert(4)>']))
      .expect(200);
    const hp = await createProject(t.app, h.token, {
      title: '</script><b>x</b>',
      tags: JSON.stringify(['</script>']),
    });
    hostile = { id: h.user.id, handle: h.user.handle, projectId: hp.id };
  });
  afterAll(() => t.done());

  it('fills a profile with title, description, canonical, Open Graph and Twitter tags', async () => {
    const res = await request(t.app).get(`/@${ada.handle}`).expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const page = parsePage(res.text);
    expect(page.title).toBe('Ada Lovelace – Data Engineer | Stackfolio');
    expect(page.description).toContain('Poetical scientist');
    expect(page.description).toContain('Skills: TypeScript, C++ & Rust.');
    expect(page.description!.length).toBeLessThanOrEqual(160);
    expect(page.canonical).toBe(`${PUBLIC_URL}/@ada-lovelace`);
    expect(page.og('type')).toBe('profile');
    expect(page.og('title')).toBe(page.title);
    expect(page.og('url')).toBe(page.canonical);
    expect(page.twitter('card')).toMatch(/^summary/);
    expect(page.document.querySelectorAll('title')).toHaveLength(1);
    expect(page.document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('describes the profile as a ProfilePage whose Person knows its skills and lists its projects', async () => {
    const page = parsePage((await request(t.app).get(`/@${ada.handle}`).expect(200)).text);
    expect(page.jsonLd).toHaveLength(1);
    const [ld] = page.jsonLd;
    expect(schemaProblems(ld)).toEqual([]);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      mainEntity: {
        '@type': 'Person',
        name: 'Ada Lovelace',
        jobTitle: 'Data Engineer',
        knowsAbout: ['TypeScript', 'C++ & Rust'],
        sameAs: ['https://linkedin.com/in/ada', 'https://github.com/ada'],
        workExample: [
          {
            '@type': 'CreativeWork',
            name: 'Analytical Engine',
            keywords: 'math, c++',
            // The project's canonical URL: its own page.
            url: `${PUBLIC_URL}/@${ada.handle}/analytical-engine`,
          },
        ],
      },
    });
  });

  it('says what a person open to work seeks, unless they keep it for signed-in people', async () => {
    const openToWork = {
      status: 'open',
      roles: ['Rust engineer'],
      employmentTypes: ['contract'],
      workplaces: ['remote'],
      locations: ['Berlin'],
      availableFrom: '2027-01-15',
    };
    const open = await registerUser(t.app, { firstName: 'Linus', lastName: 'Open' });
    await request(t.app)
      .patch('/api/users/profile')
      .set(bearer(open.token))
      .send({ openToWork })
      .expect(200);
    const [ld] = parsePage(
      (await request(t.app).get(`/@${open.user.handle}`).expect(200)).text,
    ).jsonLd;
    expect(schemaProblems(ld)).toEqual([]);
    expect((ld.mainEntity as Record<string, unknown>).seeks).toEqual({
      '@type': 'Demand',
      name: 'Open to work',
      description: 'Rust engineer; Contract; Remote',
      areaServed: [{ '@type': 'Place', name: 'Berlin' }],
      availabilityStarts: '2027-01-15',
    });

    const quiet = await registerUser(t.app, { firstName: 'Quinn', lastName: 'Quiet' });
    await request(t.app)
      .patch('/api/users/profile')
      .set(bearer(quiet.token))
      .send({ openToWork: { ...openToWork, visibility: 'signed-in' } })
      .expect(200);
    const page = await request(t.app).get(`/@${quiet.user.handle}`).expect(200);
    expect(parsePage(page.text).jsonLd[0].mainEntity).not.toHaveProperty('seeks');
    expect(page.text).not.toContain('Rust engineer');
  });

  it('says how many projects a profile has in all when it lists only the newest 20', async () => {
    const many = await registerUser(t.app, { firstName: 'Grace', lastName: 'Hopper' });
    for (let i = 1; i <= 23; i += 1) {
      await createProject(t.app, many.token, { title: `Work ${i}` }, { image: false });
    }
    const page = parsePage((await request(t.app).get(`/@${many.user.handle}`).expect(200)).text);
    const [ld] = page.jsonLd;
    expect(schemaProblems(ld)).toEqual([]);
    const works = (ld.mainEntity as { workExample: Array<{ name: string }> }).workExample;
    expect(works.map((w) => w.name)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Work ${23 - i}`),
    );
    expect(ld.hasPart).toEqual({
      '@type': 'Collection',
      name: 'Portfolio projects of Grace Hopper',
      url: `${PUBLIC_URL}/@grace-hopper`,
      collectionSize: 23,
      description: 'The newest 20 of 23 projects are listed, newest first.',
    });
    // Ada's single project is the whole list, and says so.
    const adaPage = parsePage((await request(t.app).get(`/@${ada.handle}`).expect(200)).text);
    expect(adaPage.jsonLd[0].hasPart).toMatchObject({
      collectionSize: 1,
      description: 'All 1 project is listed.',
    });
  });

  it('escapes hostile names, bios and tags in HTML and in JSON-LD', async () => {
    const res = await request(t.app).get(`/@${hostile.handle}`).expect(200);
    expect(res.text).not.toContain('<script>alert');
    expect(res.text).not.toContain('<img src=x');
    expect(res.text).not.toContain('<svg onload');
    const page = parsePage(res.text);
    // Only the site's own scripts run; nothing the user typed became an element or a handler.
    expect(page.executableScripts.every((s) => !s.textContent?.includes('alert('))).toBe(true);
    expect(page.document.querySelectorAll('[onerror], [onload], img[src="x"]')).toHaveLength(0);
    expect(page.title).toBe(`${HOSTILE_FIRST} ${HOSTILE_LAST} – IT Professional | Stackfolio`);
    // `</script>` in the bio did not end the JSON-LD element: it parses back to the exact text.
    const person = page.jsonLd[0].mainEntity as Record<string, unknown>;
    expect(person.description).toBe(HOSTILE_BIO);
    expect(person.name).toBe(`${HOSTILE_FIRST} ${HOSTILE_LAST}`);
  });

  it.each([
    ['its page', () => `/@${ada.handle}/analytical-engine`],
    ['its deep link on the list', () => `/browse-projects?project=${ada.projectId}`],
  ])('fills %s with its CreativeWork, author and tags, canonical to the page', async (_, url) => {
    const res = await request(t.app).get(url()).expect(200);
    const page = parsePage(res.text);
    expect(page.title).toBe('Analytical Engine by Ada Lovelace | Stackfolio');
    expect(page.description).toBe('A general-purpose computer, on paper. Tags: math, c++.');
    expect(page.canonical).toBe(`${PUBLIC_URL}/@${ada.handle}/analytical-engine`);
    expect(page.og('type')).toBe('article');
    // The 1200×630 crop made for link previews, not the uploaded picture.
    expect(page.og('image')).toMatch(new RegExp(`^${PUBLIC_URL}/uploads/images/[\\w-]+-og\\.jpg$`));
    expect(page.twitter('card')).toBe('summary_large_image');
    const [ld] = page.jsonLd;
    expect(schemaProblems(ld)).toEqual([]);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'CreativeWork',
      name: 'Analytical Engine',
      keywords: 'math, c++',
      sameAs: 'https://example.com/engine',
      author: { '@type': 'Person', name: 'Ada Lovelace', url: `${PUBLIC_URL}/@ada-lovelace` },
    });
  });

  it('escapes a hostile project title inside the JSON-LD of its deep link', async () => {
    const res = await request(t.app)
      .get(`/browse-projects?project=${hostile.projectId}`)
      .expect(200);
    expect(res.text).not.toContain('<b>x</b>');
    expect(parsePage(res.text).jsonLd[0]).toMatchObject({
      name: '</script><b>x</b>',
      keywords: '</script>',
    });
  });

  it('answers an unknown or non-numeric profile id with 404 and the same app HTML', async () => {
    for (const id of ['999999', 'abc', '-1', '1e3', '99999999999']) {
      const res = await request(t.app).get(`/profile/${id}`).expect(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      const page = parsePage(res.text);
      expect(page.title).toBe('User Not Found | Stackfolio');
      expect(page.canonical).toBeNull();
      // The app's start script, started after the first paint of the server-rendered page.
      expect(page.document.querySelector('script[data-start]')).not.toBeNull();
    }
  });

  it('gives /profiles and /browse-projects their own title and canonical', async () => {
    const profiles = parsePage((await request(t.app).get('/profiles').expect(200)).text);
    expect(profiles.title).toBe('Browse Professional Profiles | Stackfolio');
    expect(profiles.canonical).toBe(`${PUBLIC_URL}/profiles`);
    const skill = parsePage(
      (await request(t.app).get('/profiles?skill=TypeScript').expect(200)).text,
    );
    expect(skill.canonical).toBe(`${PUBLIC_URL}/profiles?skill=TypeScript`);
    // Filters: the title and description the page itself shows, the first skill's list canonical.
    const filtered = parsePage(
      (
        await request(t.app)
          .get('/profiles?skill=Rust&skill=Go&open=1&workplace=remote&workplace=moon')
          .expect(200)
      ).text,
    );
    expect(filtered.title).toBe('Rust, Go professionals | Stackfolio');
    expect(filtered.description).toBe(
      'IT professionals skilled in Rust and Go, open to work, working remote on Stackfolio: profiles, projects and social links.',
    );
    expect(filtered.canonical).toBe(`${PUBLIC_URL}/profiles?skill=Rust`);
    const projects = parsePage((await request(t.app).get('/browse-projects').expect(200)).text);
    expect(projects.title).toBe('Browse Projects | Stackfolio');
    const unknown = parsePage(
      (await request(t.app).get('/browse-projects?project=999999').expect(200)).text,
    );
    expect(unknown.canonical).toBe(`${PUBLIC_URL}/browse-projects`);
  });

  it('leaves other pages as the shell built them', async () => {
    const res = await request(t.app).get('/login').expect(200);
    const page = parsePage(res.text);
    expect(page.canonical).toBeNull();
    expect(page.jsonLd).toEqual([]);
    const shellIndex = fs.readFileSync(path.join(t.config.shellDir, 'index.html'), 'utf8');
    expect(page.title).toBe(parsePage(shellIndex).title);
  });
});
