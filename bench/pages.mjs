// Measures pages in the system Chromium: JavaScript bytes transferred (gzip) split into shell,
// shared libraries and remotes, and the number of requests before the page is usable.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { ROOT } from './servers.mjs';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Files of the shell's build that hold shared libraries (react, router, …), from its manifest. */
function sharedFiles() {
  const manifest = JSON.parse(
    readFileSync(path.join(ROOT, 'shell', 'dist', 'mf-manifest.json'), 'utf8'),
  );
  const files = new Set();
  for (const shared of manifest.shared) {
    for (const list of [shared.assets?.js?.sync, shared.assets?.js?.async])
      for (const f of list ?? []) files.add(path.basename(f));
  }
  return files;
}

export async function measurePages(baseUrl, pages, token) {
  const shared = sharedFiles();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const results = [];
  try {
    for (const { path: pagePath, signedIn } of pages) {
      try {
        results.push(
          await measurePage(browser, shared, baseUrl + pagePath, pagePath, signedIn, token),
        );
      } catch (err) {
        // One page that never loads is reported as such instead of losing the whole run.
        results.push({ path: pagePath, error: String(err.message ?? err).split('\n')[0] });
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

async function measurePage(browser, shared, pageUrl, pagePath, signedIn, token) {
  const context = await browser.newContext();
  try {
    if (signedIn)
      await context.addInitScript((t) => globalThis.localStorage.setItem('authToken', t), token);
    const page = await context.newPage();
    const scripts = [];
    let requests = 0;
    page.on('request', () => requests++);
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    await page.goto(pageUrl, { waitUntil: 'load', timeout: 60_000 });
    // A page that keeps a request open never goes idle; count what it loaded by then.
    const networkIdle = await page.waitForLoadState('networkidle', { timeout: 30_000 }).then(
      () => true,
      () => false,
    );
    const js = { shell: 0, shared: 0, remote: 0, initialShell: 0 };
    for (const response of scripts) {
      const { responseBodySize } = await response.request().sizes();
      const url = new URL(response.url());
      const file = path.basename(url.pathname);
      const kind = url.pathname.startsWith('/remotes/')
        ? 'remote'
        : shared.has(file)
          ? 'shared'
          : 'shell';
      js[kind] += responseBodySize;
    }
    return {
      path: pagePath,
      jsKb: {
        shell: kb(js.shell),
        shared: kb(js.shared),
        remote: kb(js.remote),
        total: kb(js.shell + js.shared + js.remote),
      },
      requests,
      networkIdle,
    };
  } finally {
    await context.close();
  }
}

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
