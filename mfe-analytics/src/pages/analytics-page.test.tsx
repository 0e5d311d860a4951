import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '@stackfolio/shared-ui/testing';
import { SIGN_IN_REDIRECT_DELAY_MS, SIGNED_OUT_TOAST } from '@stackfolio/shared-ui';
import { AnalyticsPage } from './analytics-page';
import {
  ANALYTICS_MAX_RETRIES,
  TEXT,
  TIME_RANGES,
  TONE_COLORS,
} from '../features/analytics/constants';
import { analyticsCalls, analyticsFixture, stubApi, USER } from '../testing/analytics-fixture';

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('AnalyticsPage', () => {
  it('opens on "Last 30 days" and asks for GET /api/analytics/{userId}?range=30days', async () => {
    const api = stubApi({ analytics: () => jsonResponse(analyticsFixture()) });
    renderWithProviders(<AnalyticsPage />);
    expect(screen.getByRole('heading', { level: 1, name: TEXT.title })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: TEXT.rangeLabel })).toHaveDisplayValue(
      'Last 30 days',
    );
    await screen.findByText('1,234');
    expect(analyticsCalls(api)).toEqual([`/api/analytics/${USER.id}?range=30days`]);
  });

  it('offers the five ranges and refetches with the chosen one', async () => {
    const api = stubApi({
      analytics: (url) =>
        jsonResponse(
          analyticsFixture({ totalPortfolioViews: url.endsWith('range=7days') ? 42 : 1234 }),
        ),
    });
    renderWithProviders(<AnalyticsPage />);
    const select = await screen.findByRole('combobox', { name: TEXT.rangeLabel });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(TIME_RANGES.map((r) => r.label));
    await screen.findByText('1,234');
    await userEvent.selectOptions(select, 'Last 7 days');
    expect(await screen.findByText('42')).toBeInTheDocument();
    expect(analyticsCalls(api)).toContain(`/api/analytics/${USER.id}?range=7days`);
  });

  it('shows loading placeholders until the data arrives', async () => {
    stubApi({ analytics: () => new Promise(() => undefined) });
    renderWithProviders(<AnalyticsPage />);
    expect(screen.getByRole('status', { name: 'Loading analytics' })).toBeInTheDocument();
    expect(await screen.findAllByTestId('stat-skeleton')).toHaveLength(4);
  });

  it('shows the four stat cards with the last-30-days views', async () => {
    stubApi({ analytics: () => jsonResponse(analyticsFixture()) });
    renderWithProviders(<AnalyticsPage />);
    expect(
      within(await screen.findByRole('region', { name: 'Total Portfolio Views' })).getByText(
        '1,234',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('321 in the last 30 days')).toBeInTheDocument();
    expect(within(section('Project Views')).getByText('56')).toBeInTheDocument();
    expect(within(section('Unique Visitors')).getByText('78')).toBeInTheDocument();
    expect(within(section('Total Downloads')).getByText('9')).toBeInTheDocument();
  });

  it('numbers the top projects and highlights the first three', async () => {
    stubApi({ analytics: () => jsonResponse(analyticsFixture()) });
    renderWithProviders(<AnalyticsPage />);
    const items = within(
      await screen.findByRole('region', { name: 'Top Performing Projects' }),
    ).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-highlighted'))).toEqual([
      'true',
      'true',
      'true',
      'false',
    ]);
    expect(items[0]).toHaveTextContent('Number 1, top project: Compiler');
    expect(items[3]).toHaveTextContent('Number 4: Notes');
  });

  it('links to /upload when there are no projects yet', async () => {
    stubApi({ analytics: () => jsonResponse(analyticsFixture({ topProjects: [] })) });
    renderWithProviders(<AnalyticsPage />);
    const link = within(
      await screen.findByRole('region', { name: 'Top Performing Projects' }),
    ).getByRole('link');
    expect(link).toHaveAttribute('href', '/upload');
  });

  it('lists the first 5 recent views with "anonymous visitor", "Unknown" country and host names', async () => {
    stubApi({ analytics: () => jsonResponse(analyticsFixture()) });
    renderWithProviders(<AnalyticsPage />);
    const recent = await screen.findByRole('region', { name: 'Recent Portfolio Views' });
    const items = within(recent).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent(
      `${TEXT.anonymousVisitor}Germany · about 2 hours ago · google.com`,
    );
    expect(items[1]).toHaveTextContent(
      `Grace Hopper${TEXT.unknownCountry} · 3 days ago · ${TEXT.directVisits}`,
    );
    expect(within(recent).queryByText(/Norway/)).not.toBeInTheDocument();
  });

  it('filters recent views, countries and referrers by the search text', async () => {
    stubApi({ analytics: () => jsonResponse(analyticsFixture()) });
    renderWithProviders(<AnalyticsPage />);
    await screen.findByText('1,234');
    await userEvent.type(screen.getByRole('searchbox', { name: TEXT.searchLabel }), 'germ');
    expect(within(section('Recent Portfolio Views')).getAllByRole('listitem')).toHaveLength(1);
    expect(
      within(section('Top Countries'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Germany10']);
    expect(
      within(section('Top Referrers')).getByText('Nothing matches your search.'),
    ).toBeInTheDocument();

    await userEvent.clear(screen.getByRole('searchbox', { name: TEXT.searchLabel }));
    await userEvent.type(screen.getByRole('searchbox', { name: TEXT.searchLabel }), 'direct');
    expect(
      within(section('Top Referrers'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([`${TEXT.directVisits}8`]);
    expect(within(section('Recent Portfolio Views')).getAllByRole('listitem')).toHaveLength(4);
    expect(within(section('Top Countries')).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('shows countries and referrers as bar lists with "Unknown" and "Direct visits"', async () => {
    stubApi({ analytics: () => jsonResponse(analyticsFixture()) });
    renderWithProviders(<AnalyticsPage />);
    const countries = within(
      await screen.findByRole('region', { name: 'Top Countries' }),
    ).getAllByRole('listitem');
    expect(countries.map((li) => li.textContent)).toEqual([
      'Germany10',
      'France4',
      `${TEXT.unknownCountry}2`,
    ]);
    const referrers = within(section('Top Referrers')).getAllByRole('listitem');
    expect(referrers.map((li) => li.textContent)).toEqual([`${TEXT.directVisits}8`, 'google.com5']);
  });

  it('shows platform activity and links the most viewed profiles', async () => {
    stubApi({ analytics: () => jsonResponse(analyticsFixture()) });
    renderWithProviders(<AnalyticsPage />);
    const activity = await screen.findByRole('region', { name: 'Platform Activity' });
    expect(within(activity).getByText('Last 30 days')).toBeInTheDocument();
    expect(within(activity).getByText('Projects Uploaded').nextSibling).toHaveTextContent('4');
    expect(within(activity).getByText('Profiles Viewed').nextSibling).toHaveTextContent('6');
    expect(within(activity).getByText('Projects Explored').nextSibling).toHaveTextContent('15');
    expect(within(activity).getByText('Community Engagement').nextSibling).toHaveTextContent('5');
    const link = within(section('Your Most Viewed Profiles')).getByRole('link', {
      name: /Grace Hopper/,
    });
    expect(link).toHaveAttribute('href', '/profile/21');
  });

  it.each([
    ['High', 'green'],
    ['Moderate', 'yellow'],
    ['Low', 'red'],
  ] as const)('colours a %s ranking %s', async (ranking, tone) => {
    const base = analyticsFixture().impactRanking!;
    stubApi({
      analytics: () => jsonResponse(analyticsFixture({ impactRanking: { ...base, ranking } })),
    });
    renderWithProviders(<AnalyticsPage />);
    const card = await screen.findByRole('region', { name: 'Activity Ranking' });
    const badge = within(card).getByText(ranking);
    expect(badge).toHaveAttribute('data-tone', tone);
    expect(badge).toHaveStyle({ color: TONE_COLORS[tone].text });
    expect(card).toHaveTextContent('92nd');
    expect(card).toHaveTextContent('#3 of 40');
  });

  describe('when loading fails', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it(`retries ${ANALYTICS_MAX_RETRIES} times, then shows "${TEXT.errorTitle}" with a Retry that reloads`, async () => {
      let fail = true;
      const api = stubApi({
        analytics: () =>
          fail ? jsonResponse({ message: 'boom' }, 500) : jsonResponse(analyticsFixture()),
      });
      renderWithProviders(<AnalyticsPage />);
      expect(
        await screen.findByRole('heading', { name: TEXT.errorTitle }, { timeout: 20_000 }),
      ).toBeInTheDocument();
      expect(screen.getByText(TEXT.errorDescription)).toBeInTheDocument();
      expect(analyticsCalls(api)).toHaveLength(1 + ANALYTICS_MAX_RETRIES);

      fail = false;
      act(() => screen.getByRole('button', { name: TEXT.retry }).click());
      expect(await screen.findByText('1,234')).toBeInTheDocument();
    });

    it.each([401, 403])('shows nothing and does not retry on a %s', async (status) => {
      const api = stubApi({ analytics: () => jsonResponse({ message: 'no' }, status) });
      renderWithProviders(<AnalyticsPage />);
      await screen.findByRole('status', { name: 'Loading analytics' });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(10_000);
      });
      expect(analyticsCalls(api)).toHaveLength(1);
      expect(screen.queryByRole('status', { name: 'Loading analytics' })).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    });
  });

  it('sends a signed-out visitor to sign in without asking for analytics', async () => {
    jest.useFakeTimers();
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = stubApi({ analytics: () => jsonResponse(analyticsFixture()), user: null });
    renderWithProviders(<AnalyticsPage />);
    expect(await screen.findByText(SIGNED_OUT_TOAST.description)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(SIGN_IN_REDIRECT_DELAY_MS));
    // jsdom reports the navigation to /api/login as "Not implemented: navigation".
    expect(
      consoleError.mock.calls.some(([e]) => String(e?.message ?? e).includes('navigation')),
    ).toBe(true);
    expect(analyticsCalls(api)).toHaveLength(0);
    consoleError.mockRestore();
    jest.useRealTimers();
  });
});
