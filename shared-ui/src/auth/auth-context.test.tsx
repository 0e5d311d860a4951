import { screen } from '@testing-library/react';
import { jsonResponse, renderWithProviders } from '../testing';
import { useAuth } from './auth-context';

function WhoAmI() {
  const auth = useAuth();
  if (auth.isLoading) return <p>loading</p>;
  return <p>{auth.user ? `signed in as ${auth.user.firstName}${auth.isAdmin ? ' (admin)' : ''}` : 'signed out'}</p>;
}

describe('AuthProvider', () => {
  it('treats a 401 from /api/auth/user as signed out, without retrying', async () => {
    const fetchMock = jest.fn(async () => new Response('{"message":"Not signed in"}', { status: 401 }));
    global.fetch = fetchMock;
    renderWithProviders(<WhoAmI />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('exposes the current user and admin flag', async () => {
    global.fetch = jest.fn(async () => jsonResponse({ id: 1, firstName: 'Ada', isAdmin: true }));
    renderWithProviders(<WhoAmI />);
    expect(await screen.findByText('signed in as Ada (admin)')).toBeInTheDocument();
  });
});
