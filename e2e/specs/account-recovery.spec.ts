import { expect, expectNoA11yViolations, test, uniqueEmail } from '../fixtures';
import { resetLink } from '../fixtures/smtp';
import { ShellAccount } from '../pages/shell-account';

test.describe('@shell password reset by e-mail, through a real SMTP server', () => {
  test.skip(Boolean(process.env.E2E_BASE_URL), 'needs a server of its own with SMTP_URL');
  // The worker's mail server confirms new accounts at once: confirmation by mail (on by default
  // with SMTP_URL) is verify-and-block.spec.ts's.
  test('request → mail → link → new password → sign in; old password and used link fail', async ({
    page,
    mailServer: { baseURL: base, smtp },
  }) => {
    const account = new ShellAccount(page);
    const email = uniqueEmail('reset');
    const unknown = uniqueEmail('nobody');
    const registered = await page.request.post(`${base}/api/auth/register`, {
      data: { firstName: 'Rosa', lastName: 'Reset', email, password: 'old-password-1' },
    });
    expect(registered.ok()).toBe(true);
    await page.context().clearCookies();

    await test.step('an unknown address gets the same screen', async () => {
      await page.goto(`${base}/forgot-password`);
      await page.getByLabel('Email').fill(unknown);
      await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
      await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
      await page.getByRole('button', { name: 'try again' }).click();
    });

    let link = '';
    await test.step('the account gets a mail with a reset link; the unknown address none', async () => {
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
      await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
      await expect.poll(() => smtp.mailsTo(email).length).toBe(1);
      link = resetLink(smtp.mailsTo(email)[0]);
      expect(smtp.mailsTo(unknown)).toHaveLength(0);
    });

    await test.step('the link sets a new password with the password rules', async () => {
      await page.goto(link);
      await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
      await expectNoA11yViolations(page);
      await page.getByLabel('New password', { exact: true }).fill('new-password-2');
      await page.getByLabel('Confirm new password', { exact: true }).fill('different-3');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await expect(page.getByText("Passwords don't match")).toBeVisible();
      await page.getByLabel('Confirm new password', { exact: true }).fill('new-password-2');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await expect(page.getByRole('status')).toContainText('Your password has been reset.');
    });

    await test.step('the new password signs in; the old one does not', async () => {
      await page.goto(`${base}/login`);
      await account.signIn(email, 'old-password-1');
      await expect(page.getByRole('alert')).toBeVisible();
      await account.signIn(email, 'new-password-2');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Welcome to your dashboard, Rosa!' }),
      ).toBeVisible();
      await expect.poll(() => smtp.mailsTo(email).length).toBe(2);
    });

    await test.step('the used link no longer works', async () => {
      await page.goto(link);
      await page.getByLabel('New password', { exact: true }).fill('third-password-3');
      await page.getByLabel('Confirm new password', { exact: true }).fill('third-password-3');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await expect(page.getByRole('alert')).toContainText(
        'This password reset link is invalid or has expired.',
      );
    });
  });
});
