import { Router, type Request, type Response } from 'express';
import type { Config } from '../../config';
import type { Models } from '../../db/models';
import { readPageFile } from '../page-files';
import { finishPage, injectPage, type PageMeta } from './html';
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
     * Sends index.html for a page path. Pages without SEO data get the file unchanged; a
     * database error falls back to the plain shell (the app still works) and is logged.
     */
    async sendShellPage(req: Request, res: Response, indexHtml: string): Promise<void> {
      let meta: PageMeta | null = null;
      try {
        meta = await resolve(req.path, req.query as Record<string, unknown>);
      } catch (err) {
        req.log.error({ err }, 'SEO data for the page could not be read; sending the plain shell');
      }
      const html = await readPageFile(indexHtml);
      res.setHeader('Cache-Control', 'no-cache');
      const page = meta ? injectPage(html, meta, SITE_NAME) : html;
      res
        .status(meta?.status ?? 200)
        .type('html')
        .send(finishPage(page, res.locals));
    },
  };
}

export type Seo = ReturnType<typeof createSeo>;
