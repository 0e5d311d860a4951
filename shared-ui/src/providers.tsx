import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AuthProvider } from './auth';
import { StackfolioThemeProvider } from './theme';

/**
 * Theme, query client and auth, in the order every part of the app expects them.
 * The shell mounts this once; a remote running alone (`npm run dev -w mfe-x`) mounts it as its
 * stand-in for the shell.
 */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <StackfolioThemeProvider>
      <QueryClientProvider client={client}>
        <AuthProvider>{children}</AuthProvider>
      </QueryClientProvider>
    </StackfolioThemeProvider>
  );
}
