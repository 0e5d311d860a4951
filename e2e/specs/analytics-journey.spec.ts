import { devices, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expect, expectNoA11yViolations, registerUser, step, test } from '../fixtures';
import { PortfolioAnalyticsPage } from '../pages/portfolio-analytics';

const LINKEDIN = 'https://www.linkedin.com/in/x';
const CHROME_UA = devices['Desktop Chrome'].userAgent;

/**
 * A visitor on their own device. The API tells visitors apart by IP and user agent (a daily-salted
 * hash), and every context here comes from the same IP, so each visitor gets its own user agent.
 */
async function visitorContext(browser: Browser, baseURL: string | undefined, device: string) {
  return browser.newContext({
    baseURL,
    userAgent: `${CHROME_UA} StackfolioE2E/${device}`,
    acceptDownloads: true,
  });
}

/**
 * Opens a path like a person following a link (optionally from another site); resolves with what the
 * tracker sent once the API answered it. (The tracker never reads the response body, so Chromium
 * never finishes loading it: the recorded flag is checked through the owner's analytics instead.)
 */
async function viewAndTrack(
  page: Page,
  path: string,
  endpoint: 'portfolio-view' | 'project-view',
  referer?: string,
) {
  const tracked = page.waitForResponse(
    (r) => r.url().endsWith(`/api/analytics/${endpoint}`) && r.request().method() === 'POST',
  );
  await page.goto(path, referer ? { referer } : undefined);
  const response = await tracked;
  expect(response.status()).toBe(200);
  return response.request().postDataJSON() as Record<string, unknown>;
}

