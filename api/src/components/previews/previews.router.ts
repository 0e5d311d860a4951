import { PROJECT_CONTENT_MESSAGES, PROJECT_MESSAGES } from '@stackfolio/contract';
import { Router } from 'express';
import { badRequest, idParam } from '../../lib/http';
import type { PreviewsService } from './previews.service';

/** An entry path inside an archive, as the page's address carries it: relative, no `..`. */
function entryOf(raw: unknown): string | undefined {
  if (raw === undefined) return undefined;
  const entry = typeof raw === 'string' ? raw : '';
  const segments = entry.split('/');
  if (!entry || entry.length > 1024 || segments.some((s) => !s || s === '.' || s === '..'))
    throw badRequest(PROJECT_CONTENT_MESSAGES.invalidEntry);
  return entry;
}

/** `GET /api/projects/{id}/files/{fileId}/preview[?entry=path]`: public, like the project. */
export function previewsRouter(service: PreviewsService): Router {
  const router = Router();
  router.get('/:id/files/:fileId/preview', async (req, res) => {
    const projectId = idParam(req.params.id, PROJECT_MESSAGES.invalidId);
    const fileId = idParam(req.params.fileId, PROJECT_CONTENT_MESSAGES.invalidFileId);
    res.json(await service.preview(projectId, fileId, entryOf(req.query.entry)));
  });
  return router;
}
