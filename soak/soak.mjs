// The soak as a module: start (or target) a server, run the workload, check the books, return the
// figures. Used by `npm run soak` (soak/run.mjs) and the short form in the API tests.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { Books, checkApiBooks, checkDatabaseBooks } from './books.mjs';
import { Gate, Stats } from './client.mjs';
import { Ledger } from './ledger.mjs';
import { openDatabase, startServer } from './server.mjs';
import { runWorkload, signInAdmin, signUpAdmin } from './workload.mjs';

/**
 * Every stored file is referenced by a row and every referenced file exists; no temp leftovers.
 * Read through the API's own Storage (disk folder or S3 bucket, as the server is configured).
 */
async function checkStoredFiles({ sequelize, serverEnv, books }) {
  const { createStorage, imageKeys, loadConfig, parseImageInfo } = await import('@stackfolio/api');
  const storage = createStorage(loadConfig(serverEnv));
  try {
    const q = (sql) => sequelize.query(sql, { type: 'SELECT' });
    const [projects, users, files, gallery] = await Promise.all([
      q('SELECT fileKey, imageKey, imageInfo, cardKey FROM projects'),
      q('SELECT avatarKey, avatarInfo, headerImageKey, headerImageInfo, cardKey FROM users'),
      q('SELECT fileKey, previewKey FROM project_files'),
      q('SELECT imageKey, imageInfo FROM project_images'),
    ]);
    // An image is stored with its variants (widths, formats, the Open Graph crop).
    const images = (key, info) => imageKeys(key, parseImageInfo(info));
    const referenced = new Set(
      [
        // Generated share cards too (profiles and projects without a picture of their own).
        ...projects.flatMap((p) => [p.fileKey, ...images(p.imageKey, p.imageInfo), p.cardKey]),
        // A project's files with their previews (made beside them), and its gallery.
        ...files.flatMap((f) => [f.fileKey, f.previewKey]),
        ...gallery.flatMap((i) => images(i.imageKey, i.imageInfo)),
        ...users.flatMap((u) => [
          ...images(u.avatarKey, u.avatarInfo),
          ...images(u.headerImageKey, u.headerImageInfo),
          u.cardKey,
        ]),
      ].filter(Boolean),
    );
    const stored = new Set();
    for await (const entry of storage.list()) stored.add(entry.key);
    books.expect(`stored files referenced by no row (${storage.kind})`, 0, {
      files: [...stored].filter((k) => !referenced.has(k)).length,
    });
    books.expect(`referenced files missing from the store (${storage.kind})`, 0, {
      files: [...referenced].filter((k) => !stored.has(k)).length,
    });
    books.expect('upload temp files left behind', 0, {
      files: fs.existsSync(storage.tempDir) ? fs.readdirSync(storage.tempDir).length : 0,
    });
  } finally {
    storage.close();
  }
}

/**
 * Runs one soak. Options: root (repo root), url (target an already started server) or
 * databaseUrl (MySQL server to create a fresh database on; SQLite temp file otherwise), users,
 * durationMs, concurrency, thinkMs, scryptCost, reloginShare (share of users who sign out and in
 * again after registering), weights (of the actions; see actions.mjs), analyticsOfOthers (how many
 * users without projects get their analytics checked; every owner's are), adminEmail/adminPassword (for --url without database access),
 * keepData, env (more settings for the started server, e.g. STORAGE_URL), log.
 */
