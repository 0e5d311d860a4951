// `npm run bench` (`-- --quick` for a short run): seeds a database per size, load-tests the API
// against two baselines in the same run, measures the pages in Chromium, checks the budgets and
// writes bench/results/latest.json and latest.md. Ratios, not absolute times, are what compare
// across machines.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { tmpdir } from 'node:os';
import { isStale, REMOTE_PACKAGES, run } from '../scripts/lib.mjs';
import { measure, signIn, signInWithCookie } from './load.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { buildFloor } from './floor/build-floor.mjs';
import { measureImageBytes } from './images.mjs';
import { measureSearch, searchTable } from './search.mjs';
import { measurePages } from './pages.mjs';
import { createShowcase, measureUnderPreviews } from './project-pages.mjs';
import { ROOT, startBaseline, startStackfolio } from './servers.mjs';
import { checkBudgets, imageBytesTable, lighthouseTable, renderMarkdown } from './report.mjs';

const require = createRequire(import.meta.url);
const quick = process.argv.includes('--quick');
// Lighthouse takes about a minute and a half per page on a shared two-core machine.
const lighthouseOn = !process.argv.includes('--no-lighthouse');
// `--lighthouse-only [--pages=/,/profiles,showcase]`: only Lighthouse on the floor and the given
// public pages (small database, one run each, nothing written), for iterating on page speed.
const lighthouseOnly = process.argv.includes('--lighthouse-only');
// `--images-only`: only the image bytes of /browse-projects with photo projects (own server and
// database, a minute or two), printed and not written; `--no-images` leaves them out of a run.
const imagesOnly = process.argv.includes('--images-only');
const imagesOn = !process.argv.includes('--no-images');
// `--search-only`: only the search figures (full-text beside INSTR) at the large size (small
// with --quick), SQLite and MySQL when given, printed and not written.
const searchOnly = process.argv.includes('--search-only');
const onlyPages = process.argv.find((a) => a.startsWith('--pages='))?.slice('--pages='.length);
const sizes = quick ? ['small'] : ['small', 'large'];
// Each page (and the floor) is audited this many times, round after round; the median is reported
// (`--lighthouse-runs=N` to change it: a single run's TBT can vary by 2× on a shared machine).
// `--diagnose` prints where each audited page's time goes (long tasks, boot-up time, requests).
const lighthouseRuns =
  Number(process.argv.find((a) => a.startsWith('--lighthouse-runs='))?.split('=')[1]) ||
  (quick || lighthouseOnly ? 1 : 3);
const duration = quick ? 3 : 10;
// `--database-url mysql://…` (or TEST_DATABASE_URL): the API rows are measured on MySQL/MariaDB
// too, each size on its own database (stackfolio_bench_<size>, created, seeded and dropped here).
const mysqlServerUrl = (() => {
  const i = process.argv.findIndex(
    (a) => a === '--database-url' || a.startsWith('--database-url='),
  );
  const url =
    i === -1
      ? process.env.TEST_DATABASE_URL
      : process.argv[i].includes('=')
        ? process.argv[i].slice('--database-url='.length)
        : process.argv[i + 1];
  return url && /^(mysql|mariadb):/.test(url) ? url : null;
})();
const log = (line) => console.log(`[bench] ${line}`);

async function ensureBuilt() {
  const outputs = [
    'web/dist/start.js',
    'shell/dist/index.html',
    ...REMOTE_PACKAGES.map((p) => `${p}/dist/mf-manifest.json`),
  ];
  if (outputs.some((o) => isStale(path.join(ROOT, o), []))) {
    log('building (npm run build)…');
    if ((await run('npm', ['run', 'build'])) !== 0) throw new Error('build failed');
  }
}

