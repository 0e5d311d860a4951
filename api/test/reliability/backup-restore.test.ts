import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { runAdminCommand } from '../../src/cli/admin';
import { PDF, PNG, asBytes, filesUnder } from '../helpers/files';
import { createProject } from '../helpers/projects';
import {
  bearer,
  createTestDatabase,
  registerUser,
  setupTestApp,
  startTestApp,
  type TestApp,
  type TestDatabase,
} from '../helpers/test-app';

/** What people see of the site: the answers a backup must bring back unchanged. */
async function books(app: TestApp['app'], token: string, projectIds: number[], userIds: number[]) {
  const read = async (url: string) => (await request(app).get(url).expect(200)).body as unknown;
  return {
    profiles: await read('/api/users/all?limit=100'),
    // The filters' rows are not in a snapshot: the database rebuilds them as profiles come back.
    filtered: await read('/api/users/all?limit=100&skill=cobol&open=1&workplace=remote&sort=views'),
    users: await Promise.all(userIds.map((id) => read(`/api/users/${id}`))),
    projects: await read('/api/projects?limit=100'),
    details: await Promise.all(projectIds.map((id) => read(`/api/projects/${id}`))),
    comments: await Promise.all(projectIds.map((id) => read(`/api/projects/${id}/comments`))),
    search: await read('/api/search?q=compiler'),
    analytics: (
      await request(app).get(`/api/analytics/${userIds[0]}`).set(bearer(token)).expect(200)
    ).body as unknown,
    messages: (await request(app).get('/api/messages?box=sent').set(bearer(token)).expect(200))
      .body as unknown,
  };
}

