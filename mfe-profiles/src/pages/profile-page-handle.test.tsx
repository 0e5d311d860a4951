import { screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from '@stackfolio/shared-ui/router';
import { aPage, renderWithProviders } from '@stackfolio/shared-ui/testing';
import { resetViewTracking } from '@stackfolio/shared-ui';
import { aUser, callsTo, stubApi } from '../testing/api-stub';
import { ProfilePage } from './profile-page';

/** The address bar, as the profile page leaves it. */
function Address() {
  return <p data-testid="address">{useLocation().pathname}</p>;
}

/** The profile page mounted as the shell mounts it: `/@:handle` as `/:handle`, and `/profile/:id`. */
function renderAt(route: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/:handle" element={<ProfilePage />} />
        <Route path="/profile/:id" element={<ProfilePage />} />
      </Routes>
      <Address />
    </>,
    { route },
  );
}

const ada = aUser({ id: 7, handle: 'ada-lovelace', projectCount: 0 });

describe('the profile at /@{handle}', () => {
  beforeEach(() => resetViewTracking());

  it('reads the person by handle and shows them at /@handle', async () => {
    const fetchMock = stubApi({
      'GET /api/users/@ada-lovelace': ada,
      'GET /api/users/7/projects': aPage([]),
      'POST /api/analytics/portfolio-view': {},
    });
    renderAt('/@ada-lovelace');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' }),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/users/@ada-lovelace')).toHaveLength(1);
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/@ada-lovelace$/);
  });

  it.each([['/profile/7'], ['/@Old-Handle']])(
    'replaces %s in the address bar with /@handle once the person is known',
    async (route) => {
      stubApi({
        'GET /api/users/7': ada,
        'GET /api/users/@old-handle': ada,
        'GET /api/users/@ada-lovelace': ada,
        'GET /api/users/7/projects': aPage([]),
        'POST /api/analytics/portfolio-view': {},
      });
      renderAt(route);
      await waitFor(() =>
        expect(screen.getByTestId('address')).toHaveTextContent(/^\/@ada-lovelace$/),
      );
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' }),
      ).toBeInTheDocument();
    },
  );

  it('shows "User Not Found" for an unknown handle', async () => {
    stubApi({});
    renderAt('/@nobody');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'User Not Found' }),
    ).toBeInTheDocument();
  });
});
