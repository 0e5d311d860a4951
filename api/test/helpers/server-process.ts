import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { redisPrefixFor } from './redis-prefix';

const API_DIR = path.resolve(__dirname, '..', '..');
const START = path.join(API_DIR, 'src', 'start.ts');

export interface ServerProcess {
  proc: ChildProcess;
  port: number;
  url: string;
  uploadDir: string;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** Resolves once the output matches (rejects after `timeoutMs`). */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** Resolves with the exit code (or signal) once the process ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends a signal to this process (and only this process). */
  signal(sig: NodeJS.Signals): void;
  /** Kills it if it still runs, and waits for the end. */
  stop(): Promise<void>;
}

/**
 * Starts the real server (`node --import tsx src/start.ts`) as its own process on a free port,
 * with the given database and a temp upload dir unless UPLOAD_DIR is given. `preload` files are
 * loaded with `--import` before start.ts.
 */
export async function startServerProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
  preload: string[] = [],
): Promise<ServerProcess> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'stackfolio-proc-'));
  const uploadDir = env.UPLOAD_DIR ?? path.join(scratch, 'uploads');
  const proc = spawn(
    process.execPath,
    ['--import', 'tsx', ...preload.flatMap((p) => ['--import', p]), START],
    {
      cwd: API_DIR,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? os.tmpdir(),
        NODE_ENV: 'test',
        PORT: '0',
        DATABASE_URL: databaseUrl,
        SESSION_SECRET: 'test-session-secret-that-is-long-enough-123',
        SCRYPT_COST: '10',
        LOG_LEVEL: 'info',
        SHELL_DIR: path.join(scratch, 'shell-dist'),
        REMOTES_DIR: path.join(scratch, 'remotes'),
        // As in testConfig: suites that mail through a real SMTP server count only their own mails.
        EMAIL_VERIFICATION: 'off',
        // A weekly job queued at start would be in every suite's job counts; the weekly summaries'
        // own suite runs them at once (`weekly.sendNow`).
        WEEKLY_SUMMARIES: 'off',
        JOBS_REDIS_PREFIX: redisPrefixFor(databaseUrl),
        ...env,
        UPLOAD_DIR: uploadDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  const waiters: Array<() => void> = [];
  const onData = (chunk: Buffer) => {
    out += chunk.toString();
    for (const w of [...waiters]) w();
  };
  proc.stdout!.on('data', onData);
  proc.stderr!.on('data', onData);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    proc.once('exit', (code, signal) => {
      resolve({ code, signal });
      for (const w of [...waiters]) w();
    });
  });

  const waitForOutput = (pattern: RegExp, timeoutMs = 30_000) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (pattern.test(out)) {
          done();
          resolve();
        } else if (proc.exitCode !== null || proc.signalCode !== null) {
          done();
          reject(new Error(`server exited before printing ${pattern}:\n${out.slice(-3000)}`));
        }
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`timed out waiting for ${pattern}:\n${out.slice(-3000)}`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        waiters.splice(waiters.indexOf(check), 1);
      };
      waiters.push(check);
      check();
    });

  await waitForOutput(/running at http:\/\/localhost:\d+/, 60_000);
  const port = Number(/running at http:\/\/localhost:(\d+)/.exec(out)![1]);
  return {
    proc,
    port,
    url: `http://127.0.0.1:${port}`,
    uploadDir,
    output: () => out,
    waitForOutput,
    exited,
    signal: (sig) => void proc.kill(sig),
    async stop() {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
      await exited;
      fs.rmSync(scratch, { recursive: true, force: true });
    },
  };
}
