import { writeupPreviewSchema } from '@stackfolio/contract';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@stackfolio/shared-ui';

/**
 * POST /api/projects/writeup-preview: the draft made into HTML by the server, with the renderer
 * and sanitizer a save uses, so the preview is the saved page. Multipart, as a save sends it.
 */
export function previewWriteup(writeup: string): Promise<{ html: string }> {
  const form = new FormData();
  form.append('writeup', writeup);
  return apiJson(
    process.env.NODE_ENV !== 'production' && writeupPreviewSchema,
    'POST',
    '/api/projects/writeup-preview',
    form,
  );
}

/** The preview of this exact text, asked for while the Preview tab is shown. */
export function useWriteupPreview(writeup: string, enabled: boolean) {
  return useQuery({
    queryKey: ['writeup-preview', writeup],
    queryFn: () => previewWriteup(writeup),
    enabled,
    staleTime: Infinity,
    retry: false,
  });
}
