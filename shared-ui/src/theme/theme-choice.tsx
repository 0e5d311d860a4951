import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import {
  parseThemeChoice,
  THEME_COOKIE,
  THEME_COOKIE_MAX_AGE_SECONDS,
  type ThemeChoice,
} from '@stackfolio/contract';

/** The theme choice in a `Cookie` header or `document.cookie` ("system" when there is none). */
export function themeChoiceFromCookies(cookies: string): ThemeChoice {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === THEME_COOKIE) {
      return parseThemeChoice(part.slice(eq + 1).trim());
    }
  }
  return 'system';
}

/** The `document.cookie` assignment that remembers `choice` for a year ("system" forgets it). */
export function themeCookie(choice: ThemeChoice, secure = false): string {
  const lifetime = choice === 'system' ? 0 : THEME_COOKIE_MAX_AGE_SECONDS;
  const value = choice === 'system' ? '' : choice;
  return `${THEME_COOKIE}=${value}; Path=/; Max-Age=${lifetime}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * Applies `choice` to the page at once: `data-theme` on `<html>` (removed for "system", where
 * the stylesheet follows `prefers-color-scheme`) and the cookie the server reads for the next page.
 */
export function applyThemeChoice(choice: ThemeChoice, doc: Document = document): void {
  const root = doc.documentElement;
  if (choice === 'system') root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', choice);
  doc.cookie = themeCookie(choice, doc.location?.protocol === 'https:');
}

interface ThemeChoiceState {
  choice: ThemeChoice;
  setChoice: (choice: ThemeChoice) => void;
}

const ThemeChoiceContext = createContext<ThemeChoiceState | null>(null);

/**
 * Holds the visitor's theme choice. On the server `initial` comes from the request's cookie; in
 * the browser the same cookie is read, so a server-rendered toggle hydrates unchanged.
 */
export function ThemeChoiceProvider({
  initial,
  children,
}: {
  initial?: ThemeChoice;
  children: ReactNode;
}) {
  const [choice, setState] = useState<ThemeChoice>(
    () =>
      initial ??
      (typeof document === 'undefined' ? 'system' : themeChoiceFromCookies(document.cookie)),
  );
  const setChoice = useCallback((next: ThemeChoice) => {
    applyThemeChoice(next);
    setState(next);
  }, []);
  const value = useMemo(() => ({ choice, setChoice }), [choice, setChoice]);
  return <ThemeChoiceContext.Provider value={value}>{children}</ThemeChoiceContext.Provider>;
}

/** The visitor's theme choice and the function that changes it (and remembers it). */
export function useThemeChoice(): ThemeChoiceState {
  const state = useContext(ThemeChoiceContext);
  if (!state) throw new Error('useThemeChoice needs the ThemeChoiceProvider (AppProviders).');
  return state;
}
