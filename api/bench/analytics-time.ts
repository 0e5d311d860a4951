/**
 * Seeds a database at the size (10,000 users, 100,000 projects, 1,000,000 view events,
 * using the bench seeder) and times GET /api/analytics/{busy user} for each range.
 * Run: npm run measure:analytics -w api   (DATABASE_URL picks the engine; default a temp SQLite file)
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../src/app';
import { createEngagement } from '../src/components/engagement';
import { loadConfig } from '../src/config';
import { SEED_PASSWORD, SEED_SIZES, bulkSeed, seedEmail } from '../src/seed/bulk-seed';
import { migrate } from '../src/db/migrate';
import { defineModels } from '../src/db/models';
import { createSequelize } from '../src/db/sequelize';

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stackfolio-analytics-'));
  const size =
    SEED_SIZES[(process.argv[2] as keyof typeof SEED_SIZES) ?? 'large'] ?? SEED_SIZES.large;
  const config = loadConfig({
    DATABASE_URL: process.env.DATABASE_URL ?? `sqlite:${dir}/db.sqlite`,
    UPLOAD_DIR: `${dir}/uploads`,
    SCRYPT_COST: '10',
    LOG_LEVEL: 'silent',
  });
  const sequelize = createSequelize(config.databaseUrl);
  await migrate(sequelize);
  const t0 = Date.now();
  await bulkSeed(sequelize, size, (line) => console.log(line));
  console.log(`seeded in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  const t1 = Date.now();
  await createEngagement(defineModels(sequelize)).refreshAllScores();
  console.log(
    `impact scores of all users recomputed in ${((Date.now() - t1) / 1000).toFixed(1)} s`,
  );
  const { app, close } = await createApp(config, { sequelize });
  const server = app.listen(0);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: seedEmail(1), password: SEED_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  for (const range of ['all', '30days', '7days']) {
    const times: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const start = performance.now();
      const res = await fetch(`${base}/api/analytics/1?range=${range}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      const body = (await res.json()) as { totalPortfolioViews: number; totalProjectViews: number };
      times.push(performance.now() - start);
      if (i === 0)
        console.log(
          `range=${range}: HTTP ${res.status}, portfolio views ${body.totalPortfolioViews}, project views ${body.totalProjectViews}`,
        );
    }
    times.sort((a, b) => a - b);
    console.log(
      `range=${range}: median ${times[2].toFixed(0)} ms, min ${times[0].toFixed(0)} ms, max ${times[4].toFixed(0)} ms`,
    );
  }
  server.close();
  await close();
  await sequelize.close();
  fs.rmSync(dir, { recursive: true, force: true });
}

void main();
