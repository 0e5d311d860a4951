import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { registerUser } from '@stackfolio/api/testing';
import { setupWebApp } from '../helpers/web-app';

function write(file: string, content: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

describe('all-in-one serving of the front end', () => {
  let t: Awaited<ReturnType<typeof setupWebApp>>;
  beforeAll(async () => {
    t = await setupWebApp({
      REMOTE_ANALYTICS_URL: 'https://cdn.example.com/analytics/mf-manifest.json',
    });
  });
  afterAll(() => t.done());

  describe('before anything is built', () => {
    it('still serves the API', async () => {
      await request(t.app).get('/api/health').expect(200);
    });

    it('answers page paths with 503 and a text saying the front end is not built', async () => {
      const res = await request(t.app).get('/profiles').expect(503);
      expect(res.text).toMatch(/front end is not built/);
    });

    it('answers remote files with 404 and a text saying that remote is not built', async () => {
      const res = await request(t.app).get('/remotes/projects/mf-manifest.json').expect(404);
      expect(res.text).toMatch(/"projects" remote's front end is not built/);
    });
  });

  describe('once built', () => {
    beforeAll(() => {
      write(
        path.join(t.config.shellDir, 'index.html'),
        '<!doctype html><html><head><title>Stackfolio</title></head><body><div id="root"></div><script src="/static/js/main.3f2a1b.js"></script></body></html>',
      );
      write(path.join(t.config.shellDir, 'static/js/main.3f2a1b.js'), 'console.log("shell")');
      const remote = t.config.remoteDirs.projects;
      write(path.join(remote, 'mf-manifest.json'), '{"name":"mfe_projects"}');
      write(path.join(remote, 'remoteEntry.js'), 'var mfe_projects;');
      write(path.join(remote, 'static/js/routes.9ab1.js'), 'export default 1;');
    });

    it('serves /mf-config.json from configuration, uncached', async () => {
      const res = await request(t.app).get('/mf-config.json').expect(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toEqual({
        remotes: {
          profiles: '/remotes/profiles/mf-manifest.json',
          projects: '/remotes/projects/mf-manifest.json',
          analytics: 'https://cdn.example.com/analytics/mf-manifest.json',
          resume: '/remotes/resume/mf-manifest.json',
          admin: '/remotes/admin/mf-manifest.json',
        },
      });
    });

    it('serves a remote manifest and entry with no-cache, hashed chunks as immutable', async () => {
      const manifest = await request(t.app).get('/remotes/projects/mf-manifest.json').expect(200);
      expect(manifest.headers['cache-control']).toBe('no-cache');
      expect(manifest.body).toEqual({ name: 'mfe_projects' });
      const entry = await request(t.app).get('/remotes/projects/remoteEntry.js').expect(200);
      expect(entry.headers['cache-control']).toBe('no-cache');
      const chunk = await request(t.app)
        .get('/remotes/projects/static/js/routes.9ab1.js')
        .expect(200);
      expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('answers an unknown file under /remotes/ with a real 404, never the shell page', async () => {
      const res = await request(t.app).get('/remotes/projects/static/js/missing.js').expect(404);
      expect(res.text).not.toMatch(/main\.3f2a1b\.js/);
      await request(t.app).get('/remotes/nonexistent/mf-manifest.json').expect(404);
    });

    it('serves the shell index.html for any page path (SPA fallback), uncached', async () => {
      for (const url of ['/', '/profiles', '/settings', '/projects/3/edit']) {
        const res = await request(t.app).get(url).expect(200);
        expect(res.text).toContain('/static/js/main.3f2a1b.js');
        expect(res.headers['cache-control']).toBe('no-cache');
      }
    });

    it('tells a page loaded without a session cookie that nobody is signed in, and no other page', async () => {
      const hint = '<meta name="stackfolio-session" content="none">';
      const anonymous = await request(t.app).get('/profiles').expect(200);
      expect(anonymous.text).toContain(hint);
      const { agent } = await registerUser(t.app);
      const signedIn = await agent.get('/profiles').expect(200);
      expect(signedIn.text).toContain('/static/js/main.3f2a1b.js');
      expect(signedIn.text).not.toContain(hint);
    });

    it('serves a shell rebuilt in place from the next request on', async () => {
      const file = path.join(t.config.shellDir, 'index.html');
      const before = fs.readFileSync(file, 'utf8');
      expect((await request(t.app).get('/terms').expect(200)).text).toContain('main.3f2a1b.js');
      write(file, before.replace('main.3f2a1b.js', 'main.rebuilt9.js'));
      try {
        const res = await request(t.app).get('/terms').expect(200);
        expect(res.text).toContain('main.rebuilt9.js');
        expect(res.text).not.toContain('main.3f2a1b.js');
      } finally {
        write(file, before);
      }
    });

    it('serves hashed shell assets as immutable and a missing asset as 404', async () => {
      const res = await request(t.app).get('/static/js/main.3f2a1b.js').expect(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      await request(t.app).get('/static/js/gone.123.js').expect(404);
    });

    it('compresses large responses', async () => {
      write(path.join(t.config.shellDir, 'static/js/big.77.js'), 'const x = 1;\n'.repeat(5000));
      const res = await request(t.app)
        .get('/static/js/big.77.js')
        .set('Accept-Encoding', 'gzip')
        .expect(200);
      expect(res.headers['content-encoding']).toBe('gzip');
    });

    it('never answers an unknown /api path with the shell page', async () => {
      const res = await request(t.app).get('/api/unknown').expect(404);
      expect(res.body.message).toMatch(/No API endpoint/);
    });
  });
});
