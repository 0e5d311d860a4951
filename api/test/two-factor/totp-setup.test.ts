import request from 'supertest';
import { TWO_FACTOR_MESSAGES } from '@stackfolio/contract';
import { setupTestApp } from '../helpers/test-app';
import { codeAt, signUp, turnOnTotp, wrongCode } from './totp';

/** Settings → Two-factor authentication: set-up, confirmation, recovery codes, turning it off. */
describe('authenticator codes in Settings', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  beforeAll(async () => {
    t = await setupTestApp();
  });
  afterAll(() => t.done());

  it('needs a signed-in user', async () => {
    await request(t.app).post('/api/account/2fa/totp/setup').expect(401);
    await request(t.app).get('/api/account/2fa').expect(401);
  });

  it('sets up with a secret, its otpauth URL and a QR code made here, and stays off until a first code', async () => {
    const { agent, credentials } = await signUp(t.app);
    const res = await agent.post('/api/account/2fa/totp/setup').expect(200);
    expect(res.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(res.body.otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(res.body.secret);
    expect(url.searchParams.get('issuer')).toBe('Stackfolio');
    expect(decodeURIComponent(url.pathname)).toContain(credentials.email);
    expect(res.body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(res.body.qrCode.split(',')[1], 'base64').toString();
    expect(svg).toMatch(/^<svg[^>]*>/);
    expect(svg).not.toMatch(/<script|https?:\/\/(?!www\.w3\.org)/);
    expect((await agent.get('/api/account/2fa').expect(200)).body).toEqual({
      totp: false,
      recoveryCodesLeft: 0,
    });
    // Not on yet: the password alone still signs in.
    const login = await request(t.app).post('/api/auth/login').send(credentials).expect(200);
    expect(login.body.token).toEqual(expect.any(String));
  });

  it('turns on only with a right code, answers 10 recovery codes once, and keeps the secret encrypted', async () => {
    const { agent } = await signUp(t.app);
    const setup = await agent.post('/api/account/2fa/totp/setup').expect(200);
    const secret = setup.body.secret as string;
    const wrong = await agent
      .post('/api/account/2fa/totp/enable')
      .send({ code: wrongCode(secret) })
      .expect(400);
    expect(wrong.body.fieldErrors).toEqual({ code: [TWO_FACTOR_MESSAGES.invalidCode] });
    const malformed = await agent
      .post('/api/account/2fa/totp/enable')
      .send({ code: '12ab' })
      .expect(400);
    expect(malformed.body.fieldErrors).toEqual({ code: [TWO_FACTOR_MESSAGES.codeFormat] });
    expect((await agent.get('/api/account/2fa')).body.totp).toBe(false);

    const res = await agent
      .post('/api/account/2fa/totp/enable')
      .send({ code: codeAt(secret, Math.floor(Date.now() / 30_000)) })
      .expect(200);
    const codes = res.body.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect((await agent.get('/api/account/2fa').expect(200)).body).toEqual({
      totp: true,
      recoveryCodesLeft: 10,
    });

    // Stored: neither the secret nor any recovery code in clear.
    const [rows] = await t.ctx.sequelize.query('SELECT secret FROM user_totp');
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(secret);
    const [hashes] = await t.ctx.sequelize.query('SELECT codeHash FROM recovery_codes');
    const storedCodes = JSON.stringify(hashes);
    for (const code of codes) {
      expect(storedCodes).not.toContain(code);
      expect(storedCodes).not.toContain(code.replace(/-/g, ''));
    }

    // Once on: no second set-up (the secret is never shown again), no second enable.
    const again = await agent.post('/api/account/2fa/totp/setup').expect(409);
    expect(again.body.message).toBe(TWO_FACTOR_MESSAGES.alreadyOn);
    await agent
      .post('/api/account/2fa/totp/enable')
      .send({ code: codeAt(secret, Math.floor(Date.now() / 30_000) + 1) })
      .expect(409);
  });

  it('refuses to turn on without a set-up', async () => {
    const { agent } = await signUp(t.app);
    const res = await agent
      .post('/api/account/2fa/totp/enable')
      .send({ code: '123456' })
      .expect(400);
    expect(res.body.message).toBe(TWO_FACTOR_MESSAGES.setupFirst);
  });

  it('turns off only with a current code or a recovery code', async () => {
    const { agent, credentials } = await signUp(t.app);
    const { secret, step } = await turnOnTotp(agent);
    const none = await agent.post('/api/account/2fa/totp/disable').send({}).expect(400);
    expect(none.body.fieldErrors).toEqual({ code: [TWO_FACTOR_MESSAGES.codeRequired] });
    await agent
      .post('/api/account/2fa/totp/disable')
      .send({ code: wrongCode(secret) })
      .expect(400);
    const badRecovery = await agent
      .post('/api/account/2fa/totp/disable')
      .send({ recoveryCode: 'aaaa-bbbb-cccc' })
      .expect(400);
    expect(badRecovery.body.fieldErrors).toEqual({
      recoveryCode: [TWO_FACTOR_MESSAGES.invalidRecoveryCode],
    });
    // The code that turned it on is spent.
    await agent
      .post('/api/account/2fa/totp/disable')
      .send({ code: codeAt(secret, step) })
      .expect(400);
    const off = await agent
      .post('/api/account/2fa/totp/disable')
      .send({ code: codeAt(secret, step + 1) })
      .expect(200);
    expect(off.body.message).toBe(TWO_FACTOR_MESSAGES.disabled);
    expect((await agent.get('/api/account/2fa')).body).toEqual({
      totp: false,
      recoveryCodesLeft: 0,
    });
    const login = await request(t.app).post('/api/auth/login').send(credentials).expect(200);
    expect(login.body.token).toEqual(expect.any(String));
    const [codes] = await t.ctx.sequelize.query('SELECT id FROM recovery_codes WHERE userId = ?', {
      replacements: [(await agent.get('/api/auth/user')).body.id],
    });
    expect(codes).toEqual([]);
  });

  it('regenerates the recovery codes with a code: the old ones stop working', async () => {
    const { agent } = await signUp(t.app);
    const { secret, step, recoveryCodes: old } = await turnOnTotp(agent);
    await agent.post('/api/account/2fa/recovery-codes').send({}).expect(400);
    const res = await agent
      .post('/api/account/2fa/recovery-codes')
      .send({ code: codeAt(secret, step + 1) })
      .expect(200);
    const fresh = res.body.recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.some((c) => old.includes(c))).toBe(false);
    await agent.post('/api/account/2fa/totp/disable').send({ recoveryCode: old[0] }).expect(400);
    // Typed loosely (upper case, no dashes), a fresh one works.
    await agent
      .post('/api/account/2fa/totp/disable')
      .send({ recoveryCode: fresh[0].replace(/-/g, '').toUpperCase() })
      .expect(200);
  });
});
