import { expect, rawPage, registerUser, step, test } from '../fixtures';

/** The first JSON-LD block of a raw HTML page, parsed. */
function jsonLdOf(html: string): Record<string, unknown> {
  // Attributes in any order: the server adds the page's CSP nonce to the element.
  const match = /<script\b[^>]*\btype="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  expect(match, 'a JSON-LD script in the raw HTML').not.toBeNull();
  return JSON.parse(match![1]) as Record<string, unknown>;
}

const contentOf = (html: string, selector: RegExp) => selector.exec(html)?.[1] ?? null;

test.describe('@seo @profiles @projects crawlers see profiles and projects without running JavaScript', () => {
  test('raw HTML of a profile and a project deep link carries title, canonical, Open Graph and JSON-LD', async ({
    request,
    baseURL,
    playwright,
  }) => {
    // A crawler carries no cookie (`request` holds the new user's session from registering).
    const crawl = (url: string) => rawPage(playwright, baseURL!, url);
    const skill = `Zig${Date.now().toString(36)}`;
    const user = await registerUser(request, { firstName: 'Grace', lastName: 'Hopper' });
    const auth = { Authorization: `Bearer ${user.token}` };
    let projectId = 0;
    let projectPath = '';

    await step('create a profile with a skill and a project through the API', async () => {
      const profile = await request.patch('/api/users/profile', {
        headers: auth,
        multipart: { jobTitle: 'Compiler Engineer', skills: JSON.stringify([skill]) },
      });
      expect(profile.ok()).toBe(true);
      const created = await request.post('/api/projects', {
        headers: auth,
        multipart: {
          title: 'A-0 System',
          projectUrl: 'https://example.com/a0',
          tags: JSON.stringify(['compilers']),
        },
      });
      expect(created.status()).toBe(201);
      ({ id: projectId, path: projectPath } = (await created.json()) as {
        id: number;
        path: string;
      });
    });

    await step(
      'the profile HTML names the person, links the skill and describes a ProfilePage',
      async () => {
        const { status, html } = await crawl(`/@${user.handle}`);
        expect(status).toBe(200);
        expect(contentOf(html, /<title>([^<]*)<\/title>/)).toBe(
          'Grace Hopper – Compiler Engineer | Stackfolio',
        );
        expect(contentOf(html, /<link rel="canonical" href="([^"]*)">/)).toBe(
          `${baseURL}/@${user.handle}`,
        );
        expect(contentOf(html, /<meta property="og:title" content="([^"]*)">/)).toContain(
          'Grace Hopper',
        );
        expect(html).toContain(`href="/profiles?skill=${skill}"`);
        expect(html).toContain('href="/browse-projects?tag=compilers"');
        expect(jsonLdOf(html)).toMatchObject({
          '@type': 'ProfilePage',
          mainEntity: { '@type': 'Person', name: 'Grace Hopper', knowsAbout: [skill] },
        });
      },
    );

    await step('the project page and its deep link describe a CreativeWork', async () => {
      for (const url of [projectPath, `/browse-projects?project=${projectId}`]) {
        const { html } = await crawl(url);
        expect(contentOf(html, /<title>([^<]*)<\/title>/)).toBe(
          'A-0 System by Grace Hopper | Stackfolio',
        );
        expect(contentOf(html, /<link rel="canonical" href="([^"]*)">/)).toBe(
          `${baseURL}${projectPath}`,
        );
        expect(jsonLdOf(html)).toMatchObject({
          '@type': 'CreativeWork',
          name: 'A-0 System',
          keywords: 'compilers',
        });
      }
    });

    await step('the project page is readable without JavaScript', async () => {
      const { status, html } = await crawl(projectPath);
      expect(status).toBe(200);
      expect(html).toMatch(/<h1[^>]*>A-0 System<\/h1>/);
      expect(html).toContain(`href="/@${user.handle}"`);
      expect(html).toContain('href="/browse-projects?tag=compilers"');
    });

    await step(
      'an unknown profile is a 404, and the sitemap and robots.txt list the public pages',
      async () => {
        expect((await request.get('/profile/987654321')).status()).toBe(404);
        const sitemap = await (await request.get('/sitemap.xml')).text();
        expect(sitemap).toContain(`<loc>${baseURL}/@${user.handle}</loc>`);
        expect(sitemap).toContain(`<loc>${baseURL}${projectPath}</loc>`);
        const robots = await (await request.get('/robots.txt')).text();
        expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
      },
    );
  });

  test('the app still replaces the server content and shows the profile', async ({
    page,
    request,
  }) => {
    const user = await registerUser(request, { firstName: 'Alan', lastName: 'Turing' });
    await page.goto(`/profile/${user.id}`);
    // Only the app renders the visitor's empty state; the server block has no such text.
    await expect(page.getByText('No projects to show')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Alan Turing' })).toHaveCount(1);
    await expect(page).toHaveTitle('Alan Turing – IT Professional | Stackfolio');
  });
  test('in the browser, chip links read descriptively and the title follows the user into the project dialog', async ({
    page,
    request,
  }) => {
    const user = await registerUser(request, { firstName: 'Grace', lastName: 'Hopper' });
    const auth = { Authorization: `Bearer ${user.token}` };
    const title = `Flow-matic ${Date.now().toString(36)}`;
    // "Go" is one of the link texts Lighthouse's link-text audit calls non-descriptive.
    expect(
      (
        await request.patch('/api/users/profile', {
          headers: auth,
          multipart: { jobTitle: 'Compiler Engineer', skills: JSON.stringify(['Go']) },
        })
      ).ok(),
    ).toBe(true);
    const created = await request.post('/api/projects', {
      headers: auth,
      multipart: {
        title,
        description: 'English-like data processing.',
        projectUrl: 'https://example.com/fm',
        tags: JSON.stringify(['Go']),
      },
    });
    expect(created.status()).toBe(201);
    const projectId = ((await created.json()) as { id: number }).id;

    await page.goto(`/profile/${user.id}`);
    await expect(page).toHaveTitle('Grace Hopper – Compiler Engineer | Stackfolio');
    await expect(page.getByRole('link', { name: 'Profiles skilled in Go' })).toHaveAttribute(
      'href',
      '/profiles?skill=Go',
    );
    await expect(page.getByRole('link', { name: 'Projects tagged Go' })).toHaveAttribute(
      'href',
      '/browse-projects?tag=Go',
    );
    // What the audit reads: each link's innerText, which must not be a bare "go".
    const texts = await page
      .locator('a[href*="skill="], a[href*="tag="]')
      .evaluateAll((links) => links.map((a) => (a as HTMLElement).innerText.trim().toLowerCase()));
    expect(texts.length).toBeGreaterThanOrEqual(2);
    expect(texts).not.toContain('go');

    // The card leads to the project's own page, with the head the server renders for it.
    await page.getByRole('link', { name: title, exact: true }).click();
    await expect(page).toHaveURL(/\/@[a-z0-9-]+\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} by Grace Hopper | Stackfolio`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'English-like data processing. Tags: Go.',
    );
    const projectPage = page.url();
    await page.reload();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', projectPage);

    // A shared deep link: the page and the dialog start together.
    await page.goto(`/browse-projects?project=${projectId}`);
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} by Grace Hopper | Stackfolio`);
    await page.getByRole('dialog').getByRole('link', { name: 'Projects tagged Go' }).click();
    await expect(page).toHaveTitle('Projects tagged "Go" | Stackfolio');
  });
});