/** A seeded SQLite database per size, kept under data/bench/ and reused while its seed is intact. */
async function seededDatabase(size) {
  const dir = path.join(ROOT, 'data', 'bench');
  const file = path.join(dir, `${size}.sqlite`);
  const marker = `${file}.seeded`;
  const url = `sqlite:${file}`;
  if (existsSync(file) && existsSync(marker)) return url;
  mkdirSync(dir, { recursive: true });
  rmSync(file, { force: true });
  const { createSequelize, migrate, bulkSeed, SEED_SIZES } = require('@stackfolio/api');
  const sequelize = createSequelize(url);
  await migrate(sequelize);
  if (sequelize.getDialect() === 'sqlite') await sequelize.query('PRAGMA journal_mode = WAL');
  await bulkSeed(sequelize, SEED_SIZES[size], log);
  await sequelize.close();
  writeFileSync(marker, new Date().toISOString());
  return url;
}

/**
 * A seeded MySQL/MariaDB database of this size on the server at `serverUrl`, made for this run;
 * `drop()` removes it.
 */
async function mysqlDatabase(serverUrl, size) {
  const { createSequelize, migrate, bulkSeed, SEED_SIZES } = require('@stackfolio/api');
  const name = `stackfolio_bench_${size}`;
  const admin = createSequelize(serverUrl);
  await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await admin.close();
  };
  try {
    const sequelize = createSequelize(url.toString());
    await migrate(sequelize);
    await bulkSeed(sequelize, SEED_SIZES[size], (line) => log(`mysql ${line}`));
    await sequelize.close();
  } catch (err) {
    await drop();
    throw err;
  }
  return { url: url.toString(), drop };
}

/** The API endpoints to load-test on a started server, signed in as seeded users where they need it. */
async function endpointsOf(server) {
  const { seedEmail, SEED_PASSWORD } = require('@stackfolio/api');
  const busy = await signIn(server.url, seedEmail(1), SEED_PASSWORD);
  const someone = await signIn(server.url, seedEmail(2), SEED_PASSWORD);
  const json = { 'Content-Type': 'application/json' };
  // Signed-in detail reads: ten people (seeded users 2–11), each opening a different profile or
  // project, one person per connection in turn, so requests share no token and few rows.
  // Browsers are signed in by their session cookie (a session row and the account's identity
  // per request), scripts by a bearer token (the token's account): both are measured.
  const people = [someone];
  const browsers = [];
  for (let n = 2; n <= 11; n += 1) {
    if (n > 2) people.push(await signIn(server.url, seedEmail(n), SEED_PASSWORD));
    browsers.push(await signInWithCookie(server.url, seedEmail(n), SEED_PASSWORD));
  }
  const visitorsOf = (prefix, who = people) =>
    who.map((headers, i) => ({ headers, path: `${prefix}/${i + 2}` }));
  return {
    busy,
    endpoints: [
      {
        name: 'GET /api/projects (first page)',
        list: true,
        url: `${server.url}/api/projects?page=1&limit=20`,
      },
      {
        name: 'GET /api/users/all',
        list: true,
        url: `${server.url}/api/users/all?page=1&limit=20`,
      },
      { name: 'GET /api/users/{id}', detail: 'anonymous', url: `${server.url}/api/users/2` },
      {
        name: 'GET /api/projects/{id}',
        detail: 'anonymous',
        url: `${server.url}/api/projects/2`,
      },
      // Signed-in callers are never served from the micro-cache (budgeted apart).
      {
        name: 'GET /api/users/{id} (signed in)',
        detail: 'signedIn',
        url: `${server.url}/api/users/2`,
        headers: someone,
        visitors: visitorsOf('/api/users'),
      },
      {
        name: 'GET /api/projects/{id} (signed in)',
        detail: 'signedIn',
        url: `${server.url}/api/projects/2`,
        headers: someone,
        visitors: visitorsOf('/api/projects'),
      },
      {
        name: 'GET /api/users/{id} (session cookie)',
        detail: 'signedIn',
        url: `${server.url}/api/users/2`,
        headers: browsers[0],
        visitors: visitorsOf('/api/users', browsers),
      },
      {
        name: 'GET /api/projects/{id} (session cookie)',
        detail: 'signedIn',
        url: `${server.url}/api/projects/2`,
        headers: browsers[0],
        visitors: visitorsOf('/api/projects', browsers),
      },
      {
        name: 'GET /api/analytics/{busy user}',
        analytics: true,
        url: `${server.url}/api/analytics/1`,
        headers: busy,
      },
      {
        name: 'POST /api/projects/{id}/like (toggle)',
        write: true,
        method: 'POST',
        url: `${server.url}/api/projects/3/like`,
        headers: someone,
      },
      {
        name: 'POST /api/projects/{id}/comments',
        write: true,
        method: 'POST',
        url: `${server.url}/api/projects/3/comments`,
        headers: { ...someone, ...json },
        body: JSON.stringify({ content: 'Benchmark comment' }),
      },
    ],
  };
}

