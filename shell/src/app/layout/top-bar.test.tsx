import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from '@stackfolio/shared-ui/router';
import { jsonResponse, renderWithProviders } from '@stackfolio/shared-ui/testing';
import { SEARCH_PLACEHOLDER } from '../../constants';
import { callsTo, currentUser, stubFetch } from '../../testing/stub-fetch';
import { TopBar } from './top-bar';

function SearchPageStandIn() {
  const { search } = useLocation();
  return <p>search page {decodeURIComponent(search)}</p>;
}

function renderTopBar(route = '/') {
  return renderWithProviders(
    <>
      <TopBar />
      <Routes>
        <Route path="/" element={<p>home page</p>} />
        <Route path="/search" element={<SearchPageStandIn />} />
        <Route path="*" element={<p>other page</p>} />
      </Routes>
    </>,
    { route },
  );
}

const signedInAs = (
  overrides: Record<string, unknown> = {},
  routes: Parameters<typeof stubFetch>[0] = {},
) => stubFetch({ 'GET /api/auth/user': () => jsonResponse(currentUser(overrides)), ...routes });

const mainNav = () => within(screen.getByRole('navigation', { name: 'Main' }));

describe('TopBar', () => {
  beforeEach(() => window.localStorage.setItem('authToken', 'tok'));

  it('shows the public links, Sign In and Join Free to a signed-out visitor, without Discover, Admin or search', async () => {
    stubFetch();
    renderTopBar();
    expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Join Free' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Stackfolio' })).toHaveAttribute('href', '/');
    const links = mainNav()
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(['Browse Profiles', 'Upload', 'Analytics', 'Resume Builder']);
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('adds Discover and the search box for a signed-in user, Admin only for admins', async () => {
    signedInAs();
    const { unmount } = renderTopBar();
    expect(await mainNav().findByRole('link', { name: 'Discover' })).toHaveAttribute('href', '/');
    expect(mainNav().queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.getByPlaceholderText(SEARCH_PLACEHOLDER)).toBeInTheDocument();
    unmount();

    signedInAs({ isAdmin: true });
    renderTopBar();
    expect(await mainNav().findByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it('opens the results page /search?q=… on Enter, and goes nowhere for a blank search', async () => {
    signedInAs();
    const user = userEvent.setup();
    renderTopBar();
    const search = await screen.findByRole('searchbox', { name: 'Search' });
    expect(screen.getByRole('search', { name: 'Site' })).toContainElement(search);
    await user.type(search, '   {Enter}');
    expect(screen.getByText('home page')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'react & node{Enter}');
    expect(await screen.findByText('search page ?q=react+&+node')).toBeInTheDocument();
    expect(search).toHaveValue('react & node');
  });

  it('highlights the link of the current page only', async () => {
    signedInAs();
    renderTopBar('/profiles');
    expect(await mainNav().findByRole('link', { name: 'Discover' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(mainNav().getByRole('link', { name: 'Browse Profiles' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(mainNav().getByRole('link', { name: 'Upload' })).not.toHaveAttribute('aria-current');
  });

  it('opens the avatar menu with name, email and the five items', async () => {
    signedInAs();
    const user = userEvent.setup();
    renderTopBar();
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(menu).getByText('ada@example.com')).toBeInTheDocument();
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'View Profile',
      'Settings',
      'Upload Project',
      'Resume Builder',
      'Log out',
    ]);
    expect(items[0]).toHaveAttribute('href', '/profile/7');
    expect(items[1]).toHaveAttribute('href', '/settings');
    expect(items[2]).toHaveAttribute('href', '/upload');
    expect(items[3]).toHaveAttribute('href', '/resume');
  });

  it('shows the first letter of the first name as the avatar, or a generic icon without one', async () => {
    signedInAs({ firstName: 'grace', lastName: 'Hopper' });
    const { unmount } = renderTopBar();
    const trigger = await screen.findByRole('button', { name: 'Account menu' });
    await waitFor(() =>
      expect(within(trigger).getByRole('img', { name: 'grace Hopper' })).toHaveTextContent('G'),
    );
    unmount();

    signedInAs({ firstName: '', lastName: '' });
    renderTopBar();
    const anonymous = await screen.findByRole('button', { name: 'Account menu' });
    await waitFor(() =>
      expect(
        within(anonymous).getByRole('img', { name: 'User' }).querySelector('svg'),
      ).not.toBeNull(),
    );
  });

  it.each([
    ['succeeds', () => jsonResponse({ message: 'Signed out' })],
    ['fails', () => jsonResponse({ message: 'boom' }, 500)],
  ])(
    'logs out when the call %s: removes the token and goes to /',
    async (_case, logoutResponse) => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const fetchMock = signedInAs({}, { 'POST /api/auth/logout': logoutResponse });
      const user = userEvent.setup();
      renderTopBar('/analytics');
      await user.click(await screen.findByRole('button', { name: 'Account menu' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
      expect(await screen.findByText('home page')).toBeInTheDocument();
      expect(window.localStorage.getItem('authToken')).toBeNull();
      expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
      expect(callsTo(fetchMock, 'POST', '/api/auth/logout')).toHaveLength(1);
      error.mockRestore();
    },
  );

  it('opens a menu panel with the navigation on small screens and closes it after a link is followed', async () => {
    stubFetch();
    const user = userEvent.setup();
    renderTopBar();
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('navigation', { name: 'Main (menu)' });
    expect(within(panel).getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('link', { name: 'Browse Profiles' }));
    expect(await screen.findByText('other page')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Main (menu)' })).not.toBeInTheDocument(),
    );
  });

  it('closes the menu panel with Escape', async () => {
    stubFetch();
    const user = userEvent.setup();
    renderTopBar();
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Main (menu)' })).not.toBeInTheDocument();
  });
});
