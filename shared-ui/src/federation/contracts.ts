import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { PageHead, RemoteKey, SiteUrls } from '@stackfolio/contract';

/**
 * What crosses a remote's border (docs/architecture.md). A remote's `./routes` module default-exports
 * a map from page id to page component; the shell's route table says which path shows which page.
 * `./widgets` does the same for the dashboard's widgets.
 */
export type RemotePages = Record<string, ComponentType>;
export type RemoteWidgets = Record<string, ComponentType<Record<string, unknown>>>;

/**
 * What a page needs before its first paint on the server: it fills the query cache
 * with the same keys and query functions the page's hooks use, so the dehydrated cache answers
 * them in the browser without a second request.
 */
export interface PrefetchContext {
  queryClient: QueryClient;
  /** The route's parameters (`/profile/:id` → `{ id }`). */
  params: Record<string, string | undefined>;
  searchParams: URLSearchParams;
}
export type RemotePrefetch = Record<string, (context: PrefetchContext) => Promise<unknown>>;

/**
 * What a page's head is built from: the query cache its `prefetch` filled (read with the same
 * query keys, never fetched again) and the site's absolute URLs.
 */
export interface HeadContext extends PrefetchContext {
  site: SiteUrls;
}
/**
 * Per page id, the page's HTML head (status, title, description, canonical, Open Graph, JSON-LD);
 * null when the cache cannot say (its data did not load), and the page server sends the plain head.
 */
export type RemoteHead = Record<string, (context: HeadContext) => PageHead | null>;

export interface RemoteRoutesModule {
  default: RemotePages;
  /** Per page id, the data its first paint shows; pages without an entry render without data. */
  prefetch?: RemotePrefetch;
  /** Per page id, its head, from what `prefetch` read. */
  head?: RemoteHead;
}
export interface RemoteWidgetsModule {
  default: RemoteWidgets;
}

/** The remotes' keys, from @stackfolio/contract's registry. */
export type { RemoteKey };

/** GET /mf-config.json: where each remote's manifest lives right now. */
export interface MfConfig {
  remotes: Record<RemoteKey, string>;
}
