import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Project } from '@stackfolio/shared-ui';
import { uploadWithProgress, type UploadProgressHandler } from '../../../lib/upload-with-progress';
import { invalidateProjectData } from '../../projects';
import type { EditProjectValues } from '../edit-schema';

/**
 * docs/product.md §7 PUT /api/projects/{id} multipart. Description and URL are always sent (an empty value
 * clears them: what a user who empties the field expects); removal flags only when set.
 */
export function toUpdateForm(values: EditProjectValues): FormData {
  const form = new FormData();
  form.append('title', values.title);
  form.append('description', values.description.trim());
  form.append('projectUrl', values.projectUrl);
  form.append('tags', JSON.stringify(values.tags));
  if (values.file) form.append('file', values.file);
  if (values.image) form.append('image', values.image);
  if (values.removeFile && !values.file) form.append('removeFile', 'true');
  if (values.removeImage && !values.image) form.append('removeImage', 'true');
  return form;
}

/** Saves the edit (with upload progress for a new file), then refreshes every project view. */
export function useUpdateProject(projectId: number, onProgress: UploadProgressHandler) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: EditProjectValues) =>
      uploadWithProgress<Project>(
        'PUT',
        `/api/projects/${projectId}`,
        toUpdateForm(values),
        onProgress,
      ),
    onSuccess: () => invalidateProjectData(client),
  });
}
