import {
  PROFILE_MESSAGES,
  PROJECT_MESSAGES,
  profileRequestSchema,
  profileSearchSchema,
} from '@stackfolio/contract';
import { Router, type Request } from 'express';
import type { AppContext } from '../../context';
import { notFound, parsePage, sendList, idParam } from '../../lib/http';
import { tempFile, uploadFields } from '../../lib/uploads';
import { requireAuth, userIdOf } from '../auth/auth.middleware';
import type { ProjectsService } from '../projects/projects.service';
import type { UsersService } from './users.service';

const userId = (req: Request) => idParam(req.params.id, PROFILE_MESSAGES.invalidId);

export function usersRouter(
  ctx: AppContext,
  service: UsersService,
  projects: ProjectsService,
): Router {
  const router = Router();

  router.get('/featured', async (req, res) => {
    res.json(await service.featured(req.user));
  });

  router.get('/all', async (req, res) => {
    const page = parsePage(req);
    const { items, total, facets } = await service.search(
      profileSearchSchema.parse(req.query),
      page.offset,
      page.limit,
      req.user,
      { facets: page.paged },
    );
    sendList(res, page, items, total, { facets });
  });

  router.patch(
    '/profile',
    requireAuth,
    uploadFields(ctx.storage, ['avatar', 'headerImage']),
    async (req, res) => {
      const files = { avatar: tempFile(req, 'avatar'), headerImage: tempFile(req, 'headerImage') };
      res.json(
        await service.updateProfile(
          userIdOf(req),
          profileRequestSchema.parse(req.body ?? {}),
          files,
        ),
      );
    },
  );

  router.get('/:id', async (req, res) => {
    const raw = String(req.params.id);
    // `/api/users/@ada`: the profile page at `/@ada` reads its person by handle.
    res.json(
      await (raw.startsWith('@')
        ? service.getByHandle(raw.slice(1), req.user)
        : service.get(userId(req), req.user)),
    );
  });

  router.get('/:id/projects', async (req, res) => {
    const id = userId(req);
    await service.get(id);
    const page = parsePage(req);
    const { items, total } = await projects.list(page.offset, page.limit, id);
    sendList(res, page, items, total);
  });

  // A project page's data, `/@ada/my-app` → `/api/users/@ada/projects/my-app` (old slugs too).
  router.get('/:id/projects/:slug', async (req, res) => {
    const raw = String(req.params.id);
    if (!raw.startsWith('@')) throw notFound(PROJECT_MESSAGES.notFound);
    res.json(await projects.getByPath(raw.slice(1), String(req.params.slug), req.user));
  });

  return router;
}
