import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { REMOTE_KEYS, REMOTES, type RemoteKey } from '@stackfolio/contract';

/** The monorepo root: two levels above both `api/src` and `api/dist`. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** The remotes of @stackfolio/contract's registry, by key (`profiles`). */
export const REMOTE_NAMES = REMOTE_KEYS;
export type RemoteName = RemoteKey;

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** REMOTE_<KEY>_URL, one per registry remote: a manifest URL that wins over deployed versions. */
const remoteUrlSchema = z.object(
  Object.fromEntries(
    REMOTE_NAMES.map((name) => [`REMOTE_${name.toUpperCase()}_URL`, optionalText]),
  ),
);

const intFromEnv = (fallback: number, min: number, max: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: intFromEnv(3000, 0, 65535),
  /** The address to listen on (`127.0.0.1`: loopback only, behind a proxy); unset = every interface. */
  HOST: optionalText,
  DATABASE_URL: optionalText,
  SESSION_SECRET: optionalText,
  UPLOAD_DIR: optionalText,
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  REMOTES_DIR: optionalText,
  SHELL_DIR: optionalText,
  REDIS_URL: optionalText,
  /** log2 of scrypt's N; OWASP asks for 17 (N=131072). Tests lower it. */
  SCRYPT_COST: intFromEnv(17, 4, 20),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Express "trust proxy": a hop count, true/false, or a list of addresses/subnets. */
  TRUST_PROXY: optionalText,
  SESSION_IDLE_MINUTES: intFromEnv(60 * 24 * 7, 1, 60 * 24 * 365),
  SESSION_ABSOLUTE_HOURS: intFromEnv(24 * 30, 1, 24 * 365),
  AUTH_RATE_LIMIT_MAX: intFromEnv(20, 1, 100000),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: intFromEnv(15 * 60, 1, 86400),
  /** Request header set by a trusted proxy/CDN with the visitor's ISO country code. */
  COUNTRY_HEADER: optionalText,
  VIEW_RATE_LIMIT_MAX: intFromEnv(120, 1, 100000),
  /** Comments, likes, uploads and profile saves: each kind per account per window (5x per IP). */
  WRITE_RATE_LIMIT_MAX: intFromEnv(60, 1, 1000000),
  WRITE_RATE_LIMIT_WINDOW_SECONDS: intFromEnv(15 * 60, 1, 86400),
  /** Third-party scripts, off unless set (a default install makes no third-party requests). */
  ANALYTICS_ID: optionalText,
  ADS_CLIENT: optionalText,
  /** The privacy contact shown on /privacy-policy. */
  CONTACT_EMAIL: optionalText.pipe(z.email().optional()),
  CLIENT_ERROR_RATE_LIMIT_MAX: intFromEnv(30, 1, 100000),
  /** Minutes between sweeps of upload files no row references (0 = never). */
  ORPHAN_SWEEP_MINUTES: intFromEnv(60, 0, 7 * 24 * 60),
  /** Graceful shutdown: how long in-flight requests may run after SIGTERM before exit(1). */
  SHUTDOWN_TIMEOUT_SECONDS: intFromEnv(25, 1, 3600),
  /** MySQL connect timeout (pool acquire: this + 2 s): requests fail fast while the DB is down. */
  DB_CONNECT_TIMEOUT_SECONDS: intFromEnv(3, 1, 60),
  /** Unset: files under UPLOAD_DIR. `s3://bucket[/prefix]`: an S3-compatible bucket. */
  STORAGE_URL: optionalText,
  /** The AWS SDK's standard settings, read here so a bad or partial set fails at boot. */
  AWS_REGION: optionalText,
  AWS_ACCESS_KEY_ID: optionalText,
  AWS_SECRET_ACCESS_KEY: optionalText,
  AWS_ENDPOINT_URL_S3: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  AWS_ENDPOINT_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** S3 connect and idle timeout: past it a request answers 503 instead of hanging. */
  STORAGE_TIMEOUT_SECONDS: intFromEnv(10, 1, 300),
  /** Outgoing mail: smtp://user:pass@host:587 or smtps://…; unset = .eml files in DATA_DIR/outbox. */
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: optionalText,
  /** New accounts confirm their address before publishing; unset = `required` with SMTP_URL. */
  EMAIL_VERIFICATION: z.enum(['required', 'off']).optional(),
  /** The Monday weekly summaries (`off`: none scheduled; `send-weekly` still makes them). */
  WEEKLY_SUMMARIES: z.enum(['on', 'off']).optional(),
  /** Where the server keeps its own files (the mail outbox); uploads have UPLOAD_DIR. */
  DATA_DIR: optionalText,
  /** Background jobs this instance runs at once. */
  JOBS_CONCURRENCY: intFromEnv(2, 1, 64),
  /** How long a claimed job stays this instance's without a renewal (a crash frees it after this). */
  JOBS_LEASE_MS: intFromEnv(60_000, 1_000, 3_600_000),
  /** How often idle workers look for jobs other instances queued or whose wait is over. */
  JOBS_POLL_MS: intFromEnv(1_000, 10, 60_000),
  /** With REDIS_URL: the prefix of the job queue's Redis keys (one per deployment). */
  JOBS_REDIS_PREFIX: optionalText,
  /** A daily backup at this time (HH:MM, UTC) by one of the instances; unset = none. */
  BACKUP_SCHEDULE: optionalText.pipe(
    z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, {
        error: 'BACKUP_SCHEDULE is a time of day, HH:MM (UTC)',
      })
      .optional(),
  ),
  /** The folder the scheduled backups (and `npm run admin -- backup` by default) write into. */
  BACKUP_TO: optionalText,
  /** How many scheduled snapshots stay (the oldest go); 0 keeps them all. */
  BACKUP_KEEP: intFromEnv(7, 0, 10_000),
});

