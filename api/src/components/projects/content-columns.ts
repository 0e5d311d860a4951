import { parseImageInfo } from '../../lib/images';
import type { ProjectFileRow, ProjectImageRow } from './project-content.repository';

/** A project's gallery and files, as the page shows them. */
export interface ProjectContent {
  images: ProjectImageRow[];
  files: ProjectFileRow[];
}

const IMAGE_COLUMNS = ['id', 'projectId', 'position', 'alt', 'imageKey', 'imageInfo'];
const FILE_COLUMNS = [
  'id',
  'projectId',
  'position',
  'name',
  'size',
  'type',
  'fileKey',
  'previewKind',
  'previewState',
];

/** One JSON list column of a project's rows of `table` (`p` is the project), per dialect. */
function listColumn(dialect: string, table: string, columns: string[], alias: string): string {
  const pairs = columns.map((c) => `'${c}', x.${c}`).join(', ');
  const list =
    dialect === 'sqlite'
      ? `json_group_array(json_object(${pairs}))`
      : `JSON_ARRAYAGG(JSON_OBJECT(${pairs}))`;
  return `(SELECT ${list} FROM ${table} x WHERE x.projectId = p.id) AS ${alias}`;
}

/**
 * The gallery and the files as two more columns of the project's one-statement read (so a
 * project page stays one statement): `content_images`, `content_files`.
 */
export const contentColumns = (dialect: string): string[] => [
  listColumn(dialect, 'project_images', IMAGE_COLUMNS, 'content_images'),
  listColumn(dialect, 'project_files', FILE_COLUMNS, 'content_files'),
];

/** A list column as the driver hands it back (JSON text, or nothing for no rows), in order. */
function parseList<T extends { id: number; position: number }>(value: unknown): T[] {
  const list = (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as T[];
  return list.sort((a, b) => a.position - b.position || a.id - b.id);
}

/** The content of a row read with contentColumns. */
export function contentOf(row: Record<string, unknown>): ProjectContent {
  return {
    // The info column comes back as JSON text inside the list.
    images: parseList<ProjectImageRow>(row.content_images).map((i) => ({
      ...i,
      imageInfo: parseImageInfo(i.imageInfo),
    })),
    files: parseList<ProjectFileRow>(row.content_files).map((f) => ({
      ...f,
      size: Number(f.size),
    })),
  };
}
