import fs from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler, type Response, Router } from 'express';
import { pageCsp } from './csp';
import { liveRemoteUrls } from './remote-registry';
import { THEME_COOKIE, parseThemeChoice } from '@stackfolio/contract';
import {
  REMOTE_NAMES,
  hasSessionCookie,
  readCookie,
  type Config,
  type PageReads,
} from '@stackfolio/api';
import { readPageFile } from './page-files';
import { finishPage } from './seo/html';
import { createSeo } from './seo/seo-router';
import { createServerRenderer } from './server-render';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files whose name is stable across builds: they must always be revalidated. */
const STABLE_NAMES = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json']);

function setCacheHeaders(res: Response, filePath: string): void {
  const name = path.basename(filePath);
  res.setHeader(
    'Cache-Control',
    STABLE_NAMES.has(name) || name.endsWith('.html') ? NO_CACHE : IMMUTABLE,
  );
}

const staticFrom = (dir: string) =>
  express.static(dir, {
    index: false,
    redirect: false,
    fallthrough: true,
    setHeaders: setCacheHeaders,
  });

/** Sends an HTML file with the page policy's nonce on its inline elements. */
async function sendPage(res: Response, file: string): Promise<void> {
  const html = await readPageFile(file);
  res.setHeader('Cache-Control', NO_CACHE);
  res.type('html').send(finishPage(html, res.locals));
}

/**
 * `.html` files in a dist folder (a remote's standalone page, `/index.html`) are pages too: they
 * get the page policy and its nonce instead of being sent as plain static files.
 */
function htmlPagesFrom(dir: string, csp: RequestHandler): RequestHandler {
  const root = path.resolve(dir);
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.path.endsWith('.html'))
      return next();
    let file: string;
    try {
      file = path.resolve(root, `.${decodeURIComponent(req.path)}`);
    } catch {
      return next();
    }
    if (!file.startsWith(root + path.sep) || !fs.existsSync(file)) return next();
    csp(req, res, (err?: unknown) => (err ? next(err) : sendPage(res, file).catch(next)));
  };
}

const notBuilt = (what: string) =>
  `The ${what} front end is not built yet. Run "npm run build" and reload this page.`;

/**
 * The pages: `/mf-config.json`, `/remotes/<name>/` from each remote's dist, the shell's dist at `/`
 * with its page fallback, head tags, /robots.txt and /sitemap.xml, and pages rendered by React on
 * the server for signed-out visitors. Directories are read on every request, so a remote rebuilt
 * in place is picked up by the next page load.
 */
export function frontEndRouter(
  config: Config,
  reads: PageReads,
  options: { renderBudgetMs?: number } = {},
): Router {
  const router = Router();
  const policy = pageCsp(config);
  /** Every page: its CSP nonce, whether the visitor can be signed in at all, and their theme. */
  const csp: RequestHandler = (req, res, next) => {
    res.locals.noSession = !hasSessionCookie(req);
    res.locals.theme = parseThemeChoice(readCookie(req, THEME_COOKIE));
    policy(req, res, next);
  };
  const seo = createSeo(config, reads);
  // Public pages rendered by React on the server, reading their data in-process.
  const renderer = createServerRenderer(config, reads, options);
  router.use(seo.router);

  // Runtime configuration of the page: the live remotes, and third-party settings only when set.
  router.get('/mf-config.json', (_req, res) => {
    res.setHeader('Cache-Control', NO_CACHE);
    const { analyticsId, adsClient } = config.thirdParty;
    res.json({
      remotes: liveRemoteUrls(config),
      ...(analyticsId && { analyticsId }),
      ...(adsClient && { adsClient }),
      ...(config.contactEmail && { contactEmail: config.contactEmail }),
    });
  });

  for (const name of REMOTE_NAMES) {
    const dir = config.remoteDirs[name];
    // Published versions (`/remotes/<name>/<version>/…`) live under the deploy folder; the
    // in-place build answers everything else. With REMOTES_DIR set, both are the same folder.
    const deployed = path.join(config.deployDir, name);
    const remote = Router();
    remote.use((_req, res, next) => {
      // Remotes may be loaded by a shell served from another origin.
      res.setHeader('Access-Control-Allow-Origin', '*');
      next();
    });
    if (path.resolve(deployed) !== path.resolve(dir))
      remote.use(htmlPagesFrom(deployed, csp), staticFrom(deployed));
    remote.use(htmlPagesFrom(dir, csp), staticFrom(dir));
    remote.use((_req, res) => {
      const built = fs.existsSync(dir);
      res
        .status(404)
        .type('text/plain')
        .setHeader('Cache-Control', NO_CACHE)
        .send(built ? 'Not found' : notBuilt(`"${name}" remote's`));
    });
    router.use(`/remotes/${name}`, remote);
  }
  router.use('/remotes', (_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });

  router.use(htmlPagesFrom(config.shellDir, csp), staticFrom(config.shellDir));

  const indexHtml = path.join(config.shellDir, 'index.html');
  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (/^\/(api|uploads)(\/|$)/.test(req.path)) return next();
    // A missing asset (a path with a file extension) is a real 404, not the SPA page; a
    // project's files (`/@handle/slug/files/report.py`) are pages.
    const asset = /\.[a-z0-9]+$/i.test(req.path) && !req.path.startsWith('/@');
    if (asset && !req.path.endsWith('.html')) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    if (!fs.existsSync(indexHtml)) {
      res
        .status(503)
        .type('text/plain')
        .setHeader('Cache-Control', NO_CACHE)
        .send(notBuilt('Stackfolio'));
      return;
    }
    csp(req, res, (err?: unknown) => {
      if (err) return next(err);
      seo.sendShellPage(req, res, indexHtml, renderer).catch(next);
    });
  });

  return router;
}
