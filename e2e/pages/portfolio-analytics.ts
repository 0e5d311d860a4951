import type { Locator, Page } from '@playwright/test';

/** /analytics, by roles and names as a person sees them. */
export class PortfolioAnalyticsPage {
  readonly heading: Locator;
  readonly range: Locator;
  readonly search: Locator;
  readonly recentViews: Locator;
  readonly topReferrers: Locator;
  readonly topCountries: Locator;
  readonly topProjects: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Portfolio Analytics' });
    this.range = page.getByLabel('Time range');
    this.search = page.getByLabel('Search by country or referrer');
    this.recentViews = page.getByRole('region', { name: 'Recent Portfolio Views' });
    this.topReferrers = page.getByRole('region', { name: 'Top Referrers' });
    this.topCountries = page.getByRole('region', { name: 'Top Countries' });
    this.topProjects = page.getByRole('region', { name: 'Top Performing Projects' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/analytics');
  }

  /** A stat card (Total Portfolio Views, Project Views, Unique Visitors, Total Downloads). */
  card(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  /** The headline number of a stat card (e.g. '1,234'), not its note. */
  statValue(name: string): Locator {
    return this.card(name).getByText(/^[\d,]+$/);
  }

  /** Chooses a range by its label and waits for the API call it makes; resolves with that range key. */
  async chooseRange(label: string): Promise<string> {
    const refetch = this.page.waitForResponse(
      (r) =>
        r.url().includes('/api/analytics/') &&
        r.url().includes('range=') &&
        r.request().method() === 'GET',
    );
    await this.range.selectOption({ label });
    const response = await refetch;
    return new URL(response.url()).searchParams.get('range') ?? '';
  }
}
