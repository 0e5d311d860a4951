import { randomBytes } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { REMOTE_NAMES, type Config } from '@stackfolio/api';

/**
 * Content-Security-Policy. Pages get a strict policy with a fresh nonce per response:
 * scripts and styles only from this origin, the remotes' origins and elements carrying the nonce;
 * the third-party origins are added only when their setting is on. Everything else (API JSON,
 * uploaded files, assets) gets `default-src 'none'`, which lets nothing run.
 */

/** Google Analytics 4 (gtag.js), per Google's CSP guide. */
export const ANALYTICS_ORIGINS = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  frame: [] as string[],
};

/** AdSense: its loader, the ad frames and their pixels. */
export const ADS_ORIGINS = {
  script: [
    'https://pagead2.googlesyndication.com',
    'https://tpc.googlesyndication.com',
    'https://partner.googleadservices.com',
    'https://www.googletagservices.com',
  ],
  connect: ['https://pagead2.googlesyndication.com', 'https://*.doubleclick.net'],
  img: [
    'https://pagead2.googlesyndication.com',
    'https://tpc.googlesyndication.com',
    'https://*.doubleclick.net',
  ],
  frame: [
    'https://googleads.g.doubleclick.net',
    'https://tpc.googlesyndication.com',
    'https://www.google.com',
  ],
};

/** Origins the remotes are loaded from when REMOTE_<NAME>_URL is absolute (a CDN); relative ones are 'self'. */
export function remoteOrigins(config: Config): string[] {
  const origins = new Set<string>();
  for (const name of REMOTE_NAMES) {
    for (const url of [config.remoteUrlOverrides[name], config.remoteUrls[name]]) {
      if (!url || !/^https?:\/\//i.test(url)) continue;
      try {
        origins.add(new URL(url).origin);
      } catch {
        // Not a URL the browser could load either; nothing to allow.
      }
    }
  }
  return [...origins];
}

/** The nonce of this response's page (set by `pageCsp`). */
export const cspNonceOf = (res: Response): string | undefined =>
  res.locals.cspNonce as string | undefined;

/** The directives of a page's policy; the nonce is read per response. */
export function pageDirectives(config: Config) {
  const remotes = remoteOrigins(config);
  const { analyticsId, adsClient } = config.thirdParty;
  const parties = [analyticsId && ANALYTICS_ORIGINS, adsClient && ADS_ORIGINS].filter(
    (p): p is typeof ADS_ORIGINS => Boolean(p),
  );
  const from = (key: keyof typeof ADS_ORIGINS) => [...new Set(parties.flatMap((p) => p[key]))];
  const nonce = (_req: unknown, res: unknown) => `'nonce-${cspNonceOf(res as Response)}'`;
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", nonce, ...remotes, ...from('script')],
    styleSrc: ["'self'", nonce],
    imgSrc: ["'self'", 'data:', 'blob:', ...remotes, ...from('img')],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...remotes, ...from('connect')],
    frameSrc: from('frame').length ? from('frame') : ["'none'"],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    ...(config.publicUrl.startsWith('https:') && { upgradeInsecureRequests: [] }),
  };
}

/**
 * Sets the page policy with a fresh nonce in `res.locals.cspNonce`; the page's inline elements
 * must carry it (see `addNonce`).
 */
export function pageCsp(config: Config): RequestHandler {
  const policy = helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: pageDirectives(config),
  });
  return (req: Request, res: Response, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64');
    policy(req, res, next);
  };
}
