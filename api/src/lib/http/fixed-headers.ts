import type { Request, RequestHandler, Response } from 'express';

type HeaderValue = number | string | readonly string[];

/**
 * A header-setting middleware (helmet's) run once at start-up; each request then gets the same
 * headers set in one loop. Helmet runs a dozen nested middlewares per request to set the same
 * fixed values every time, a large share of what a cached list costs. Only for middleware whose
 * headers do not depend on the request (no per-request nonce or function directives); start-up
 * fails if the middleware does not call `next()` at once.
 */
export function fixedHeaders(middleware: RequestHandler): RequestHandler {
  const set = new Map<string, [string, HeaderValue]>();
  const removed: string[] = [];
  const recorder = {
    setHeader(name: string, value: HeaderValue) {
      set.set(name.toLowerCase(), [name, value]);
      return recorder;
    },
    removeHeader(name: string) {
      set.delete(name.toLowerCase());
      removed.push(name);
    },
    getHeader: (name: string) => set.get(name.toLowerCase())?.[1],
  };
  let nexts = 0;
  void middleware(
    { method: 'GET', url: '/', headers: {} } as Request,
    recorder as unknown as Response,
    (err?: unknown) => {
      if (err) throw err;
      nexts += 1;
    },
  );
  if (nexts !== 1) throw new Error('fixedHeaders: the middleware did not call next() at once');
  const headers = [...set.values()];
  return (_req, res, next) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}
