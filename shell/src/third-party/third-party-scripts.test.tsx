import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from '@stackfolio/shared-ui/router';
import { AdSlot, AD_SLOT_INIT_DELAY_MS } from '@stackfolio/shared-ui';
import { jsonResponse, renderWithProviders } from '@stackfolio/shared-ui/testing';
import { reloadRuntimeConfig } from '../app/runtime-config';
import { stubFetch } from '../testing/stub-fetch';
import { ADS_SCRIPT_URL, resetAdsForTests } from './ads-script';
import { ANALYTICS_SCRIPT_URL, resetAnalyticsForTests } from './analytics-provider';
import { ThirdPartyScripts } from './third-party-scripts';

function Pages() {
  return (
    <nav>
      <Link to="/profiles">Browse Profiles</Link>
      <Link to="/analytics?range=7days">Analytics</Link>
    </nav>
  );
}

const pageViews = () =>
  (window.dataLayer ?? [])
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter((args) => args[0] === 'event' && args[1] === 'page_view')
    .map((args) => (args[2] as { page_path: string }).page_path);

const scripts = () => Array.from(document.head.querySelectorAll('script')).map((s) => s.src);

function withConfig(config: Record<string, unknown>) {
  stubFetch({ 'GET /mf-config.json': () => jsonResponse({ remotes: {}, ...config }) });
  return reloadRuntimeConfig();
}

describe('ThirdPartyScripts', () => {
  beforeEach(() => {
    resetAnalyticsForTests();
    resetAdsForTests();
    document.head.innerHTML = '';
    delete window.adsbygoogle;
  });
  afterEach(() => jest.useRealTimers());

  it('sends a page-view event for the first page and on every route change when analytics is configured', async () => {
    await withConfig({ analyticsId: 'G-TEST1' });
    const user = userEvent.setup();
    renderWithProviders(
      <ThirdPartyScripts>
        <Pages />
      </ThirdPartyScripts>,
      { route: '/' },
    );
    await waitFor(() => expect(pageViews()).toEqual(['/']));
    expect(scripts()).toEqual([`${ANALYTICS_SCRIPT_URL}?id=G-TEST1`]);
    await user.click(screen.getByRole('link', { name: 'Browse Profiles' }));
    await user.click(screen.getByRole('link', { name: 'Analytics' }));
    await waitFor(() => expect(pageViews()).toEqual(['/', '/profiles', '/analytics?range=7days']));
  });

  it('loads no third-party script and sends nothing when neither analytics nor ads are configured', async () => {
    await withConfig({});
    jest.useFakeTimers();
    renderWithProviders(
      <ThirdPartyScripts>
        <AdSlot width={728} height={90} />
      </ThirdPartyScripts>,
    );
    await act(async () => jest.advanceTimersByTime(AD_SLOT_INIT_DELAY_MS));
    expect(scripts()).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
    expect(window.adsbygoogle).toBeUndefined();
  });

  it('loads the ad network script and initialises slots 100 ms after they appear when ads are configured', async () => {
    await withConfig({ adsClient: 'ca-pub-42' });
    jest.useFakeTimers();
    renderWithProviders(
      <ThirdPartyScripts>
        <AdSlot width={728} height={90} />
      </ThirdPartyScripts>,
    );
    await act(async () => {});
    await waitFor(() => expect(scripts()).toEqual([`${ADS_SCRIPT_URL}?client=ca-pub-42`]));
    act(() => jest.advanceTimersByTime(AD_SLOT_INIT_DELAY_MS));
    expect(window.adsbygoogle).toEqual([{}]);
  });
});
