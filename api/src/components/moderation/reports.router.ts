import { REPORT_MESSAGES, reportRequestSchema } from '@stackfolio/contract';
import { Router } from 'express';
import { unauthorized } from '../../lib/http';
import type { ModerationService } from './moderation.service';

/** POST /api/reports: a signed-in person reports a profile, project or comment. */
export function reportsRouter(service: ModerationService): Router {
  const router = Router();
  router.post('/', async (req, res) => {
    if (!req.user) throw unauthorized(REPORT_MESSAGES.signIn);
    const input = reportRequestSchema.parse(req.body ?? {});
    const answer = await service.report(req.user.id, input);
    res.status(answer.created ? 201 : 200).json(answer);
  });
  return router;
}
