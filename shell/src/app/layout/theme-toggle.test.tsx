import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '@stackfolio/shared-ui/testing';
import { currentUser, stubFetch } from '../../testing/stub-fetch';
import { TopBar } from './top-bar';

const themeCookie = () => /(?:^|;\s*)sf-theme=([^;]*)/.exec(document.cookie)?.[1];
const html = document.documentElement;

describe('theme choice in the top bar', () => {
  beforeEach(() => window.localStorage.setItem('authToken', 'tok'));
  afterEach(() => {
    document.cookie = 'sf-theme=; Path=/; Max-Age=0';
    html.removeAttribute('data-theme');
  });

  it('offers a signed-out visitor System, Light and Dark, with System pressed at first', async () => {
    stubFetch();
    renderWithProviders(<TopBar />);
    const group = await screen.findByRole('group', { name: 'Theme' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'System theme',
      'Light theme',
      'Dark theme',
    ]);
    expect(within(group).getByRole('button', { name: 'System theme' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(group).getByRole('button', { name: 'Dark theme' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('switches the page to dark from the keyboard and remembers it in the cookie', async () => {
    stubFetch();
    const user = userEvent.setup();
    renderWithProviders(<TopBar />);
    const dark = await screen.findByRole('button', { name: 'Dark theme' });
    dark.focus();
    await user.keyboard('{Enter}');
    expect(dark).toHaveAttribute('aria-pressed', 'true');
    expect(html).toHaveAttribute('data-theme', 'dark');
    expect(themeCookie()).toBe('dark');

    await user.click(screen.getByRole('button', { name: 'System theme' }));
    expect(html).not.toHaveAttribute('data-theme');
    expect(themeCookie()).toBeUndefined();
  });

  it('shows the remembered choice when the page loads', async () => {
    document.cookie = 'sf-theme=light; Path=/';
    stubFetch();
    renderWithProviders(<TopBar />);
    expect(await screen.findByRole('button', { name: 'Light theme' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('moves into the account menu for a signed-in user, as radio items with the choice checked', async () => {
    stubFetch({ 'GET /api/auth/user': () => jsonResponse(currentUser()) });
    const user = userEvent.setup();
    renderWithProviders(<TopBar />);
    const trigger = await screen.findByRole('button', { name: 'Account menu' });
    expect(screen.queryByRole('group', { name: 'Theme' })).not.toBeInTheDocument();
    await user.click(trigger);
    const themes = within(await screen.findByRole('group', { name: 'Theme' }));
    const items = themes.getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual(['System', 'Light', 'Dark']);
    expect(themes.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute(
      'aria-checked',
      'true',
    );

    await user.click(themes.getByRole('menuitemradio', { name: 'Dark' }));
    expect(html).toHaveAttribute('data-theme', 'dark');
    expect(themeCookie()).toBe('dark');
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });
});
