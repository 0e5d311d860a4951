/**
 * The colour theme a visitor chose: "system" follows the device's
 * `prefers-color-scheme`, "light" and "dark" override it. The choice lives in a cookie so the
 * server can put `data-theme` on `<html>` in the first byte of every page (no flash on load).
 */
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/** The cookie that remembers the choice: readable by the page (not HttpOnly), a year long. */
export const THEME_COOKIE = 'sf-theme';
export const THEME_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The choice a cookie value stands for: anything but "light" or "dark" is "system". */
export function parseThemeChoice(value: unknown): ThemeChoice {
  return value === 'light' || value === 'dark' ? value : 'system';
}
