import path from 'node:path';
import express, { Router } from 'express';

/**
 * Uploaded images at `/uploads/images/<random>.<ext>`. Names are random and never reused, so
 * they are cached for a year; nosniff stops a browser from reading them as anything else.
 * Project files are not served here: they go through the counted download endpoint.
 */
export function uploadedImages(uploadDir: string): Router {
  const router = Router();
  // Only names storage can have produced (random key, image extension): no traversal, no other types.
  router.use((req, res, next) => {
    if (/^\/[A-Za-z0-9_-]{16,64}\.(png|jpg|gif|webp)$/.test(req.path)) return next();
    res.status(404).type('text/plain').send('Not found');
  });
  router.use(
    express.static(path.join(uploadDir, 'images'), {
      index: false,
      redirect: false,
      dotfiles: 'deny',
      cacheControl: false,
      setHeaders: (res) => {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        res.setHeader('X-Content-Type-Options', 'nosniff');
        res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
      },
    }),
  );
  router.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  return router;
}
