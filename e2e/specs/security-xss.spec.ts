import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect,
  expectNoA11yViolations,
  grantAdmin,
  registerUser,
  step,
  test,
  type TestUser,
} from '../fixtures';
import { AdminDashboard } from '../pages/admin-dashboard';
import { PortfolioAnalyticsPage } from '../pages/portfolio-analytics';
import { ResumeBuilderPage } from '../pages/resume-builder';
import { expectNoScriptRan, installXssProbe, payload as p } from '../pages/xss-probe';

/*
 * Script payloads saved in every user-editable text, then every page that shows
 * them visited with no script run and the text shown literally. The browser ignores the page's
 * Content-Security-Policy here (bypassCSP) so the test proves the escaping itself: with the CSP on,
 * an injected handler would be blocked and a real escaping bug would go unnoticed.
 */
test.use({ bypassCSP: true });

const auth = (user: TestUser) => ({ Authorization: `Bearer ${user.token}` });

const stamp = Date.now().toString(36);
const hostile = {
  firstName: `Eve${p.img('fn')}`,
  lastName: `Mal${stamp}${p.script('ln')}`,
  jobTitle: `Engineer${p.attribute('jt')}`,
  location: `Paris${p.img('loc')}`,
  bio: `Bio ${p.img('bio')} </textarea></p>${p.script('bio2')} & {{constructor.constructor('window.__xss=1')()}}`,
  // The first skill and tag are the ones filtered by (/profiles?skill=, /browse-projects?tag=).
  skills: [`sk${stamp}${p.alert('s1')}`, 'Go', `</script>${p.script('s2')}`, p.img('s3')],
  githubUrl: `https://example.com/${stamp}${p.attribute('gh')}`,
  projectTitle: `Proj ${stamp} ${p.img('pt')} & <b>bold</b>`,
  description: `${p.script('pd')}${p.img('pd2')} javascript:alert(1)`,
  tags: [`tg${stamp}${p.alert('t1')}`, p.attribute('t2'), p.img('t3')],
  projectUrl: `https://example.com/?q=${p.attribute('pu')}`,
  commenterFirstName: `Bob${p.img('bf')}`,
  comment: `${p.img('cm')} <a href="${p.jsUrl('cma')}">click</a> ${p.script('cm2')}`,
  newcomer: `New${p.attribute('nc')}`,
};
const fullName = `${hostile.firstName} ${hostile.lastName}`;

