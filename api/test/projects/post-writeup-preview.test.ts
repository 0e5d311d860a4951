import request from 'supertest';
import { PROJECT_CONTENT_LIMITS, PROJECT_CONTENT_MESSAGES } from '@stackfolio/contract';
import { bearer, registerUser, setupTestApp } from '../helpers/test-app';

const MARKDOWN = '# Results\n\nSome **bold** text.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n';

describe('POST /api/projects/writeup-preview', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  let token: string;
  beforeAll(async () => {
    t = await setupTestApp({ WRITE_RATE_LIMIT_MAX: '3' });
    ({ token } = await registerUser(t.app));
  });
  afterAll(() => t.done());

  const preview = (writeup: string, auth = token) =>
    request(t.app)
      .post('/api/projects/writeup-preview')
      .set(bearer(auth))
      .field('writeup', writeup);

  it('answers the HTML a save stores for the same Markdown, and stores nothing', async () => {
    const projects = await t.ctx.models.Project.count();
    const res = await preview(MARKDOWN).expect(200);
    const saved = await request(t.app)
      .post('/api/projects')
      .set(bearer(token))
      .field('title', 'Same page')
      .field('projectUrl', 'https://example.com/')
      .field('writeup', MARKDOWN)
      .expect(201);
    expect(res.body.html).toContain('<strong>bold</strong>');
    expect(res.body.html).toContain('<table>');
    expect(res.body.html).toBe(saved.body.writeupHtml);
    expect(await t.ctx.models.Project.count()).toBe(projects + 1);
  });

  it('sanitizes a script, an event handler and a javascript: link out of the preview', async () => {
    const res = await preview(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n[click](javascript:alert(3))\n',
    ).expect(200);
    expect(res.body.html).not.toMatch(/<script|onerror|javascript:/i);
  });

  it('refuses 50001 characters with 400 "The write-up must be at most 50000 characters"', async () => {
    const res = await preview('a'.repeat(PROJECT_CONTENT_LIMITS.writeup + 1)).expect(400);
    expect(res.body.message).toBe(PROJECT_CONTENT_MESSAGES.writeupTooLong);
  });

  it('refuses a signed-out caller with 401', async () => {
    await request(t.app)
      .post('/api/projects/writeup-preview')
      .field('writeup', MARKDOWN)
      .expect(401);
  });

  it('counts against the write limit: past it, 429 "Too many write-up previews"', async () => {
    const { token: other } = await registerUser(t.app);
    for (let i = 0; i < 3; i += 1) await preview('# ok', other).expect(200);
    const res = await preview('# one more', other).expect(429);
    expect(res.body.message).toMatch(/^Too many write-up previews/);
  });
});
