import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * The suite runs against the production build served all-in-one (scripts/serve-build.mjs), or
 * against any deployed environment when E2E_BASE_URL is set. Chromium is the system one
 * (CHROMIUM_PATH or /usr/bin/chromium); browsers are never downloaded.
 * The port and work folder are chosen once and handed to the workers through the environment.
 */
function freePort(): string {
  return execFileSync(process.execPath, [
    '-e',
    'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{process.stdout.write(String(s.address().port));s.close()})',
  ]).toString();
}

const external = process.env.E2E_BASE_URL;
process.env.E2E_PORT ??= freePort();
process.env.E2E_WORK_DIR ??= path.join(tmpdir(), `stackfolio-e2e-${process.env.E2E_PORT}`);
const baseURL = external ?? `http://localhost:${process.env.E2E_PORT}`;
// CI sets TEST_DATABASE_URL (MySQL): the suite then runs on its own MySQL database; else SQLite.
process.env.E2E_DATABASE_URL ??= process.env.TEST_DATABASE_URL
  ? process.env.TEST_DATABASE_URL.replace(
      /\/[^/?]*(\?.*)?$/,
      `/stackfolio_e2e_${process.env.E2E_PORT}$1`,
    )
  : `sqlite:${path.join(process.env.E2E_WORK_DIR, 'e2e.sqlite')}`;

export default defineConfig({
  testDir: './specs',
  globalTeardown: './scripts/global-teardown.ts',
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  // A busy CI machine can take several seconds to load a page: waiting longer only delays a failure.
  expect: { timeout: 20_000 },
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'] as ['json']] : []),
  ],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'chromium', grepInvert: /@deploy/, use: { ...devices['Desktop Chrome'] } },
    // Tests that deploy a version of a remote into the served build (a slow, broken or new one) run
    // one at a time after the others: what they deploy must never be what another test's page gets.
    {
      name: 'deploy',
      grep: /@deploy/,
      dependencies: ['chromium'],
      workers: 1,
      use: { ...devices['Desktop Chrome'] },
    },
  ],
  webServer: external
    ? undefined
    : {
        command: 'node scripts/serve-build.mjs',
        url: `${baseURL}/api/health`,
        reuseExistingServer: false,
        timeout: 60_000,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          NODE_ENV: 'production',
          PORT: process.env.E2E_PORT,
          PUBLIC_URL: baseURL,
          E2E_WORK_DIR: process.env.E2E_WORK_DIR,
          DATABASE_URL: process.env.E2E_DATABASE_URL,
          SESSION_SECRET: 'e2e-session-secret-that-is-long-enough-0123456789',
          SCRYPT_COST: '12',
          AUTH_RATE_LIMIT_MAX: '10000',
          VIEW_RATE_LIMIT_MAX: '10000',
          WRITE_RATE_LIMIT_MAX: '10000',
          LOG_LEVEL: 'warn',
        },
      },
});