/** Saves the profile, then tries each unsafe URL on its own: refused with the field named, nothing saved. */
async function saveHostileProfile(request: APIRequestContext, owner: TestUser) {
  const saved = await request.patch('/api/users/profile', {
    headers: auth(owner),
    multipart: {
      firstName: hostile.firstName,
      lastName: hostile.lastName,
      jobTitle: hostile.jobTitle,
      location: hostile.location,
      bio: hostile.bio,
      skills: JSON.stringify(hostile.skills),
      featuredSkills: JSON.stringify(hostile.skills.slice(0, 2)),
      githubUrl: hostile.githubUrl,
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const unsafe: Array<[string, string, string]> = [
    ['linkedinUrl', p.jsUrl('li'), 'LinkedIn'],
    ['youtubeUrl', `data:text/html,${p.script('yt')}`, 'YouTube'],
    ['twitterUrl', ' JaVaScRiPt:alert(1)', 'Twitter'],
    ['githubUrl', 'vbscript:msgbox(1)', 'GitHub'],
  ];
  for (const [field, url, label] of unsafe) {
    const refused = await request.patch('/api/users/profile', {
      headers: auth(owner),
      multipart: { [field]: url },
    });
    expect(refused.status(), `${field} ${url}`).toBe(400);
    expect(await refused.text()).toContain(`${label} URL must be a valid http(s) URL`);
  }
  const stored = (await (await request.get(`/api/users/${owner.id}`)).json()) as Record<
    string,
    unknown
  >;
  expect(stored).toMatchObject({
    firstName: hostile.firstName,
    bio: hostile.bio,
    githubUrl: hostile.githubUrl,
  });
  expect([
    stored.linkedinUrl ?? null,
    stored.youtubeUrl ?? null,
    stored.twitterUrl ?? null,
  ]).toEqual([null, null, null]);
}

/** Creates the project; a javascript: project URL is refused. Returns the project's id. */
async function saveHostileProject(request: APIRequestContext, owner: TestUser): Promise<number> {
  const fields = {
    title: hostile.projectTitle,
    description: hostile.description,
    tags: JSON.stringify(hostile.tags),
  };
  const refused = await request.post('/api/projects', {
    headers: auth(owner),
    multipart: { ...fields, projectUrl: p.jsUrl('pj') },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain('Invalid URL');
  const created = await request.post('/api/projects', {
    headers: auth(owner),
    multipart: { ...fields, projectUrl: hostile.projectUrl },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { id: number }).id;
  const edit = await request.put(`/api/projects/${id}`, {
    headers: auth(owner),
    multipart: { title: hostile.projectTitle, projectUrl: p.jsUrl('pe') },
  });
  expect(edit.status()).toBe(400);
  expect(await edit.text()).toContain('Invalid URL');
  const stored = (await (await request.get(`/api/projects/${id}`)).json()) as Record<
    string,
    unknown
  >;
  expect(stored).toMatchObject({
    title: hostile.projectTitle,
    projectUrl: hostile.projectUrl,
    tags: hostile.tags,
  });
  return id;
}

/** Visits a path and waits for `ready`, then checks that nothing ran. */
async function visit(
  page: Page,
  probe: { dialogs: string[] },
  path: string,
  ready: () => Promise<void>,
) {
  await page.goto(path);
  await ready();
  await expectNoScriptRan(page, probe, path);
}

test.describe('@security @profiles @projects @analytics @resume @admin stored script payloads never run', () => {
  test('payloads in every user text are shown literally on every page that shows them', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    test.slow(); // many pages, two browser contexts
    const ownerProbe = await installXssProbe(page);
    // Signed in in `page` (the cookie lands in its context); everything else goes through the API.
    const owner = await registerUser(page.request, { firstName: 'Xss', lastName: `Owner${stamp}` });
    const commenter = await registerUser(request, {
      firstName: hostile.commenterFirstName,
      lastName: `Commenter${stamp}`,
    });
    let projectId = 0;

    await step(
      'save payloads in the profile, the project and a comment; unsafe URLs are refused',
      async () => {
        await saveHostileProfile(request, owner);
        projectId = await saveHostileProject(request, owner);
        const comment = await request.post(`/api/projects/${projectId}/comments`, {
          headers: auth(commenter),
          data: { content: hostile.comment },
        });
        expect(comment.status(), await comment.text()).toBeLessThan(300);
        // A view from someone else, so the project is listed on the owner's analytics.
        const view = await request.post('/api/analytics/project-view', {
          headers: auth(commenter),
          data: { projectId },
        });
        expect(view.ok()).toBe(true);
      },
    );

    const visitor = await browser.newContext({ baseURL, bypassCSP: true });
    const seen = await visitor.newPage();
    const probe = await installXssProbe(seen);
    try {
      await step('a visitor: /profile/{id} shows every field as text', async () => {
        await visit(seen, probe, `/@${owner.handle}`, async () => {
          await expect(seen.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
        });
        await expect(seen).toHaveTitle(`${fullName} – ${hostile.jobTitle} | Stackfolio`);
        for (const text of [hostile.jobTitle, hostile.location, hostile.bio]) {
          await expect(seen.getByText(text, { exact: true }).first()).toBeVisible();
        }
        for (const skill of hostile.skills) {
          await expect(
            seen.getByRole('link', { name: `Profiles skilled in ${skill}` }),
          ).toHaveAttribute('href', `/profiles?skill=${encodeURIComponent(skill)}`);
        }
        await expect(seen.getByRole('link', { name: `${fullName} on GitHub` })).toHaveAttribute(
          'href',
          /^https:\/\/example\.com\//,
        );
        const card = seen.getByRole('article', { name: hostile.projectTitle });
        await expect(card.getByRole('link', { name: hostile.projectTitle })).toBeVisible();
        await expect(card.getByText(hostile.description)).toBeVisible();
        await expect(
          card.getByRole('link', { name: `Projects tagged ${hostile.tags[0]}` }),
        ).toBeVisible();
        await expectNoA11yViolations(seen);
      });

      await step(
        'a visitor: /profiles filtered by a hostile skill, and searched by the hostile name',
        async () => {
          await visit(
            seen,
            probe,
            `/profiles?skill=${encodeURIComponent(hostile.skills[0])}`,
            async () => {
              await expect(seen.getByRole('heading', { level: 2, name: fullName })).toBeVisible();
            },
          );
          await expect(seen.getByText(hostile.skills[0], { exact: true }).first()).toBeVisible();
          await expect(seen).toHaveTitle(`${hostile.skills[0]} professionals | Stackfolio`);
          await seen.goto('/profiles');
          await seen.getByLabel('Search profiles').fill(hostile.lastName);
          await expect(seen.getByRole('heading', { level: 2, name: fullName })).toBeVisible();
          await expectNoScriptRan(seen, probe, '/profiles search');
        },
      );

      await step(
        'a visitor: /browse-projects by a hostile tag, then the project dialog with the comment',
        async () => {
          await visit(
            seen,
            probe,
            `/browse-projects?tag=${encodeURIComponent(hostile.tags[0])}`,
            async () => {
              await expect(
                seen.getByRole('heading', {
                  level: 1,
                  name: `Projects tagged "${hostile.tags[0]}"`,
                }),
              ).toBeVisible();
            },
          );
          const card = seen.getByRole('article', { name: hostile.projectTitle });
          await expect(card.getByText(hostile.description)).toBeVisible();
          await expect(card.getByRole('link', { name: fullName })).toHaveAttribute(
            'href',
            `/@${owner.handle}`,
          );
          const projectPage = await card
            .getByRole('link', { name: hostile.projectTitle, exact: true })
            .getAttribute('href');
          await card.getByRole('link', { name: `Quick view of ${hostile.projectTitle}` }).click();
          const dialog = seen.getByRole('dialog', { name: hostile.projectTitle });
          await expect(dialog.getByText(hostile.comment)).toBeVisible();
          await expect(dialog.getByText(hostile.description)).toBeVisible();
          await expect(
            dialog.getByRole('link', { name: `Projects tagged ${hostile.tags[1]}` }),
          ).toBeVisible();
          await expect(seen).toHaveTitle(`${hostile.projectTitle} by ${fullName} | Stackfolio`);
          await expectNoScriptRan(seen, probe, 'the project dialog');
          await expectNoA11yViolations(seen);

          // The same dialog from a shared deep link.
          await visit(seen, probe, `/browse-projects?project=${projectId}`, async () => {
            await expect(
              seen.getByRole('dialog', { name: hostile.projectTitle }).getByText(hostile.comment),
            ).toBeVisible();
          });

          // The project's own page, server-rendered and then hydrated.
          expect(projectPage).toMatch(/^\/@/);
          await visit(seen, probe, projectPage!, async () => {
            await expect(
              seen.getByRole('heading', { level: 1, name: hostile.projectTitle }),
            ).toBeVisible();
            await expect(seen.getByText(hostile.comment)).toBeVisible();
          });
          await expectNoA11yViolations(seen);
        },
      );
    } finally {
      await visitor.close();
    }

    await step(
      'the owner: the dashboard (/ signed in), /edit-profile and the project editor',
      async () => {
        await visit(page, ownerProbe, '/', async () => {
          await expect(
            page.getByRole('heading', {
              level: 1,
              name: `Welcome to your dashboard, ${hostile.firstName}!`,
            }),
          ).toBeVisible();
        });
        await visit(page, ownerProbe, '/edit-profile', async () => {
          await expect(page.getByLabel('Job Title')).toHaveValue(hostile.jobTitle);
        });
        await expect(page.getByLabel('Bio')).toHaveValue(hostile.bio);
        await visit(page, ownerProbe, `/projects/${projectId}/edit`, async () => {
          await expect(page.getByLabel('Title', { exact: true })).toHaveValue(hostile.projectTitle);
        });
      },
    );

    await step('the owner: /analytics lists the project by its literal title', async () => {
      const analytics = new PortfolioAnalyticsPage(page);
      await visit(page, ownerProbe, '/analytics', async () => {
        await expect(analytics.topProjects.getByText(hostile.projectTitle)).toBeVisible();
      });
    });

    await step('the owner: /resume in every template', async () => {
      const resume = new ResumeBuilderPage(page);
      await visit(page, ownerProbe, '/resume', async () => {
        await expect(resume.preview.getByRole('heading', { name: fullName })).toBeVisible();
      });
      for (const template of ['Modern', 'Classic', 'Minimal', 'Creative']) {
        await resume.template(template).check();
        await expect(resume.resume()).toHaveAttribute('data-template', template.toLowerCase());
        await expect(resume.resume().getByText(hostile.projectTitle).first()).toBeVisible();
        await expect(resume.resume().getByText(hostile.jobTitle).first()).toBeVisible();
        await expectNoScriptRan(page, ownerProbe, `/resume (${template})`);
      }
      // The standalone HTML file: the text escaped in the file, nothing runs when it is opened.
      await resume.format('HTML').check();
      const { body } = await resume.downloadWith(() => resume.generate.click());
      const html = body.toString('utf8');
      expect(html).not.toMatch(/<(script|img|svg)\b/i);
      expect(html).toContain('Eve&lt;img src=x onerror=');
      const file = await page.context().newPage();
      const fileProbe = await installXssProbe(file);
      await file.route('**/*', (route) => route.abort());
      await file.setContent(html);
      await expect(file.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
      await expectNoScriptRan(file, fileProbe, 'the resume HTML file');
      await file.close();
    });

    await step('an admin: /admin lists a newcomer with a hostile name literally', async () => {
      grantAdmin(owner.email);
      await registerUser(request, { firstName: hostile.newcomer, lastName: `Newcomer${stamp}` });
      const admin = new AdminDashboard(page);
      await visit(page, ownerProbe, '/admin', async () => {
        await expect(admin.heading).toBeVisible();
        await expect(admin.recentUsers.getByText(hostile.newcomer).first()).toBeVisible();
      });
    });
  });
});
