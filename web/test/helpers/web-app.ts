import type { FrontEndParts } from '@stackfolio/api';
import { setupTestApp, startTestApp, type TestDatabase } from '@stackfolio/api/testing';
import { frontEndRouter } from '../../src/front-end';

const frontEnd = ({ config, reads }: FrontEndParts) => frontEndRouter(config, reads);

/** One test file's all-in-one server (the API with the pages) on its own database. */
export function setupWebApp(env: Record<string, string> = {}) {
  return setupTestApp(env, { frontEnd });
}

/** The all-in-one server on a database the test made (`createTestDatabase`). */
export function startWebApp(db: TestDatabase, env: Record<string, string> = {}) {
  return startTestApp(db, env, { frontEnd });
}
