import {
  NOTIFICATION_MESSAGES,
  NOTIFICATIONS_PAGE_SIZE,
  markNotificationsReadSchema,
  pageQuerySchema,
} from '@stackfolio/contract';
import { Router, type Request } from 'express';
import { badRequest, unauthorized } from '../../lib/http';
import type { NotificationStreams } from './notifications-streams';
import type { NotificationsService } from './notifications.service';

const signedIn = (req: Request): number => {
  if (!req.user) throw unauthorized(NOTIFICATION_MESSAGES.signIn);
  return req.user.id;
};

/** The signed-in person's notifications, mounted under /api/notifications. */
export function notificationsRouter(
  service: NotificationsService,
  streams: NotificationStreams,
): Router {
  const router = Router();

  router.get('/', async (req, res) => {
    const userId = signedIn(req);
    const { page = 1, limit = NOTIFICATIONS_PAGE_SIZE } = pageQuerySchema.parse(req.query);
    res.json(await service.list(userId, page, limit));
  });

  router.post('/read', async (req, res) => {
    const userId = signedIn(req);
    // No body marks all; a body that is not JSON was not read, and must not count as "all".
    if (req.is('application/json') === false) throw badRequest(NOTIFICATION_MESSAGES.jsonBody);
    const { ids } = markNotificationsReadSchema.parse(req.body ?? {});
    res.json(await service.markRead(userId, ids));
  });

  router.get('/stream', (req, res) => {
    streams.serve(signedIn(req), res);
  });

  return router;
}
