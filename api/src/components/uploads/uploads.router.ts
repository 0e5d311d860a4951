import { Router, type Response } from 'express';
import type { Storage, StoredObject } from '../../lib/storage';
import { streamStored } from '../../lib/storage';

const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
};

const notFound = (res: Response) => res.status(404).type('text/plain').send('Not found');

/**
 * Uploaded images and their variants (`/uploads/images/<random>.<ext>`,
 * `<random>-<width>.<avif|webp|jpg|png>`, `<random>-og.jpg`), streamed from the store (folder or
 * bucket) so every instance serves every image. Names are random and never reused, so they are
 * cached for a year; nosniff stops a browser from reading them as anything else. Project files
 * are not served here: they go through the counted download endpoint.
 */
export function uploadedImages(storage: Storage): Router {
  const router = Router();
  router.get('/:name', async (req, res, next) => {
    // Only names storage can have produced (random key, image extension): no traversal, no other types.
    const match = /^[A-Za-z0-9_-]{16,64}\.(png|jpg|gif|webp|avif)$/.exec(req.params.name);
    if (!match) return notFound(res);
    let stored: StoredObject;
    try {
      stored = await storage.open(`images/${req.params.name}`);
    } catch (err) {
      return (err as { status?: number }).status === 404 ? notFound(res) : next(err);
    }
    res.setHeader('Content-Type', IMAGE_TYPES[match[1]]);
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('Last-Modified', stored.modifiedAt.toUTCString());
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    streamStored(req, res, stored);
  });
  router.use((_req, res) => notFound(res));
  return router;
}
