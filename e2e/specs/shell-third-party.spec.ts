import type { Page } from '@playwright/test';
import { startConfiguredServer, type ConfiguredServer } from '../fixtures/configured-server';
import { expect, test } from '../fixtures';

/**
 * The third-party scripts load only when the operator configures them, and the page's
 * Content-Security-Policy (set by the server from the same settings) allows exactly their origins:
 * the configured cases run against a second server started with ANALYTICS_ID and ADS_CLIENT.
 */

/** Records CSP violations (event and console) from the first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const reported: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) reported.push(message.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)),
    ...reported,
  ];
}

/** A stand-in for the analytics provider's script: records every page_view the page queues. */
const ANALYTICS_STUB = `
  window.__pageViews = [];
  const record = (args) => { if (args[0] === 'event' && args[1] === 'page_view') window.__pageViews.push(args[2].page_path); };
  for (const args of window.dataLayer) record(args);
  const push = window.dataLayer.push.bind(window.dataLayer);
  window.dataLayer.push = (...items) => { items.forEach(record); return push(...items); };
`;

test.describe('@shell third-party scripts', () => {
  test('a default install makes no third-party request and its policy names no third party', async ({
    page,
    baseURL,
  }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(baseURL!) && !request.url().startsWith('data:'))
        foreign.push(request.url());
    });
    const response = await page.goto('/');
    expect(response!.headers()['content-security-policy']).not.toMatch(/google|doubleclick/);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Browse Profiles' })
      .click();
    await page.waitForLoadState('networkidle');
    expect(foreign).toEqual([]);
    expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
  });

  test.describe('configured (ANALYTICS_ID and ADS_CLIENT set)', () => {
    test.skip(Boolean(process.env.E2E_BASE_URL), 'needs a locally started server');
    let server: ConfiguredServer;
    test.beforeAll(async () => {
      test.setTimeout(90_000);
      server = await startConfiguredServer({ ANALYTICS_ID: 'G-E2ETEST', ADS_CLIENT: 'ca-pub-e2e' });
    });
    test.afterAll(async () => {
      await server?.stop();
    });

    test('the policy allows the analytics and ad origins, and only because they are configured', async ({
      request,
    }) => {
      const res = await request.get(`${server.baseURL}/`);
      const policy = res.headers()['content-security-policy'];
      const scriptSrc = /script-src ([^;]*)/.exec(policy)![1].split(' ');
      expect(scriptSrc).toEqual(
        expect.arrayContaining([
          'https://www.googletagmanager.com',
          'https://pagead2.googlesyndication.com',
        ]),
      );
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(
        (await request.get(`${server.baseURL}/mf-config.json`).then((r) => r.json())).analyticsId,
      ).toBe('G-E2ETEST');
    });

    test('with analytics configured, a page view is sent on every route change', async ({
      page,
    }) => {
      const violations = await watchViolations(page);
      let scriptRequested = false;
      await page.route('https://www.googletagmanager.com/**', (route) => {
        scriptRequested = true;
        return route.fulfill({ contentType: 'text/javascript', body: ANALYTICS_STUB });
      });
      await page.route('https://pagead2.googlesyndication.com/**', (route) =>
        route.fulfill({ contentType: 'text/javascript', body: '' }),
      );
      await page.goto(`${server.baseURL}/`);
      await expect.poll(() => page.evaluate(() => (window as any).__pageViews)).toEqual(['/']);
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('link', { name: 'Browse Profiles' }).click();
      await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
      await expect
        .poll(() => page.evaluate(() => (window as any).__pageViews))
        .toEqual(['/', '/profiles', '/login']);
      expect(scriptRequested).toBe(true);
      expect(await violations()).toEqual([]);
    });

    test('with ads configured, the landing page slots keep their space and are initialised', async ({
      page,
    }) => {
      const violations = await watchViolations(page);
      let scriptRequested = false;
      await page.route('https://pagead2.googlesyndication.com/**', (route) => {
        scriptRequested = true;
        return route.fulfill({ contentType: 'text/javascript', body: '' });
      });
      await page.route('https://www.googletagmanager.com/**', (route) =>
        route.fulfill({ contentType: 'text/javascript', body: ANALYTICS_STUB }),
      );
      await page.goto(`${server.baseURL}/`);
      const slots = page.locator('[data-ad-slot-box]');
      await expect(slots).toHaveCount(2);
      const box = await slots.first().boundingBox();
      expect(box?.height).toBe(90);
      await expect.poll(() => page.evaluate(() => window.adsbygoogle?.length ?? 0)).toBe(2);
      expect(scriptRequested).toBe(true);
      expect(await violations()).toEqual([]);
    });

    test('a script from an origin that is not configured is refused', async ({ page }) => {
      const violations = await watchViolations(page);
      await page.goto(`${server.baseURL}/`);
      const loaded = await page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            const script = document.createElement('script');
            script.src = 'https://evil.example/track.js';
            script.onload = () => resolve(true);
            script.onerror = () => resolve(false);
            document.head.appendChild(script);
          }),
      );
      expect(loaded).toBe(false);
      expect((await violations()).join('\n')).toMatch(/evil\.example/);
    });
  });
});

declare global {
  interface Window {
    adsbygoogle?: unknown[];
  }
}
