import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { registerUser } from '@stackfolio/api/testing';
import { setupWebApp, useBuiltFrontEnd } from '../helpers/web-app';
import { parsePage } from './seo-helpers';

describe('a page whose remote cannot load on the server', () => {
  let t: Awaited<ReturnType<typeof setupWebApp>>;

  beforeAll(async () => {
    // Served from elsewhere, the profiles remote has no Node build here.
    t = await setupWebApp({ REMOTE_PROFILES_URL: 'https://cdn.example.com/mf-manifest.json' });
    useBuiltFrontEnd(t.config);
  });
  afterAll(() => t.done());

  it('gets the plain head and a 200, and the reason is logged', async () => {
    const { user } = await registerUser(t.app, { firstName: 'Ada', lastName: 'Lovelace' });
    const res = await request(t.app).get(`/@${user.handle}`).expect(200);
    const page = parsePage(res.text);
    const shellIndex = fs.readFileSync(path.join(t.config.shellDir, 'index.html'), 'utf8');
    expect(page.title).toBe(parsePage(shellIndex).title);
    expect(page.canonical).toBeNull();
    expect(t.logs.text).toContain('the profiles remote will render in the browser');
  });
});
