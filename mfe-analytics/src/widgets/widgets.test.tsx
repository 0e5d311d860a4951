import { screen, within } from '@testing-library/react';
import { jsonResponse, renderWithProviders } from '@stackfolio/shared-ui/testing';
import { useAuth } from '@stackfolio/shared-ui';
import widgets from '../widgets';
import { AnalyticsPage } from '../pages/analytics-page';
import { TEXT, TONE_COLORS } from '../features/analytics/constants';
import { analyticsCalls, analyticsFixture, stubApi, USER } from '../testing/analytics-fixture';

const ProfileViewsCard = widgets['profile-views-card'];
const ActivityCard = widgets['activity-card'];

describe('dashboard widgets', () => {
  it('"profile-views-card" shows the all-time total of portfolio views and links to /analytics', async () => {
    stubApi({
      analytics: (url: string) =>
        jsonResponse(
          analyticsFixture({ totalPortfolioViews: url.endsWith('range=all') ? 5678 : 1234 }),
        ),
    });
    renderWithProviders(<ProfileViewsCard />);
    const link = await screen.findByRole('link', { name: /Profile Views\s*5,678/ });
    expect(link).toHaveAttribute('href', '/analytics');
  });

  it('"activity-card" shows the ranking in its colour and links to /analytics', async () => {
    stubApi({ analytics: () => jsonResponse(analyticsFixture()) });
    renderWithProviders(<ActivityCard />);
    const link = await screen.findByRole('link', { name: /Your Activity\s*High/ });
    expect(link).toHaveAttribute('href', '/analytics');
    expect(within(link).getByText('High')).toHaveStyle({ color: TONE_COLORS.green.text });
  });

  it(`"activity-card" says "${TEXT.calculating}" while loading and when there is no ranking`, async () => {
    stubApi({ analytics: () => jsonResponse(analyticsFixture({ impactRanking: null })) });
    renderWithProviders(<ActivityCard />);
    expect(await screen.findByText(TEXT.calculating)).toBeInTheDocument();
    await screen.findByRole('link', { name: /Your Activity/ });
    expect(screen.getByText(TEXT.calculating)).toBeInTheDocument();
  });

  it('share one all-time request with each other; the page asks for its own range', async () => {
    const api = stubApi({ analytics: () => jsonResponse(analyticsFixture()) });
    renderWithProviders(
      <>
        <ProfileViewsCard />
        <ActivityCard />
        <AnalyticsPage />
      </>,
    );
    await screen.findByRole('link', { name: /Profile Views\s*1,234/ });
    await screen.findByRole('region', { name: 'Top Performing Projects' });
    expect(analyticsCalls(api).sort()).toEqual([
      `/api/analytics/${USER.id}?range=30days`,
      `/api/analytics/${USER.id}?range=all`,
    ]);
  });

  it('render nothing and ask for nothing when signed out', async () => {
    const api = stubApi({ analytics: () => jsonResponse(analyticsFixture()), user: null });
    function AuthProbe() {
      const { isLoading } = useAuth();
      return isLoading ? null : <p>auth settled</p>;
    }
    const { container } = renderWithProviders(
      <>
        <ProfileViewsCard />
        <ActivityCard />
        <AuthProbe />
      </>,
    );
    await screen.findByText('auth settled');
    expect(container.querySelector('a')).toBeNull();
    expect(analyticsCalls(api)).toHaveLength(0);
  });
});
