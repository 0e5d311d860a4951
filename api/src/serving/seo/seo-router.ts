import { Router, type Request, type Response } from 'express';
import type { Config } from '../../config';
import type { Models } from '../../db/models';
import { readPageFile } from '../page-files';
import type { ServerRenderer } from '../server-render';
import { finishPage, injectPage, injectRendered, type PageMeta } from './html';
import { createPageResolver, SITE_NAME } from './pages';
import { robotsTxt } from './robots';
import { createSeoRepository } from './seo.repository';
import { createSitemapWriter, SITEMAP_URL_LIMIT } from './sitemap';

export interface SeoOptions {
  /** URLs per sitemap file; tests lower it to reach the sitemap index without 50,000 rows. */
  sitemapUrlLimit?: number;
}

/**
 * Crawler-facing serving (ARCHITECTURE §4, issue 13): `router` answers /robots.txt, /sitemap.xml
 * and /sitemaps/<n>.xml; `sendShellPage` sends the shell's index.html with the page's title,
 * description, canonical, Open Graph, JSON-LD and readable content filled in.
 */
export function createSeo(config: Config, models: Models, options: SeoOptions = {}) {
  const repo = createSeoRepository(models);
  const resolve = createPageResolver(repo, config.publicUrl);
  const sitemap = createSitemapWriter(
    repo,
    config.publicUrl,
    options.sitemapUrlLimit ?? SITEMAP_URL_LIMIT,
  );
  const router = Router();

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
     * rendered by the server (issue 19). A database error falls back to the plain head, a render
     * error to the page rendered in the browser; both are logged, neither fails the page.
     */
    async sendShellPage(
      req: Request,
      res: Response,
      indexHtml: string,
      renderer?: ServerRenderer,
    ): Promise<void> {
      let meta: PageMeta | null = null;
      try {
        meta = await resolve(req.path, req.query as Record<string, unknown>);
      } catch (err) {
        req.log.error({ err }, 'SEO data for the page could not be read; sending the plain shell');
      }
      const rendered =
        renderer && res.locals.noSession
          ? await renderer
              .render(req.originalUrl, (msg, err) => req.log.warn({ err }, `server render: ${msg}`))
              .catch((err: unknown) => {
                req.log.error({ err }, 'server render failed; the page renders in the browser');
                return null;
              })
          : null;
      const html = await readPageFile(indexHtml);
      res.setHeader('Cache-Control', 'no-cache');
      let page = meta ? injectPage(html, meta, SITE_NAME) : html;
      if (rendered) page = injectRendered(page, rendered);
      const routeStatus = rendered?.status ?? renderer?.statusOf(req.path) ?? 200;
      res
        .status(Math.max(meta?.status ?? 200, routeStatus))
        .type('html')
        .send(finishPage(page, res.locals));
    },
  };
}

export type Seo = ReturnType<typeof createSeo>;
