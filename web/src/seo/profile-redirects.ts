import type { RequestHandler } from 'express';
import { checkHandle, profilePath } from '@stackfolio/contract';
import type { PageReads } from '@stackfolio/api';
import { parseId } from './list-heads';

/**
 * Answers before any page is rendered: `/@{handle}` is a profile's one address, so
 * `/profile/{id}`, a handle in another case and a recently left handle (OLD_HANDLE_DAYS) answer
 * 301 to it, query string kept. The redirect is revalidated (`no-cache`): where a handle leads
 * changes when its owner renames. Anything unknown falls through to the page, which is a 404.
 */
export function profileRedirects(reads: PageReads): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const byId = /^\/profile\/([^/]+)\/?$/.exec(req.path);
    const byHandle = /^\/@([^/]+)\/?$/.exec(req.path);
    if (!byId && !byHandle) return next();
    const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
    const redirect = (handle: string) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.redirect(301, `${profilePath({ id: 0, handle })}${query}`);
    };
    try {
      if (byId) {
        const id = parseId(byId[1]);
        const handle = id === null ? null : await reads.handleOf(id);
        return handle ? redirect(handle) : next();
      }
      let typed: string;
      try {
        typed = decodeURIComponent(byHandle![1]);
      } catch {
        return next();
      }
      if (checkHandle(typed)) return next();
      const owner = await reads.handleOwner(typed);
      if (!owner || (owner.current && req.path === `/@${owner.handle}`)) return next();
      return redirect(owner.handle);
    } catch (err) {
      next(err);
    }
  };
}
