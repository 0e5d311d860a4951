import { filePreviewSchema } from '@stackfolio/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, HTML_IN_PAGE_META, useInPageHtml } from '@stackfolio/shared-ui';

/** How often a page asks again while the server is still making the preview. */
export const PREVIEW_POLL_MS = 2000;

export interface PreviewTarget {
  projectId: number;
  fileId: number;
  /** A path inside a zip archive, or undefined for the file itself. */
  entry?: string;
}

export const filePreviewQuery = ({ projectId, fileId, entry }: PreviewTarget) =>
  queryOptions({
    queryKey: ['/api/projects', projectId, 'files', fileId, 'preview', entry ?? ''] as const,
    // A preview can run to megabytes: a server-rendered page sends it once, in its markup.
    meta: HTML_IN_PAGE_META,
    queryFn: () =>
      apiJson(
        process.env.NODE_ENV !== 'production' && filePreviewSchema,
        'GET',
        `/api/projects/${projectId}/files/${fileId}/preview${
          entry ? `?entry=${encodeURIComponent(entry)}` : ''
        }`,
      ),
  });

/** The preview, asked again every two seconds until it is no longer being made. */
export function useFilePreview(target: PreviewTarget | null) {
  return useQuery({
    ...filePreviewQuery(target ?? { projectId: 0, fileId: 0 }),
    enabled: target !== null,
    refetchInterval: (query) => (query.state.data?.state === 'pending' ? PREVIEW_POLL_MS : false),
  });
}

/** The element a file's preview is shown in (the page reads a server-rendered one back). */
export const FILE_PREVIEW_ID = 'file-preview';

/** The preview's HTML to show: on a server-rendered page, taken from the page's own markup. */
export function usePreviewHtml(target: PreviewTarget, html: string | null): string | null {
  return useInPageHtml(filePreviewQuery(target).queryKey, 'html', html, FILE_PREVIEW_ID);
}
