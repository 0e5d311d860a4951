import express from 'express';
import type { Sequelize } from 'sequelize';
import request from 'supertest';
import { createResponseCache, isWrite } from '../../src/db/response-cache';
import { createSequelize } from '../../src/db/sequelize';
import { createProject } from '../helpers/projects';
import { bearer, registerUser, setupTestApp } from '../helpers/test-app';

type Setup = Awaited<ReturnType<typeof setupTestApp>>;
const titles = (body: Array<{ title: string }>) => body.map((p) => p.title);

describe('anonymous list micro-cache, through the app', () => {
  let t: Setup;
  let owner: Awaited<ReturnType<typeof registerUser>>;
  let fan: Awaited<ReturnType<typeof registerUser>>;
  /** Another connection to the same database: a write here is what another API instance does. */
  let elsewhere: Sequelize;
  beforeAll(async () => {
    t = await setupTestApp();
    owner = await registerUser(t.app, { firstName: 'Cache', lastName: 'Owner' });
    fan = await registerUser(t.app);
    await createProject(t.app, owner.token, { title: 'First' });
    elsewhere = createSequelize(t.db.url);
  });
  afterAll(async () => {
    await elsewhere.close();
    await t.done();
  });

  it('shows a project created through the API to the very next anonymous request', async () => {
    const before = await request(t.app).get('/api/projects').expect(200);
    expect(titles(before.body)).toEqual(['First']);
    await createProject(t.app, owner.token, { title: 'Second' });
    const after = await request(t.app).get('/api/projects').expect(200);
    expect(titles(after.body)).toEqual(['Second', 'First']);
    expect(after.headers['x-total-count']).toBe('2');
  });

  it('shows a like (a counter updated in SQL) and a profile change at once', async () => {
    const [first] = (await request(t.app).get('/api/projects?page=1&limit=5').expect(200)).body
      .items as Array<{ id: number; likeCount: number }>;
    await request(t.app).get('/api/users/all').expect(200);
    await request(t.app).post(`/api/projects/${first.id}/like`).set(bearer(fan.token)).expect(200);
    const liked = (await request(t.app).get('/api/projects?page=1&limit=5').expect(200)).body
      .items[0];
    expect(liked.likeCount).toBe(first.likeCount + 1);
    await request(t.app)
      .patch('/api/users/profile')
      .set(bearer(owner.token))
      .field('firstName', 'Renamed')
      .expect(200);
    const users = (await request(t.app).get('/api/users/all').expect(200)).body as Array<{
      id: number;
      firstName: string;
    }>;
    expect(users.find((u) => u.id === owner.user.id)?.firstName).toBe('Renamed');
  });

  it('shows a direct database write of this instance at once', async () => {
    await request(t.app).get('/api/projects').expect(200);
    await t.ctx.models.Project.update({ title: 'Retitled' }, { where: { title: 'First' } });
    expect(titles((await request(t.app).get('/api/projects').expect(200)).body)).toContain(
      'Retitled',
    );
  });

  it('never stores or serves a signed-in response', async () => {
    // Filled by a signed-in caller, then changed on another connection (no invalidation here):
    // an anonymous caller must still get the new data, so nothing was stored for them.
    await t.ctx.sequelize.query('UPDATE users SET bio = bio WHERE id = 0'); // empties the cache
    await request(t.app).get('/api/projects').set(bearer(owner.token)).expect(200);
    await elsewhere.query("UPDATE projects SET title = 'Changed elsewhere' WHERE title = 'Second'");
    expect(titles((await request(t.app).get('/api/projects').expect(200)).body)).toContain(
      'Changed elsewhere',
    );
    // And a signed-in caller always reads the database, even right after an anonymous fill.
    await request(t.app).get('/api/projects').expect(200);
    await elsewhere.query(
      "UPDATE projects SET title = 'Changed again' WHERE title = 'Changed elsewhere'",
    );
    const fresh = await request(t.app).get('/api/projects').set(bearer(fan.token)).expect(200);
    expect(titles(fresh.body)).toContain('Changed again');
    // A session cookie (the browser's way of being signed in) bypasses the cache too.
    await request(t.app).get('/api/projects').expect(200);
    await elsewhere.query(
      "UPDATE projects SET title = 'Changed by cookie' WHERE title = 'Changed again'",
    );
    expect(titles((await owner.agent.get('/api/projects').expect(200)).body)).toContain(
      'Changed by cookie',
    );
  });

  it('serves a profile and a project from the cache to anonymous callers, fresh after a write', async () => {
    const { id, path } = await createProject(t.app, owner.token, { title: 'Single' });
    // The preview of its file is a write too (it drops the cache): let it land first.
    await t.settled();
    const project = `/api/projects/${id}`;
    const profile = `/api/users/${owner.user.id}`;
    await request(t.app).get(project).expect(200);
    await request(t.app).get(profile).expect(200);
    const byAddress = `/api/users/${path!.slice(1).replace('/', '/projects/')}`;
    await request(t.app).get(byAddress).expect(200);
    // Another instance's write is not seen within the TTL: these answers came from memory.
    await elsewhere.query(`UPDATE projects SET title = 'Elsewhere' WHERE id = ${id}`);
    await elsewhere.query(`UPDATE users SET bio = 'Elsewhere' WHERE id = ${owner.user.id}`);
    expect((await request(t.app).get(project).expect(200)).body.title).toBe('Single');
    expect((await request(t.app).get(byAddress).expect(200)).body.title).toBe('Single');
    expect((await request(t.app).get(profile).expect(200)).body.bio).not.toBe('Elsewhere');
    // Signed-in callers read the database.
    expect((await request(t.app).get(project).set(bearer(fan.token))).body.title).toBe('Elsewhere');
    // A like through this instance drops the cache: the next anonymous read has it.
    await request(t.app).post(`/api/projects/${id}/like`).set(bearer(fan.token)).expect(200);
    const liked = (await request(t.app).get(project).expect(200)).body;
    expect([liked.title, liked.likeCount]).toEqual(['Elsewhere', 1]);
    expect((await request(t.app).get(profile).expect(200)).body.bio).toBe('Elsewhere');
    // Missing ones are never stored.
    await request(t.app).get('/api/projects/999999').expect(404);
    await request(t.app).get('/api/users/999999').expect(404);
  });

  it('answers a cached list with the same headers as a computed one', async () => {
    await t.ctx.sequelize.query('UPDATE users SET bio = bio WHERE id = 0');
    const computed = await request(t.app).get('/api/users/all').expect(200);
    const cached = await request(t.app).get('/api/users/all').expect(200);
    for (const header of [
      'cache-control',
      'content-type',
      'x-total-count',
      'etag',
      'x-content-type-options',
    ]) {
      expect([header, cached.headers[header]]).toEqual([header, computed.headers[header]]);
    }
    expect(cached.headers['cache-control']).toBe('no-store');
    await request(t.app)
      .get('/api/users/all')
      .set('If-None-Match', computed.headers.etag)
      .expect(304);
  });
});