test.describe('@analytics @profiles @projects portfolio analytics from real visits', () => {
  test("visitors' views show up on the owner's /analytics; the owner's own do not", async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    const baseURL = testInfo.project.use.baseURL;
    const stamp = Date.now().toString(36);
    const title = `Telemetry pipeline ${stamp}`;
    const analytics = new PortfolioAnalyticsPage(page);
    const contexts: BrowserContext[] = [];
    const owner = await registerUser(page.request, {
      firstName: 'Olivia',
      lastName: `Owner${stamp}`,
    });
    let projectId = 0;
    /** The owner's all-time counters as the API reports them to the owner's session. */
    const counted = async () => {
      const response = await page.request.get(`/api/analytics/${owner.id}?range=all`);
      const data = (await response.json()) as {
        totalPortfolioViews: number;
        totalProjectViews: number;
        totalUniqueVisitors: number;
      };
      return [data.totalPortfolioViews, data.totalProjectViews, data.totalUniqueVisitors];
    };

    try {
      await step('A creates a project with a file and a link', async () => {
        const created = await page.request.post('/api/projects', {
          multipart: {
            title,
            description: 'Streams metrics into dashboards.',
            projectUrl: `${baseURL}/privacy-policy`,
            file: { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') },
          },
        });
        expect(created.status(), await created.text()).toBe(201);
        projectId = ((await created.json()) as { id: number }).id;
      });

      await step(
        "an anonymous visitor opens A's profile and project directly, and downloads the file",
        async () => {
          const context = await visitorContext(browser, baseURL, 'anonymous');
          contexts.push(context);
          const visitor = await context.newPage();
          const profile = await viewAndTrack(visitor, `/@${owner.handle}`, 'portfolio-view');
          expect(profile).toMatchObject({ userId: owner.id, viewerUserId: null, referrer: '' });
          await expect(
            visitor.getByRole('heading', { level: 1, name: `Olivia Owner${stamp}` }),
          ).toBeVisible();

          const project = await viewAndTrack(
            visitor,
            `/browse-projects?project=${projectId}`,
            'project-view',
          );
          expect(project).toMatchObject({
            projectId,
            viewerUserId: null,
            referrer: expect.not.stringContaining('linkedin'),
          });
          const dialog = visitor.getByRole('dialog', { name: title });
          await expect(dialog).toBeVisible();
          const downloading = visitor.waitForEvent('download');
          await dialog.getByRole('link', { name: `Download ${title}` }).click();
          expect((await downloading).suggestedFilename()).toBe('notes.txt');
          await expect.poll(counted).toEqual([1, 1, 1]);
        },
      );

      const b = await step('signed-in user B opens the profile and then the project', async () => {
        const context = await visitorContext(browser, baseURL, 'member');
        contexts.push(context);
        const visitor = await context.newPage();
        const user = await registerUser(visitor.request, {
          firstName: 'Bruno',
          lastName: `Browser${stamp}`,
        });
        await visitor.addInitScript(
          (token) => window.localStorage.setItem('authToken', token),
          user.token,
        );
        const profile = await viewAndTrack(visitor, `/@${owner.handle}`, 'portfolio-view');
        expect(profile).toMatchObject({ userId: owner.id, viewerUserId: user.id });
        const project = await viewAndTrack(
          visitor,
          `/browse-projects?project=${projectId}`,
          'project-view',
        );
        expect(project).toMatchObject({ projectId, viewerUserId: user.id });
        await expect(visitor.getByRole('dialog', { name: title })).toBeVisible();
        await expect.poll(counted).toEqual([2, 2, 2]);
        // B's own analytics name A's profile as the one B viewed most.
        await visitor.goto('/analytics');
        const mostViewed = visitor.getByRole('region', { name: 'Your Most Viewed Profiles' });
        await expect(
          mostViewed.getByRole('link', { name: new RegExp(`Olivia Owner${stamp}.*1 view`) }),
        ).toBeVisible();
        return user;
      });

      await step('a visitor arriving from LinkedIn opens the profile and the project', async () => {
        const context = await visitorContext(browser, baseURL, 'linkedin');
        contexts.push(context);
        const visitor = await context.newPage();
        const profile = await viewAndTrack(
          visitor,
          `/@${owner.handle}`,
          'portfolio-view',
          LINKEDIN,
        );
        // The tracker sends document.referrer; the API keeps only the host.
        expect(profile).toMatchObject({
          userId: owner.id,
          viewerUserId: null,
          referrer: expect.stringContaining('linkedin.com'),
        });
        await viewAndTrack(
          visitor,
          `/browse-projects?project=${projectId}`,
          'project-view',
          LINKEDIN,
        );
        await expect.poll(counted).toEqual([3, 3, 3]);
      });

      await step(
        'A views their own profile and project: nothing is tracked, and the API refuses to count it',
        async () => {
          await page.addInitScript(
            (token) => window.localStorage.setItem('authToken', token),
            owner.token,
          );
          const tracked: string[] = [];
          page.on('request', (r) => {
            if (r.url().includes('/api/analytics/') && r.method() === 'POST') tracked.push(r.url());
          });
          await page.goto(`/@${owner.handle}`);
          await expect(page.getByRole('link', { name: 'Edit Profile' })).toBeVisible();
          await page.goto(`/browse-projects?project=${projectId}`);
          await expect(page.getByRole('dialog', { name: title })).toBeVisible();
          expect(tracked).toEqual([]);
          // Even a direct call from the owner's session is not recorded.
          const direct = await page.request.post('/api/analytics/portfolio-view', {
            data: { userId: owner.id, referrer: LINKEDIN },
          });
          expect(await direct.json()).toEqual({ recorded: false });
          expect(await counted()).toEqual([3, 3, 3]);
        },
      );

      await step(
        "A's /analytics shows 3 portfolio views, 3 project views, 3 unique visitors and 1 download",
        async () => {
          await analytics.goto();
          await expect(analytics.heading).toBeVisible();
          await expect(analytics.range).toHaveValue('30days');
          await expect(analytics.statValue('Total Portfolio Views')).toHaveText('3');
          await expect(analytics.card('Total Portfolio Views')).toContainText(
            '3 in the last 30 days',
          );
          await expect(analytics.statValue('Project Views')).toHaveText('3');
          await expect(analytics.statValue('Unique Visitors')).toHaveText('3');
          await expect(analytics.statValue('Total Downloads')).toHaveText('1');
          await expect(analytics.topProjects.getByRole('listitem').first()).toContainText(title);
          // The chart's text alternative sums the days the API sent.
          await expect(
            page.getByText(/^3 portfolio views between .*Busiest day: .*3 views/),
          ).toBeVisible();
        },
      );

      await step('Recent Portfolio Views lists the three visits, newest first', async () => {
        const rows = analytics.recentViews.getByRole('listitem');
        await expect(rows).toHaveCount(3);
        await expect(rows.nth(0)).toContainText('anonymous visitor');
        await expect(rows.nth(0)).toContainText('linkedin.com');
        await expect(rows.nth(1)).toContainText(`${b.firstName} ${b.lastName}`);
        await expect(rows.nth(1)).toContainText('Direct visits');
        await expect(rows.nth(2)).toContainText('anonymous visitor');
        await expect(rows.nth(2)).toContainText('Direct visits');
        // No COUNTRY_HEADER is configured for the suite's server, so every country reads 'Unknown'.
        for (const row of await rows.all()) await expect(row).toContainText('Unknown');
        await expect(analytics.topCountries).toContainText('No country data yet.');
      });

      await step('Top Referrers shows linkedin.com once and Direct visits twice', async () => {
        const rows = analytics.topReferrers.getByRole('listitem');
        await expect(rows).toHaveCount(2);
        await expect(rows.nth(0)).toHaveText(/^Direct visits\s*2$/);
        await expect(rows.nth(1)).toHaveText(/^linkedin\.com\s*1$/);
      });

      await step('axe-core finds no violations on /analytics with data', async () => {
        await expectNoA11yViolations(page);
      });

      await step(
        'switching the range re-queries the API; all views are from today, so every range agrees',
        async () => {
          for (const [label, key] of [
            ['Last 7 days', '7days'],
            ['All time', 'all'],
            ['Last year', '1year'],
          ] as const) {
            expect(await analytics.chooseRange(label)).toBe(key);
            await expect(analytics.range).toHaveValue(key);
            await expect(analytics.statValue('Total Portfolio Views')).toHaveText('3');
            await expect(analytics.statValue('Project Views')).toHaveText('3');
            await expect(analytics.statValue('Unique Visitors')).toHaveText('3');
            // 'All time' sums the projects' counters, the other ranges count download events: they must agree.
            await expect(analytics.statValue('Total Downloads')).toHaveText('1');
            await expect(analytics.recentViews.getByRole('listitem')).toHaveCount(3);
            await expect(analytics.topReferrers.getByRole('listitem')).toHaveCount(2);
          }
        },
      );

      await step('the search narrows recent views and referrers to LinkedIn', async () => {
        await analytics.search.fill('linkedin');
        await expect(analytics.recentViews.getByRole('listitem')).toHaveCount(1);
        await expect(analytics.topReferrers.getByRole('listitem')).toHaveCount(1);
        await expect(analytics.topReferrers).toContainText('linkedin.com');
        await analytics.search.fill('');
      });

      await step("the dashboard's Profile Views card shows the same total", async () => {
        await page.goto('/');
        const card = page.getByRole('link', { name: /Profile Views/ });
        await expect(card).toHaveAttribute('href', '/analytics');
        await expect(card.getByText(/^[\d,]+$/)).toHaveText('3');
      });
    } finally {
      for (const context of contexts) await context.close();
    }
  });
});
