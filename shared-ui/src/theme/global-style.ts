import { createGlobalStyle } from 'styled-components';
import { theme } from './theme';
import { themeRules } from './tokens';

const THEME_RULES = themeRules();

export const GlobalStyle = createGlobalStyle`
  ${THEME_RULES}
  *, *::before, *::after { box-sizing: border-box; }
  html {
    -webkit-text-size-adjust: 100%;
    background: ${theme.colors.background};
  }
  body {
    margin: 0;
    font-family: ${theme.fonts.body};
    color: ${theme.colors.text};
    background: ${theme.colors.background};
    line-height: 1.5;
  }
  h1, h2, h3, h4 { line-height: 1.25; margin: 0 0 ${theme.space(3)}; }
  a { color: ${theme.colors.primary}; }
  img { max-width: 100%; }
  :focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
  .sr-only {
    position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