export async function runSoak(options) {
  const {
    root,
    url,
    users = 300,
    durationMs = 60_000,
    concurrency = 64,
    thinkMs = 250,
    scryptCost = 10,
    reloginShare = 1,
    weights,
    analyticsOfOthers = Infinity,
    keepData = false,
    env = {},
    log = () => {},
  } = options;
  const databaseUrl = options.databaseUrl ?? (url ? undefined : process.env.TEST_DATABASE_URL);
  const started = Date.now();
  const loadBefore = os.loadavg()[0];
  const server = url
    ? null
    : await startServer({ root, databaseServerUrl: databaseUrl, scryptCost, keepData, env });
  const baseUrl = (url ?? server.url).replace(/\/+$/, '');
  const dbUrl = server ? server.databaseUrl : databaseUrl;
  const sequelize = dbUrl ? openDatabase(dbUrl) : null;
  log(
    server
      ? `Started the API (pid ${server.pid}) at ${baseUrl} on ${server.databaseLabel}`
      : `Target: ${baseUrl}`,
  );

  const world = {
    baseUrl,
    gate: new Gate(concurrency),
    stats: new Stats(),
    ledger: new Ledger(),
    runId: randomBytes(4).toString('hex'),
  };
  const books = new Books();
  try {
    let admin = null;
    if (sequelize) {
      admin = await signUpAdmin(world);
      await sequelize.query('UPDATE users SET isAdmin = :yes WHERE email = :email', {
        replacements: { yes: true, email: admin.email },
      });
    } else if (options.adminEmail && options.adminPassword) {
      admin = await signInAdmin(world, options.adminEmail, options.adminPassword);
    }
    const before = admin && (await admin.client.request('books', 'GET', '/api/admin/stats'));
    if (before && !before.ok)
      throw new Error(
        `the soak's admin account could not read /api/admin/stats (${before.status})`,
      );

    log(
      `Signing up ${users} users, then ${Math.round(durationMs / 1000)} s of mixed load (at most ${concurrency} requests in flight)`,
    );
    const run = await runWorkload(world, {
      users,
      durationMs,
      thinkMs,
      reloginShare,
      ...(weights ? { weights } : {}),
      onProgress: (ms) =>
        log(
          `  … ${Math.round(ms / 1000)} s, ${world.stats.requests} requests, ${world.stats.failureCount} failures`,
        ),
    });
    const workload = {
      requests: world.stats.requests,
      classes: world.stats.statusClasses(),
      overall: world.stats.overall(),
    };

    log('Checking the books');
    const booksStarted = Date.now();
    await checkApiBooks({
      ledger: world.ledger,
      users: world.users,
      admin,
      adminBefore: before?.body,
      books,
      otherUsersChecked: analyticsOfOthers,
    });
    if (sequelize) await checkDatabaseBooks({ ledger: world.ledger, sequelize, books });
    if (server && sequelize) {
      // Previews and share cards are made in the background: the store is compared with the
      // rows once the server has stopped, with nothing half-made.
      await server.halt();
      await checkStoredFiles({ sequelize, serverEnv: server.env, books });
    }
    if (world.ledger.viewSurprises.length) {
      books.note(
        `${world.ledger.viewSurprises.length} view answers broke the counting rules, e.g. ${JSON.stringify(world.ledger.viewSurprises.slice(0, 3))}`,
      );
    }

    const booksMs = Date.now() - booksStarted;
    const serverErrors = server ? [...server.errorLines] : [];
    const fiveXx = workload.classes['5xx'] ?? 0;
    const result = {
      ok: false,
      target: baseUrl,
      database: server?.databaseLabel ?? (dbUrl ? 'given' : 'not checked'),
      storage: server ? server.env.STORAGE_URL || 'disk (UPLOAD_DIR)' : 'not checked',
      users: { requested: users, active: world.users.length },
      durationMs: run.loopMs,
      setupMs: run.setupMs,
      booksMs,
      wallMs: Date.now() - started,
      requests: workload.requests,
      requestsPerSecond: Math.round(
        workload.requests / Math.max(1, (run.setupMs + run.loopMs) / 1000),
      ),
      statusClasses: workload.classes,
      fiveXx,
      p50: workload.overall.p50,
      p99: workload.overall.p99,
      perLabel: world.stats.summary(),
      actions: run.actions,
      failureCount: world.stats.failureCount,
      failures: world.stats.failures,
      books: {
        checks: books.checks,
        mismatches: books.mismatches,
        databaseChecked: Boolean(sequelize),
        adminChecked: Boolean(admin),
      },
      ledger: { ...world.ledger.totals(), ambiguousViews: world.ledger.ambiguousViews },
      serverErrors,
      machine: {
        cpus: os.cpus().length,
        loadAverage: [loadBefore, os.loadavg()[0]].map((n) => Math.round(n * 10) / 10),
      },
    };
    result.ok =
      result.users.active === users &&
      fiveXx === 0 &&
      result.failureCount === 0 &&
      books.mismatches.length === 0 &&
      serverErrors.length === 0;
    return result;
  } finally {
    await sequelize?.close().catch(() => undefined);
    await server?.stop();
  }
}
