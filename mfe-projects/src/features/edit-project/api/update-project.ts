import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectDetail } from '@stackfolio/contract';
import { invalidateProjectData } from '@stackfolio/shared-ui';
import { uploadWithProgress, type UploadProgressHandler } from '../../../lib/upload-with-progress';
import { appendNewContent, type DraftFile, type DraftImage } from '../../project-content';
import type { EditProjectValues } from '../edit-schema';

const storedIds = (items: Array<{ stored?: { id: number } }>) =>
  items.flatMap((item) => (item.stored ? [item.stored.id] : []));

/**
 * docs/product.md §7 PUT /api/projects/{id} multipart. Description, URL and write-up are always
 * sent (an empty value clears them: what a user who empties the field expects). Kept files and
 * pictures go as `fileOrder` and `gallery` (with their alts), the others as `removeFiles` and
 * `removeImages`; new ones as `files`, `images` and `imageAlts`, which the server puts after them.
 */
export function toUpdateForm(project: ProjectDetail, values: EditProjectValues): FormData {
  const form = new FormData();
  form.append('title', values.title);
  form.append('description', values.description.trim());
  form.append('projectUrl', values.projectUrl);
  form.append('tags', JSON.stringify(values.tags));
  form.append('writeup', values.writeup);
  const keptFiles = storedIds(values.files);
  const keptImages = values.images.filter((i) => i.stored);
  form.append(
    'removeFiles',
    JSON.stringify(project.files.map((f) => f.id).filter((id) => !keptFiles.includes(id))),
  );
  form.append('fileOrder', JSON.stringify(keptFiles));
  const keptImageIds = storedIds(keptImages);
  form.append(
    'removeImages',
    JSON.stringify(project.images.map((i) => i.id).filter((id) => !keptImageIds.includes(id))),
  );
  form.append(
    'gallery',
    JSON.stringify(keptImages.map((i) => ({ id: i.stored!.id, alt: i.alt.trim() }))),
  );
  appendNewContent(form, values.files, values.images);
  return form;
}

/** The ids in the person's order, new items taking the ids the server gave them (after the kept). */
function wantedOrder(
  drafts: Array<DraftFile | DraftImage>,
  saved: Array<{ id: number }>,
): number[] {
  const fresh = saved.slice(storedIds(drafts).length).map((s) => s.id);
  return drafts.map((d) => d.stored?.id ?? fresh.shift()!);
}

/**
 * A new item placed before a kept one cannot be said in one PUT (new parts go last), so the
 * order is sent again once the new items have ids.
 */
async function putOrder(projectId: number, values: EditProjectValues, saved: ProjectDetail) {
  const files = wantedOrder(values.files, saved.files);
  const images = wantedOrder(values.images, saved.images);
  const same = (a: number[], b: Array<{ id: number }>) => a.every((id, i) => b[i]?.id === id);
  if (same(files, saved.files) && same(images, saved.images)) return saved;
  const alts = new Map(saved.images.map((i) => [i.id, i.alt]));
  const form = new FormData();
  form.append('fileOrder', JSON.stringify(files));
  form.append('gallery', JSON.stringify(images.map((id) => ({ id, alt: alts.get(id) }))));
  return uploadWithProgress<ProjectDetail>('PUT', `/api/projects/${projectId}`, form);
}

/** Saves the edit (with upload progress for new files), then refreshes every project view. */
export function useUpdateProject(project: ProjectDetail, onProgress: UploadProgressHandler) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (values: EditProjectValues) => {
      const url = `/api/projects/${project.id}`;
      const form = toUpdateForm(project, values);
      const saved = await uploadWithProgress<ProjectDetail>('PUT', url, form, onProgress);
      return putOrder(project.id, values, saved);
    },
    onSuccess: () => invalidateProjectData(client),
  });
}
