import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { writeShellIndex, parsePage } from '../seo/seo-helpers';
import {
  createTestDatabase,
  newUser,
  registerUser,
  type TestApp,
  type TestDatabase,
} from '@stackfolio/api/testing';
import { startWebApp, useBuiltFrontEnd } from '../helpers/web-app';

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | undefined): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out[name] = values;
  }
  return out;
}

const nonceIn = (policy: Record<string, string[]>) =>
  /^'nonce-(.+)'$/.exec(policy['script-src'].find((v) => v.startsWith("'nonce-")) ?? '')?.[1];

/** `Date.now()` under the test's control (jest.setSystemTime); timers and I/O stay real. */
const fakeTheDateOnly = () =>
  jest.useFakeTimers({
    doNotFake: [
      'nextTick',
      'setImmediate',
      'setTimeout',
      'setInterval',
      'clearTimeout',
      'clearInterval',
      'clearImmediate',
      'queueMicrotask',
      'performance',
      'hrtime',
    ],
  });
describe('security headers', () => {
  let db: TestDatabase;
  let t: TestApp;
  beforeAll(async () => {
    db = await createTestDatabase();
    t = await startWebApp(db, {
      REMOTE_ANALYTICS_URL: 'https://cdn.example.com/analytics/mf-manifest.json',
    });
    useBuiltFrontEnd(t.config);
  });
  afterAll(async () => {
    await t.close();
    await db.drop();
  });

  describe('pages', () => {
    it('get a strict policy: a fresh nonce, no unsafe-inline, the CDN remote allowed, nothing third-party', async () => {
      const res = await request(t.app).get('/profiles').expect(200);
      const policy = directives(res.headers['content-security-policy']);
      const nonce = nonceIn(policy);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(policy['script-src']).toEqual([
        "'self'",
        `'nonce-${nonce}'`,
        'https://cdn.example.com',
      ]);
      expect(policy['style-src']).toEqual(["'self'", `'nonce-${nonce}'`]);
      expect(policy['connect-src']).toEqual(["'self'", 'https://cdn.example.com']);
      expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.example.com']);
      expect(policy['object-src']).toEqual(["'none'"]);
      expect(policy['base-uri']).toEqual(["'self'"]);
      expect(policy['form-action']).toEqual(["'self'"]);
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
      expect(policy['frame-src']).toEqual(["'none'"]);
      expect(res.headers['content-security-policy']).not.toMatch(
        /unsafe-inline|unsafe-eval|google/,
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
    });

    it('carry the nonce on every script and style element and in the csp-nonce meta tag', async () => {
      const { user } = await registerUser(t.app);
      // A server-rendered profile page has a JSON-LD script, styles and the page's own scripts.
      const res = await request(t.app).get(`/@${user.handle}`).expect(200);
      const nonce = nonceIn(directives(res.headers['content-security-policy']));
      const page = parsePage(res.text);
      const scripts = [...page.document.querySelectorAll('script, style')];
      expect(page.jsonLd.length).toBeGreaterThan(0);
      expect(scripts.length).toBeGreaterThanOrEqual(2);
      for (const el of scripts) expect(el.getAttribute('nonce')).toBe(nonce);
      const meta = page.document.querySelector('meta[property="csp-nonce"]');
      expect(meta?.getAttribute('nonce')).toBe(nonce);
      // It comes first in the head, before anything that reads it.
      expect(page.document.head.firstElementChild).toBe(meta);
    });

    it('get a new nonce on every response', async () => {
      const nonces = new Set<string | undefined>();
      for (let i = 0; i < 5; i += 1) {
        const res = await request(t.app).get('/').expect(200);
        const nonce = nonceIn(directives(res.headers['content-security-policy']));
        expect(res.text).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
        nonces.add(nonce);
      }
      expect(nonces.size).toBe(5);
    });

    it('served as static .html files get the page policy and the nonce too', async () => {
      fs.writeFileSync(
        path.join(t.config.shellDir, 'standalone.html'),
        '<html><head><script src="/x.js"></script></head></html>',
      );
      const res = await request(t.app).get('/standalone.html').expect(200);
      const nonce = nonceIn(directives(res.headers['content-security-policy']));
      expect(res.text).toContain(`<script nonce="${nonce}" src="/x.js">`);
    });
  });

  describe('responses that are not pages', () => {
    it('API JSON varies by Accept-Encoding and is compressed only for a client that accepts gzip', async () => {
      // A list long enough to compress (over 1 kB): 30 users' profiles.
      for (let i = 0; i < 30; i += 1) await registerUser(t.app);
      // Their share cards are made in the background: both reads must see the same list.
      await t.settled();
      // supertest sends Accept-Encoding unless told not to.
      const plain = await request(t.app)
        .get('/api/users/all?limit=30')
        .unset('Accept-Encoding')
        .expect(200);
      expect(plain.headers.vary).toMatch(/Accept-Encoding/);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const zipped = await request(t.app)
        .get('/api/users/all?limit=30')
        .set('Accept-Encoding', 'gzip')
        .expect(200);
      expect(zipped.headers.vary).toMatch(/Accept-Encoding/);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.body).toEqual(plain.body);
    });

    it('API JSON: nothing may run or frame it, nosniff, not cached', async () => {
      const res = await request(t.app).get('/api/health').expect(200);
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none';frame-ancestors 'none'",
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cache-control']).toBe('no-store');
      const missing = await request(t.app).get('/api/nothing-here').expect(404);
      expect(missing.headers['content-security-policy']).toBe(
        "default-src 'none';frame-ancestors 'none'",
      );
    });

    it('uploaded files: a sandboxed, empty policy and nosniff', async () => {
      fs.mkdirSync(path.join(t.uploadDir, 'images'), { recursive: true });
      fs.writeFileSync(
        path.join(t.uploadDir, 'images', 'probeprobeprobeprobe01.png'),
        Buffer.from('89504e470d0a1a0a', 'hex'),
      );
      const res = await request(t.app)
        .get('/uploads/images/probeprobeprobeprobe01.png')
        .expect(200);
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    });

    it('runtime config and sitemap: the restrictive policy', async () => {
      const res = await request(t.app).get('/mf-config.json').expect(200);
      expect(directives(res.headers['content-security-policy'])['default-src']).toEqual(["'none'"]);
    });
  });

  describe('third-party origins', () => {
    it('are allowed only when configured, and only the configured ones', async () => {
      const only = await startWebApp(db, { ANALYTICS_ID: 'G-TEST' });
      const both = await startWebApp(db, { ANALYTICS_ID: 'G-TEST', ADS_CLIENT: 'ca-pub-1' });
      try {
        writeShellIndex(only.config.shellDir);
        writeShellIndex(both.config.shellDir);
        const a = directives(
          (await request(only.app).get('/').expect(200)).headers['content-security-policy'],
        );
        expect(a['script-src']).toContain('https://www.googletagmanager.com');
        expect(a['connect-src']).toContain('https://*.google-analytics.com');
        expect(a['script-src'].join(' ')).not.toMatch(/googlesyndication/);
        expect(a['frame-src']).toEqual(["'none'"]);
        const b = directives(
          (await request(both.app).get('/').expect(200)).headers['content-security-policy'],
        );
        expect(b['script-src']).toEqual(
          expect.arrayContaining([
            'https://www.googletagmanager.com',
            'https://pagead2.googlesyndication.com',
          ]),
        );
        expect(b['frame-src']).toContain('https://googleads.g.doubleclick.net');
        expect(b['script-src']).not.toContain("'unsafe-inline'");
      } finally {
        await only.close();
        await both.close();
      }
    });
  });

  describe('HTTPS', () => {
    it('sends HSTS and Secure cookies when PUBLIC_URL is https (behind a trusted proxy)', async () => {
      const https = await startWebApp(db, {
        PUBLIC_URL: 'https://stackfolio.example.com',
        TRUST_PROXY: '1',
      });
      try {
        const res = await request(https.app)
          .post('/api/auth/register')
          .set('X-Forwarded-Proto', 'https')
          .send(newUser())
          .expect(201);
        expect(res.headers['strict-transport-security']).toMatch(
          /max-age=\d{8}; includeSubDomains/,
        );
        const cookie = String(res.headers['set-cookie']);
        expect(cookie).toMatch(/; Secure/);
        expect(cookie).toMatch(/; HttpOnly/);
        expect(cookie).toMatch(/; SameSite=Lax/);
        writeShellIndex(https.config.shellDir);
        const page = await request(https.app)
          .get('/')
          .set('X-Forwarded-Proto', 'https')
          .expect(200);
        expect(
          directives(page.headers['content-security-policy'])['upgrade-insecure-requests'],
        ).toEqual([]);
      } finally {
        await https.close();
      }
    });

    it('sends no HSTS and no Secure flag over plain http', async () => {
      const res = await request(t.app).post('/api/auth/register').send(newUser()).expect(201);
      expect(res.headers['strict-transport-security']).toBeUndefined();
      const cookies = res.headers['set-cookie'] as unknown as string[];
      for (const cookie of cookies) expect(cookie).not.toMatch(/Secure/);
      expect(cookies.find((c) => c.startsWith('stackfolio.sid='))).toMatch(
        /^stackfolio\.sid=[^;]+; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/,
      );
    });
  });

  describe('sessions', () => {
    const sidOf = (res: request.Response) =>
      String(res.headers['set-cookie']).match(/stackfolio\.sid=[^;]+/)?.[0] ?? 'none';
    const whoAmI = (app: TestApp, sid: string) =>
      request(app.app).get('/api/auth/user').set('Cookie', sid);

    it('rotates the session id at login: a planted or earlier session id does not become signed in', async () => {
      const { credentials } = await registerUser(t.app);
      const planted = await registerUser(t.app);
      const before = sidOf(
        await request(t.app).post('/api/auth/login').send(planted.credentials).expect(200),
      );
      // The victim signs in on a browser that already carries `before`.
      const login = await request(t.app)
        .post('/api/auth/login')
        .set('Cookie', before)
        .send(credentials)
        .expect(200);
      const after = sidOf(login);
      expect(after).toMatch(/^stackfolio\.sid=/);
      expect(after).not.toBe(before);
      await whoAmI(t, before).expect(401);
      expect((await whoAmI(t, after).expect(200)).body.email).toBe(credentials.email);
    });

    it('ends a session left idle longer than SESSION_IDLE_MINUTES; use keeps it alive', async () => {
      const app = await startWebApp(db, { SESSION_IDLE_MINUTES: '10' });
      try {
        const { credentials } = await registerUser(app.app);
        const sid = sidOf(
          await request(app.app).post('/api/auth/login').send(credentials).expect(200),
        );
        fakeTheDateOnly();
        const start = Date.now();
        for (const minutes of [8, 16, 24]) {
          jest.setSystemTime(start + minutes * 60_000);
          await whoAmI(app, sid).expect(200);
        }
        jest.setSystemTime(start + 36 * 60_000);
        await whoAmI(app, sid).expect(401);
      } finally {
        jest.useRealTimers();
        await app.close();
      }
    });

    it('ends a session after SESSION_ABSOLUTE_HOURS even while it is in use', async () => {
      const app = await startWebApp(db, {
        SESSION_ABSOLUTE_HOURS: '1',
        SESSION_IDLE_MINUTES: '45',
      });
      try {
        const { credentials } = await registerUser(app.app);
        const sid = sidOf(
          await request(app.app).post('/api/auth/login').send(credentials).expect(200),
        );
        fakeTheDateOnly();
        const start = Date.now();
        jest.setSystemTime(start + 30 * 60_000);
        await whoAmI(app, sid).expect(200);
        jest.setSystemTime(start + 58 * 60_000);
        await whoAmI(app, sid).expect(200);
        jest.setSystemTime(start + 62 * 60_000);
        await whoAmI(app, sid).expect(401);
      } finally {
        jest.useRealTimers();
        await app.close();
      }
    });
  });
});
