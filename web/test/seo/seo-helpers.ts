import fs from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { REPO_ROOT } from '@stackfolio/api';

/**
 * The shell's index.html as the build writes it (the real one when built, else the same markup),
 * so tests inject into what production serves.
 */
export function writeShellIndex(shellDir: string): void {
  const built = path.join(REPO_ROOT, 'shell', 'dist', 'index.html');
  const html = fs.existsSync(built)
    ? fs.readFileSync(built, 'utf8')
    : '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stackfolio: portfolios for IT professionals</title>' +
      '<meta name="description" content="Stackfolio"><script defer src="/main.js"></script></head>' +
      '<body><div id="root"></div><noscript>Stackfolio needs JavaScript to run the app.</noscript></body></html>';
  fs.mkdirSync(shellDir, { recursive: true });
  fs.writeFileSync(path.join(shellDir, 'index.html'), html);
}

/** Parses raw HTML the way a crawler without JavaScript sees it (jsdom never runs scripts here). */
export function parsePage(html: string) {
  const { document } = new JSDOM(html).window;
  const meta = (selector: string) =>
    document.querySelector(selector)?.getAttribute('content') ?? null;
  return {
    document,
    title: document.title,
    description: meta('meta[name="description"]'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    og: (property: string) => meta(`meta[property="og:${property}"]`),
    twitter: (name: string) => meta(`meta[name="twitter:${name}"]`),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>,
    ),
    /** Scripts the browser runs (data blocks such as JSON-LD and the query cache are not). */
    executableScripts: [...document.querySelectorAll('script')].filter((s) =>
      ['', 'text/javascript', 'module'].includes(s.type),
    ),
    root: document.getElementById('root')!,
  };
}

/**
 * Properties each schema.org type must carry for the rich results we aim at (Google's ProfilePage
 * and Person guidance; schema.org itself marks nothing required). A failure names the gap.
 */
const REQUIRED: Record<string, string[]> = {
  ProfilePage: ['@context', 'mainEntity', 'url'],
  Person: ['name', 'url'],
  CreativeWork: ['name', 'url'],
  Collection: ['name', 'url', 'collectionSize'],
};
const ALLOWED_TYPES = new Set([
  'ProfilePage',
  'Person',
  'CreativeWork',
  'Place',
  'Collection',
  'Demand',
]);

/** Walks a JSON-LD tree; returns "path: problem" strings (empty when valid). */
export function schemaProblems(node: unknown, at = '$'): string[] {
  if (Array.isArray(node)) return node.flatMap((n, i) => schemaProblems(n, `${at}[${i}]`));
  if (!node || typeof node !== 'object') return [];
  const obj = node as Record<string, unknown>;
  const problems: string[] = [];
  const type = obj['@type'];
  if (typeof type === 'string') {
    if (!ALLOWED_TYPES.has(type)) problems.push(`${at}: unexpected @type ${type}`);
    for (const key of REQUIRED[type] ?? []) {
      if (obj[key] === undefined || obj[key] === '') problems.push(`${at}: ${type} lacks ${key}`);
    }
  }
  for (const [key, value] of Object.entries(obj)) {
    if (
      ['url', 'image', '@id'].includes(key) &&
      typeof value === 'string' &&
      !/^https?:\/\//.test(value)
    ) {
      problems.push(`${at}.${key}: not an absolute URL`);
    }
    problems.push(...schemaProblems(value, `${at}.${key}`));
  }
  return problems;
}
