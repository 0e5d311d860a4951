import type { Locator, Page } from '@playwright/test';

/** /admin, by roles and names as a person sees them. */
export class AdminDashboard {
  readonly heading: Locator;
  readonly toast: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Admin Dashboard' });
    this.toast = page.getByTestId('toast');
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin');
  }

  /** A stat card (Total Users, Projects Uploaded, Total Downloads, Platform Health). */
  card(name: string): Locator {
    return this.page.getByRole('region', { name });
  }
}
