import type { Locator, Page } from '@playwright/test';

/** The shell's sign-in pages, top bar account menu and settings, by roles and names. */
export class ShellAccount {
  readonly toast: Locator;
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.toast = page.getByTestId('toast');
    this.heading = page.getByRole('heading', { level: 1 });
  }

  async register(user: { firstName: string; lastName: string; email: string; password: string }) {
    await this.page.goto('/register');
    await this.page.getByLabel('First name').fill(user.firstName);
    await this.page.getByLabel('Last name').fill(user.lastName);
    await this.page.getByLabel('Email').fill(user.email);
    await this.page.getByLabel('Password', { exact: true }).fill(user.password);
    await this.page.getByLabel('Confirm password', { exact: true }).fill(user.password);
    await this.page.getByRole('button', { name: 'Create Account' }).click();
  }

  async signIn(email: string, password: string) {
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Sign In', exact: true }).click();
  }

  async openAccountMenu() {
    await this.page.getByRole('button', { name: 'Account menu' }).click();
    return this.page.getByRole('menu');
  }

  async logOut() {
    const menu = await this.openAccountMenu();
    await menu.getByRole('menuitem', { name: 'Log out' }).click();
  }

  async changePassword(current: string, next: string, confirm = next) {
    await this.page.getByLabel('Current password', { exact: true }).fill(current);
    await this.page.getByLabel('New password', { exact: true }).fill(next);
    await this.page.getByLabel('Confirm new password', { exact: true }).fill(confirm);
    await this.page.getByRole('button', { name: 'Update Password' }).click();
  }

  storedToken(): Promise<string | null> {
    return this.page.evaluate(() => window.localStorage.getItem('authToken'));
  }
}
