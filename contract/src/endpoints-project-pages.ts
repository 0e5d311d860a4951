import type { Endpoint } from './endpoint-types';
import { projectDetailSchema } from './projects';

/** Project pages: a project read by its address, `/@{handle}/{slug}`. */
export const PROJECT_PAGE_ENDPOINTS: Record<string, Endpoint> = {
  'GET /api/users/:id/projects/:slug': {
    summary:
      'One project by its page address: `@handle` and slug. An old slug (or handle) finds the ' +
      'project too; its `path` is then the current address to redirect to',
    access: 'public',
    textParams: ['id', 'slug'],
    answer: projectDetailSchema,
  },
};
