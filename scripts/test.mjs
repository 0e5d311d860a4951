// `npm test`: format check, lint, typecheck, unit tests of every front-end package, production build,
// API and page server tests (the page server renders with the build), end-to-end tests. Every step
// runs; the last line sums all suites as `N passed, N failed`. Steps that use one core each run
// side by side (the unit tests beside the checks, the page server's tests beside the API's).
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { run } from './lib.mjs';

const reports = mkdtempSync(path.join(tmpdir(), 'stackfolio-test-'));
const totals = { passed: 0, failed: 0 };
const failures = [];

function countJest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
}

/**
 * Runs one step; a failing step that reported no failed test still counts as one failure. With
 * `log`, its output goes to that file (a step running beside another), printed when it ends.
 */
async function step(name, command, args, env = {}, count = () => {}, log = null) {
  console.log(`\n=== ${name}${log ? ' (alongside; its output follows when it ends)' : ''} ===`);
  const started = Date.now();
  const failedBefore = totals.failed;
  const fd = log && openSync(log, 'w');
  const code = await run(command, args, {
    env: { ...process.env, ...env },
    ...(fd && { stdio: ['ignore', fd, fd] }),
  });
  if (fd) {
    closeSync(fd);
    console.log(`\n=== ${name}: output ===\n${readFileSync(log, 'utf8')}`);
  }
  console.log(`=== ${name}: ${code === 0 ? 'done' : 'FAILED'} in ${secondsSince(started)} s ===`);
  count();
  if (code !== 0) {
    failures.push(name);
    if (totals.failed === failedBefore) totals.failed += 1;
  }
  return code === 0;
}

const jestOut = (name) => path.join(reports, `${name}.json`);
const secondsSince = (started) => Math.round((Date.now() - started) / 1000);
const suiteStarted = Date.now();
// Each of these uses one core: the unit tests run beside the checks (a two-core machine).
const unitTests = step(
  'unit tests (shared-ui, shell, remotes, content)',
  'npx',
  ['jest', '-c', 'jest.config.cjs', '--json', `--outputFile=${jestOut('unit')}`],
  {},
  () => countJest(jestOut('unit')),
  path.join(reports, 'unit.log'),
);
await step('format (prettier --check)', 'npx', ['prettier', '--check', '.', '--log-level=warn']);
await step('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
await step('typecheck', 'npx', ['lerna', 'run', 'typecheck', '--stream', '--concurrency=1']);
await unitTests;
// The page server's tests render pages with the shell's and the remotes' Node builds.
const built = await step('production build', 'npm', ['run', 'build']);
// The page server's tests run beside the API's (each test file has its own database).
const pageServerTests = step(
  'page server tests',
  'npm',
  ['test', '-w', 'web', '--', '--json', `--outputFile=${jestOut('web')}`],
  {},
  () => countJest(jestOut('web')),
  path.join(reports, 'web.log'),
);
await step(
  'API tests',
  'npm',
  ['test', '-w', 'api', '--', '--json', `--outputFile=${jestOut('api')}`],
  {},
  () => countJest(jestOut('api')),
);
await pageServerTests;
if (built) {
  const e2eReport = path.join(reports, 'e2e.json');
  await step(
    'end-to-end tests (Chromium)',
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
    () => countPlaywright(e2eReport),
  );
} else {
  failures.push('end-to-end tests (skipped: the build failed)');
  totals.failed += 1;
}

console.log(`\nAll steps took ${Math.round(secondsSince(suiteStarted) / 60)} min.`);
if (failures.length) console.log(`Failed steps: ${failures.join('; ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(failures.length ? 1 : 0);
