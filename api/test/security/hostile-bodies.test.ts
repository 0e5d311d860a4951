import { ENDPOINTS } from './hostile-cases';
import { bodyRequests } from './hostile-requests';
import { setupHostileApp, walk, type Harness } from './walker';

/**
 * Issue 15 §5: hostile bodies on every endpoint: missing and wrong-typed fields, extra and
 * prototype-polluting keys, huge fields and bodies, invalid JSON and UTF-8, wrong content types
 * and encodings, malformed multipart. Refused with a readable 4xx, no 5xx, no state change.
 */
describe('hostile bodies on every endpoint', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await setupHostileApp();
  });
  afterAll(() => h.t.done());

  const withInput = Object.keys(ENDPOINTS).filter((k) => ENDPOINTS[k].input.length > 0);
  it.each(withInput)('%s', async (key) => {
    expect(await walk(h, key, bodyRequests(key, h.fixtures))).toEqual([]);
  });
});