describe('npm run admin -- backup / restore', () => {
  let source: Awaited<ReturnType<typeof setupTestApp>>;
  const targets: Array<{ db: TestDatabase; app: TestApp }> = [];
  const backups = fs.mkdtempSync(path.join(os.tmpdir(), 'stackfolio-backups-'));
  const silent = () => undefined;
  const admin = (args: string[], app: TestApp) =>
    runAdminCommand(args, app.ctx.sequelize, app.ctx.storage, {}, silent);
  /** A new, empty instance: its own migrated database and empty file store. */
  async function emptyInstance() {
    const db = await createTestDatabase();
    const app = await startTestApp(db);
    targets.push({ db, app });
    return app;
  }

  beforeAll(async () => {
    source = await setupTestApp();
  });
  afterAll(async () => {
    for (const { db, app } of targets) {
      await app.close();
      await db.drop();
    }
    await source.done();
    fs.rmSync(backups, { recursive: true, force: true });
  });

  let snapshot: string;
  let owner: { token: string; user: { id: number; email: string } };
  let before: Awaited<ReturnType<typeof books>>;
  let projectIds: number[];
  let userIds: number[];

  it('restores into an empty instance everything people see, their files and their sign-in', async () => {
    owner = await registerUser(source.app, { firstName: 'Grace', lastName: 'Hopper' });
    const visitor = await registerUser(source.app, { firstName: 'Alan' });
    await request(source.app)
      .patch('/api/users/profile')
      .set(bearer(owner.token))
      .field('bio', 'Wrote the first compiler')
      .field('skills', JSON.stringify(['COBOL', 'Compilers']))
      .field('openToWork', JSON.stringify({ status: 'open', workplaces: ['remote'] }))
      .attach('avatar', PNG, 'me.png')
      .expect(200);
    const first = await createProject(source.app, owner.token, { title: 'A-0 compiler' });
    const second = await createProject(source.app, owner.token, { title: 'FLOW-MATIC' });
    projectIds = [first.id, second.id];
    userIds = [owner.user.id, visitor.user.id];
    await request(source.app)
      .post(`/api/projects/${first.id}/like`)
      .set(bearer(visitor.token))
      .expect(200);
    await request(source.app)
      .post(`/api/projects/${first.id}/comments`)
      .set(bearer(visitor.token))
      .send({ content: 'Remarkable work' })
      .expect(201);
    await request(source.app)
      .put(`/api/users/${owner.user.id}/follow`)
      .set(bearer(visitor.token))
      .expect(200);
    await request(source.app)
      .post('/api/analytics/portfolio-view')
      .set(bearer(visitor.token))
      .send({ userId: owner.user.id })
      .expect(200);
    await request(source.app)
      .post(`/api/users/${visitor.user.id}/contact`)
      .set(bearer(owner.token))
      .send({ subject: 'Your machine', body: 'May I use it?' })
      .expect(201);
    await source.settled();
    before = await books(source.app, owner.token, projectIds, userIds);
    expect(before.filtered).toMatchObject({ total: 1, items: [{ id: owner.user.id }] });

    const line = await admin(['backup', '--to', backups], source);
    snapshot = /written to ([^;\s]+)/.exec(line)![1];
    expect(fs.existsSync(path.join(snapshot, 'manifest.json'))).toBe(true);

    const target = await emptyInstance();
    expect(await admin(['restore', snapshot], target)).toMatch(/^Restored \d+ rows and \d+ files/);

    expect(await books(target.app, owner.token, projectIds, userIds)).toEqual(before);
    // Accounts sign in with their passwords; files and pictures are served as they were.
    await request(target.app)
      .post('/api/auth/login')
      .send({ email: owner.user.email, password: 'correct horse' })
      .expect(200);
    const detail = before.details[0] as { fileUrl?: string; files: Array<{ url: string }> };
    const file = await request(target.app)
      .get(detail.files[0].url)
      .buffer(true)
      .parse(asBytes)
      .expect(200);
    expect(file.body).toEqual(PDF);
    const avatarUrl = (before.users[0] as { avatarUrl: string }).avatarUrl;
    await request(target.app).get(avatarUrl).expect(200);
    // New rows continue after the restored ones.
    const third = await createProject(target.app, owner.token, { title: 'COBOL' });
    expect(third.id).toBeGreaterThan(Math.max(...projectIds));
  });

  it('refuses a database that holds accounts unless told --force, then replaces it', async () => {
    const target = await emptyInstance();
    const squatter = await registerUser(target.app, { firstName: 'Squatter' });
    await expect(admin(['restore', snapshot], target)).rejects.toThrow(/not empty.*--force/);
    await admin(['restore', snapshot, '--force'], target);
    // The replaced database's sign-ins are gone: not one of them speaks for a restored account.
    await squatter.agent.get('/api/auth/user').expect(401);
    await request(target.app).get('/api/auth/user').set(bearer(squatter.token)).expect(401);
    expect(await books(target.app, owner.token, projectIds, userIds)).toEqual(before);
    const all = await request(target.app).get('/api/users/all?limit=100').expect(200);
    expect(JSON.stringify(all.body)).not.toContain('Squatter');
  });

  it('refuses a damaged or unfinished snapshot before touching anything', async () => {
    const damaged = path.join(backups, 'damaged');
    fs.cpSync(snapshot, damaged, { recursive: true });
    const manifest = JSON.parse(fs.readFileSync(path.join(damaged, 'manifest.json'), 'utf8')) as {
      files: Array<{ key: string }>;
    };
    const stored = path.join(damaged, 'files', manifest.files[0].key);
    fs.writeFileSync(stored, Buffer.concat([fs.readFileSync(stored), Buffer.from('x')]));
    const target = await emptyInstance();
    await expect(admin(['restore', damaged], target)).rejects.toThrow(/damaged/);

    const rows = path.join(damaged, 'database', 'users.jsonl');
    fs.cpSync(snapshot, damaged, { recursive: true });
    fs.writeFileSync(rows, fs.readFileSync(rows, 'utf8').split('\n').slice(0, 2).join('\n'));
    await expect(admin(['restore', damaged], target)).rejects.toThrow(/damaged: table users/);

    fs.cpSync(snapshot, damaged, { recursive: true });
    fs.rmSync(path.join(damaged, 'manifest.json'));
    await expect(admin(['restore', damaged], target)).rejects.toThrow(/not a complete snapshot/);

    const all = await request(target.app).get('/api/users/all?limit=10').expect(200);
    expect(all.body.total).toBe(0);
    expect(filesUnder(target.uploadDir)).toEqual([]);
  });

  it('keeps the newest snapshots when told how many (--keep)', async () => {
    const dir = path.join(backups, 'kept');
    const made: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      made.push(
        /written to ([^;\s]+)/.exec(
          await admin(['backup', '--to', dir, '--keep', '2'], source),
        )![1],
      );
    }
    expect(fs.readdirSync(dir).sort()).toEqual(made.slice(1).map((m) => path.basename(m)));
  });
});
