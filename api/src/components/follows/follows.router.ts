import { FOLLOW_MESSAGES, PROFILE_MESSAGES } from '@stackfolio/contract';
import { Router, type Request } from 'express';
import { unauthorized, parsePage, sendList, idParam } from '../../lib/http';
import type { FollowsService } from './follows.service';

const userParam = (req: Request) => idParam(req.params.id, PROFILE_MESSAGES.invalidId);
const signedIn = (req: Request, message: string): number => {
  if (!req.user) throw unauthorized(message);
  return req.user.id;
};

/** Following people, mounted under /api/users. */
export function followsRouter(service: FollowsService): Router {
  const router = Router();

  // Viewer-specific, so never part of the anonymous micro-cache of GET /users/:id.
  router.get('/:id/follow-status', async (req, res) => {
    res.json(await service.status(userParam(req), req.user?.id ?? null));
  });

  router.put('/:id/follow', async (req, res) => {
    const id = userParam(req);
    res.json(await service.follow(signedIn(req, FOLLOW_MESSAGES.signInToFollow), id));
  });

  router.delete('/:id/follow', async (req, res) => {
    const id = userParam(req);
    res.json(await service.unfollow(signedIn(req, FOLLOW_MESSAGES.signInToFollow), id));
  });

  for (const side of ['followers', 'following'] as const) {
    router.get(`/:id/${side}`, async (req, res) => {
      const id = userParam(req);
      const page = parsePage(req);
      const { items, total } = await service.people(id, side, page.offset, page.limit);
      sendList(res, page, items, total);
    });
  }

  return router;
}

/** The 'Following' feed, mounted under /api/projects before the project routes. */
export function followingFeedRouter(service: FollowsService): Router {
  const router = Router();
  router.get('/following', async (req, res) => {
    const userId = signedIn(req, FOLLOW_MESSAGES.feedSignedIn);
    const page = parsePage(req);
    const { items, total } = await service.feed(userId, page.offset, page.limit);
    sendList(res, page, items, total);
  });
  return router;
}
