import type { Page } from '@playwright/test';
import { expect, grantAdmin, registerUser, step, test } from '../fixtures';
import { PUBLIC_SHELL_ROUTES } from '../fixtures/routes';
import { ShellLayout } from '../pages/shell-layout';

/**
 * The Content-Security-Policy of the pages: every route runs under it without a single
 * violation (chunk scripts, remotes, styled-components' and the dialogs' style tags all carry or
 * need no nonce), and what an attacker would inject is refused.
 */

const ROUTES = [
  ...PUBLIC_SHELL_ROUTES,
  '/profiles',
  '/browse-projects',
  '/upload',
  '/analytics',
  '/resume',
  '/admin',
  '/settings',
  '/edit-profile',
  '/no-such-page',
];

/** Records CSP violations from the first script on: the DOM event and the console's report. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push(
        `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)),
    ...consoleErrors,
  ];
}

test.describe('@security Content-Security-Policy', () => {
  test('every page loads under the policy with no violation', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const user = await registerUser(page.request);
    grantAdmin(user.email);
    const created = await page.request.post('/api/projects', {
      multipart: { title: 'CSP probe', projectUrl: `${baseURL}/privacy-policy`, tags: '["csp"]' },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const violations = await watchViolations(page);
    const layout = new ShellLayout(page);

    for (const path of [...ROUTES, `/profile/${user.id}`, `/projects/${id}/edit`]) {
      await step(path, async () => {
        const response = await page.goto(path);
        const policy = response!.headers()['content-security-policy'];
        expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
        await expect(layout.footer).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await violations(), path).toEqual([]);
      });
    }

    await step(
      'a dialog (its scroll lock adds a style tag) opens without a violation',
      async () => {
        await page.goto(`/browse-projects?project=${id}`);
        await expect(page.getByRole('dialog', { name: 'CSP probe' })).toBeVisible();
        await page.keyboard.press('Escape');
        expect(await violations()).toEqual([]);
      },
    );
  });

  test('the styles are applied: styled-components style tags carry the nonce', async ({ page }) => {
    await page.goto('/');
    await expect(new ShellLayout(page).banner).toBeVisible();
    const styles = await page.evaluate(() =>
      Array.from(document.querySelectorAll('style')).map((s) => ({
        nonce: s.nonce,
        rules: s.sheet?.cssRules.length ?? 0,
      })),
    );
    expect(styles.length).toBeGreaterThan(0);
    for (const style of styles) expect(style.nonce).not.toBe('');
    expect(styles.some((s) => s.rules > 0)).toBe(true);
  });

  test('an injected inline script, a wrong nonce, eval and an inline style are all refused', async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    // A script the policy does allow (same origin) that then tries eval.
    await page.route('**/csp-eval-probe.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'try { window.__evalRan = eval("true"); } catch (e) { window.__evalRan = false; }',
      }),
    );
    await page.goto('/');
    await expect(new ShellLayout(page).banner).toBeVisible();
    const outcome = await page.evaluate(async () => {
      const w = window as unknown as Record<string, unknown>;
      const inject = (code: string, nonce?: string) => {
        const script = document.createElement('script');
        if (nonce) script.setAttribute('nonce', nonce);
        script.textContent = code;
        document.body.appendChild(script);
      };
      inject('window.__inline = true');
      inject('window.__wrongNonce = true', 'not-the-nonce');
      const probe = document.createElement('script');
      probe.src = '/csp-eval-probe.js';
      const probed = new Promise((resolve) => probe.addEventListener('load', resolve));
      document.body.appendChild(probe);
      await probed;
      const styled = document.createElement('p');
      styled.id = 'csp-style-probe';
      document.body.appendChild(styled);
      const style = document.createElement('style');
      style.textContent = '#csp-style-probe { color: rgb(1, 2, 3) }';
      document.head.appendChild(style);
      const handler = document.createElement('img');
      handler.setAttribute('onerror', 'window.__handler = true');
      handler.src = 'data:,not-an-image';
      document.body.appendChild(handler);
      await new Promise((resolve) => setTimeout(resolve, 300));
      return {
        inline: w.__inline ?? false,
        wrongNonce: w.__wrongNonce ?? false,
        handler: w.__handler ?? false,
        evalRan: w.__evalRan,
        styled: getComputedStyle(styled).color === 'rgb(1, 2, 3)',
      };
    });
    expect(outcome).toEqual({
      inline: false,
      wrongNonce: false,
      handler: false,
      evalRan: false,
      styled: false,
    });
    const reported = (await violations()).join('\n');
    expect(reported).toMatch(/script-src/);
    expect(reported).toMatch(/style-src/);
  });

  test('the nonce is new on every page load and pages cannot be framed', async ({ request }) => {
    const nonceOf = async () => {
      const res = await request.get('/profiles');
      const policy = res.headers()['content-security-policy'];
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).not.toContain('unsafe-inline');
      expect(policy).not.toContain('unsafe-eval');
      const nonce = /'nonce-([^']+)'/.exec(policy)![1];
      expect(await res.text()).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
      return nonce;
    };
    expect(await nonceOf()).not.toBe(await nonceOf());
  });
});
