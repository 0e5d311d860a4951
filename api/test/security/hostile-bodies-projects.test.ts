import { ENDPOINTS } from './hostile-cases';
import { bodyRequests } from './hostile-requests';
import { SETUP_TIMEOUT_MS, setupHostileApp, walk, type Harness } from './walker';

const PROJECT_GROUPS = new Set(['projects', 'social']);

/** The hostile bodies of hostile-bodies.test.ts on the projects and social endpoints. */
describe('hostile bodies: projects, likes and comments', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await setupHostileApp();
  }, SETUP_TIMEOUT_MS);
  afterAll(() => h.t.done());

  const keys = Object.keys(ENDPOINTS).filter(
    (k) => ENDPOINTS[k].input.length > 0 && PROJECT_GROUPS.has(ENDPOINTS[k].group),
  );
  it.each(keys)('%s', async (key) => {
    expect(await walk(h, key, bodyRequests(key, h.fixtures))).toEqual([]);
  });

  it('together with hostile-bodies.test.ts covers every endpoint that takes input', () => {
    expect(
      Object.keys(ENDPOINTS)
        .filter((k) => ENDPOINTS[k].input.length === 0)
        .sort(),
    ).toEqual([
      'GET /api/projects/:id/download',
      'GET /api/projects/:id/files/:fileId',
      'POST /api/projects/:id/track-link-click',
    ]);
  });
});
