import { colorTokens, shadowTokens } from './tokens';

/**
 * The one Stackfolio theme: every package styles itself from these tokens. Colours and shadows
 * are `var(--sf-…)` references whose values follow the light or dark theme (tokens.ts).
 */
export const theme = {
  colors: colorTokens,
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  radii: { sm: '6px', md: '10px', lg: '16px', full: '9999px' },
  space: (n: number) => `${n * 4}px`,
  shadows: shadowTokens,
  breakpoints: { sm: '480px', md: '768px', lg: '1024px' },
  layout: { maxWidth: '1200px', topBarHeight: '64px' },
} as const;

export type StackfolioTheme = typeof theme;

/** Media query helper: `${media.lg} { ... }` applies from the large breakpoint up. */
export const media = {
  sm: `@media (min-width: ${theme.breakpoints.sm})`,
  md: `@media (min-width: ${theme.breakpoints.md})`,
  lg: `@media (min-width: ${theme.breakpoints.lg})`,
};
