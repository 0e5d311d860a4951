import type { QueryClient } from '@tanstack/react-query';
import {
  createQueryClient,
  CURRENT_USER_KEY,
  setServerFetch,
  type RemoteRoutesModule,
} from '@stackfolio/shared-ui';
import { siteUrls, type HeadRequest, type PageHead } from '@stackfolio/contract';
import { matchRoute, type RouteMatch } from './match-route';
import { forgetServerRemote, loadServerRoutes, withTimeout } from './server-remotes';

/** One page's request on the server: its route (null: none), its query cache, what it asked. */
export interface PageContext {
  match: RouteMatch | null;
  request: HeadRequest;
  queryClient: QueryClient;
  searchParams: URLSearchParams;
}

/** A page request's route and a fresh, signed-out query cache; the data is read in-process. */
export function pageContext(request: HeadRequest): PageContext {
  setServerFetch(request.fetch);
  const { pathname, searchParams } = new URL(request.url, 'http://stackfolio.invalid');
  const match = matchRoute(pathname);
  const queryClient = createQueryClient();
  queryClient.setQueryData(CURRENT_USER_KEY, null);
  return { match, request, queryClient, searchParams };
}

/**
 * Loads the route's remote and runs its page's `prefetch` into the cache. Data past the budget is
 * left to the browser: the query is cancelled, so the state sent with the page matches the
 * markup. Rejects (logged) when the remote cannot load.
 */
export async function loadRemotePage(page: PageContext): Promise<RemoteRoutesModule> {
  const { match, request, queryClient, searchParams } = page;
  if (!match || !('remote' in match.route)) throw new Error('The route has no remote.');
  const { remote, page: pageId } = match.route;
  try {
    const entry = request.remotes[remote];
    if (!entry) throw new Error(`The ${remote} remote has no server build.`);
    const mod = await loadServerRoutes(remote, entry, request.budgetMs);
    const prefetch = mod.prefetch?.[pageId];
    if (prefetch) {
      await withTimeout(
        prefetch({ queryClient, params: match.params, searchParams }),
        request.budgetMs,
        `The ${remote} page's data`,
      ).catch(async (error) => {
        request.log(`the ${remote} page's data will load in the browser`, error);
        await queryClient.cancelQueries();
      });
    }
    return mod;
  } catch (error) {
    forgetServerRemote(remote);
    request.log(`the ${remote} remote will render in the browser`, error);
    throw error;
  }
}

/**
 * The page's head, built by its remote from what the prefetch put in the cache (read once). Null
 * when the remote has no head for the page or its data did not load; a head that throws is logged.
 */
export function headOf(page: PageContext, mod: RemoteRoutesModule): PageHead | null {
  const { match, request, queryClient, searchParams } = page;
  if (!match || !('remote' in match.route)) return null;
  const head = mod.head?.[match.route.page];
  if (!head) return null;
  try {
    const site = siteUrls(request.publicUrl);
    return head({ queryClient, params: match.params, searchParams, site });
  } catch (error) {
    request.log(`the ${match.route.remote} page's head failed; the plain head is sent`, error);
    return null;
  }
}

/** A page's head without rendering it: its remote's prefetch, then its head. */
export async function pageHead(request: HeadRequest): Promise<PageHead | null> {
  const page = pageContext(request);
  if (!page.match || !('remote' in page.match.route)) return null;
  const mod = await loadRemotePage(page).catch(() => null);
  return mod && headOf(page, mod);
}
