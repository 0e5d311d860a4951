import request from 'supertest';
import { ENDPOINTS } from './hostile-cases';
import { idRequests, queryRequests } from './hostile-requests';
import { declaredEndpoints, SETUP_TIMEOUT_MS, setupHostileApp, walk, type Harness } from './walker';

/**
 * Every endpoint the routers declare gets hostile path ids and query parameters,
 * anonymously and as the owner, another user or an admin. No answer is a 5xx, none leaks a stack
 * trace or SQL, every API 4xx carries a readable JSON message, and no row or file changes.
 */
describe('hostile ids and query parameters on every endpoint', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await setupHostileApp();
  }, SETUP_TIMEOUT_MS);
  afterAll(() => h.t.done());

  it('has cases for exactly the endpoints the routers declare', () => {
    expect(declaredEndpoints(h.t.app)).toEqual(Object.keys(ENDPOINTS).sort());
  });

  it.each(Object.keys(ENDPOINTS))('%s', async (key) => {
    const requests = [...idRequests(key, h.fixtures), ...queryRequests(key, h.fixtures)];
    expect(await walk(h, key, requests)).toEqual([]);
  });

  it('refuses a 1 MB query string and an over-long URL without a 5xx', async () => {
    const res = await request(h.t.app).get(`/api/projects?q=${'x'.repeat(1024 * 1024)}`);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});
