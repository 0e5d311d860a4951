/**
 * Measures how much a 50 MB upload raises the server's resident memory, as production runs it:
 * the built API (`node dist/start.js`, NODE_ENV=production) in its own process, its RSS read from
 * outside (/proc/<pid>/status VmRSS every 50 ms), curl sending the file. Each server is warmed by
 * ordinary requests first (readiness check, register, sign-in, a few reads); the baseline is its
 * RSS just before the upload. Two uploads per server (the first after start, and the next), on
 * RUNS servers (default 3). The uploaded files are then downloaded and their sizes compared.
 *
 * Run: npm run measure:upload -w api                 (files on disk)
 *      npm run measure:upload -w api -- --s3         (s3rver in another process)
 *      STORAGE_URL=s3://… AWS_… npm run measure:upload -w api   (any S3 store)
 * To see where memory goes: SMAPS=1 lists the mappings that grew, SERVER_NODE_ARGS (e.g.
 * --trace-gc) is given to the server's node, BENCH_SERVER_LOG=<file> keeps its stdout, and MALLOC_*
 * settings are passed on to it.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';

const MB = 1024 * 1024;
const API_DIR = path.resolve(__dirname, '..');
const SAMPLE_MS = 50;
const RUNS = Number(process.env.RUNS ?? 3);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A /proc/<pid>/status field in bytes (VmRSS, RssAnon, RssFile, VmHWM…). */
function statusOf(pid: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const line of fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n')) {
    const m = /^(\w+):\s+(\d+) kB$/.exec(line);
    if (m) out[m[1]] = Number(m[2]) * 1024;
  }
  return out;
}

/** Rss per mapping (/proc/<pid>/smaps), keyed by start address and name. */
function mappingsOf(pid: number): Map<string, number> {
  const out = new Map<string, number>();
  let key = '';
  for (const line of fs.readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const head = /^([0-9a-f]+)-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) key = `${head[1]} ${head[2] || '[anon]'}`;
    const rss = /^Rss:\s+(\d+) kB$/.exec(line);
    if (rss) out.set(key, Number(rss[1]) * 1024);
  }
  return out;
}

/** Mappings whose RSS grew by 1 MB or more between two snapshots (SMAPS=1). */
function grownMappings(before: Map<string, number>, after: Map<string, number>): string {
  return [...after]
    .map(([key, rss]) => [key, rss - (before.get(key) ?? 0)] as const)
    .filter(([, grown]) => grown >= MB)
    .sort((a, b) => b[1] - a[1])
    .map(([key, grown]) => `${key} +${(grown / MB).toFixed(1)} MB`)
    .join('; ');
}

/** Starts a child and resolves with the first stdout line matching `pattern`. */
async function startChild(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  pattern: RegExp,
): Promise<{ child: ChildProcess; match: RegExpExecArray }> {
  const child = spawn(command, args, { cwd: API_DIR, env, stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! });
  const match = await new Promise<RegExpExecArray>((resolve, reject) => {
    child.once('exit', (code) =>
      reject(new Error(`${command} ${args.join(' ')} exited (${code})`)),
    );
    lines.on('line', (line) => {
      const m = pattern.exec(line);
      if (m) resolve(m);
    });
  });
  // The reader keeps draining stdout (the request log); BENCH_SERVER_LOG keeps a copy.
  if (process.env.BENCH_SERVER_LOG) {
    const log = fs.createWriteStream(process.env.BENCH_SERVER_LOG, { flags: 'a' });
    lines.on('line', (line) => log.write(`${line}\n`));
  }
  return { child, match };
}

const stopChild = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

