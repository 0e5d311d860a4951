import {
  PROJECT_CONTENT_LIMITS,
  PROJECT_CONTENT_MESSAGES,
  PROJECT_MESSAGES,
  createProjectRequestSchema,
  projectFiltersSchema,
  updateProjectRequestSchema,
  writeupPreviewRequestSchema,
  type CreateProjectRequest,
} from '@stackfolio/contract';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { AppContext } from '../../context';
import { parsePage, sendList, badRequest, idParam } from '../../lib/http';
import { streamStored } from '../../lib/storage';
import { UPLOAD_MESSAGES, tempFile, tempFiles, uploadFields } from '../../lib/uploads';
import { requireAuth } from '../auth/auth.middleware';
import type { ProjectRow } from './projects.mapper';
import type { ProjectParts, ProjectsService } from './projects.service';

type Download = Awaited<ReturnType<ProjectsService['download']>>;

const projectId = (req: Request) => idParam(req.params.id, PROJECT_MESSAGES.invalidId);
const partsOf = (req: Request): ProjectParts => ({
  file: tempFile(req, 'file'),
  image: tempFile(req, 'image'),
  files: tempFiles(req, 'files'),
  images: tempFiles(req, 'images'),
});
const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** A title and a file or link come first (one message for both), then each field's own rules. */
function createInput(req: Request): CreateProjectRequest {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const parts = partsOf(req);
  if (!text(body.title) || (!parts.file && !parts.files.length && !text(body.projectUrl)))
    throw badRequest(UPLOAD_MESSAGES.missingRequired);
  return createProjectRequestSchema.parse(body);
}

/** Streamed through the API (not a presigned URL): same headers, counting and access on every store. */
function sendDownload(req: Request, res: Response, file: Download) {
  res.attachment(file.fileName);
  res.type(file.fileType);
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('Last-Modified', file.stored.modifiedAt.toUTCString());
  streamStored(req, res, file.stored);
}

/**
 * `verified` stands in front of uploads (a new project, changes to one): it refuses an account
 * whose address is unconfirmed.
 */
export function projectsRouter(
  ctx: AppContext,
  service: ProjectsService,
  verified: RequestHandler,
): Router {
  const router = Router();
  const upload = uploadFields(ctx.storage, ['file', 'image', 'files', 'images'], {
    repeated: {
      files: { max: PROJECT_CONTENT_LIMITS.files, message: PROJECT_CONTENT_MESSAGES.tooManyFiles },
      images: {
        max: PROJECT_CONTENT_LIMITS.images,
        message: PROJECT_CONTENT_MESSAGES.tooManyImages,
      },
    },
    together: {
      fields: ['file', 'files'],
      bytes: PROJECT_CONTENT_LIMITS.filesTotalBytes,
      message: PROJECT_CONTENT_MESSAGES.filesTooLarge,
    },
    longText: {
      // Room for the longest write-up in any UTF-8 (3 bytes per UTF-16 unit at most); anything
      // longer is over the character limit whatever it holds.
      bytes: PROJECT_CONTENT_LIMITS.writeup * 3,
      messages: { writeup: PROJECT_CONTENT_MESSAGES.writeupTooLong },
    },
  });
  // The draft comes as a save sends it (multipart: a JSON body is capped at 100 KB).
  const draft = uploadFields(ctx.storage, [], {
    longText: {
      bytes: PROJECT_CONTENT_LIMITS.writeup * 3,
      messages: { writeup: PROJECT_CONTENT_MESSAGES.writeupTooLong },
    },
  });
  const authorized = new WeakMap<Request, ProjectRow>();

  router.get('/', async (req, res) => {
    const page = parsePage(req);
    const filters = projectFiltersSchema.parse(req.query);
    const { items, total } = await service.list(page.offset, page.limit, undefined, filters);
    sendList(res, page, items, total);
  });

  router.get('/user/:userId', async (req, res) => {
    const userId = idParam(req.params.userId, 'Invalid user ID');
    const page = parsePage(req);
    const { items, total } = await service.list(page.offset, page.limit, userId);
    sendList(res, page, items, total);
  });

  router.get('/:id', async (req, res) => {
    res.json(await service.get(projectId(req), req.user));
  });

  router.post('/', requireAuth, verified, upload, async (req, res) => {
    res.status(201).json(await service.create(req.user!.id, createInput(req), partsOf(req)));
  });

  router.post('/writeup-preview', requireAuth, draft, async (req, res) => {
    const { writeup } = writeupPreviewRequestSchema.parse(req.body ?? {});
    res.json({ html: await service.previewWriteup(writeup) });
  });

  // Ownership is checked before the upload is read, so strangers cannot make the server store files.
  const mayChange = async (req: Request) => {
    authorized.set(req, await service.authorize(projectId(req), req.user!));
  };

  // Changing a project publishes too (new files, pictures, text): the same gate as a new one.
  router.put(
    '/:id',
    requireAuth,
    verified,
    async (req, _res, next) => next(await mayChange(req)),
    upload,
    async (req, res) => {
      const input = updateProjectRequestSchema.parse(req.body ?? {});
      res.json(await service.update(authorized.get(req)!, input, partsOf(req)));
    },
  );

  router.delete('/:id', requireAuth, async (req, res) => {
    await service.remove(await service.authorize(projectId(req), req.user!));
    res.json({ message: PROJECT_MESSAGES.deleted });
  });

  router.get('/:id/download', async (req, res) => {
    sendDownload(req, res, await service.download(projectId(req), req.user));
  });

  router.get('/:id/files/:fileId', async (req, res) => {
    const fileId = idParam(req.params.fileId, PROJECT_CONTENT_MESSAGES.invalidFileId);
    sendDownload(req, res, await service.download(projectId(req), req.user, fileId));
  });

  router.post('/:id/track-link-click', async (req, res) => {
    await service.trackLinkClick(projectId(req), req.user?.id ?? null);
    res.json({ message: 'Link click recorded' });
  });

  return router;
}
