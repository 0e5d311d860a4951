import { Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { useHydrated } from '@stackfolio/shared-ui';
import { HYDRATION_ATTRIBUTE, HYDRATION_DONE, HYDRATION_PENDING } from './hydration-mark';

// A class, not a style attribute (the CSP); `display: contents` keeps it out of the layout.
const Area = styled.div`
  display: contents;
`;

/**
 * A part of the app that React hydrates on its own, marked for the page's start script: pending
 * in the server's HTML and while hydrating, done once React has hydrated it (`useHydrated` turns
 * true only after that part's hydration has committed). Rendered in the browser, it is done at once.
 */
export function HydrationArea({ children }: { children: ReactNode }) {
  const mark = { [HYDRATION_ATTRIBUTE]: useHydrated() ? HYDRATION_DONE : HYDRATION_PENDING };
  return <Area {...mark}>{children}</Area>;
}

/** Suspense whose content is its own hydration area: every Suspense boundary of the shell. */
export function SuspenseArea({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <HydrationArea>{children}</HydrationArea>
    </Suspense>
  );
}
