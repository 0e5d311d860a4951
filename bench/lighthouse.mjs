// Lighthouse (the npm package, v12 for Node 20) against the system Chromium with its default mobile
// settings: performance, accessibility, best-practices and SEO scores and the paint and blocking
// metrics per page, checked against bench/budgets.json.
// As a module: `runLighthouse(targets, { runs })`. Alone: `node bench/lighthouse.mjs [--diagnose]
// <baseUrl> [paths…]` (`--diagnose` prints where each page's time goes: blocking, unused JS, …).
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

/** The load metrics in milliseconds (CLS unitless), as Lighthouse's lab run measured them. */
const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndexMs: 'speed-index',
};

function metrics(lhr) {
  const out = {};
  for (const [key, id] of Object.entries(METRICS)) {
    const value = lhr.audits[id]?.numericValue;
    out[key] = typeof value !== 'number' ? null : key === 'cls' ? round3(value) : Math.round(value);
  }
  return out;
}

const round3 = (n) => Math.round(n * 1000) / 1000;

/** What the page logged, for a failed `errors-in-console` (it comes and goes between runs). */
const consoleErrors = (audit) =>
  audit.id !== 'errors-in-console'
    ? ''
    : ` (${(audit.details?.items ?? [])
        .map((item) => `${item.sourceLocation?.url ?? item.source ?? ''} ${item.description ?? ''}`)
        .map((text) => text.trim().slice(0, 200))
        .join('; ')})`;

/** Performance audits of how images are served: each one failing is named too. */
const IMAGE_AUDITS = [
  'uses-responsive-images',
  'modern-image-formats',
  'unsized-images',
  'offscreen-images',
  'uses-optimized-images',
];

/**
 * Titles of the audits that cost points in the non-performance categories, and of the image
 * audits that fail, to say what to fix.
 */
function failedAudits(lhr) {
  const failed = IMAGE_AUDITS.filter((id) => {
    const score = lhr.audits[id]?.score;
    return score !== null && score !== undefined && score < 1;
  }).map((id) => `performance: ${id}`);
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit?.score !== null && audit?.score < 1)
        failed.push(`${id}: ${audit.id}${consoleErrors(audit)}`);
    }
  }
  return failed;
}

/** The audits that say where a page's time goes, printed by `--diagnose` while iterating. */
const DIAGNOSTICS = [
  'largest-contentful-paint-element',
  'lcp-lazy-loaded',
  'render-blocking-resources',
  'unused-javascript',
  'bootup-time',
  'mainthread-work-breakdown',
  'long-tasks',
  'critical-request-chains',
  'network-requests',
  'errors-in-console',
  'inspector-issues',
];

/** One line per diagnostic audit with its worst items (URL or label and the main number). */
function diagnose(lhr) {
  const lines = [];
  for (const id of DIAGNOSTICS) {
    const audit = lhr.audits[id];
    if (!audit) continue;
    // Some audits (the LCP element's) hold a list of tables: their rows are what is worth printing.
    const rows = (audit.details?.items ?? []).flatMap((item) =>
      item.type === 'table' ? (item.items ?? []) : [item],
    );
    const items = rows.slice(0, id === 'network-requests' ? 40 : 6);
    const describe = (item) =>
      [
        item.url ?? item.groupLabel ?? item.node?.snippet ?? item.phase ?? item.description ?? '',
        item.wastedBytes && `waste ${Math.round(item.wastedBytes / 1024)} KB`,
        item.total && `total ${Math.round(item.total)} ms`,
        item.scripting && `script ${Math.round(item.scripting)} ms`,
        item.duration && `${Math.round(item.duration)} ms`,
        item.startTime !== undefined && `start ${Math.round(item.startTime)}`,
        item.endTime !== undefined && `end ${Math.round(item.endTime)}`,
        item.transferSize !== undefined && `${Math.round(item.transferSize / 1024)} KB`,
        item.timing && `${Math.round(item.timing)} ms`,
        item.percent && `${item.percent}`,
      ]
        .filter(Boolean)
        .join(' ');
    lines.push(`${id}: ${audit.displayValue ?? ''}`, ...items.map((i) => `    ${describe(i)}`));
  }
  return lines;
}

/**
 * Runs Lighthouse on each target in turn in one Chromium (pages measured one at a time, so two
 * cores shared with other work do not make them compete with each other). With `runs` > 1 the
 * targets are audited round after round (load that comes and goes hits them all alike) and each
 * number is the median of its runs.
 * @param {Array<{path: string, url: string}>} targets
 * @param {{runs?: number}} [options]
 * @returns {Promise<Array<{path: string, runs: number, performance: number|null,
 *   accessibility: number|null, bestPractices: number|null, seo: number|null, fcpMs: number|null,
 *   lcpMs: number|null, tbtMs: number|null, cls: number|null, speedIndexMs: number|null,
 *   failed: string[]}>>}
 */
export async function runLighthouse(targets, { runs = 1, diagnostics = false } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
  });
  const samples = new Map(targets.map((t) => [t.path, []]));
  try {
    for (let round = 0; round < runs; round++) {
      for (const { path, url } of targets) {
        const runner = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        });
        const lhr = runner?.lhr;
        if (!lhr) throw new Error(`Lighthouse returned no result for ${path}`);
        if (diagnostics) console.log(`\n${path}\n${diagnose(lhr).join('\n')}`);
        samples.get(path).push({
          performance: percent(lhr.categories.performance),
          accessibility: percent(lhr.categories.accessibility),
          bestPractices: percent(lhr.categories['best-practices']),
          seo: percent(lhr.categories.seo),
          ...metrics(lhr),
          // The host's CPU power as Lighthouse rates it (its 4× slowdown assumes 1500–2000).
          benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0) || null,
          failed: failedAudits(lhr),
          ...(lhr.runtimeError && { error: lhr.runtimeError.message }),
        });
      }
    }
  } finally {
    await chrome.kill();
  }
  return targets.map(({ path }) => summarise(path, samples.get(path)));
}

/** The median of each number over the runs; failed audits and errors as seen in any run. */
function summarise(path, runs) {
  const out = { path, runs: runs.length };
  for (const key of Object.keys(runs[0])) {
    if (key === 'failed') out.failed = [...new Set(runs.flatMap((r) => r.failed))];
    else if (key === 'error') out.error = runs.find((r) => r.error)?.error;
    else out[key] = median(runs.map((r) => r[key]));
  }
  return out;
}

function median(values) {
  const known = values.filter((v) => v !== null && v !== undefined).sort((a, b) => a - b);
  if (!known.length) return null;
  const mid = Math.floor(known.length / 2);
  return known.length % 2 ? known[mid] : (known[mid - 1] + known[mid]) / 2;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const diagnostics = args.includes('--diagnose');
  const [baseUrl, ...paths] = args.filter((a) => a !== '--diagnose');
  if (!baseUrl) {
    console.error('usage: node bench/lighthouse.mjs <baseUrl> [paths…]');
    process.exit(2);
  }
  const base = baseUrl.replace(/\/+$/, '');
  const targets = (paths.length ? paths : ['/']).map((p) => ({ path: p, url: base + p }));
  const rows = await runLighthouse(targets, { diagnostics });
  console.log(JSON.stringify(rows, null, 2));
}
