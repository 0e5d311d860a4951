import {
  CONTACT_MESSAGES,
  DEFAULT_PAGE_SIZE,
  PROFILE_MESSAGES,
  contactRequestSchema,
  messagesQuerySchema,
} from '@stackfolio/contract';
import { Router, type Request, type RequestHandler } from 'express';
import { idParam } from '../../lib/http';
import { requireAuth, userIdOf } from '../auth';
import type { ContactService } from './contact.service';

/** Contacting a person, mounted under /api/users; `gate` asks for a confirmed address first. */
export function contactRouter(service: ContactService, gate: RequestHandler): Router {
  const router = Router();
  const userParam = (req: Request) => idParam(req.params.id, PROFILE_MESSAGES.invalidId);
  router.get('/:id/contact', requireAuth, async (req, res) => {
    res.json(await service.status(userIdOf(req), userParam(req)));
  });
  router.post('/:id/contact', requireAuth, gate, async (req, res) => {
    const recipientId = userParam(req);
    const input = contactRequestSchema.parse(req.body ?? {});
    res.status(201).json(await service.send(userIdOf(req), recipientId, input));
  });
  return router;
}

/** The signed-in person's messages, mounted under /api/messages. */
export function messagesRouter(service: ContactService): Router {
  const router = Router();
  const messageParam = (req: Request) => idParam(req.params.id, CONTACT_MESSAGES.invalidMessageId);
  router.get('/', requireAuth, async (req, res) => {
    const query = messagesQuerySchema.parse(req.query);
    res.json(
      await service.list(
        userIdOf(req),
        query.box ?? 'inbox',
        query.page ?? 1,
        query.limit ?? DEFAULT_PAGE_SIZE,
      ),
    );
  });
  router.post('/:id/read', requireAuth, async (req, res) => {
    res.json(await service.markRead(userIdOf(req), messageParam(req)));
  });
  router.post('/:id/archive', requireAuth, async (req, res) => {
    res.json(await service.archive(userIdOf(req), messageParam(req)));
  });
  return router;
}
