import type { Endpoint } from './endpoint-types';
import { filePreviewSchema } from './project-content';
import { projectDetailSchema } from './projects';

/** Project pages: a project read by its address, `/@{handle}/{slug}`, and its files. */
export const PROJECT_PAGE_ENDPOINTS: Record<string, Endpoint> = {
  'GET /api/users/:id/projects/:slug': {
    summary:
      'One project by its page address: `@handle` and slug. An old slug (or handle) finds the ' +
      'project too; its `path` is then the current address to redirect to',
    access: 'public',
    textParams: ['id', 'slug'],
    answer: projectDetailSchema,
  },
  'GET /api/projects/:id/files/:fileId': {
    summary: 'One of the project’s files, by the id in its `files` (counts a download)',
    access: 'public',
    answer: 'file',
  },
  'GET /api/projects/:id/files/:fileId/preview': {
    summary:
      'A file’s preview as the server made it when the file was stored (`state` pending until ' +
      'then), or with `?entry=path` one entry of a zip archive, read without unpacking it',
    access: 'public',
    answer: filePreviewSchema,
  },
};
