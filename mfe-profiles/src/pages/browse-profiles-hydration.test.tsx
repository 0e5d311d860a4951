import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import { AppProviders, createQueryClient, SEARCH_DEBOUNCE_MS } from '@stackfolio/shared-ui';
import { MemoryRouter } from '@stackfolio/shared-ui/router';
import { profilesQuery } from '../features/browse-profiles/api/get-profiles';
import { filterFromParams } from '../features/browse-profiles/model/profile-filter';
import { aUser, callsTo, profilesPage, stubApi } from '../testing/api-stub';
import { BrowseProfilesPage } from './browse-profiles-page';

describe('/profiles rendered by the server', () => {
  afterEach(() => jest.useRealTimers());

  it('hydrates with the prefetched list and keeps the words and place typed before it started', async () => {
    jest.useFakeTimers();
    const fetchMock = stubApi({
      'GET /api/users/all': () => Response.json(profilesPage([aUser({ firstName: 'Grace' })])),
    });
    const route = '/profiles?workplace=remote';
    // As the server's prefetch (routes.tsx) fills the cache: the page reads the same key.
    const client = createQueryClient();
    await client.prefetchInfiniteQuery(
      profilesQuery(filterFromParams(new URL(route, 'http://x').searchParams)),
    );
    const tree = (
      <AppProviders client={client}>
        <MemoryRouter initialEntries={[route]}>
          <BrowseProfilesPage />
        </MemoryRouter>
      </AppProviders>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    (container.querySelector('#profile-search') as HTMLInputElement).value = 'grace';
    (container.querySelector('#profile-location') as HTMLInputElement).value = 'Berlin';

    await act(async () => {
      hydrateRoot(container, tree);
    });
    expect(callsTo(fetchMock, 'GET', '/api/users/all')).toHaveLength(1);
    await act(async () => {
      jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    });

    expect(screen.getByRole('searchbox', { name: 'Search profiles' })).toHaveValue('grace');
    // Folded, as on a narrow screen (jsdom applies no media query), but kept as typed.
    expect(screen.getByRole('searchbox', { name: 'Location', hidden: true })).toHaveValue('Berlin');
    const calls = callsTo(fetchMock, 'GET', '/api/users/all');
    expect(calls.at(-1)![0].searchParams.toString()).toBe(
      'q=grace&location=Berlin&workplace=remote&page=1&limit=24',
    );
    container.remove();
  });
});
