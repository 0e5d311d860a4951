import type { RequestHandler } from 'express';
import type { PageReads } from '@stackfolio/api';

/**
 * A project's page and its files answer at `/@{handle}/{slug}…`; after a rename of the project
 * or its owner the old address answers 301 to the current one, the rest of the path and the
 * query kept. Revalidated (`no-cache`): where an old slug leads changes when it is reused.
 */
export function projectRedirects(reads: PageReads): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const address = /^\/@([^/]+)\/([^/]+)(\/files\/.+)?\/?$/.exec(req.path);
    if (!address) return next();
    try {
      let found: Awaited<ReturnType<PageReads['projectByPath']>>;
      try {
        found = await reads.projectByPath(
          decodeURIComponent(address[1]),
          decodeURIComponent(address[2]),
        );
      } catch (err) {
        if (err instanceof URIError) return next();
        throw err;
      }
      if (!found || found.current || !found.project.path) return next();
      const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
      res.setHeader('Cache-Control', 'no-cache');
      res.redirect(301, `${found.project.path}${address[3] ?? ''}${query}`);
    } catch (err) {
      next(err);
    }
  };
}
