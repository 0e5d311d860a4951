import request from 'supertest';
import {
  bearer,
  createTestDatabase,
  registerUser,
  startTestApp,
  type TestApp,
  type TestDatabase,
} from '../helpers/test-app';

/**
 * Sign-in throttling: brute force is stopped, but an attacker cannot use the limits to
 * lock the owner out. M = AUTH_RATE_LIMIT_MAX = 3 here: per account and IP M failures, per account
 * 5M failures (not for a device the owner signed in on), per IP 5M attempts.
 */
const M = 3;
const TOO_MANY = /^Too many sign-in attempts\. Please try again in 10 minutes\.$/;

describe('sign-in throttling', () => {
  let db: TestDatabase;
  let t: TestApp;
  beforeAll(async () => {
    db = await createTestDatabase();
    t = await startTestApp(db, {
      AUTH_RATE_LIMIT_MAX: String(M),
      AUTH_RATE_LIMIT_WINDOW_SECONDS: '600',
      TRUST_PROXY: '1',
    });
  });
  afterAll(async () => {
    await t.close();
    await db.drop();
  });

  let ipCounter = 0;
  /** A fresh client IP (the app trusts one proxy hop). */
  const newIp = () => `10.9.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
  const login = (app: TestApp, ip: string, email: string, password: string, cookie?: string) => {
    const req = request(app.app).post('/api/auth/login').set('X-Forwarded-For', ip);
    if (cookie) req.set('Cookie', cookie);
    return req.send({ email, password });
  };
  const victim = async () => (await registerUser(t.app)).credentials;

  it('stops fast guessing from one IP with 429, the SPEC wording and Retry-After, even for the right password', async () => {
    const { email, password } = await victim();
    const ip = newIp();
    for (let i = 0; i < M; i += 1)
      expect((await login(t, ip, email, `wrong-${i}`)).status).toBe(401);
    const blocked = await login(t, ip, email, 'wrong-again').expect(429);
    expect(blocked.body.message).toMatch(TOO_MANY);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    await login(t, ip, email, password).expect(429);
  });

  it('does not let an attacker hammering the account from another IP lock the owner out', async () => {
    const { email, password } = await victim();
    const attacker = newIp();
    for (let i = 0; i < 20; i += 1) await login(t, attacker, email, `guess-${i}`);
    await login(t, attacker, email, 'guess-again').expect(429);
    const res = await login(t, newIp(), email, password).expect(200);
    expect(res.body.token).toEqual(expect.any(String));
  });

  it('slows guessing spread over many IPs, but the owner signs in from a device they used before', async () => {
    const { email, password } = await victim();
    const home = newIp();
    const first = await login(t, home, email, password).expect(200);
    const device = String(first.headers['set-cookie']).match(/stackfolio\.device=[^;]+/)![0];
    expect(String(first.headers['set-cookie'])).toMatch(
      /stackfolio\.device=[^;]+; Max-Age=\d+; Path=\/api\/auth; Expires=[^;]+; HttpOnly; SameSite=Lax/,
    );

    // A botnet: M - 1 guesses from each of many IPs, so no (account, IP) pair trips.
    let failures = 0;
    while (failures < 5 * M) {
      const ip = newIp();
      for (let i = 0; i < M - 1 && failures < 5 * M; i += 1, failures += 1) {
        expect((await login(t, ip, email, `botnet-${failures}`)).status).toBe(401);
      }
    }
    // Further guesses, and a sign-in from a browser the account never used, now wait.
    await login(t, newIp(), email, 'botnet-more').expect(429);
    await login(t, newIp(), email, password).expect(429);
    // A forged device cookie does not help…
    await login(t, newIp(), email, password, 'stackfolio.device=forged-value').expect(429);
    await login(t, newIp(), email, password, 'stackfolio.device=%E0%A4%A').expect(429);
    // …the owner's own device does, from the same or a new network.
    await login(t, home, email, password, device).expect(200);
    await login(t, newIp(), email, password, device).expect(200);
  });

  /** Fails from enough IPs (M - 1 each) to trip the per-account limit of 5M. */
  const botnet = async (email: string) => {
    let failures = 0;
    while (failures < 5 * M) {
      const ip = newIp();
      for (let i = 0; i < M - 1 && failures < 5 * M; i += 1, failures += 1) {
        expect((await login(t, ip, email, `botnet-${failures}`)).status).toBe(401);
      }
    }
  };
  const deviceCookieOf = (res: request.Response) =>
    String(res.headers['set-cookie']).match(/stackfolio\.device=[^;]+/)![0];

  it('revokes device cookies on a password change: an old one no longer exempts the browser', async () => {
    const { email, password } = await victim();
    const before = deviceCookieOf(await login(t, newIp(), email, password).expect(200));
    const token = (await login(t, newIp(), email, password).expect(200)).body.token as string;
    await request(t.app)
      .post('/api/auth/update-password')
      .set(bearer(token))
      .send({ currentPassword: password, newPassword: 'changed secret' })
      .expect(200);
    const after = deviceCookieOf(await login(t, newIp(), email, 'changed secret').expect(200));
    expect(after).not.toBe(before);

    await botnet(email);
    await login(t, newIp(), email, 'changed secret', before).expect(429);
    await login(t, newIp(), email, 'changed secret', after).expect(200);
  });

  describe('POST /update-password', () => {
    const TOO_MANY_CHECKS = /^Too many password attempts\. Please try again in 10 minutes\.$/;
    const update = (token: string, currentPassword: string, newPassword = 'a new secret') =>
      request(t.app)
        .post('/api/auth/update-password')
        .set(bearer(token))
        .send({ currentPassword, newPassword });

    it('stops guessing the current password after M failures, the right one too, for that user only', async () => {
      const owner = await registerUser(t.app);
      const other = await registerUser(t.app);
      for (let i = 0; i < M; i += 1) {
        const res = await update(owner.token, `wrong-${i}`).expect(400);
        expect(res.body.message).toBe('Current password is incorrect');
      }
      const blocked = await update(owner.token, 'wrong-again').expect(429);
      expect(blocked.body.message).toMatch(TOO_MANY_CHECKS);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // The right password waits too (the window decides, not the guess), and nothing changed.
      await update(owner.token, owner.credentials.password).expect(429);
      await owner.agent
        .post('/api/auth/update-password')
        .send({ currentPassword: owner.credentials.password, newPassword: 'x-secret-1' })
        .expect(429);
      await login(t, newIp(), owner.credentials.email, owner.credentials.password).expect(200);

      // Another user is not affected, and successes are not counted.
      await update(other.token, 'wrong').expect(400);
      for (let i = 0; i < M; i += 1) {
        const res = await update(
          other.token,
          i === 0 ? other.credentials.password : `secret-${i}`,
          `secret-${i + 1}`,
        );
        expect(res.status).toBe(200);
        other.token = res.body.token as string;
      }
    });
  });

  it('caps attempts from one IP across accounts (credential stuffing)', async () => {
    const ip = newIp();
    for (let i = 0; i < 5 * M; i += 1) {
      expect((await login(t, ip, `stuffed-${i}@example.com`, 'password-1')).status).toBe(401);
    }
    const res = await login(t, ip, 'stuffed-last@example.com', 'password-1').expect(429);
    expect(res.body.message).toMatch(TOO_MANY);
    // Registration from that IP waits too.
    await request(t.app)
      .post('/api/auth/register')
      .set('X-Forwarded-For', ip)
      .send({
        firstName: 'Ann',
        lastName: 'Other',
        email: 'ann.other@example.com',
        password: 'password-1',
      })
      .expect(429);
  });

  it('counts in the database: a second API instance on it sees the same attempts', async () => {
    const other = await startTestApp(db, {
      AUTH_RATE_LIMIT_MAX: String(M),
      AUTH_RATE_LIMIT_WINDOW_SECONDS: '600',
      TRUST_PROXY: '1',
    });
    try {
      const { email } = await victim();
      const ip = newIp();
      for (let i = 0; i < M; i += 1) {
        expect((await login(i % 2 ? other : t, ip, email, `wrong-${i}`)).status).toBe(401);
      }
      await login(other, ip, email, 'wrong-again').expect(429);
      await login(t, ip, email, 'wrong-again').expect(429);
    } finally {
      await other.close();
    }
  });
});