/** Load-tests each endpoint; a list is compared with bare Express measured right before it. */
async function measureEndpoints(label, endpoints, express, base) {
  const rows = [];
  for (const endpoint of endpoints) {
    let probe = await fetch(endpoint.url, {
      method: endpoint.method ?? 'GET',
      headers: endpoint.headers,
      body: endpoint.body,
    });
    for (const visitor of endpoint.visitors ?? []) {
      if (!probe.ok) break;
      probe = await fetch(new URL(visitor.path, endpoint.url), { headers: visitor.headers });
    }
    if (!probe.ok) {
      rows.push({ ...endpoint, unavailable: `${probe.status}` });
      log(`${label}: ${endpoint.name}: not measured (${probe.status})`);
      continue;
    }
    // Other work on a shared machine comes and goes within a run: a list endpoint (budgeted as
    // a ratio) is compared with bare Express measured right before it, not minutes earlier.
    const adjacent = endpoint.list ? await measure({ url: express.url, duration }) : base.express;
    const m = await measure({ ...endpoint, duration });
    const row = {
      name: endpoint.name,
      list: !!endpoint.list,
      analytics: !!endpoint.analytics,
      detail: endpoint.detail ?? null,
      write: !!endpoint.write,
      ...m,
      vsExpress: round(m.requestsPerSecond / adjacent.requestsPerSecond),
      vsHttp: round(m.requestsPerSecond / base.http.requestsPerSecond),
      ...(endpoint.list ? { expressAdjacent: adjacent.requestsPerSecond } : {}),
    };
    if (endpoint.analytics) {
      // The analytics budget is what one user waits for the page's data: one request at a
      // time. At 50 connections the latency is mostly queueing behind the other 49.
      const one = await measure({ ...endpoint, connections: 1, duration });
      row.single = {
        p50Ms: one.p50Ms,
        p99Ms: one.p99Ms,
        requestsPerSecond: one.requestsPerSecond,
      };
      log(`${label}: ${row.name}, one at a time: p50 ${one.p50Ms} ms, p99 ${one.p99Ms} ms`);
    }
    rows.push(row);
    log(
      `${label}: ${row.name}: ${row.requestsPerSecond} req/s, p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms, ×${row.vsExpress} of Express`,
    );
  }
  return rows;
}

const searchRounds = quick ? 2 : 5;

/** Search p50/p95 on a started server and its database (bench/search.mjs). */
async function benchSearch(label, server, databaseUrl) {
  const { busy } = await endpointsOf(server);
  return measureSearch({
    serverUrl: server.url,
    databaseUrl,
    headers: busy,
    rounds: searchRounds,
    log: (line) => log(`${label}: ${line}`),
  });
}

/** The same API rows on MySQL/MariaDB, on a database made for this run and dropped after. */
async function benchMysql(size, express, base) {
  log(`${size}: seeding MySQL database stackfolio_bench_${size}…`);
  const db = await mysqlDatabase(mysqlServerUrl, size);
  let server = null;
  try {
    server = await startStackfolio(db.url);
    if (!express) return { search: await benchSearch(`${size} mysql`, server, db.url) };
    const { endpoints } = await endpointsOf(server);
    return {
      endpoints: await measureEndpoints(`${size} mysql`, endpoints, express, base),
      search: await benchSearch(`${size} mysql`, server, db.url),
    };
  } finally {
    await server?.stop();
    await db.drop();
  }
}

