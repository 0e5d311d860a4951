import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  applyThemeChoice,
  themeChoiceFromCookies,
  themeCookie,
  ThemeChoiceProvider,
  useThemeChoice,
} from './theme-choice';

function forgetTheme() {
  document.cookie = 'sf-theme=; Path=/; Max-Age=0';
  document.documentElement.removeAttribute('data-theme');
}

function ChoiceProbe() {
  const { choice, setChoice } = useThemeChoice();
  return (
    <button type="button" onClick={() => setChoice('light')}>
      {choice}
    </button>
  );
}

describe('theme choice', () => {
  afterEach(forgetTheme);

  it('reads "light" or "dark" from the theme cookie among others, and "system" otherwise', () => {
    expect(themeChoiceFromCookies('a=1; sf-theme=dark; b=2')).toBe('dark');
    expect(themeChoiceFromCookies('sf-theme=light')).toBe('light');
    expect(themeChoiceFromCookies('sf-theme=purple')).toBe('system');
    expect(themeChoiceFromCookies('other-sf-theme=dark')).toBe('system');
    expect(themeChoiceFromCookies('')).toBe('system');
  });

  it('remembers an explicit choice for a year, readable by the page and sent on same-site visits', () => {
    const cookie = themeCookie('dark');
    expect(cookie).toMatch(/^sf-theme=dark;/);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toMatch(/HttpOnly/i);
    expect(themeCookie('light', true)).toContain('Secure');
  });

  it('forgets the cookie when the visitor goes back to "system"', () => {
    expect(themeCookie('system')).toMatch(/^sf-theme=;.*Max-Age=0/);
  });

  it('puts an explicit choice on <html> and in the cookie at once, and removes both for "system"', () => {
    applyThemeChoice('dark');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(themeChoiceFromCookies(document.cookie)).toBe('dark');

    applyThemeChoice('system');
    expect(document.documentElement).not.toHaveAttribute('data-theme');
    expect(document.cookie).not.toContain('sf-theme');
  });

  it('starts from the cookie in the browser and from the server’s value when given', async () => {
    document.cookie = 'sf-theme=dark; Path=/';
    const { unmount } = render(
      <ThemeChoiceProvider>
        <ChoiceProbe />
      </ThemeChoiceProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('dark');
    await userEvent.setup().click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('light');
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    unmount();

    render(
      <ThemeChoiceProvider initial="system">
        <ChoiceProbe />
      </ThemeChoiceProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('system');
  });
});
