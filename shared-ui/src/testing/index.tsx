import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { MemoryRouter } from '@stackfolio/shared-ui/router';
import { createQueryClient } from '../query';
import { AppProviders } from '../providers';

/**
 * Renders UI inside the same providers the shell gives it (theme, query client, auth, router)
 * so component tests exercise the real wiring. `fetch` is the test's to control.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', ...options }: { route?: string } & Omit<RenderOptions, 'wrapper'> = {},
) {
  const client = createQueryClient();
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <AppProviders client={client}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </AppProviders>
    );
  }
  return { client, ...render(ui, { wrapper: Wrapper, ...options }) };
}

/** A fetch Response with a JSON body, for tests that stand in for the API. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export { aCurrentUser, aFacets, aPage, aProject, aPublicUser } from './fixtures';
