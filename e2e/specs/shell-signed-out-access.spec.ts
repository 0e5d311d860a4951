import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/** docs/product.md §4/§8: what a signed-out visitor meets on each signed-in page. */
const SENT_TO_SIGN_IN = [
  { path: '/upload', toast: 'You are logged out. Logging in again...' },
  { path: '/analytics', toast: 'You are logged out. Logging in again...' },
  { path: '/settings', toast: 'You are logged out. Logging in again...' },
  { path: '/admin', toast: 'You are logged out. Logging in again...' },
  { path: '/edit-profile', toast: 'You need to be logged in to edit your profile' },
];

/**
 * Every toast the page shows, across navigations: the toast lives only until the page leaves
 * (500 ms), too short to poll for reliably on a busy machine.
 */
async function recordToasts(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__recordToast', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    const recorded = new WeakSet<Element>();
    new MutationObserver(() => {
      document.querySelectorAll('[data-testid="toast"]').forEach((el) => {
        if (recorded.has(el)) return;
        recorded.add(el);
        (window as unknown as { __recordToast: (t: string) => void }).__recordToast(
          el.textContent ?? '',
        );
      });
    }).observe(document, { childList: true, subtree: true });
  });
  return seen;
}

test.describe('@shell @profiles @projects @analytics @resume @admin signed-out visits to signed-in pages', () => {
  for (const { path, toast } of SENT_TO_SIGN_IN) {
    test(`${path}: an 'Unauthorized' toast, then the sign-in page`, async ({ page }) => {
      const toasts = await recordToasts(page);
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/, { timeout: 20_000 });
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
      await expect.poll(() => toasts.length).toBe(1);
      expect(toasts[0]).toContain('Unauthorized');
      expect(toasts[0]).toContain(toast);
    });
  }

  test('/resume asks the visitor to log in', async ({ page }) => {
    await page.goto('/resume');
    await expect(page.getByText('Please log in to access the resume generator')).toBeVisible();
  });
});