/** Where files are stored: the upload folder, or a bucket (see lib/storage/create-storage.ts). */
export type StorageConfig =
  | { kind: 'disk' }
  | {
      kind: 's3';
      bucket: string;
      prefix: string;
      region?: string;
      endpoint?: string;
      credentials?: { accessKeyId: string; secretAccessKey: string };
      timeoutMs: number;
    };

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  /** The listening address; undefined listens on every interface. */
  host?: string;
  databaseUrl: string;
  sessionSecret: string;
  /** The disk store's folder; with S3, only upload temp files are written here. */
  uploadDir: string;
  storage: StorageConfig;
  publicUrl: string;
  /** Default URL of each remote's manifest (the in-place build, or REMOTE_<NAME>_URL). */
  remoteUrls: Record<RemoteName, string>;
  /** Only the REMOTE_<NAME>_URL values that were set: they win over deployed versions. */
  remoteUrlOverrides: Partial<Record<RemoteName, string>>;
  /** The in-place build of each remote (`mfe-<name>/dist`, or `REMOTES_DIR/<name>`). */
  remoteDirs: Record<RemoteName, string>;
  /** Where `npm run deploy` publishes versions and keeps registry.json (REMOTES_DIR or ./data/remotes). */
  deployDir: string;
  thirdParty: { analyticsId?: string; adsClient?: string };
  contactEmail?: string;
  clientErrorRateLimitMax: number;
  /** Minutes between orphaned-upload sweeps; 0 turns them off. */
  orphanSweepMinutes: number;
  /** The daily backup: when (minutes after 00:00 UTC; undefined = none), where, how many kept. */
  backup: { atMinute?: number; dir: string; keep: number };
  shellDir: string;
  redisUrl?: string;
  scryptCost: number;
  logLevel: string;
  trustProxy: boolean | number | string;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  authRateLimit: { max: number; windowMs: number };
  viewRateLimitMax: number;
  writeRateLimit: { max: number; windowMs: number };
  countryHeader?: string;
  shutdownTimeoutMs: number;
  dbConnectTimeoutMs: number;
  mail: { smtpUrl?: string; from: string; outboxDir: string };
  /** `required`: a new account uploads and comments once its address is confirmed. */
  emailVerification: 'required' | 'off';
  /** Whether the weekly summary job is scheduled (WEEKLY_SUMMARIES, default on). */
  weeklySummaries: boolean;
  jobs: { concurrency: number; leaseMs: number; pollMs: number; redisPrefix: string };
}

/** Thrown when the environment cannot be turned into a configuration. */
export class ConfigError extends Error {}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

const fail = (name: string, message: string): never => {
  throw new ConfigError(`Invalid configuration:\n  ${name}: ${message}`);
};

