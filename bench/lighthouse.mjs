// Lighthouse (the npm package, v12 for Node 20) against the system Chromium with its default mobile
// settings: performance, accessibility, best-practices and SEO scores per page (issue 13).
// As a module: `runLighthouse(baseUrl, paths)`. Alone: `node bench/lighthouse.mjs <baseUrl> [paths…]`.
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** 0–100, or null when Lighthouse could not score the category (e.g. a page that failed to load). */
const percent = (category) =>
  category?.score === null || category?.score === undefined
    ? null
    : Math.round(category.score * 100);

/** Titles of the audits that cost points in the non-performance categories, to say what to fix. */
function failedAudits(lhr) {
  const failed = [];
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit?.score !== null && audit?.score < 1)
        failed.push(`${id}: ${audit.id}`);
    }
  }
  return failed;
}

/**
 * Runs Lighthouse on each path in turn in one Chromium (pages measured one at a time, so two
 * cores shared with other work do not make them compete with each other).
 * @param {string} baseUrl e.g. http://127.0.0.1:3000
 * @param {string[]} paths e.g. ['/', '/profiles']
 * @returns {Promise<Array<{path: string, performance: number|null, accessibility: number|null,
 *   bestPractices: number|null, seo: number|null, failed: string[]}>>}
 */
export async function runLighthouse(baseUrl, paths) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
  });
  const results = [];
  try {
    for (const path of paths) {
      const runner = await lighthouse(baseUrl + path, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      const lhr = runner?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned no result for ${path}`);
      results.push({
        path,
        performance: percent(lhr.categories.performance),
        accessibility: percent(lhr.categories.accessibility),
        bestPractices: percent(lhr.categories['best-practices']),
        seo: percent(lhr.categories.seo),
        failed: failedAudits(lhr),
        ...(lhr.runtimeError && { error: lhr.runtimeError.message }),
      });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [baseUrl, ...paths] = process.argv.slice(2);
  if (!baseUrl) {
    console.error('usage: node bench/lighthouse.mjs <baseUrl> [paths…]');
    process.exit(2);
  }
  const rows = await runLighthouse(baseUrl.replace(/\/+$/, ''), paths.length ? paths : ['/']);
  console.log(JSON.stringify(rows, null, 2));
}
