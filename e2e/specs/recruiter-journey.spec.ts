import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  expect,
  expectNoA11yViolationsInBothThemes,
  registerUser,
  signedInBrowser,
  step,
  test,
} from '../fixtures';
import { startConfiguredServer, type ConfiguredServer } from '../fixtures/configured-server';
import { startSmtpServer } from '../fixtures/smtp';

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;

const ADMIN_CLI = path.resolve(__dirname, '..', '..', 'api', 'dist', 'cli', 'admin.js');
// Asynchronous: the SMTP server the command mails to runs in this process.
const execFileAsync = promisify(execFile);

/** Saved-search alerts among the mails to `email`. */
const alertMails = (smtp: Smtp, email: string) =>
  smtp.mailsTo(email).filter((m) => m.subject.includes('your saved search'));

/** A header of a received mail, its folded lines joined. */
const header = (raw: string, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'im').exec(raw.replace(/\r\n[ \t]+/g, ' '))?.[1]?.trim();

test.describe('@profiles a recruiter’s journey, through a real SMTP server and the alert command', () => {
  test.skip(Boolean(process.env.E2E_BASE_URL), 'needs a server of its own and its admin command');
  let smtp: Smtp;
  let server: ConfiguredServer;
  let workDir: string;
  /** The settings the server runs with, which the admin command needs too. */
  let env: Record<string, string>;
  test.beforeAll(async () => {
    smtp = await startSmtpServer();
    workDir = mkdtempSync(path.join(tmpdir(), 'stackfolio-e2e-recruiter-'));
    env = {
      SMTP_URL: smtp.url,
      DATABASE_URL: `sqlite:${path.join(workDir, 'e2e.sqlite')}`,
      SESSION_SECRET: 'e2e-recruiter-session-secret-long-enough-0123456789',
    };
    // With SMTP_URL, new accounts confirm their address before they may contact anyone.
    server = await startConfiguredServer(env);
  });
  test.afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  /** `npm run admin -- send-alerts` against this server's database and mail; returns its line. */
  async function sendAlerts(): Promise<string> {
    const { stdout } = await execFileAsync(process.execPath, [ADMIN_CLI, 'send-alerts'], {
      env: {
        ...process.env,
        ...env,
        NODE_ENV: 'production',
        PUBLIC_URL: server.baseURL,
        UPLOAD_DIR: path.join(workDir, 'uploads'),
        DATA_DIR: path.join(workDir, 'data'),
        LOG_LEVEL: 'silent',
      },
    });
    return stdout.trim();
  }

  const browserOf = (browser: Browser, person: { firstName: string; lastName: string }) =>
    signedInBrowser(browser, person, { baseURL: server.baseURL });

  /** Someone new, open to remote contract work with `skill`, saved through the API. */
  async function newProfessional(
    newContext: () => Promise<APIRequestContext>,
    person: { firstName: string; lastName: string },
    skill: string,
  ) {
    const request = await newContext();
    const user = await registerUser(request, person);
    const saved = await request.patch('/api/users/profile', {
      headers: { Authorization: `Bearer ${user.token}` },
      data: {
        skills: [skill],
        openToWork: {
          status: 'open',
          roles: [],
          employmentTypes: ['contract'],
          workplaces: ['remote'],
          locations: [],
          visibility: 'everyone',
        },
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    await request.dispose();
  }

  const checkbox = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });

  test('a recruiter filters, contacts a professional, saves the search, gets an alert of a new match and unsubscribes in one click', async ({
    browser,
    playwright,
  }) => {
    // A skill of this test's own: the counts and the alerts are of its people only.
    const skill = `Rust${Date.now().toString(36)}`;
    const filtered = `/profiles?skill=${skill.toLowerCase()}&open=1&workplace=remote`;
    const searchName = `${skill.toLowerCase()} · Open to work · Remote`;
    const pro = await browserOf(browser, { firstName: 'Ferris', lastName: 'Berliner' });
    const recruiter = await browserOf(browser, { firstName: 'Rita', lastName: 'Recruiter' });
    const newContext = () => playwright.request.newContext({ baseURL: server.baseURL });
    const r = recruiter.page;

    await step('the professional is open to remote contract work in Berlin', async () => {
      const { page } = pro;
      await page.goto('/edit-profile');
      await page.getByLabel('Location', { exact: true }).fill('Berlin');
      await page.getByLabel('Add a skill').fill(skill);
      await page.getByLabel('Add a skill').press('Enter');
      const section = page.getByRole('group', { name: 'Open to work' });
      await section.getByRole('radio', { name: 'Open to work' }).check();
      await section.getByRole('checkbox', { name: 'Contract' }).check();
      await section.getByRole('checkbox', { name: 'Remote' }).check();
      await section.getByLabel('Cities or regions').fill('Berlin');
      await page.getByRole('button', { name: 'Save Profile' }).click();
      await expect(page).toHaveURL(`/@${pro.user.handle}`);
    });

    await step('the recruiter confirms her address through the mailed link', async () => {
      await expect.poll(() => smtp.mailsTo(recruiter.user.email).length).toBe(1);
      const { text } = smtp.mailsTo(recruiter.user.email)[0];
      const link = /https?:\/\/\S+\/verify-email\?token=[A-Za-z0-9_-]+/.exec(text)?.[0];
      expect(link, text).toBeTruthy();
      await r.goto(link!);
      await expect(r.getByRole('status')).toHaveText('Your e-mail address is confirmed.');
    });

    await step('she opens the filtered list and sees him with the counts', async () => {
      await r.goto(filtered);
      await expect(r.getByRole('article')).toHaveCount(1);
      await expect(r.getByRole('article', { name: 'Ferris Berliner' })).toBeVisible();
      await expect(checkbox(r, `${skill} (1)`)).toBeChecked();
      await expect(checkbox(r, 'Open to work (1)')).toBeChecked();
      await expect(checkbox(r, 'Remote (1)')).toBeChecked();
      await expect(checkbox(r, 'Contract (1)')).not.toBeChecked();
      await expect(checkbox(r, 'Full-time (0)')).not.toBeChecked();
    });

    await step('she contacts him from his profile', async () => {
      const card = r.getByRole('article', { name: 'Ferris Berliner' });
      await card.getByRole('link', { name: /View Profile/ }).click();
      await expect(r).toHaveURL(`/@${pro.user.handle}`);
      await r.getByRole('button', { name: 'Contact Ferris Berliner' }).click();
      const dialog = r.getByRole('dialog', { name: 'Contact Ferris Berliner' });
      await dialog.getByLabel('Subject').fill('Remote Rust contract');
      await dialog.getByLabel('Message').fill('Hi Ferris, a six-month remote contract?');
      await dialog.getByRole('button', { name: 'Send message' }).click();
      await expect(dialog).toBeHidden();
      await expect(r.getByTestId('toast')).toContainText('Your message was sent to Ferris');
    });

    await step('he reads it in /messages; the mail reaches him with Reply-To her', async () => {
      await pro.page.goto('/messages');
      const inbox = pro.page.getByRole('list', { name: 'Inbox' });
      await expect(inbox.getByRole('heading', { name: 'New Remote Rust contract' })).toBeVisible();
      await expect(inbox.getByText('Hi Ferris, a six-month remote contract?')).toBeVisible();
      const contactMails = () =>
        smtp.mailsTo(pro.user.email).filter((m) => m.subject.includes('Remote Rust contract'));
      await expect.poll(() => contactMails().length).toBe(1);
      expect(header(contactMails()[0].raw, 'Reply-To')).toBe(recruiter.user.email);
    });

    await step(
      'she saves the search with daily e-mails, by keyboard (axe in both themes)',
      async () => {
        await r.goto(filtered);
        const button = r.getByRole('button', { name: 'Save this search' });
        await button.focus();
        await r.keyboard.press('Enter');
        const dialog = r.getByRole('dialog', { name: 'Save this search' });
        const name = dialog.getByLabel('Name');
        await expect(name).toBeFocused();
        await expect(name).toHaveValue(searchName);
        await expect(dialog.getByLabel('E-mail me new matches')).toHaveValue('weekly');
        await expectNoA11yViolationsInBothThemes(r);
        await r.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(button).toBeFocused();

        await r.keyboard.press('Enter');
        await dialog.getByLabel('E-mail me new matches').selectOption({ label: 'Daily' });
        await dialog.getByRole('button', { name: 'Save', exact: true }).click();
        await expect(dialog).toBeHidden();
        await expect(r.getByTestId('toast')).toContainText('Search saved. Manage it in Settings.');
        await expect(
          r.getByRole('link', { name: 'Manage saved searches in Settings' }),
        ).toHaveAttribute('href', '/settings');
      },
    );

    await step('a new match appears; the alert run mails her, naming only him', async () => {
      await newProfessional(newContext, { firstName: 'Grace', lastName: 'Newcomer' }, skill);
      expect(await sendAlerts()).toBe('Sent 1 saved-search alert');
      await expect.poll(() => alertMails(smtp, recruiter.user.email).length).toBe(1);
      const [mail] = alertMails(smtp, recruiter.user.email);
      expect(mail.subject).toBe(`1 new profile matches your saved search “${searchName}”`);
      expect(mail.text).toContain('Grace Newcomer');
      expect(mail.text).not.toContain('Ferris Berliner');
    });

    await step('the mail client’s one-click POST turns the alerts off', async () => {
      const [mail] = alertMails(smtp, recruiter.user.email);
      expect(header(mail.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      const target = /^<([^>]+)>$/.exec(header(mail.raw, 'List-Unsubscribe') ?? '')?.[1];
      expect(target, mail.raw).toBeTruthy();
      const { pathname, search } = new URL(target!);
      // A mail provider's server posts it: no cookie, a form body.
      const client = await newContext();
      const res = await client.post(pathname + search, {
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        data: 'List-Unsubscribe=One-Click',
      });
      expect(res.status()).toBe(200);
      expect(await res.json()).toMatchObject({
        changed: true,
        message: `E-mails for the saved search “${searchName}” are off.`,
      });
      await client.dispose();
    });

    await step('a further match and another run mail nothing more', async () => {
      await newProfessional(newContext, { firstName: 'Hedy', lastName: 'Later' }, skill);
      // The command delivers what it queues before it returns: nothing is on its way.
      expect(await sendAlerts()).toBe('Sent 0 saved-search alerts');
      expect(alertMails(smtp, recruiter.user.email)).toHaveLength(1);
    });

    await recruiter.context.close();
    await pro.context.close();
  });
});
