// Types of soak.mjs for TypeScript callers (the API's short soak test).

export interface SoakOptions {
  /** The repository root (where api/src/start.ts lives). */
  root: string;
  /** Target an already started server instead of starting one. */
  url?: string;
  /** MySQL server to create a fresh database on (default TEST_DATABASE_URL, else SQLite); with `url`, that server's database. */
  databaseUrl?: string;
  users?: number;
  durationMs?: number;
  concurrency?: number;
  thinkMs?: number;
  scryptCost?: number;
  reloginShare?: number;
  weights?: Record<string, number>;
  /** How many users without projects get their analytics checked (every owner's are). */
  analyticsOfOthers?: number;
  adminEmail?: string;
  adminPassword?: string;
  keepData?: boolean;
  /** More settings for the started server, e.g. STORAGE_URL and AWS_* for a bucket. */
  env?: Record<string, string>;
  log?: (line: string) => void;
}

export interface SoakResult {
  ok: boolean;
  target: string;
  database: string;
  /** Where the started server kept files: its upload folder, or the STORAGE_URL bucket. */
  storage: string;
  users: { requested: number; active: number };
  durationMs: number;
  setupMs: number;
  booksMs: number;
  wallMs: number;
  requests: number;
  requestsPerSecond: number;
  statusClasses: Record<string, number>;
  fiveXx: number;
  p50: number;
  p99: number;
  perLabel: Array<{
    label: string;
    count: number;
    statuses: Record<string, number>;
    p50: number;
    p99: number;
    max: number;
  }>;
  actions: Record<string, number>;
  failureCount: number;
  failures: Array<{ label: string; status: number | string; detail: string }>;
  books: { checks: number; mismatches: string[]; databaseChecked: boolean; adminChecked: boolean };
  ledger: {
    users: number;
    projects: number;
    likesOn: number;
    comments: number;
    projectViews: number;
    profileViews: number;
    downloads: number;
    ambiguousViews: number;
  };
  serverErrors: string[];
  /** CPUs and the 1-minute load average at the start and the end (the figures depend on them). */
  machine: { cpus: number; loadAverage: number[] };
}

export function runSoak(options: SoakOptions): Promise<SoakResult>;
