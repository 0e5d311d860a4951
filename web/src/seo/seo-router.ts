import { Router, type Request, type Response } from 'express';
import type { Config, PageReads } from '@stackfolio/api';
import { readPageFile } from '../page-files';
import { cspNonceOf } from '../csp';
import { SITE_NAME, type PageHead, type PageStream, type ThemeChoice } from '@stackfolio/contract';
import type { ServerRenderer } from '../server-render';
import { isCrawler, streamRenderedPage } from '../server-render-send';
import { finishPage, injectPage } from './html';
import { listHead } from './list-heads';
import { profileRedirects } from './profile-redirects';
import { projectRedirects } from './project-redirects';
import { robotsTxt } from './robots';
import { createSitemapWriter, SITEMAP_URL_LIMIT } from './sitemap';

export interface SeoOptions {
  /** URLs per sitemap file; tests lower it to reach the sitemap index without 50,000 rows. */
  sitemapUrlLimit?: number;
}

/**
 * Crawler-facing serving (docs/architecture.md): `router` answers /robots.txt, /sitemap.xml
 * and /sitemaps/<n>.xml, and the 301s to a profile's `/@handle`; `sendShellPage` sends the shell's index.html with the page's title,
 * description, canonical, Open Graph, JSON-LD and readable content filled in.
 */
export function createSeo(config: Config, reads: PageReads, options: SeoOptions = {}) {
  const sitemap = createSitemapWriter(
    reads,
    config.publicUrl,
    options.sitemapUrlLimit ?? SITEMAP_URL_LIMIT,
  );
  const router = Router();
  router.use(profileRedirects(reads), projectRedirects(reads));

  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(robotsTxt(config.publicUrl));
  });
  router.get('/sitemap.xml', async (_req, res) => {
    await sitemap.writeRoot(res);
  });
  router.get('/sitemaps/:file', async (req, res, next) => {
    const n = /^(\d{1,6})\.xml$/.exec(req.params.file)?.[1];
    if (!n || !(await sitemap.writePage(res, Number(n)))) next();
  });

  return {
    router,

    /**
     * Sends index.html for a page path with its head tags and, for a signed-out visitor, the page
     * rendered by the server and streamed. The head comes from the page's remote, built from the
     * data the render reads (a signed-in visitor's page reads it without rendering); the lists
     * have theirs here. The status (404 for an unknown path or profile) is decided before
     * anything is sent. A remote that cannot load leaves the plain head, a render that fails
     * before its shell the page rendered in the browser; both are logged, neither fails the page.
     */
    async sendShellPage(
      req: Request,
      res: Response,
      indexHtml: string,
      renderer?: ServerRenderer,
    ): Promise<void> {
      const stream = startRender(req, res, renderer);
      try {
        const list = listHead(req.path, req.query, config.publicUrl);
        // A list's head needs no data, so its page streams without waiting for the remote; only
        // a deep link to a project on it takes the project's head from the remote.
        const fromRemote = !list || req.query.project !== undefined;
        const [head, streamed] = await Promise.all([
          fromRemote ? headOf(req, stream, renderer) : null,
          stream?.ready.then(
            () => true,
            (err: unknown) => {
              req.log.error({ err }, 'server render failed; the page renders in the browser');
              return false;
            },
          ) ?? false,
        ]);
        const meta = head ?? list;
        const html = await readPageFile(indexHtml);
        const page = finishPage(meta ? injectPage(html, meta, SITE_NAME) : html, res.locals);
        const routeStatus = stream?.status ?? renderer?.statusOf(req.path) ?? 200;
        res
          .status(Math.max(meta?.status ?? 200, routeStatus))
          .type('html')
          .setHeader('Cache-Control', 'no-cache');
        if (stream && streamed && streamRenderedPage(res, page, stream)) return;
        res.send(page);
      } catch (err) {
        stream?.abort(err);
        throw err;
      }
    },
  };
}

/** The page's head from its remote: the render's, else read without rendering; null when none. */
async function headOf(
  req: Request,
  stream: PageStream | null,
  renderer?: ServerRenderer,
): Promise<PageHead | null> {
  const log = (msg: string, err?: unknown) => req.log.warn({ err }, `page head: ${msg}`);
  try {
    return await (stream ? stream.head : (renderer?.head(req.originalUrl, log) ?? null));
  } catch (err) {
    req.log.error({ err }, 'the page head could not be built; sending the plain head');
    return null;
  }
}

/** The server render of the page for a signed-out visitor, or null (signed in, no Node build). */
function startRender(req: Request, res: Response, renderer?: ServerRenderer): PageStream | null {
  if (!renderer || !res.locals.noSession) return null;
  try {
    return renderer.render(req.originalUrl, {
      log: (msg, err) => req.log.warn({ err }, `server render: ${msg}`),
      nonce: cspNonceOf(res),
      waitForAll: isCrawler(req.get('user-agent')),
      theme: res.locals.theme as ThemeChoice | undefined,
    });
  } catch (err) {
    req.log.error({ err }, 'server render failed; the page renders in the browser');
    return null;
  }
}

export type Seo = ReturnType<typeof createSeo>;
