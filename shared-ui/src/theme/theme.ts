/** The one Stackfolio theme: every package styles itself from these tokens. */
export const theme = {
  colors: {
    primary: '#4338ca',
    primaryHover: '#3730a3',
    primaryText: '#ffffff',
    accent: '#0f766e',
    text: '#111827',
    textMuted: '#4b5563',
    background: '#f8fafc',
    surface: '#ffffff',
    border: '#e5e7eb',
    danger: '#b91c1c',
    success: '#15803d',
    warning: '#a16207',
    focus: '#2563eb',
    skeleton: '#e5e7eb',
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  radii: { sm: '6px', md: '10px', lg: '16px', full: '9999px' },
  space: (n: number) => `${n * 4}px`,
  shadows: {
    card: '0 1px 2px rgba(17, 24, 39, 0.06), 0 1px 3px rgba(17, 24, 39, 0.1)',
    raised: '0 10px 25px rgba(17, 24, 39, 0.12)',
  },
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