describe('createResponseCache', () => {
  let t: Setup;
  let clock = 0;
  let cache: ReturnType<typeof createResponseCache>;
  let calls = 0;
  let value = 'one';
  const app = express();
  beforeAll(async () => {
    t = await setupTestApp();
    cache = createResponseCache(t.ctx.sequelize, { ttlMs: 1000, now: () => clock });
    app.use((req, _res, next) => {
      if (req.get('x-user')) (req as { user?: unknown }).user = { id: 1 };
      next();
    });
    app.get('/list', cache.middleware, (req, res) => {
      calls += 1;
      if (req.query.fail) return void res.status(400).json({ message: 'bad' });
      if (req.query.cookie) res.cookie('c', '1');
      res.setHeader('X-Total-Count', '1');
      res.json([value]);
    });
  });
  afterAll(async () => {
    cache.close();
    await t.done();
  });

  it('serves an anonymous GET from memory for the TTL, with its ETag and a 304 when it matches', async () => {
    calls = 0;
    const first = await request(app).get('/list').expect(200);
    value = 'two';
    clock += 999;
    const hit = await request(app).get('/list').expect(200);
    expect(hit.body).toEqual(['one']);
    expect(hit.headers['x-total-count']).toBe('1');
    expect(hit.headers.etag).toBe(first.headers.etag);
    await request(app).get('/list').set('If-None-Match', first.headers.etag).expect(304);
    expect(calls).toBe(1);
    clock += 2;
    expect((await request(app).get('/list').expect(200)).body).toEqual(['two']);
    expect(calls).toBe(2);
  });

  it('is dropped by any write statement on the database', async () => {
    await request(app).get('/list').expect(200);
    value = 'three';
    await t.ctx.sequelize.query("UPDATE users SET firstName = 'X' WHERE id = 0");
    expect((await request(app).get('/list').expect(200)).body).toEqual(['three']);
  });

  it('skips signed-in callers and never stores errors or responses that set a cookie', async () => {
    clock += 5000;
    value = 'four';
    expect((await request(app).get('/list').set('x-user', '1').expect(200)).body).toEqual(['four']);
    value = 'five';
    expect((await request(app).get('/list').expect(200)).body).toEqual(['five']);
    calls = 0;
    await request(app).get('/list?fail=1').expect(400);
    await request(app).get('/list?fail=1').expect(400);
    expect(calls).toBe(2);
    await request(app).get('/list?cookie=1').expect(200);
    await request(app).get('/list?cookie=1').expect(200);
    expect(calls).toBe(4);
  });

  it('tells reads from writes', () => {
    expect(isWrite('SELECT', 'SELECT 1')).toBe(false);
    expect(isWrite('RAW', 'PRAGMA journal_mode = WAL')).toBe(false);
    expect(isWrite('UPSERT', 'INSERT INTO `sessions` (`sid`) VALUES ($1)')).toBe(false);
    expect(isWrite('INSERT', 'INSERT INTO `projects` (`title`) VALUES ($1)')).toBe(true);
    expect(isWrite('RAW', 'UPDATE projects SET likeCount = 1')).toBe(true);
    expect(isWrite('RAW', 'COMMIT;')).toBe(true);
    // Nothing a public list shows: a rolled-back transaction, sign-in throttling counters (failed
    // sign-ins are the caller's to make, and must not keep the cache empty).
    expect(isWrite('RAW', 'ROLLBACK;')).toBe(false);
    expect(
      isWrite(
        'RAW',
        'INSERT INTO rate_limits (`key`, hits, resetAt) VALUES (?, 1, ?) ON CONFLICT(`key`) DO UPDATE SET hits = hits + 1',
      ),
    ).toBe(false);
    expect(isWrite('RAW', 'DELETE FROM rate_limits WHERE resetAt <= ?')).toBe(false);
  });
});