async function json(res: Response) {
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

/** One server process: warm it, upload the file twice, report growth over the RSS before each. */
async function measureServer(run: number, storageEnv: Record<string, string>, file: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stackfolio-bench-'));
  const { child, match } = await startChild(
    process.execPath,
    // SERVER_NODE_ARGS, e.g. --trace-gc or V8 heap flags, to see where memory goes
    [...(process.env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean), 'dist/start.js'],
    {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('MALLOC_'))),
      NODE_ENV: 'production',
      PORT: '0',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      DATABASE_URL: `sqlite:${dir}/db.sqlite`,
      UPLOAD_DIR: `${dir}/uploads`,
      DATA_DIR: `${dir}/data`,
      ...storageEnv,
    },
    /running at http:\/\/localhost:(\d+)/,
  );
  const pid = child.pid!;
  const base = `http://127.0.0.1:${match[1]}`;
  try {
    // Warm-up: what a server has served before its first upload.
    await json(await fetch(`${base}/api/health/ready`));
    const account = {
      firstName: 'Bench',
      lastName: 'Mark',
      email: 'bench@example.com',
      password: 'secret-bench-1',
    };
    await json(
      await fetch(`${base}/api/auth/register`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(account),
      }),
    );
    const { token } = (await json(
      await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: account.email, password: account.password }),
      }),
    )) as { token: string };
    const auth = { Authorization: `Bearer ${token}` };
    await json(await fetch(`${base}/api/auth/user`, { headers: auth }));
    await json(await fetch(`${base}/api/projects`));
    await json(await fetch(`${base}/api/health/ready`));

    const results: string[] = [];
    const ids: number[] = [];
    for (const label of ['first upload', 'next upload']) {
      await sleep(1000); // let the warm-up's or the last upload's frees settle
      const before = statusOf(pid);
      const mapsBefore = process.env.SMAPS ? mappingsOf(pid) : undefined;
      let peak = before;
      let mapsAtPeak = mapsBefore;
      const sampler = setInterval(() => {
        const now = statusOf(pid);
        if (now.VmRSS > peak.VmRSS) {
          peak = now;
          if (mapsBefore) mapsAtPeak = mappingsOf(pid);
        }
      }, SAMPLE_MS);
      const { stdout } = await promisify(execFile)(
        'curl',
        [
          '-s',
          '-w',
          '\n%{http_code}',
          '-H',
          `Authorization: ${auth.Authorization}`,
          '-F',
          'title=Big',
          '-F',
          `file=@${file};type=application/pdf`,
          `${base}/api/projects`,
        ],
        { maxBuffer: MB },
      );
      await sleep(200);
      clearInterval(sampler);
      const after = statusOf(pid);
      const [body, status] = [stdout.slice(0, stdout.lastIndexOf('\n')), stdout.split('\n').pop()];
      if (status !== '201') throw new Error(`${label}: ${status} ${body}`);
      ids.push((JSON.parse(body) as { id: number }).id);
      const mb = (n: number) => (n / MB).toFixed(1);
      results.push(
        `${label}: RSS +${mb(peak.VmRSS - before.VmRSS)} MB at peak (anon +${mb(peak.RssAnon - before.RssAnon)}, file +${mb(peak.RssFile - before.RssFile)}), +${mb(after.VmRSS - before.VmRSS)} MB after; RSS before ${mb(before.VmRSS)} MB`,
      );
      if (mapsBefore) results.push(`  grown at peak: ${grownMappings(mapsBefore, mapsAtPeak!)}`);
    }
    // The files were stored like any other: download them and compare sizes.
    for (const id of ids) {
      const res = await fetch(`${base}/api/projects/${id}/download`, { headers: auth });
      const bytes = (await res.arrayBuffer()).byteLength;
      if (!res.ok || bytes !== fs.statSync(file).size) {
        throw new Error(`project ${id}: download ${res.status}, ${bytes} bytes`);
      }
    }
    console.log(`server ${run} (pid ${pid}):\n  ${results.join('\n  ')}`);
  } finally {
    await stopChild(child);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  if (!fs.existsSync(path.join(API_DIR, 'dist/start.js'))) {
    throw new Error('api/dist is missing: npm run build -w api');
  }
  let s3rver: ChildProcess | undefined;
  let storageEnv = Object.fromEntries(
    Object.entries(process.env).filter(
      (e): e is [string, string] => e[0] === 'STORAGE_URL' || e[0].startsWith('AWS_'),
    ),
  );
  if (process.argv.includes('--s3') && !storageEnv.STORAGE_URL) {
    const started = await startChild(
      process.execPath,
      ['--import', 'tsx', 'bench/s3rver.ts', 'bench'],
      process.env,
      /^port (\d+)$/,
    );
    s3rver = started.child;
    storageEnv = {
      STORAGE_URL: 's3://bench',
      AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${started.match[1]}`,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stackfolio-bench-file-'));
  const file = path.join(dir, 'big.pdf');
  fs.writeFileSync(file, '%PDF-1.4\n');
  fs.truncateSync(file, 50 * MB);
  console.log(
    `50 MB upload, built API, storage ${storageEnv.STORAGE_URL ?? 'disk'}; RSS from /proc every ${SAMPLE_MS} ms`,
  );
  try {
    for (let run = 1; run <= RUNS; run++) await measureServer(run, storageEnv, file);
  } finally {
    if (s3rver) await stopChild(s3rver);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
