import {
  bellOf,
  expect,
  expectNoA11yViolationsInBothThemes,
  signedInBrowser,
  step,
  test,
} from '../fixtures';

test.describe('@shell notification mails through a real SMTP server', () => {
  test.skip(Boolean(process.env.E2E_BASE_URL), 'needs a server of its own with SMTP_URL');

  test('the owner hears of a comment by mail, turns comment mails off from the mail, and the next comment sends none', async ({
    browser,
    playwright,
    mailServer: { baseURL, smtp },
  }) => {
    test.setTimeout(120_000);
    const options = { baseURL, colorScheme: 'light' } as const;
    const owner = await signedInBrowser(
      browser,
      { firstName: 'Olive', lastName: 'Owner' },
      options,
    );
    const fan = await signedInBrowser(browser, { firstName: 'Fay', lastName: 'Fan' }, options);
    const mailsAbout = (what: string) =>
      smtp.mailsTo(owner.user.email).filter((m) => m.text.includes(what));
    const created = await owner.context.request.post('/api/projects', {
      multipart: {
        title: 'Tide tables',
        description: 'Tides.',
        projectUrl: 'https://example.com/',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const project = (await created.json()) as { id: number; path: string };
    const bell = (unread: number) => bellOf(owner.page, unread);
    const comment = async (content: string) => {
      const res = await fan.context.request.post(`/api/projects/${project.id}/comments`, {
        data: { content },
      });
      expect(res.status(), await res.text()).toBe(201);
    };

    await step('in Settings the owner has like mails sent right away', async () => {
      const { page } = owner;
      await page.goto('/settings');
      const card = page.getByRole('region', { name: 'E-mail notifications' });
      await expect(card.getByLabel('Comments on my projects')).toHaveValue('instant');
      await card.getByLabel('Likes on my projects').selectOption({ label: 'Right away' });
      await card.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByTestId('toast').getByText('E-mail preferences saved.')).toBeVisible();
      await expectNoA11yViolationsInBothThemes(page);
    });

    await step('a comment raises the bell without a reload and arrives by mail', async () => {
      await owner.page.goto('/');
      await expect(bell(0)).toBeVisible();
      await comment('The spring tides are spot on.');
      await expect(bell(1)).toBeVisible();
      await expect.poll(() => mailsAbout('Fay Fan commented on').length).toBe(1);
    });

    const [mail] = mailsAbout('Fay Fan commented on');
    await step('the mail’s link opens Unsubscribe, which turns comment mails off', async () => {
      const link = /https?:\/\/\S+\/unsubscribe\?token=\S+/.exec(mail.text)?.[0];
      expect(link, mail.text).toBeTruthy();
      // Opening the link changes nothing (a scanner may open it): the button does.
      await owner.page.goto(link!);
      const button = owner.page.getByRole('button', { name: 'Turn these mails off' });
      await expect(button).toBeVisible();
      await expectNoA11yViolationsInBothThemes(owner.page);
      await button.click();
      await expect(owner.page.getByRole('status')).toHaveText(
        'Comment mails are off. Change this any time in Settings.',
      );
    });

    await step('the mail client’s one-click POST (RFC 8058) finds them off already', async () => {
      const raw = mail.raw.replace(/\r\n[ \t]+/g, ' ');
      expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/im);
      const target = /^List-Unsubscribe: <([^>]+)>/im.exec(raw)?.[1];
      expect(target).toBeTruthy();
      const { pathname, search } = new URL(target!);
      // A mail provider's server posts it: no cookie, no Origin, a form body.
      const client = await playwright.request.newContext({ baseURL });
      const res = await client.post(pathname + search, {
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        data: 'List-Unsubscribe=One-Click',
      });
      expect(res.status()).toBe(200);
      expect(await res.json()).toMatchObject({
        changed: false,
        message: 'Comment mails were already off; nothing changed.',
      });
      await client.dispose();
    });

    await step('the next comment rings the bell but sends no mail', async () => {
      await owner.page.goto('/');
      await comment('And the neap tides too.');
      await expect(bell(2)).toBeVisible();
      // A like mailed after it shows the mail queue got past the comment.
      const liked = await fan.context.request.post(`/api/projects/${project.id}/like`);
      expect(liked.status()).toBe(200);
      await expect(bell(3)).toBeVisible();
      await expect.poll(() => mailsAbout('Fay Fan liked').length).toBe(1);
      expect(mailsAbout('Fay Fan commented on')).toHaveLength(1);
    });

    await owner.context.close();
    await fan.context.close();
  });
});
