import { screen } from '@testing-library/react';
import { renderWithProviders } from '@stackfolio/shared-ui/testing';
import { stubFetch } from '../testing/stub-fetch';
import { AppRoutes } from './app-routes';

describe('AppRoutes', () => {
  it('shows a full-screen spinner while the sign-in state loads', () => {
    stubFetch({ 'GET /api/auth/user': () => new Promise<Response>(() => undefined) });
    renderWithProviders(<AppRoutes />, { route: '/' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it("shows 'Page Not Found' inside the layout for any other path", async () => {
    stubFetch();
    renderWithProviders(<AppRoutes />, { route: '/no/such/page' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  });

  it.each([
    ['/login', 'Welcome Back', 'Sign in | Stackfolio'],
    ['/register', 'Create Your Account', 'Create your account | Stackfolio'],
    ['/forgot-password', 'Forgot Password?', 'Forgot password | Stackfolio'],
    ['/privacy-policy', 'Privacy Policy', 'Privacy Policy | Stackfolio'],
    ['/terms', 'Terms of Service', 'Terms of Service | Stackfolio'],
    ['/no/such/page', 'Page Not Found', 'Page Not Found | Stackfolio'],
    // One segment without the @ of a handle is no profile.
    ['/ada-lovelace', 'Page Not Found', 'Page Not Found | Stackfolio'],
  ])('renders the shell page at %s with its own tab title', async (route, heading, tabTitle) => {
    stubFetch();
    renderWithProviders(<AppRoutes />, { route });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(document.title).toBe(tabTitle);
  });
});
