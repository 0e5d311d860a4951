import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Project } from '@stackfolio/shared-ui';
import { uploadWithProgress, type UploadProgressHandler } from '../../../lib/upload-with-progress';
import { invalidateProjectData } from '../../projects';
import { parseTags, type UploadValues } from '../upload-schema';

/** docs/product.md §7 POST /api/projects multipart: file and image optional, tags as JSON array text. */
export function toUploadForm(values: UploadValues): FormData {
  const form = new FormData();
  form.append('title', values.title);
  form.append('description', values.description.trim());
  form.append('tags', JSON.stringify(parseTags(values.tags)));
  if (values.projectUrl) form.append('projectUrl', values.projectUrl);
  if (values.file) form.append('file', values.file);
  if (values.image) form.append('image', values.image);
  return form;
}

export function createProject(
  values: UploadValues,
  onProgress?: UploadProgressHandler,
): Promise<Project> {
  return uploadWithProgress<Project>('POST', '/api/projects', toUploadForm(values), onProgress);
}

/** Uploads, then refreshes the project lists and the user's record (docs/product.md §4). */
export function useCreateProject(onProgress: UploadProgressHandler) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: UploadValues) => createProject(values, onProgress),
    onSuccess: () => invalidateProjectData(client),
  });
}
