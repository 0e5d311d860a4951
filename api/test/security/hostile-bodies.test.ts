import { ENDPOINTS } from './hostile-cases';
import { bodyRequests } from './hostile-requests';
import { SETUP_TIMEOUT_MS, setupHostileApp, walk, type Harness } from './walker';

/** hostile-bodies-projects.test.ts takes these groups. */
const PROJECT_GROUPS = new Set(['projects', 'social']);

/**
 * Hostile bodies on every endpoint outside projects and social: missing and
 * wrong-typed fields, extra and prototype-polluting keys, huge fields and bodies, invalid JSON and
 * UTF-8, wrong content types and encodings, malformed multipart. Refused with a readable 4xx,
 * no 5xx, no state change.
 */
describe('hostile bodies: auth, users, analytics, admin, resume, client errors, serving', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await setupHostileApp();
  }, SETUP_TIMEOUT_MS);
  afterAll(() => h.t.done());

  const keys = Object.keys(ENDPOINTS).filter(
    (k) => ENDPOINTS[k].input.length > 0 && !PROJECT_GROUPS.has(ENDPOINTS[k].group),
  );
  it.each(keys)('%s', async (key) => {
    expect(await walk(h, key, bodyRequests(key, h.fixtures))).toEqual([]);
  });
});