async function benchSize(size) {
  const databaseUrl = await seededDatabase(size);
  const server = await startStackfolio(databaseUrl);
  const baselines = [];
  let mysql = null;
  try {
    const { busy, endpoints } = await endpointsOf(server);
    const firstPage = endpoints[0].url;
    const body = Buffer.from(await (await fetch(firstPage)).arrayBuffer());
    const bodyFile = path.join(tmpdir(), `stackfolio-bench-body-${process.pid}.json`);
    writeFileSync(bodyFile, body);
    const express = await startBaseline('express', bodyFile);
    const http = await startBaseline('http', bodyFile);
    baselines.push(express, http);

    const base = {
      express: await measure({ url: express.url, duration }),
      http: await measure({ url: http.url, duration }),
    };
    log(
      `${size}: baselines express ${base.express.requestsPerSecond} req/s, node:http ${base.http.requestsPerSecond} req/s`,
    );
    const rows = await measureEndpoints(size, endpoints, express, base);
    const search = await benchSearch(size, server, databaseUrl);
    if (mysqlServerUrl) mysql = await benchMysql(size, express, base);
    let pages = null;
    let floor = null;
    let previewLoad = null;
    if (size === 'small') {
      const detail = endpoints.find((e) => e.name === 'GET /api/projects/{id}');
      previewLoad = await measureUnderPreviews(server.url, busy, detail, duration);
      log(
        `${size}: ${detail.name} p99 ${previewLoad.quiet.p99Ms} ms alone, ${previewLoad.busy.p99Ms} ms while five ${previewLoad.notebookMb} MB notebooks were previewed (${previewLoad.pendingAfter} still waiting after)`,
      );
      const showcase = await createShowcase(server.url, busy);
      await fetch(`${server.url}/api/health`);
      const token = busy.Authorization.slice('Bearer '.length);
      pages = await measurePages(
        server.url,
        [
          { path: '/', signedIn: false },
          { path: '/profiles', signedIn: false },
          { path: (await publicPages(server.url))[2], signedIn: false },
          { path: '/browse-projects', signedIn: false },
          { path: showcase.path, signedIn: false },
          { path: showcase.notebookPath, signedIn: false },
          { path: '/analytics', signedIn: true },
          { path: '/resume', signedIn: true },
          { path: '/admin', signedIn: true },
        ],
        token,
      );
      if (lighthouseOn) {
        const audit = await auditPages(
          server.url,
          quick
            ? ['/', showcase.path]
            : [...(await publicPages(server.url)), showcase.path, showcase.notebookPath],
        );
        floor = audit.floor;
        pages = pages.map((p) => ({
          ...p,
          lighthouse: audit.scores.find((s) => s.path === p.path),
        }));
      }
    }
    return {
      size,
      baselines: base,
      endpoints: rows,
      search,
      ...(mysql && { mysql }),
      ...(previewLoad && { previewLoad }),
      pages,
      ...(floor && { floor }),
    };
  } finally {
    await Promise.all([server.stop(), ...baselines.map((b) => b.stop())]);
  }
}

const round = (n) => Math.round(n * 100) / 100;

/** The public pages audited; a profile by its canonical address, `/@handle`. */
async function publicPages(serverUrl) {
  const person = await (await fetch(`${serverUrl}/api/users/2`)).json();
  return ['/', '/profiles', `/@${person.handle}`, '/browse-projects'];
}

/**
 * Lighthouse on the given pages and on the floor page (a minimal client-rendered React +
 * styled-components page, built now), round after round in one Chromium; each page's LCP and TBT
 * also as a ratio to the floor's. --quick audits the landing page and the showcase project's page.
 */
