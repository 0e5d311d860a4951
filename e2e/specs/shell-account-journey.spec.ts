import { expect, expectNoA11yViolations, step, test, uniqueEmail } from '../fixtures';
import { ShellAccount } from '../pages/shell-account';

test.describe('@shell an account from registration to deletion', () => {
  test('register → dashboard → log out → sign in → change password → delete account', async ({
    page,
  }) => {
    const account = new ShellAccount(page);
    const user = {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: uniqueEmail('shell'),
      password: 'first-pass-1',
    };
    const newPassword = 'second-pass-2';
    const greeting = page.getByRole('heading', {
      level: 1,
      name: 'Welcome to your dashboard, Grace!',
    });

    await step('register and land on the dashboard, signed in with a stored token', async () => {
      await account.register(user);
      await expect(page).toHaveURL(/\/$/);
      await expect(greeting).toBeVisible();
      expect(await account.storedToken()).toBeTruthy();
    });

    await step('the avatar menu shows the name and email', async () => {
      const menu = await account.openAccountMenu();
      await expect(menu).toContainText('Grace Hopper');
      await expect(menu).toContainText(user.email);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
    });

    await step('log out: the token is removed and the landing page shows', async () => {
      await account.logOut();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('link', { name: 'Get Started Free' })).toBeVisible();
      expect(await account.storedToken()).toBeNull();
    });

    await step('a wrong password shows the error banner', async () => {
      await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
      await account.signIn(user.email, 'not-the-password');
      await expect(page.getByRole('alert')).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
    });

    await step('sign in and go to the dashboard', async () => {
      await account.signIn(user.email, user.password);
      await expect(page).toHaveURL(/\/$/);
      await expect(greeting).toBeVisible();
    });

    await step('settings: a wrong current password gives the error toast', async () => {
      const menu = await account.openAccountMenu();
      await menu.getByRole('menuitem', { name: 'Settings' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
      await expect(page.getByText(user.email)).toBeVisible();
      await account.changePassword('wrong-current-1', newPassword);
      await expect(account.toast).toContainText('Error updating password');
    });

    await step(
      'settings: the right current password updates it and clears the fields',
      async () => {
        await account.changePassword(user.password, newPassword);
        await expect(account.toast).toContainText('Password updated');
        await expect(account.toast).toContainText('Your password has been successfully updated.');
        await expect(page.getByLabel('Current password', { exact: true })).toHaveValue('');
      },
    );

    await step('still signed in after the change; the new password signs in', async () => {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
      await account.logOut();
      await page.goto('/login');
      await account.signIn(user.email, newPassword);
      await expect(greeting).toBeVisible();
    });

    await step('delete the account after confirming', async () => {
      await page.goto('/settings');
      await page.getByRole('button', { name: 'Delete Account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Are you absolutely sure?' });
      await expect(dialog).toContainText('Comments and likes');
      await expectNoA11yViolations(page);
      await dialog.getByLabel('Your password', { exact: true }).fill('wrong-password-9');
      await dialog.getByRole('button', { name: 'Delete Account' }).click();
      await expect(account.toast).toContainText('Current password is incorrect');
      await expect(dialog).toBeVisible();
      await dialog.getByLabel('Your password', { exact: true }).fill(newPassword);
      await dialog.getByRole('button', { name: 'Delete Account' }).click();
      await expect(account.toast).toContainText('Account deleted');
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('link', { name: 'Get Started Free' })).toBeVisible();
      expect(await account.storedToken()).toBeNull();
    });

    await step('the deleted account can no longer sign in', async () => {
      await page.goto('/login');
      await account.signIn(user.email, newPassword);
      await expect(page.getByRole('alert')).toBeVisible();
    });
  });

  test('forgot password: pending, then the confirmation, after one request', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') posts.push(request.url());
    });
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
    await expect(page.getByRole('button', { name: 'Sending Instructions...' })).toBeDisabled();
    await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
    await page.getByRole('button', { name: 'try again' }).click();
    await expect(page.getByLabel('Email')).toBeVisible();
    expect(posts.map((url) => new URL(url).pathname)).toEqual(['/api/account/forgot-password']);
  });
});
