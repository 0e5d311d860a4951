export { GlobalStyle } from './global-style';
export { media, theme } from './theme';
export type { StackfolioTheme } from './theme';
export { StackfolioThemeProvider } from './theme-provider';
export {
  applyThemeChoice,
  themeChoiceFromCookies,
  themeCookie,
  ThemeChoiceProvider,
  useThemeChoice,
} from './theme-choice';
export { palettes } from './tokens';