async function auditPages(serverUrl, paths) {
  const floorDir = mkdtempSync(path.join(tmpdir(), 'stackfolio-bench-floor-'));
  let floorServer = null;
  try {
    await buildFloor(floorDir);
    floorServer = await startBaseline('static', floorDir);
    // At the server's own address (its PUBLIC_URL), so canonical URLs are on the audited page's
    // domain and the API's Origin check accepts the page's requests: audited through `localhost`,
    // a profile's view tracking was refused (403), which Lighthouse reported as a console error
    // in the runs where the view was sent before the trace ended.
    const targets = [
      { path: 'floor', url: `${floorServer.url}/` },
      ...paths.map((p) => ({ path: p, url: serverUrl + p })),
    ];
    const [floor, ...scores] = await runLighthouse(targets, {
      runs: lighthouseRuns,
      diagnostics: process.argv.includes('--diagnose'),
    });
    log(`lighthouse floor: ${JSON.stringify(floor)}`);
    for (const s of scores) {
      s.lcpVsFloor = ratio(s.lcpMs, floor.lcpMs);
      s.tbtVsFloor = ratio(s.tbtMs, floor.tbtMs);
      log(`lighthouse ${s.path}: ${JSON.stringify(s)}`);
    }
    return { floor, scores };
  } finally {
    await floorServer?.stop();
    rmSync(floorDir, { recursive: true, force: true });
  }
}

/** page ÷ floor; a floor of 0 ms (no blocking at all) makes any blocking page infinitely worse. */
function ratio(page, floor) {
  if (page === null || floor === null) return null;
  if (floor === 0) return page === 0 ? 1 : Infinity;
  return round(page / floor);
}

await ensureBuilt();
if (lighthouseOnly) {
  const server = await startStackfolio(await seededDatabase('small'));
  try {
    // `showcase` in --pages stands for the showcase project's page (12 photos, a long write-up
    // and a notebook), made here first.
    let paths = onlyPages ? onlyPages.split(',') : await publicPages(server.url);
    if (paths.includes('showcase')) {
      const { seedEmail, SEED_PASSWORD } = require('@stackfolio/api');
      const owner = await signIn(server.url, seedEmail(1), SEED_PASSWORD);
      const showcase = await createShowcase(server.url, owner);
      paths = paths.map((p) => (p === 'showcase' ? showcase.path : p));
    }
    const { floor, scores } = await auditPages(server.url, paths);
    const pages = scores.map((s) => ({ path: s.path, lighthouse: s }));
    console.log(`\n${lighthouseTable(floor, pages).join('\n')}`);
  } finally {
    await server.stop();
  }
  process.exit(0);
}
if (searchOnly) {
  for (const size of quick ? ['small'] : ['large']) {
    const databaseUrl = await seededDatabase(size);
    const server = await startStackfolio(databaseUrl);
    let sqlite;
    try {
      sqlite = await benchSearch(size, server, databaseUrl);
    } finally {
      await server.stop();
    }
    const mysql = mysqlServerUrl ? (await benchMysql(size, null, null)).search : null;
    console.log(`\n${searchTable(size, sqlite, mysql).join('\n')}`);
  }
  process.exit(0);
}
if (imagesOnly) {
  console.log(`\n${imageBytesTable(await measureImageBytes(log)).join('\n')}`);
  process.exit(0);
}
const started = Date.now();
const results = [];
for (const size of sizes) results.push(await benchSize(size));
const images = imagesOn ? await measureImageBytes(log) : null;
const budgets = checkBudgets(results);
const report = {
  at: new Date().toISOString(),
  quick,
  durationSeconds: Math.round((Date.now() - started) / 1000),
  results,
  ...(images && { images }),
  budgets,
};
mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
writeFileSync(
  path.join(ROOT, 'bench', 'results', 'latest.json'),
  `${JSON.stringify(report, null, 2)}\n`,
);
const markdown = renderMarkdown(report);
writeFileSync(path.join(ROOT, 'bench', 'results', 'latest.md'), markdown);
console.log(`\n${markdown}`);
