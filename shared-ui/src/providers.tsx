import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ThemeChoice } from '@stackfolio/contract';
import { AuthProvider } from './auth';
import { Toaster } from './feedback/toast';
import { StackfolioThemeProvider } from './theme';

/**
 * Theme, query client, auth and the toaster, in the order every part of the app expects them.
 * The shell mounts this once; a remote running alone (`npm run dev -w mfe-x`) mounts it as its
 * stand-in for the shell. `themeChoice` is the visitor's theme cookie when rendering on the server.
 */
export function AppProviders({
  client,
  children,
  themeChoice,
}: {
  client: QueryClient;
  children: ReactNode;
  themeChoice?: ThemeChoice;
}) {
  // The toaster (its region carries a style attribute the page's CSP refuses in server-rendered
  // HTML) mounts after the first paint: nothing toasts before the page is interactive.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <StackfolioThemeProvider themeChoice={themeChoice}>
      <QueryClientProvider client={client}>
        <AuthProvider>{children}</AuthProvider>
        {mounted && <Toaster />}
      </QueryClientProvider>
    </StackfolioThemeProvider>
  );
}
