import type { Express } from 'express';
import request from 'supertest';
import { bearer, registerUser, setupTestApp } from '../helpers/test-app';

/** "METHOD /path" of every state-changing route the /api routers declare, nested routers included. */
function stateChangingRoutes(app: Express): string[] {
  type Layer = {
    rawPath?: unknown;
    route?: { path: string; methods: Record<string, boolean> };
    handle?: { stack?: Layer[] };
  };
  const found = new Set<string>();
  const join = (a: string, b: string) => `${a}/${b}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const [method, on] of Object.entries(layer.route.methods)) {
          if (on && ['post', 'put', 'patch', 'delete'].includes(method)) {
            found.add(`${method.toUpperCase()} ${join(prefix, layer.route.path)}`);
          }
        }
      } else if (layer.handle?.stack) {
        walk(
          layer.handle.stack,
          join(prefix, typeof layer.rawPath === 'string' ? layer.rawPath : '/'),
        );
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return [...found].filter((r) => r.split(' ')[1].startsWith('/api/')).sort();
}

const REFUSED = { message: 'Cross-site request refused' };

describe('Origin checks on every state-changing /api request (CSRF)', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  let token: string;
  let routes: string[];
  beforeAll(async () => {
    t = await setupTestApp({ AUTH_RATE_LIMIT_MAX: '100000' });
    ({ token } = await registerUser(t.app));
    routes = stateChangingRoutes(t.app);
  });
  afterAll(() => t.done());

  const call = (route: string) => {
    const [method, path] = route.split(' ');
    const url = path.replace(/:\w+/g, '1');
    const verb = method.toLowerCase() as 'post' | 'put' | 'patch' | 'delete';
    return request(t.app)[verb](url).set(bearer(token));
  };

  it('finds the routes to walk (auth, uploads, logout, client errors among them)', () => {
    expect(routes).toEqual(
      expect.arrayContaining([
        'POST /api/auth/login',
        'POST /api/auth/logout',
        'DELETE /api/auth/delete-account',
        'POST /api/projects',
        'PATCH /api/users/profile',
        'POST /api/client-errors',
      ]),
    );
    expect(routes.length).toBeGreaterThanOrEqual(15);
  });

  it('refuses each of them with 403 when the Origin is foreign or "null", and changes nothing', async () => {
    const users = await t.ctx.models.User.count();
    for (const route of routes) {
      for (const origin of ['https://evil.example', 'null', `${t.config.publicUrl}.evil.example`]) {
        const res = await call(route)
          .set('Origin', origin)
          .send({ title: 'x', email: 'a@b.co', password: 'secret-1' });
        expect({ route, origin, status: res.status, body: res.body }).toEqual({
          route,
          origin,
          status: 403,
          body: REFUSED,
        });
      }
    }
    // A multipart upload is refused before its body is read.
    const upload = await request(t.app)
      .post('/api/projects')
      .set(bearer(token))
      .set('Origin', 'https://evil.example')
      .field('title', 'Sneaky')
      .attach('file', Buffer.from('hello'), 'notes.txt');
    expect(upload.status).toBe(403);
    expect(await t.ctx.models.Project.count()).toBe(0);
    expect(await t.ctx.models.User.count()).toBe(users);
    // The token still works: logout and delete-account were refused too.
    await request(t.app).get('/api/auth/user').set(bearer(token)).expect(200);
  });

  it("compares with PUBLIC_URL only: a foreign Origin naming the request's own Host is refused", async () => {
    for (const route of routes) {
      const res = await call(route)
        .set('Host', 'evil.example')
        .set('Origin', 'http://evil.example')
        .send({});
      expect({ route, status: res.status }).toEqual({ route, status: 403 });
      const viaReferer = await call(route)
        .set('Host', 'evil.example')
        .set('Referer', 'http://evil.example/page')
        .send({});
      expect({ route, status: viaReferer.status }).toEqual({ route, status: 403 });
    }
  });

  it('refuses each of them when there is no Origin but a foreign Referer', async () => {
    for (const route of routes) {
      const res = await call(route).set('Referer', 'https://evil.example/page').send({});
      expect({ route, status: res.status, body: res.body }).toEqual({
        route,
        status: 403,
        body: REFUSED,
      });
    }
  });

  it('lets through the site itself (Origin or Referer) and clients that send neither', async () => {
    for (const route of routes) {
      for (const headers of [
        { Origin: t.config.publicUrl },
        { Referer: `${t.config.publicUrl}/upload` },
        {},
      ]) {
        const res = await call(route).set(headers).send({});
        expect({ route, headers, refused: res.body?.message === REFUSED.message }).toEqual({
          route,
          headers,
          refused: false,
        });
      }
    }
  });
});
