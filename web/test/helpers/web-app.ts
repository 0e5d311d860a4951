import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, REPO_ROOT, type Config, type FrontEndParts } from '@stackfolio/api';
import { setupTestApp, startTestApp, type TestDatabase } from '@stackfolio/api/testing';
import { frontEndRouter } from '../../src/front-end';
import { writeShellIndex } from '../seo/seo-helpers';

// Test files run beside the API's on two cores: a cold remote must not fall back to the plain head.
const frontEnd = ({ config, reads }: FrontEndParts) =>
  frontEndRouter(config, reads, { renderBudgetMs: 15_000 });

/** One test file's all-in-one server (the API with the pages) on its own database. */
export function setupWebApp(env: Record<string, string> = {}) {
  return setupTestApp(env, { frontEnd });
}

/** The all-in-one server on a database the test made (`createTestDatabase`). */
export function startWebApp(db: TestDatabase, env: Record<string, string> = {}) {
  return startTestApp(db, env, { frontEnd });
}

/**
 * Serves the real Node builds of the shell and the remotes (`npm run build`) from the test's
 * folders: pages are rendered, and their heads built, as in production.
 */
export function useBuiltFrontEnd(config: Config): void {
  writeShellIndex(config.shellDir);
  const link = (from: string, to: string, entry: string) => {
    if (!fs.existsSync(path.join(from, entry)))
      throw new Error(`${from} is not built: run "npm run build" before the page server's tests.`);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.symlinkSync(from, to);
  };
  const shell = path.join(REPO_ROOT, 'shell', 'dist', 'server');
  link(shell, path.join(config.shellDir, 'server'), 'server.js');
  for (const name of REMOTE_NAMES) {
    const dist = path.join(REPO_ROOT, `mfe-${name}`, 'dist');
    link(dist, config.remoteDirs[name], path.join('server', 'remoteEntry.js'));
  }
}
