import type { Locator, Page } from '@playwright/test';

/** /admin, by roles and names as a person sees them. */
export class AdminDashboard {
  readonly heading: Locator;
  readonly toast: Locator;
  readonly recentUsers: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Admin Dashboard' });
    this.toast = page.getByTestId('toast');
    this.recentUsers = page.getByRole('region', { name: 'Recent Users' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin');
  }

  /** A stat card (Total Users, Projects Uploaded, Total Downloads, Platform Health). */
  card(name: string): Locator {
    return this.page.getByRole('region', { name });
  }

  /** The number a stat card shows once loaded (e.g. '1,234'). */
  statValue(name: string): Locator {
    return this.card(name).getByText(/^[\d,]+$/);
  }

  /** The number a stat card shows, read once it has loaded. */
  async statNumber(name: string): Promise<number> {
    return Number((await this.statValue(name).innerText()).replace(/,/g, ''));
  }
}
