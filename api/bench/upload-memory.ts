/**
 * Measures how much a 50 MB upload raises the server's memory. The server runs in this process
 * (with --expose-gc so freed chunks do not count); the client streams from disk in a child.
 * Run: npm run measure:upload -w api
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { migrate } from '../src/db/migrate';
import { createSequelize } from '../src/db/sequelize';

const MB = 1024 * 1024;

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stackfolio-bench-'));
  const config = loadConfig({
    DATABASE_URL: `sqlite:${dir}/db.sqlite`,
    UPLOAD_DIR: `${dir}/uploads`,
    SCRYPT_COST: '10',
    LOG_LEVEL: 'silent',
    // STORAGE_URL and the AWS settings measure the S3 driver (e.g. against s3rver in another process).
    ...Object.fromEntries(
      Object.entries(process.env).filter(([k]) => k === 'STORAGE_URL' || k.startsWith('AWS_')),
    ),
  });
  const sequelize = createSequelize(config.databaseUrl);
  await migrate(sequelize);
  const { app, close } = await createApp(config, { sequelize });
  const server = app.listen(0);
  const { port } = server.address() as AddressInfo;
  const reg = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: 'Mark',
      email: 'b@example.com',
      password: 'secret1',
    }),
  });
  const { token } = (await reg.json()) as { token: string };
  const file = path.join(dir, 'big.pdf');
  fs.writeFileSync(file, '%PDF-1.4\n');
  fs.truncateSync(file, 50 * MB);

  const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
  /** One upload of the file; growth over the memory just before it, sampled every 200 ms. */
  async function measureOne(label: string) {
    gc();
    const base = process.memoryUsage();
    let peakRss = base.rss;
    let peakLive = 0;
    const sampler = setInterval(() => {
      gc();
      const m = process.memoryUsage();
      peakRss = Math.max(peakRss, m.rss);
      peakLive = Math.max(
        peakLive,
        m.heapUsed + m.arrayBuffers - base.heapUsed - base.arrayBuffers,
      );
    }, 200);
    const { stdout: status } = await promisify(execFile)('curl', [
      '-s',
      '-o',
      '/dev/null',
      '-w',
      '%{http_code}',
      '-H',
      `Authorization: Bearer ${token}`,
      '-F',
      'title=Big',
      '-F',
      `file=@${file};type=application/pdf`,
      `http://127.0.0.1:${port}/api/projects`,
    ]);
    await new Promise((r) => setTimeout(r, 100));
    clearInterval(sampler);
    console.log(
      `${label}: status ${status}; live heap+buffers growth at peak ${(peakLive / MB).toFixed(1)} MB; RSS growth ${((peakRss - base.rss) / MB).toFixed(1)} MB (RSS before ${(base.rss / MB).toFixed(1)} MB)`,
    );
  }
  // The first upload also loads code and sizes the heap once per process; the second is what
  // every later upload costs a running server.
  await measureOne('first upload after start');
  await measureOne('next upload');
  server.close();
  await close();
  await sequelize.close();
  fs.rmSync(dir, { recursive: true, force: true });
}

void main();
