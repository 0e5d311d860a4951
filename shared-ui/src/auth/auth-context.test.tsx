import { screen } from '@testing-library/react';
import { setAuthToken } from '../api-client';
import { aCurrentUser, jsonResponse, renderWithProviders } from '../testing';
import { useAuth } from './auth-context';

function WhoAmI() {
  const auth = useAuth();
  if (auth.isLoading) return <p>loading</p>;
  return (
    <p>
      {auth.user
        ? `signed in as ${auth.user.firstName}${auth.isAdmin ? ' (admin)' : ''}`
        : 'signed out'}
    </p>
  );
}

describe('AuthProvider', () => {
  it('treats a 401 from /api/auth/user as signed out, without retrying', async () => {
    const fetchMock = jest.fn(
      async () => new Response('{"message":"Not signed in"}', { status: 401 }),
    );
    global.fetch = fetchMock;
    renderWithProviders(<WhoAmI />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('exposes the current user and admin flag', async () => {
    global.fetch = jest.fn(async () =>
      jsonResponse(aCurrentUser({ id: 1, firstName: 'Ada', isAdmin: true })),
    );
    renderWithProviders(<WhoAmI />);
    expect(await screen.findByText('signed in as Ada (admin)')).toBeInTheDocument();
  });

  describe('when the page was served without a session cookie', () => {
    function hintNoSession() {
      const meta = document.createElement('meta');
      meta.name = 'stackfolio-session';
      meta.content = 'none';
      document.head.appendChild(meta);
    }
    afterEach(() => {
      setAuthToken(null);
      document.head.querySelector('meta[name="stackfolio-session"]')?.remove();
    });

    it('is signed out without asking the API, and asks again later', async () => {
      hintNoSession();
      const fetchMock = jest.fn(async () =>
        jsonResponse(aCurrentUser({ id: 2, firstName: 'Grace' })),
      );
      global.fetch = fetchMock;
      const { unmount } = renderWithProviders(<WhoAmI />);
      expect(await screen.findByText('signed out')).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
      unmount();
      // The hint describes the page load only: a later check goes to the API.
      renderWithProviders(<WhoAmI />);
      expect(await screen.findByText('signed in as Grace')).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('still asks when a token is stored (bearer sign-in)', async () => {
      hintNoSession();
      setAuthToken('t0ken');
      global.fetch = jest.fn(async () => jsonResponse(aCurrentUser({ id: 3, firstName: 'Linus' })));
      renderWithProviders(<WhoAmI />);
      expect(await screen.findByText('signed in as Linus')).toBeInTheDocument();
    });
  });
});
