import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AuthProvider } from './auth';
import { Toaster } from './feedback/toast';
import { StackfolioThemeProvider } from './theme';

/**
 * Theme, query client, auth and the toaster, in the order every part of the app expects them.
 * The shell mounts this once; a remote running alone (`npm run dev -w mfe-x`) mounts it as its
 * stand-in for the shell.
 */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  // The toaster (its region carries a style attribute the page's CSP refuses in server-rendered
  // HTML) mounts after the first paint: nothing toasts before the page is interactive.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <StackfolioThemeProvider>
      <QueryClientProvider client={client}>
        <AuthProvider>{children}</AuthProvider>
        {mounted && <Toaster />}
      </QueryClientProvider>
    </StackfolioThemeProvider>
  );
}
