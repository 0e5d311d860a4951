import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ThemeChoice } from '@stackfolio/contract';
import { AuthProvider } from './auth';
import { getToasts, subscribeToasts } from './feedback/toast/toast-store';
import { StackfolioThemeProvider } from './theme';

const Toaster = lazy(() =>
  import('./feedback/toast/toaster').then((m) => ({ default: m.Toaster })),
);
const anyToast = () => getToasts().length > 0;
const noToastOnServer = () => false;

/**
 * The toaster (Radix Toast, ~20 KB) is loaded with the first toast, so no page's first scripts
 * carry it (issue 19: what the first screen does not need waits); it stays mounted from then on.
 * Nothing renders on the server or at hydration (the toast region carries a style attribute that
 * the page's CSP refuses in server-rendered HTML).
 */
function DeferredToaster() {
  const raised = useSyncExternalStore(subscribeToasts, anyToast, noToastOnServer);
  const [needed, setNeeded] = useState(false);
  if (raised && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

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
  return (
    <StackfolioThemeProvider themeChoice={themeChoice}>
      <QueryClientProvider client={client}>
        <AuthProvider>{children}</AuthProvider>
        <DeferredToaster />
      </QueryClientProvider>
    </StackfolioThemeProvider>
  );
}
