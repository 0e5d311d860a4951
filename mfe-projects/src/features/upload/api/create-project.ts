import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectDetail } from '@stackfolio/contract';
import { invalidateProjectData } from '@stackfolio/shared-ui';
import { uploadWithProgress, type UploadProgressHandler } from '../../../lib/upload-with-progress';
import { appendNewContent } from '../../project-content';
import { parseTags, type UploadValues } from '../upload-schema';

/**
 * docs/product.md §7 POST /api/projects multipart: `files` and `images` parts in order (the
 * first picture is the cover), `imageAlts` one per picture, tags as JSON array text.
 */
export function toUploadForm(values: UploadValues): FormData {
  const form = new FormData();
  form.append('title', values.title);
  form.append('description', values.description.trim());
  form.append('tags', JSON.stringify(parseTags(values.tags)));
  if (values.projectUrl) form.append('projectUrl', values.projectUrl);
  if (values.writeup.trim()) form.append('writeup', values.writeup);
  appendNewContent(form, values.files, values.images);
  return form;
}

export function createProject(
  values: UploadValues,
  onProgress?: UploadProgressHandler,
): Promise<ProjectDetail> {
  return uploadWithProgress<ProjectDetail>(
    'POST',
    '/api/projects',
    toUploadForm(values),
    onProgress,
  );
}

/** Uploads, then refreshes the project lists and the user's record (docs/product.md §4). */
export function useCreateProject(onProgress: UploadProgressHandler) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: UploadValues) => createProject(values, onProgress),
    onSuccess: () => invalidateProjectData(client),
  });
}
