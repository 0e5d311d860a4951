import {
  EMAIL_PREFERENCE_MESSAGES,
  NOTIFICATION_MESSAGES,
  emailPreferencesUpdateSchema,
  unsubscribeBodySchema,
  unsubscribeQuerySchema,
} from '@stackfolio/contract';
import { Router } from 'express';
import { badRequest, unauthorized } from '../../lib/http';
import type { EmailPreferencesService } from './email-preferences';

/** The signed-in person's choices, under /api/account. */
export function emailPreferencesRouter(preferences: EmailPreferencesService): Router {
  const router = Router();
  router.get('/email-preferences', async (req, res) => {
    if (!req.user) throw unauthorized(NOTIFICATION_MESSAGES.signIn);
    res.json(await preferences.of(req.user.id));
  });
  router.put('/email-preferences', async (req, res) => {
    if (!req.user) throw unauthorized(NOTIFICATION_MESSAGES.signIn);
    const update = emailPreferencesUpdateSchema.parse(req.body ?? {});
    res.json(await preferences.change(req.user.id, update));
  });
  return router;
}

/**
 * One-click unsubscribe (RFC 8058), under /api/email: a mail client POSTs
 * `List-Unsubscribe=One-Click` to the URL of the mail's List-Unsubscribe header, which holds the
 * token; the page behind the mail's link POSTs `{ token }`. Nobody is signed in for it.
 */
export function unsubscribeRouter(preferences: EmailPreferencesService): Router {
  const router = Router();
  router.post('/unsubscribe', async (req, res) => {
    const query = unsubscribeQuerySchema.parse(req.query);
    const body = unsubscribeBodySchema.parse(req.body ?? {});
    const token = body.token ?? query.token;
    if (!token) throw badRequest(EMAIL_PREFERENCE_MESSAGES.linkInvalid);
    res.json(await preferences.unsubscribe(token));
  });
  return router;
}
