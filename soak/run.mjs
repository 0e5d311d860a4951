#!/usr/bin/env node
// `npm run soak`: hundreds of simulated users against a fresh server (or --url), then the books.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DEFAULT_WEIGHTS } from './actions.mjs';
import { formatSummary } from './report.mjs';
import { runSoak } from './soak.mjs';

// SOAK_ROOT: run another checkout's API (e.g. to compare with a snapshot of an older commit).
const ROOT = path.resolve(
  process.env.SOAK_ROOT ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'),
);

const USAGE = `Usage: npm run soak -- [options]

  --users <n>            simulated users (default 300)
  --duration <time>      how long the mixed load runs after sign-up: 60s, 2m, 90 (default 60s)
  --concurrency <n>      requests in flight at most, across all users (default 64)
  --think <ms>           mean pause between one user's actions (default 250)
  --database-url <url>   start the server on a fresh database on this MySQL server
                         (default: TEST_DATABASE_URL, else a temp SQLite file); with --url:
                         the database the target server uses (for the database books)
  --url <url>            target an already started server instead of starting one
                         (start it with AUTH_, VIEW_ and WRITE_RATE_LIMIT_MAX raised)
  --admin-email, --admin-password   an admin account on --url, for the admin totals
  --weights <a=n,…>      change action weights (${Object.entries(DEFAULT_WEIGHTS)
    .map(([k, v]) => `${k}=${v}`)
    .join(',')})
  --scrypt-cost <n>      SCRYPT_COST of the started server (default 10)
  --keep                 keep the started server's database and files
  --json <file>          also write the figures as JSON`;

function parseDuration(text) {
  const m = /^(\d+(?:\.\d+)?)(ms|s|m)?$/.exec(String(text).trim());
  if (!m) throw new Error(`--duration: cannot read "${text}" (e.g. 60s, 2m, 90)`);
  return Number(m[1]) * { ms: 1, s: 1000, m: 60_000 }[m[2] ?? 's'];
}

function positive(name, text) {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`--${name} must be a whole number of at least 1`);
  return n;
}

function parseWeights(text) {
  if (!text) return undefined;
  const weights = { ...DEFAULT_WEIGHTS };
  for (const part of text.split(',')) {
    const [name, value] = part.split('=');
    if (!(name in DEFAULT_WEIGHTS) || !(Number(value) >= 0))
      throw new Error(`--weights: cannot read "${part}"`);
    weights[name] = Number(value);
  }
  return weights;
}

let args;
try {
  ({ values: args } = parseArgs({
    options: {
      users: { type: 'string', default: '300' },
      duration: { type: 'string', default: '60s' },
      concurrency: { type: 'string', default: '64' },
      think: { type: 'string', default: '250' },
      'database-url': { type: 'string' },
      url: { type: 'string' },
      'admin-email': { type: 'string' },
      'admin-password': { type: 'string' },
      weights: { type: 'string' },
      'scrypt-cost': { type: 'string', default: '10' },
      keep: { type: 'boolean', default: false },
      json: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }));
  if (args.help) {
    console.log(USAGE);
    process.exit(0);
  }
  args.usersN = positive('users', args.users);
  args.durationMs = parseDuration(args.duration);
  args.concurrencyN = positive('concurrency', args.concurrency);
  args.thinkMs = Number(args.think);
  if (!(args.thinkMs >= 0)) throw new Error('--think must be a number of milliseconds');
  args.weightsMap = parseWeights(args.weights);
} catch (err) {
  console.error(`${err.message}\n\n${USAGE}`);
  process.exit(2);
}

try {
  const result = await runSoak({
    root: ROOT,
    url: args.url,
    databaseUrl: args['database-url'],
    users: args.usersN,
    durationMs: args.durationMs,
    concurrency: args.concurrencyN,
    thinkMs: args.thinkMs,
    weights: args.weightsMap,
    scryptCost: Number(args['scrypt-cost']),
    adminEmail: args['admin-email'],
    adminPassword: args['admin-password'],
    keepData: args.keep,
    log: (line) => console.log(line),
  });
  console.log(formatSummary(result));
  if (args.json) fs.writeFileSync(args.json, `${JSON.stringify(result, null, 2)}\n`);
  process.exit(result.ok ? 0 : 1);
} catch (err) {
  console.error(`Soak could not run: ${err.message}`);
  process.exit(1);
}