function parseStorage(e: z.infer<typeof envSchema>): StorageConfig {
  if (!e.STORAGE_URL) return { kind: 'disk' };
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/+(.*?))?\/*$/.exec(e.STORAGE_URL);
  if (!match) return fail('STORAGE_URL', 'must look like s3://bucket or s3://bucket/prefix');
  if (Boolean(e.AWS_ACCESS_KEY_ID) !== Boolean(e.AWS_SECRET_ACCESS_KEY)) {
    fail('AWS_ACCESS_KEY_ID', 'set both AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or neither');
  }
  return {
    kind: 's3',
    bucket: match[1],
    prefix: match[2] ?? '',
    region: e.AWS_REGION,
    endpoint: e.AWS_ENDPOINT_URL_S3 ?? e.AWS_ENDPOINT_URL,
    credentials:
      e.AWS_ACCESS_KEY_ID && e.AWS_SECRET_ACCESS_KEY
        ? { accessKeyId: e.AWS_ACCESS_KEY_ID, secretAccessKey: e.AWS_SECRET_ACCESS_KEY }
        : undefined,
    timeoutMs: e.STORAGE_TIMEOUT_SECONDS * 1000,
  };
}

/**
 * Parses the environment into a typed configuration, failing fast with a message that names
 * every bad variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && (!e.SESSION_SECRET || e.SESSION_SECRET.length < 32)) {
    throw new ConfigError(
      'Invalid configuration:\n  SESSION_SECRET: required in production, at least 32 characters',
    );
  }
  const databaseUrl =
    e.DATABASE_URL ?? `sqlite:${path.join(REPO_ROOT, 'data', 'stackfolio.sqlite')}`;
  if (!/^(sqlite:|mysql:\/\/|mariadb:\/\/)/.test(databaseUrl)) {
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_URL: must start with sqlite: or mysql://',
    );
  }
  const remoteUrlEnv = remoteUrlSchema.parse(env);
  const overrideFor = (name: RemoteName): string | undefined =>
    remoteUrlEnv[`REMOTE_${name.toUpperCase()}_URL`];
  const urlFor = (name: RemoteName): string =>
    overrideFor(name) ?? `/remotes/${name}/mf-manifest.json`;
  const remoteUrlOverrides: Config['remoteUrlOverrides'] = {};
  for (const name of REMOTE_NAMES) {
    const override = overrideFor(name);
    if (override) remoteUrlOverrides[name] = override;
  }
  const dirFor = (name: RemoteName): string =>
    e.REMOTES_DIR
      ? path.resolve(e.REMOTES_DIR, name)
      : path.join(REPO_ROOT, REMOTES[name].folder, 'dist');

  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl,
    sessionSecret: e.SESSION_SECRET ?? randomBytes(32).toString('hex'),
    uploadDir: path.resolve(e.UPLOAD_DIR ?? path.join(REPO_ROOT, 'data', 'uploads')),
    storage: parseStorage(e),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    remoteUrls: Object.fromEntries(REMOTE_NAMES.map((n) => [n, urlFor(n)])) as Config['remoteUrls'],
    remoteUrlOverrides,
    remoteDirs: Object.fromEntries(REMOTE_NAMES.map((n) => [n, dirFor(n)])) as Config['remoteDirs'],
    deployDir: path.resolve(e.REMOTES_DIR ?? path.join(REPO_ROOT, 'data', 'remotes')),
    thirdParty: { analyticsId: e.ANALYTICS_ID, adsClient: e.ADS_CLIENT },
    contactEmail: e.CONTACT_EMAIL,
    clientErrorRateLimitMax: e.CLIENT_ERROR_RATE_LIMIT_MAX,
    orphanSweepMinutes: e.ORPHAN_SWEEP_MINUTES,
    backup: {
      atMinute: e.BACKUP_SCHEDULE
        ? Number(e.BACKUP_SCHEDULE.slice(0, 2)) * 60 + Number(e.BACKUP_SCHEDULE.slice(3))
        : undefined,
      dir: path.resolve(e.BACKUP_TO ?? path.join(REPO_ROOT, 'data', 'backups')),
      keep: e.BACKUP_KEEP,
    },
    shellDir: path.resolve(e.SHELL_DIR ?? path.join(REPO_ROOT, 'shell', 'dist')),
    redisUrl: e.REDIS_URL,
    scryptCost: e.SCRYPT_COST,
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionAbsoluteMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000,
    authRateLimit: {
      max: e.AUTH_RATE_LIMIT_MAX,
      windowMs: e.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000,
    },
    viewRateLimitMax: e.VIEW_RATE_LIMIT_MAX,
    writeRateLimit: {
      max: e.WRITE_RATE_LIMIT_MAX,
      windowMs: e.WRITE_RATE_LIMIT_WINDOW_SECONDS * 1000,
    },
    countryHeader: e.COUNTRY_HEADER?.toLowerCase(),
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    dbConnectTimeoutMs: e.DB_CONNECT_TIMEOUT_SECONDS * 1000,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? 'Stackfolio <no-reply@stackfolio.dev>',
      outboxDir: path.resolve(e.DATA_DIR ?? path.join(REPO_ROOT, 'data'), 'outbox'),
    },
    // Only a server that delivers mail can ask people to read it.
    emailVerification: e.EMAIL_VERIFICATION ?? (e.SMTP_URL ? 'required' : 'off'),
    weeklySummaries: e.WEEKLY_SUMMARIES !== 'off',
    jobs: {
      concurrency: e.JOBS_CONCURRENCY,
      leaseMs: e.JOBS_LEASE_MS,
      pollMs: e.JOBS_POLL_MS,
      redisPrefix: e.JOBS_REDIS_PREFIX ?? 'stackfolio',
    },
  };
}
