import request from 'supertest';
import { runAdminCommand } from '../../src/cli/admin';
import {
  bearer,
  createTestDatabase,
  newUser,
  registerUser,
  startTestApp,
  type TestApp,
  type TestDatabase,
} from '../helpers/test-app';

describe('sessions, tokens and defences across the auth endpoints', () => {
  let db: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    db = await createTestDatabase();
    a = await startTestApp(db, { AUTH_RATE_LIMIT_MAX: '3', AUTH_RATE_LIMIT_WINDOW_SECONDS: '600' });
    b = await startTestApp(db);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await db.drop();
  });

  it('accepts on a second API process the session cookie and the token made by the first', async () => {
    const { token, user } = await registerUser(b.app);
    const signIn = await request(b.app).post('/api/auth/login').send({
      email: user.email,
      password: 'correct horse',
    });
    const sessionCookie = String(signIn.headers['set-cookie']).match(/stackfolio\.sid=[^;]+/)?.[0];
    expect(sessionCookie).toMatch(/^stackfolio\.sid=/);

    const onA = await request(a.app)
      .get('/api/auth/user')
      .set('Cookie', sessionCookie!)
      .expect(200);
    expect(onA.body.id).toBe(user.id);
    await request(a.app).get('/api/auth/user').set(bearer(token)).expect(200);
  });

  // Sign-in throttling: login-throttle.test.ts.

  it('refuses a state-changing request from a foreign Origin with 403', async () => {
    const res = await request(b.app)
      .post('/api/auth/register')
      .set('Origin', 'https://evil.example')
      .send(newUser())
      .expect(403);
    expect(res.body).toEqual({ message: 'Cross-site request refused' });
    await request(b.app)
      .post('/api/auth/register')
      .set('Origin', b.config.publicUrl)
      .send(newUser())
      .expect(201);
  });

  it('never writes passwords, hashes, tokens or cookies to the log', async () => {
    const { agent, token, credentials } = await registerUser(b.app);
    await agent.get('/api/auth/user').set(bearer(token)).expect(200);
    await request(b.app)
      .post('/api/auth/login')
      .send({ ...credentials, password: 'wrong-secret-99' })
      .expect(401);
    const hash = (await b.ctx.models.User.findOne({ where: { email: credentials.email } }))!
      .passwordHash;
    const log = b.logs.text;
    expect(log).toContain('/api/auth/user');
    for (const secret of [
      credentials.password,
      'wrong-secret-99',
      token,
      hash,
      'stackfolio.sid=',
    ]) {
      expect(log).not.toContain(secret);
    }
  });

  it('marks the cookie Secure when PUBLIC_URL is https', async () => {
    const app = await startTestApp(db, {
      PUBLIC_URL: 'https://stackfolio.example.com',
      TRUST_PROXY: '1',
    });
    try {
      const res = await request(app.app)
        .post('/api/auth/register')
        .set('X-Forwarded-Proto', 'https')
        .send(newUser())
        .expect(201);
      expect(String(res.headers['set-cookie'])).toMatch(/Secure/);
    } finally {
      await app.close();
    }
  });

  it('ends a cookie session after the absolute timeout even while it is in use', async () => {
    const app = await startTestApp(db, { SESSION_ABSOLUTE_HOURS: '1' });
    try {
      const { agent } = await registerUser(app.app);
      await agent.get('/api/auth/user').expect(200);
      const realNow = Date.now;
      jest.spyOn(Date, 'now').mockImplementation(() => realNow() + 2 * 3_600_000);
      await agent.get('/api/auth/user').expect(401);
    } finally {
      jest.restoreAllMocks();
      await app.close();
    }
  });

  it('grants and revokes admin rights with the admin command', async () => {
    const { token, credentials } = await registerUser(b.app);
    expect(
      await runAdminCommand(['grant', credentials.email.toUpperCase()], b.ctx.sequelize),
    ).toMatch(/is now an admin/);
    expect((await request(b.app).get('/api/auth/user').set(bearer(token))).body.isAdmin).toBe(true);
    await runAdminCommand(['revoke', credentials.email], b.ctx.sequelize);
    expect((await request(b.app).get('/api/auth/user').set(bearer(token))).body.isAdmin).toBe(
      false,
    );
    await expect(runAdminCommand(['grant', 'nobody@example.com'], b.ctx.sequelize)).rejects.toThrow(
      /No user/,
    );
    await expect(runAdminCommand(['promote'], b.ctx.sequelize)).rejects.toThrow(/Usage/);
  });
});
