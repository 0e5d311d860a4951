import request from 'supertest';
import { TWO_FACTOR_MESSAGES } from '@stackfolio/contract';
import { setupTestApp } from '../helpers/test-app';
import { codeAt, signUp, turnOnTotp, wrongCode } from './totp';

/** With two-factor authentication on, the sensitive changes ask for the second factor too. */
describe('sensitive changes with two-factor authentication on', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  beforeAll(async () => {
    t = await setupTestApp();
  });
  afterAll(() => t.done());

  const factorError = { code: [TWO_FACTOR_MESSAGES.codeRequired] };

  it('changing the password needs a code besides the current password', async () => {
    const { agent, credentials } = await signUp(t.app);
    const { secret, step } = await turnOnTotp(agent);
    const change = { currentPassword: credentials.password, newPassword: 'a new password' };
    const none = await agent.post('/api/auth/update-password').send(change).expect(400);
    expect(none.body.fieldErrors).toEqual(factorError);
    await agent
      .post('/api/auth/update-password')
      .send({ ...change, code: wrongCode(secret) })
      .expect(400);
    // A wrong password is still refused as such, code or not.
    const wrongPassword = await agent
      .post('/api/auth/update-password')
      .send({ ...change, currentPassword: 'not it at all', code: codeAt(secret, step + 1) })
      .expect(400);
    expect(wrongPassword.body.fieldErrors).toHaveProperty('currentPassword');
    await request(t.app)
      .post('/api/auth/login')
      .send({ email: credentials.email, password: 'a new password' })
      .expect(401);
    await agent
      .post('/api/auth/update-password')
      .send({ ...change, code: codeAt(secret, step + 1) })
      .expect(200);
    const login = await request(t.app)
      .post('/api/auth/login')
      .send({ email: credentials.email, password: 'a new password' })
      .expect(200);
    expect(login.body).toEqual({ twoFactorRequired: true });
  });

  it('changing the e-mail address needs a code or a recovery code', async () => {
    const { agent, credentials } = await signUp(t.app);
    const { recoveryCodes } = await turnOnTotp(agent);
    const change = { password: credentials.password, newEmail: `new.${credentials.email}` };
    const none = await agent.post('/api/account/change-email').send(change).expect(400);
    expect(none.body.fieldErrors).toEqual(factorError);
    await agent
      .post('/api/account/change-email')
      .send({ ...change, recoveryCode: recoveryCodes[1] })
      .expect(202);
  });

  it('deleting the account needs a code or a recovery code', async () => {
    const { agent, credentials } = await signUp(t.app);
    const { recoveryCodes } = await turnOnTotp(agent);
    const { id } = (await agent.get('/api/auth/user')).body as { id: number };
    const none = await agent
      .delete('/api/auth/delete-account')
      .send({ password: credentials.password })
      .expect(400);
    expect(none.body.fieldErrors).toEqual(factorError);
    await agent.get('/api/auth/user').expect(200);
    await agent
      .delete('/api/auth/delete-account')
      .send({ password: credentials.password, recoveryCode: recoveryCodes[0] })
      .expect(200);
    await request(t.app).post('/api/auth/login').send(credentials).expect(401);
    const count = async (table: string) =>
      (
        await t.ctx.sequelize.query(`SELECT COUNT(*) AS n FROM ${table} WHERE userId = ?`, {
          replacements: [id],
        })
      )[0] as Array<{ n: number }>;
    const left = await count('recovery_codes');
    const totp = await count('user_totp');
    expect(Number(left[0].n)).toBe(0);
    expect(Number(totp[0].n)).toBe(0);
  });

  it('wrong codes spend the per-user budget of current-password checks', async () => {
    const env = await setupTestApp({ AUTH_RATE_LIMIT_MAX: '2' });
    try {
      const { agent } = await signUp(env.app);
      const { secret } = await turnOnTotp(agent);
      for (let i = 0; i < 2; i++) {
        await agent
          .post('/api/account/2fa/totp/disable')
          .send({ code: wrongCode(secret) })
          .expect(400);
      }
      const blocked = await agent
        .post('/api/account/2fa/totp/disable')
        .send({ code: wrongCode(secret) })
        .expect(429);
      expect(blocked.body.message).toMatch(/^Too many password attempts\./);
    } finally {
      await env.done();
    }
  });
});
