import { expect, registerUser, step, test } from '../fixtures';
import { AdminDashboard } from '../pages/admin-dashboard';

test.describe('@admin admin dashboard access', () => {
  test('a signed-in non-admin is told "Access Denied" and sent home', async ({ page }) => {
    await registerUser(page.request);
    const admin = new AdminDashboard(page);
    await step('open /admin', async () => {
      await admin.goto();
      await expect(admin.toast).toContainText('Access Denied');
      await expect(admin.toast).toContainText("You don't have permission to access this page.");
    });
    await step('land on / after the toast', async () => {
      await expect(page).toHaveURL(/\/$/);
      await expect(admin.heading).toHaveCount(0);
    });
  });

  test('a signed-out visitor is sent to sign in', async ({ page }) => {
    const admin = new AdminDashboard(page);
    await admin.goto();
    await expect(admin.toast).toContainText('You are logged out. Logging in again...');
    await expect(page).toHaveURL(/\/login$/);
  });
});
