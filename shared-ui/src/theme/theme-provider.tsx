import type { ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import type { ThemeChoice } from '@stackfolio/contract';
import { GlobalStyle } from './global-style';
import { theme } from './theme';
import { ThemeChoiceProvider } from './theme-choice';

/**
 * Applies the Stackfolio theme, its global styles and the visitor's light/dark choice; mounted
 * once by the shell (or a standalone remote). `themeChoice` is the server render's cookie value.
 */
export function StackfolioThemeProvider({
  children,
  themeChoice,
}: {
  children: ReactNode;
  themeChoice?: ThemeChoice;
}) {
  return (
    <StyledThemeProvider theme={theme}>
      <ThemeChoiceProvider initial={themeChoice}>
        <GlobalStyle />
        {children}
      </ThemeChoiceProvider>
    </StyledThemeProvider>
  );
}
