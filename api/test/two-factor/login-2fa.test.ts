import request from 'supertest';
import { MODERATION_MESSAGES, TWO_FACTOR_MESSAGES } from '@stackfolio/contract';
import { bearer, setupTestApp } from '../helpers/test-app';
import { codeAt, signUp, turnOnTotp, wrongCode } from './totp';

/**
 * Signing in to an account with authenticator codes: the password step signs nobody in, the
 * code step does; codes and recovery codes are accepted once; wrong codes spend the password
 * budget. M = AUTH_RATE_LIMIT_MAX = 3; every test signs in from its own IP.
 */
const M = 3;
const TOO_MANY = /^Too many sign-in attempts\./;

describe('POST /api/auth/login with two-factor authentication', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  beforeAll(async () => {
    t = await setupTestApp({ AUTH_RATE_LIMIT_MAX: String(M), TRUST_PROXY: '1' });
  });
  afterAll(() => t.done());

  let ips = 0;
  const newIp = () => `10.7.${Math.floor(ips / 250)}.${(ips++ % 250) + 1}`;

  /** An account with codes on, and a fresh browser (its own IP) at the password step. */
  async function atSecondStep() {
    const ip = newIp();
    const owner = await signUp(t.app, ip);
    const totp = await turnOnTotp(owner.agent);
    const browser = request.agent(t.app).set('X-Forwarded-For', ip);
    const first = await browser.post('/api/auth/login').send(owner.credentials).expect(200);
    expect(first.body).toEqual({ twoFactorRequired: true });
    return { ...owner, ...totp, browser, ip, first };
  }

  it('answers twoFactorRequired after the right password and signs nobody in yet', async () => {
    const { browser, first, agent } = await atSecondStep();
    expect(first.body.token).toBeUndefined();
    await browser.get('/api/auth/user').expect(401);
    // Nor is it a device of the account yet: only the browser that signed up is listed.
    const devices = await agent.get('/api/account/devices').expect(200);
    expect(devices.body.devices).toHaveLength(1);
  });

  it('completes with a code: a token and a signed-in session; the same code is refused a second time', async () => {
    const { browser, secret, step, credentials, ip } = await atSecondStep();
    const code = codeAt(secret, step + 1);
    const done = await browser.post('/api/auth/login/2fa').send({ code }).expect(200);
    expect(Object.keys(done.body)).toEqual(['token']);
    const me = await browser.get('/api/auth/user').expect(200);
    expect(me.body.email).toBe(credentials.email);
    await request(t.app).get('/api/auth/user').set(bearer(done.body.token)).expect(200);
    // The sign-in shows in the device list like any other.
    const devices = await browser.get('/api/account/devices').expect(200);
    expect(devices.body.devices.filter((d: { current: boolean }) => d.current)).toHaveLength(1);

    // Replayed in another browser after its password step: refused.
    const other = request.agent(t.app).set('X-Forwarded-For', ip);
    await other.post('/api/auth/login').send(credentials).expect(200);
    const replay = await other.post('/api/auth/login/2fa').send({ code }).expect(400);
    expect(replay.body.message).toBe(TWO_FACTOR_MESSAGES.invalidCode);
    await other.get('/api/auth/user').expect(401);
  });

  it('accepts a recovery code once', async () => {
    const { browser, recoveryCodes, credentials, ip } = await atSecondStep();
    await browser.post('/api/auth/login/2fa').send({ recoveryCode: recoveryCodes[3] }).expect(200);
    await browser.get('/api/auth/user').expect(200);
    const again = request.agent(t.app).set('X-Forwarded-For', ip);
    await again.post('/api/auth/login').send(credentials).expect(200);
    const used = await again
      .post('/api/auth/login/2fa')
      .send({ recoveryCode: recoveryCodes[3] })
      .expect(400);
    expect(used.body.message).toBe(TWO_FACTOR_MESSAGES.invalidRecoveryCode);
    await again.get('/api/auth/user').expect(401);
    const status = await browser.get('/api/account/2fa').expect(200);
    expect(status.body.recoveryCodesLeft).toBe(9);
  });

  it('refuses the code step without a password step first, whatever e-mail the body names', async () => {
    const { credentials, secret, step } = await atSecondStep();
    const stranger = request.agent(t.app).set('X-Forwarded-For', newIp());
    const res = await stranger
      .post('/api/auth/login/2fa')
      .send({ email: credentials.email, code: codeAt(secret, step + 1) })
      .expect(401);
    expect(res.body.message).toBe(TWO_FACTOR_MESSAGES.signInExpired);
    await stranger.get('/api/auth/user').expect(401);
  });

  it('throttles wrong codes on the same budget as wrong passwords', async () => {
    const { browser, secret, step, credentials } = await atSecondStep();
    // One wrong password, then wrong codes, from the same IP: M failures in all.
    await browser
      .post('/api/auth/login')
      .send({ ...credentials, password: 'not the password' })
      .expect(401);
    await browser.post('/api/auth/login').send(credentials).expect(200);
    for (let i = 1; i < M; i++) {
      await browser
        .post('/api/auth/login/2fa')
        .send({ code: wrongCode(secret) })
        .expect(400);
    }
    const blocked = await browser
      .post('/api/auth/login/2fa')
      .send({ code: codeAt(secret, step + 1) })
      .expect(429);
    expect(blocked.body.message).toMatch(TOO_MANY);
    // The password step of that account from that IP is out of budget too.
    await browser.post('/api/auth/login').send(credentials).expect(429);
    await browser.get('/api/auth/user').expect(401);
  });

  it('refuses the code step once the account is suspended', async () => {
    const { browser, secret, step, credentials } = await atSecondStep();
    await t.ctx.models.User.update(
      { suspendedAt: new Date() },
      { where: { email: credentials.email } },
    );
    const res = await browser
      .post('/api/auth/login/2fa')
      .send({ code: codeAt(secret, step + 1) })
      .expect(403);
    expect(res.body.message).toBe(MODERATION_MESSAGES.suspended);
    await browser.get('/api/auth/user').expect(401);
  });

  it('forgets a pending sign-in when the owner signs out everywhere', async () => {
    const { browser, agent, recoveryCodes } = await atSecondStep();
    await agent.post('/api/account/devices/sign-out-others').expect(200);
    const res = await browser
      .post('/api/auth/login/2fa')
      .send({ recoveryCode: recoveryCodes[0] })
      .expect(401);
    expect(res.body.message).toBe(TWO_FACTOR_MESSAGES.signInExpired);
  });

  it('remembers this browser for 30 days when asked: the password alone signs in there, nowhere else', async () => {
    const { browser, recoveryCodes, credentials, ip } = await atSecondStep();
    const done = await browser
      .post('/api/auth/login/2fa')
      .send({ recoveryCode: recoveryCodes[0], remember: true })
      .expect(200);
    const cookie = String(done.headers['set-cookie']);
    expect(cookie).toMatch(/stackfolio\.2fa=[^;]+;.*Max-Age=2592000;.*Path=\/api\/auth;.*HttpOnly/);
    await browser.post('/api/auth/logout').expect(200);
    const again = await browser.post('/api/auth/login').send(credentials).expect(200);
    expect(again.body.token).toEqual(expect.any(String));
    await browser.get('/api/auth/user').expect(200);
    const elsewhere = request.agent(t.app).set('X-Forwarded-For', ip);
    const asked = await elsewhere.post('/api/auth/login').send(credentials).expect(200);
    expect(asked.body).toEqual({ twoFactorRequired: true });
  });
});
