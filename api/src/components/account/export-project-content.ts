import type { Models } from '../../db/models';
import { extOf, safeName } from './export-files';

/** One stored file of the export: its key in the store and its path inside the zip. */
export interface ExportedFile {
  key: string;
  path: string;
}

/** What projects.json says of a project's gallery and files, and the stored files behind it. */
export interface ExportedContent {
  images: Array<{ alt: string; image: string }>;
  files: Array<{ name: string; type: string; size: number; file: string }>;
  stored: ExportedFile[];
}

/**
 * The galleries and file lists of these projects, in order, with their paths inside the zip:
 * the first file `files/<project id>-<name>` and the cover `images/project-<project id>.<ext>`
 * (as before there were several), the others with their own id after the project's.
 */
export async function exportedContent(
  models: Models,
  projectIds: number[],
): Promise<Map<number, ExportedContent>> {
  const out = new Map<number, ExportedContent>();
  if (projectIds.length === 0) return out;
  const order: [string, string][] = [
    ['projectId', 'ASC'],
    ['position', 'ASC'],
    ['id', 'ASC'],
  ];
  const where = { projectId: projectIds };
  const [images, files] = await Promise.all([
    models.ProjectImage.findAll({ where, order }),
    models.ProjectFile.findAll({ where, order }),
  ]);
  const of = (projectId: number) => {
    if (!out.has(projectId)) out.set(projectId, { images: [], files: [], stored: [] });
    return out.get(projectId)!;
  };
  for (const i of images) {
    const entry = of(i.projectId);
    const suffix = entry.images.length ? `-${i.id}` : '';
    const path = `images/project-${i.projectId}${suffix}.${extOf(i.imageKey)}`;
    entry.images.push({ alt: i.alt, image: path });
    entry.stored.push({ key: i.imageKey, path });
  }
  for (const f of files) {
    const entry = of(f.projectId);
    const suffix = entry.files.length ? `-${f.id}` : '';
    const path = `files/${f.projectId}${suffix}-${safeName(f.name)}`;
    entry.files.push({ name: f.name, type: f.type, size: Number(f.size), file: path });
    entry.stored.push({ key: f.fileKey, path });
  }
  return out;
}
