import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/** Hands the page a runtime config with the operator's third-party settings, as ANALYTICS_ID / ADS_CLIENT would. */
async function configure(page: Page, extra: Record<string, string>) {
  await page.route('**/mf-config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), ...extra } });
  });
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
  test('a default install makes no third-party request', async ({ page, baseURL }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(baseURL!) && !request.url().startsWith('data:'))
        foreign.push(request.url());
    });
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Browse Profiles' })
      .click();
    await page.waitForLoadState('networkidle');
    expect(foreign).toEqual([]);
    expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
  });

  test('with analytics configured, a page view is sent on every route change', async ({ page }) => {
    await configure(page, { analyticsId: 'G-E2ETEST' });
    await page.route('https://www.googletagmanager.com/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: ANALYTICS_STUB }),
    );
    await page.goto('/');
    await expect.poll(() => page.evaluate(() => (window as any).__pageViews)).toEqual(['/']);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Browse Profiles' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as any).__pageViews))
      .toEqual(['/', '/profiles', '/login']);
  });

  test('with ads configured, the landing page slots keep their space and are initialised', async ({
    page,
  }) => {
    await configure(page, { adsClient: 'ca-pub-e2e' });
    let scriptRequested = false;
    await page.route('https://pagead2.googlesyndication.com/**', (route) => {
      scriptRequested = true;
      return route.fulfill({ contentType: 'text/javascript', body: '' });
    });
    await page.goto('/');
    const slots = page.locator('[data-ad-slot-box]');
    await expect(slots).toHaveCount(2);
    const box = await slots.first().boundingBox();
    expect(box?.height).toBe(90);
    await expect.poll(() => page.evaluate(() => window.adsbygoogle?.length ?? 0)).toBe(2);
    expect(scriptRequested).toBe(true);
  });
});

declare global {
  interface Window {
    adsbygoogle?: unknown[];
  }
}
