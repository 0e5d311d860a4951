import { matchPath } from '@stackfolio/shared-ui/router';
import { ROUTES, type RouteEntry } from '../app/route-table';

export interface RouteMatch {
  route: RouteEntry;
  params: Record<string, string | undefined>;
}

/** The route-table entry a path shows, or null: the server answers 404 for it (issue 24 item 3). */
export function matchRoute(pathname: string): RouteMatch | null {
  for (const route of ROUTES) {
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (match) return { route, params: match.params };
  }
  return null;
}
