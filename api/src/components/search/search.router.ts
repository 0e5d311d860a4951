import { SEARCH_MESSAGES, searchQuerySchema, type SearchResults } from '@stackfolio/contract';
import { Router } from 'express';
import { badRequest } from '../../lib/http';
import type { ProjectsService } from '../projects';
import type { UsersService } from '../users';

/**
 * `GET /api/search?q=`: one page of profiles and one of projects matching every word, ranked by
 * relevance (db/full-text.ts), public. Further pages of one kind: the same `page` here, or the
 * lists `GET /api/users/all?q=` and `GET /api/projects?q=`, which rank the same way.
 */
export function searchRouter(users: UsersService, projects: ProjectsService): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const { q, page, limit } = searchQuerySchema.parse(req.query);
    if (!q) throw badRequest(SEARCH_MESSAGES.missing);
    const offset = (page - 1) * limit;
    const [profiles, found] = await Promise.all([
      users.search({ q }, offset, limit, req.user),
      projects.list(offset, limit, undefined, { q }),
    ]);
    const answer: SearchResults = {
      profiles: { items: profiles.items, total: profiles.total, page, limit },
      projects: { items: found.items, total: found.total, page, limit },
      fuzzy: profiles.fuzzy || found.fuzzy,
    };
    res.json(answer);
  });
  return router;
}
