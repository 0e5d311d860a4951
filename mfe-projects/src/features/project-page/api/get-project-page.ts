import { projectDetailSchema } from '@stackfolio/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, htmlInPageMeta, useInPageHtml } from '@stackfolio/shared-ui';

/** A project page's address: `/@{handle}/{slug}`, as the route gives it. */
export interface ProjectAddress {
  handle: string;
  slug: string;
}

/** The route's parameters as an address, or null for one that cannot exist (not found). */
export function projectAddressOf(params: {
  handle?: string;
  slug?: string;
}): ProjectAddress | null {
  const handle = params.handle?.replace(/^@/, '').toLowerCase();
  const slug = params.slug?.toLowerCase();
  if (!handle || !/^[a-z0-9-]{1,100}$/.test(handle)) return null;
  if (!slug || !/^[a-z0-9-]{1,60}$/.test(slug)) return null;
  return { handle, slug };
}

/** Under '/api/projects' so an edit (which invalidates that prefix) refreshes the page. */
export const projectPageKey = (address: ProjectAddress) =>
  ['/api/projects', 'page', address.handle, address.slug] as const;

/** GET /api/users/@{handle}/projects/{slug}: the page's query, in the browser and on the server. */
export const projectPageQuery = (address: ProjectAddress) =>
  queryOptions({
    queryKey: projectPageKey(address),
    // The write-up runs to tens of kilobytes: a server-rendered page sends it once, in its markup.
    meta: htmlInPageMeta('writeupHtml'),
    queryFn: () =>
      apiJson(
        process.env.NODE_ENV !== 'production' && projectDetailSchema,
        'GET',
        `/api/users/@${encodeURIComponent(address.handle)}/projects/${encodeURIComponent(address.slug)}`,
      ),
  });

export function useProjectPage(address: ProjectAddress | null) {
  return useQuery({
    ...projectPageQuery(address ?? { handle: '', slug: '' }),
    enabled: address !== null,
  });
}

/** The element a project's write-up is shown in (the page reads a server-rendered one back). */
export const WRITEUP_ID = 'project-writeup-body';

/** The write-up's HTML to show: on a server-rendered page, taken from the page's own markup. */
export function useWriteupHtml(address: ProjectAddress, html: string | null): string | null {
  return useInPageHtml(projectPageKey(address), 'writeupHtml', html, WRITEUP_ID);
}
