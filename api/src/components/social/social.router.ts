import {
  PROFILE_MESSAGES,
  PROJECT_MESSAGES,
  SOCIAL_MESSAGES,
  commentRequestSchema,
} from '@stackfolio/contract';
import { Router, type Request, type RequestHandler } from 'express';
import { unauthorized, parsePage, sendList, idParam } from '../../lib/http';
import { requireAuth, userIdOf } from '../auth';
import type { SocialService } from './social.service';

const projectId = (req: Request) => idParam(req.params.id, PROJECT_MESSAGES.invalidId);
const userParam = (req: Request) => idParam(req.params.id, PROFILE_MESSAGES.invalidId);
const commentId = (req: Request) => idParam(req.params.commentId, SOCIAL_MESSAGES.invalidCommentId);

/**
 * Likes and comments, mounted under /api/projects. `verified` stands in front of new and edited
 * comments: it refuses an account whose address is unconfirmed.
 */
export function projectSocialRouter(service: SocialService, verified: RequestHandler): Router {
  const router = Router();

  router.get('/:id/like-status', async (req, res) => {
    res.json(await service.likeStatus(projectId(req), req.user ?? null));
  });

  router.post('/:id/like', async (req, res) => {
    if (!req.user) throw unauthorized(SOCIAL_MESSAGES.signInToLike);
    res.json(await service.toggleLike(projectId(req), req.user));
  });

  router.get('/:id/comments', async (req, res) => {
    const page = parsePage(req);
    const { items, total } = await service.comments(
      projectId(req),
      page.offset,
      page.limit,
      req.user ?? null,
    );
    sendList(res, page, items, total);
  });

  router.post('/:id/comments', verified, async (req, res) => {
    if (!req.user) throw unauthorized(SOCIAL_MESSAGES.signInToComment);
    const { content } = commentRequestSchema.parse(req.body ?? {});
    res.status(201).json(await service.addComment(projectId(req), req.user.id, content));
  });

  router.patch('/:id/comments/:commentId', requireAuth, verified, async (req, res) => {
    const ids = [projectId(req), commentId(req)] as const;
    const { content } = commentRequestSchema.parse(req.body ?? {});
    res.json(await service.editComment(...ids, req.user!, content));
  });

  router.delete('/:id/comments/:commentId', requireAuth, async (req, res) => {
    await service.deleteComment(projectId(req), commentId(req), req.user!);
    res.status(204).end();
  });

  router.get('/:id/comment-count', async (req, res) => {
    res.json(await service.commentCount(projectId(req), req.user ?? null));
  });

  return router;
}

/** A user's reactions, mounted under /api/users. */
export function reactionsRouter(service: SocialService): Router {
  const router = Router();
  router.get('/:id/reactions', requireAuth, async (req, res) => {
    res.json(await service.reactions(userParam(req), userIdOf(req)));
  });
  router.post('/:id/reactions/mark-viewed', requireAuth, async (req, res) => {
    res.json(await service.markReactionsViewed(userParam(req), userIdOf(req)));
  });
  return router;
}
