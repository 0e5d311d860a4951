import { useMutation } from '@tanstack/react-query';
import { apiErrorMessage, apiRequest, toast, type Project } from '@stackfolio/shared-ui';
import { MESSAGES } from '../../../constants';

/** The file name a Content-Disposition header gives (RFC 6266: `filename*` wins over `filename`). */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed encoding: fall back to the plain filename parameter.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  if (!plain) return null;
  return (plain[2] ?? plain[1]).trim() || null;
}

/** Hands a blob to the browser as a file save. */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // Give the browser a moment to start the save before the URL dies.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** GET /api/projects/{id}/download, saved under the Content-Disposition name (docs/product.md §4). */
export async function downloadProject(project: Pick<Project, 'id' | 'fileName'>): Promise<void> {
  const response = await apiRequest('GET', `/api/projects/${project.id}/download`);
  const name =
    fileNameFromDisposition(response.headers.get('Content-Disposition')) ??
    project.fileName ??
    'download';
  saveBlob(await response.blob(), name);
}

/** Download with the spec's toasts: 'Download started', or 'Download failed' with the reason. */
export function useDownloadProject() {
  return useMutation({
    mutationFn: downloadProject,
    onSuccess: () => toast({ title: MESSAGES.downloadStarted, variant: 'success' }),
    onError: (error) =>
      toast({
        title: MESSAGES.downloadFailed,
        description: apiErrorMessage(error, MESSAGES.downloadFailed),
        variant: 'destructive',
      }),
  });
}
