import type { Browser } from '@playwright/test';
import {
  expect,
  expectNoA11yViolationsInBothThemes,
  signedInBrowser,
  step,
  test,
} from '../fixtures';
import { startConfiguredServer, type ConfiguredServer } from '../fixtures/configured-server';
import { startSmtpServer } from '../fixtures/smtp';

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;

/** Contact mails to `email` (not the address confirmation every new account gets). */
const contactMails = (smtp: Smtp, email: string) =>
  smtp.mailsTo(email).filter((m) => m.subject.includes(' on Stackfolio: '));

test.describe('@profiles contact requests through a real SMTP server', () => {
  test.skip(Boolean(process.env.E2E_BASE_URL), 'needs a server of its own with SMTP_URL');
  let smtp: Smtp;
  let server: ConfiguredServer;
  test.beforeAll(async () => {
    smtp = await startSmtpServer();
    // With SMTP_URL, new accounts confirm their address before they may contact anyone.
    server = await startConfiguredServer({ SMTP_URL: smtp.url });
  });
  test.afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  const browserOf = (browser: Browser, person: { firstName: string; lastName: string }) =>
    signedInBrowser(browser, person, { baseURL: server.baseURL });

  test('a confirmed recruiter contacts a professional, who gets the mail and reads it in /messages', async ({
    browser,
  }) => {
    const recruiter = await browserOf(browser, { firstName: 'Rita', lastName: 'Recruiter' });
    const pro = await browserOf(browser, { firstName: 'Paula', lastName: 'Pro' });
    const subject = 'Rust role in Berlin';
    const body = 'Hi Paula, <b>are you open</b> to a contract role?';

    await step('the recruiter confirms her address through the mailed link', async () => {
      await expect.poll(() => smtp.mailsTo(recruiter.user.email).length).toBe(1);
      const text = smtp.mailsTo(recruiter.user.email)[0].text;
      const link = /https?:\/\/\S+\/verify-email\?token=[A-Za-z0-9_-]+/.exec(text)?.[0];
      expect(link, text).toBeTruthy();
      await recruiter.page.goto(link!);
      await expect(recruiter.page.getByRole('status')).toHaveText(
        'Your e-mail address is confirmed.',
      );
    });

    await step('she presses Contact on the profile and sends a message', async () => {
      const { page } = recruiter;
      await page.goto(`/@${pro.user.handle}`);
      await page.getByRole('button', { name: 'Contact Paula Pro' }).click();
      const dialog = page.getByRole('dialog', { name: 'Contact Paula Pro' });
      await expect(dialog.getByLabel('Subject')).toBeFocused();
      await expectNoA11yViolationsInBothThemes(page);
      await dialog.getByLabel('Subject').fill(subject);
      await dialog.getByLabel('Message').fill(body);
      await dialog.getByRole('button', { name: 'Send message' }).click();
      await expect(dialog).toBeHidden();
      await expect(
        page.getByTestId('toast').getByText('Your message was sent to Paula Pro.'),
      ).toBeVisible();
    });

    await step('the mail reaches the professional with Reply-To the recruiter', async () => {
      await expect.poll(() => contactMails(smtp, pro.user.email).length).toBe(1);
      const [mail] = contactMails(smtp, pro.user.email);
      expect(mail.subject).toBe(`Rita Recruiter on Stackfolio: ${subject}`);
      const replyTo = /^Reply-To: (.*)$/im.exec(mail.raw)?.[1]?.trim();
      expect(replyTo).toBe(recruiter.user.email);
      expect(mail.text.replace(/\r\n/g, '\n')).toContain(body);
    });

    await step('she sees it in /messages, as text, and marks it read', async () => {
      const { page } = pro;
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('link', { name: 'Messages 1 unread' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
      const inbox = page.getByRole('list', { name: 'Inbox' });
      await expect(inbox.getByRole('heading', { name: `New ${subject}` })).toBeVisible();
      await expect(inbox.getByText(body)).toBeVisible();
      await expect(page.getByText('1 unread message.')).toBeVisible();
      await expectNoA11yViolationsInBothThemes(page);
      await inbox.getByRole('button', { name: `Mark "${subject}" as read` }).click();
      await expect(page.getByText('No unread messages.')).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
      await expect(inbox.getByRole('heading', { name: subject, exact: true })).toBeVisible();
    });

    await step('with "Nobody" in Settings, her profile offers no Contact button', async () => {
      await pro.page.goto('/settings');
      const card = pro.page.getByRole('region', { name: 'Contact requests' });
      await card.getByRole('radio', { name: 'Nobody' }).check();
      await card.getByRole('button', { name: 'Save' }).click();
      await expect(
        pro.page.getByTestId('toast').getByText('Contact settings saved.'),
      ).toBeVisible();
      await recruiter.page.goto(`/@${pro.user.handle}`);
      await expect(recruiter.page.getByRole('button', { name: 'Block Paula Pro' })).toBeVisible();
      await expect(recruiter.page.getByRole('button', { name: /^Contact/ })).toHaveCount(0);
    });

    await recruiter.context.close();
    await pro.context.close();
  });
});
