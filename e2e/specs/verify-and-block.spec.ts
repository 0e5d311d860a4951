import type { Browser, BrowserContext, Page } from '@playwright/test';
import {
  expect,
  expectNoA11yViolations,
  expectNoA11yViolationsInBothThemes,
  registerUser,
  step,
  test,
  uniqueEmail,
  type TestUser,
} from '../fixtures';
import { startConfiguredServer, type ConfiguredServer } from '../fixtures/configured-server';
import { startSmtpServer } from '../fixtures/smtp';

const CONFIRM_FIRST = 'Please confirm your e-mail address first.';

/** The first `/verify-email?token=…` link of the mails to `email`. */
function verifyLink(smtp: Awaited<ReturnType<typeof startSmtpServer>>, email: string): string {
  const text = smtp.mailsTo(email).at(-1)?.text ?? '';
  const match = /https?:\/\/\S+\/verify-email\?token=[A-Za-z0-9_-]+/.exec(text);
  if (!match) throw new Error(`no confirmation link in: ${text}`);
  return match[0];
}

/** Fills the upload form with a title and a link and sends it; resolves with the answer. */
async function uploadLinkProject(page: Page, base: string, title: string) {
  await page.goto(`${base}/upload`);
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Description').fill(`${title}: uploaded once the address is confirmed.`);
  await page.getByLabel('Project URL').fill('https://example.com/confirmed');
  const sent = page.waitForResponse(
    (r) => r.url().endsWith('/api/projects') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Upload Project' }).click();
  return sent;
}

test.describe('@shell e-mail confirmation through a real SMTP server', () => {
  test.skip(Boolean(process.env.E2E_BASE_URL), 'needs a server of its own with SMTP_URL');
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let server: ConfiguredServer;
  test.beforeAll(async () => {
    smtp = await startSmtpServer();
    // EMAIL_VERIFICATION is left unset: with SMTP_URL it is `required`.
    server = await startConfiguredServer({ SMTP_URL: smtp.url });
  });
  test.afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  test('sign up → banner → upload refused → confirm through the mail → upload', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const base = server.baseURL;
    const email = uniqueEmail('confirm');

    await step('signing up lands on the dashboard under the confirmation banner', async () => {
      await page.goto(`${base}/register`);
      await page.getByLabel('First name').fill('Cora');
      await page.getByLabel('Last name').fill('Confirm');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill('cora-password-1');
      await page.getByLabel('Confirm password', { exact: true }).fill('cora-password-1');
      await page.getByRole('button', { name: 'Create Account' }).click();
      const banner = page.getByRole('region', { name: 'E-mail confirmation' });
      await expect(banner).toContainText(CONFIRM_FIRST);
      await expect(banner).toContainText(email);
      await expect.poll(() => smtp.mailsTo(email).length).toBe(1);
      await expectNoA11yViolations(page);
      await page.emulateMedia({ colorScheme: 'dark' });
      await expectNoA11yViolations(page);
      await page.emulateMedia({ colorScheme: 'light' });
    });

    await step('"Resend confirmation" mails a new link', async () => {
      await page.getByRole('button', { name: 'Resend confirmation' }).click();
      await expect(
        page
          .getByTestId('toast')
          .getByText('We sent a new confirmation link to your e-mail address.'),
      ).toBeVisible();
      await expect.poll(() => smtp.mailsTo(email).length).toBe(2);
    });

    await step('an upload before confirming is refused with the reason', async () => {
      const response = await uploadLinkProject(page, base, 'Too Early');
      expect(response.status()).toBe(403);
      await expect(page.getByTestId('toast')).toContainText(CONFIRM_FIRST);
    });

    await step('the mailed link confirms the address; the banner goes', async () => {
      await page.goto(verifyLink(smtp, email));
      await expect(page.getByRole('status')).toHaveText('Your e-mail address is confirmed.');
      await expect(page.getByRole('region', { name: 'E-mail confirmation' })).toHaveCount(0);
      await expectNoA11yViolations(page);
      await page.emulateMedia({ colorScheme: 'dark' });
      await expectNoA11yViolations(page);
      await page.emulateMedia({ colorScheme: 'light' });
    });

    await step('the same link a second time says it no longer works', async () => {
      await page.reload();
      await expect(page.getByRole('alert')).toContainText(
        'This confirmation link is invalid or has expired.',
      );
      await expectNoA11yViolations(page);
    });

    await step('now the upload goes through', async () => {
      const response = await uploadLinkProject(page, base, 'Confirmed Work');
      expect(response.status()).toBe(201);
      await expect(page.getByTestId('toast').getByText('Project uploaded!')).toBeVisible();
    });
  });
});

/** A browser of its own for a person, signed in (cookie and stored token). */
async function browserOf(
  browser: Browser,
  colorScheme: 'light' | 'dark',
  person: { firstName: string; lastName: string },
): Promise<{ context: BrowserContext; page: Page; user: TestUser }> {
  const context = await browser.newContext({ colorScheme });
  const user = await registerUser(context.request, person);
  await context.addInitScript(
    (token) => window.localStorage.setItem('authToken', token),
    user.token,
  );
  return { context, page: await context.newPage(), user };
}

test.describe('@profiles blocking a person', () => {
  test('the owner blocks from the profile after confirming; the blocked person cannot comment', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const owner = await browserOf(browser, 'dark', { firstName: 'Bea', lastName: 'Blocker' });
    const troll = await browserOf(browser, 'light', { firstName: 'Tim', lastName: 'Troll' });
    const created = await owner.context.request.post('/api/projects', {
      multipart: {
        title: `Quiet Corner ${Date.now().toString(36)}`,
        projectUrl: 'https://example.com/quiet',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const project = (await created.json()) as { id: number; path: string };

    await step('the owner blocks Tim on his profile, after a confirmation', async () => {
      const { page } = owner;
      await page.goto(`/@${troll.user.handle}`);
      await page.getByRole('button', { name: 'Block Tim Troll' }).click();
      const dialog = page.getByRole('dialog', { name: 'Block Tim Troll' });
      await expect(dialog).toContainText('They are not told.');
      await expectNoA11yViolationsInBothThemes(page);
      await dialog.getByRole('button', { name: 'Block' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('toast').getByText('Tim Troll is blocked')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Unblock Tim Troll' })).toBeVisible();
      await expectNoA11yViolationsInBothThemes(page);
    });

    await step('Settings lists him under Blocked people', async () => {
      const { page } = owner;
      await page.goto('/settings');
      const list = page.getByRole('list', { name: 'Blocked people' });
      await expect(list.getByRole('link', { name: 'Tim Troll' })).toBeVisible();
      await expect(list.getByRole('button', { name: 'Unblock Tim Troll' })).toBeVisible();
      await expectNoA11yViolationsInBothThemes(page);
    });

    await step('Tim cannot comment on her project', async () => {
      const { page } = troll;
      await page.goto(project.path);
      await page.getByRole('button', { name: /^Comment/ }).click();
      await page.getByLabel('Your comment').fill('Let me in');
      await page.getByRole('button', { name: 'Post Comment' }).click();
      await expect(page.getByTestId('toast')).toContainText(
        'You cannot interact with this person.',
      );
      await expect(page.getByText('Let me in')).toHaveCount(0);
      await expectNoA11yViolations(page);
    });

    await owner.context.close();
    await troll.context.close();
  });
});
