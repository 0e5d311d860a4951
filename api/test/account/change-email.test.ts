import request from 'supertest';
import { ACCOUNT_MESSAGES } from '@stackfolio/contract';
import { bearer, registerUser, setupTestApp } from '../helpers/test-app';
import { linkToken, startSmtpServer } from '../helpers/smtp';

const CHANGE = '/api/account/change-email';
const CONFIRM = '/api/account/confirm-email';

describe('changing the e-mail address', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await setupTestApp({ SMTP_URL: smtp.url, AUTH_RATE_LIMIT_MAX: '4' });
  });
  afterAll(async () => {
    await t.done();
    await smtp.close();
  });

  const newAddress = () => `moved.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;

  it('changes nothing until the link mailed to the new address is opened, then tells the old one', async () => {
    const { token, user, credentials } = await registerUser(t.app);
    const next = newAddress();
    const res = await request(t.app)
      .post(CHANGE)
      .set(bearer(token))
      .send({ password: credentials.password, newEmail: next.toUpperCase() })
      .expect(202);
    expect(res.body.message).toBe(ACCOUNT_MESSAGES.emailChangeSent);
    await t.ctx.mailer.drain();
    const me = await request(t.app).get('/api/auth/user').set(bearer(token)).expect(200);
    expect(me.body.email).toBe(user.email);

    const link = linkToken(smtp.mailsTo(next)[0], '/confirm-email');
    const done = await request(t.app).post(CONFIRM).send({ token: link }).expect(200);
    expect(done.body.message).toBe(ACCOUNT_MESSAGES.emailChanged);
    await t.ctx.mailer.drain();
    const after = await request(t.app).get('/api/auth/user').set(bearer(token)).expect(200);
    expect(after.body.email).toBe(next);
    const notice = smtp.mailsTo(user.email).at(-1)!;
    expect(notice.subject).toBe('Your Stackfolio email address was changed');
    expect(notice.text).toContain(next);
    await request(t.app)
      .post('/api/auth/login')
      .send({ email: next, password: credentials.password })
      .expect(200);
    await request(t.app).post('/api/auth/login').send(credentials).expect(401);
    // The link is single use.
    const reuse = await request(t.app).post(CONFIRM).send({ token: link }).expect(400);
    expect(reuse.body.message).toBe(ACCOUNT_MESSAGES.emailLinkInvalid);
  });

  it('refuses a wrong password with a readable 400 and sends nothing', async () => {
    const { token, user } = await registerUser(t.app);
    const next = newAddress();
    const res = await request(t.app)
      .post(CHANGE)
      .set(bearer(token))
      .send({ password: 'not it at all', newEmail: next })
      .expect(400);
    expect(res.body.message).toBe('Current password is incorrect');
    await t.ctx.mailer.drain();
    expect(smtp.mailsTo(next)).toHaveLength(0);
    const me = await request(t.app).get('/api/auth/user').set(bearer(token)).expect(200);
    expect(me.body.email).toBe(user.email);
  });

  it('refuses an address another account has, and its own address', async () => {
    const { token, user, credentials } = await registerUser(t.app);
    const other = await registerUser(t.app);
    const taken = await request(t.app)
      .post(CHANGE)
      .set(bearer(token))
      .send({ password: credentials.password, newEmail: other.user.email })
      .expect(409);
    expect(taken.body.message).toBe('An account with this email already exists');
    const same = await request(t.app)
      .post(CHANGE)
      .set(bearer(token))
      .send({ password: credentials.password, newEmail: user.email })
      .expect(400);
    expect(same.body.message).toBe(ACCOUNT_MESSAGES.sameEmail);
  });

  it('refuses an expired link', async () => {
    const { token, user, credentials } = await registerUser(t.app);
    const next = newAddress();
    await request(t.app)
      .post(CHANGE)
      .set(bearer(token))
      .send({ password: credentials.password, newEmail: next })
      .expect(202);
    await t.ctx.mailer.drain();
    await t.ctx.sequelize.query('UPDATE account_tokens SET expiresAt = ? WHERE userId = ?', {
      replacements: [new Date(Date.now() - 1000), user.id],
    });
    const link = linkToken(smtp.mailsTo(next)[0], '/confirm-email');
    await request(t.app).post(CONFIRM).send({ token: link }).expect(400);
  });

  it('is throttled like sign-in: after M wrong passwords, 429 even for the right one', async () => {
    const { token, credentials } = await registerUser(t.app);
    const send = (password: string) =>
      request(t.app).post(CHANGE).set(bearer(token)).send({ password, newEmail: newAddress() });
    for (let i = 0; i < 4; i += 1) await send('wrong password').expect(400);
    const res = await send(credentials.password).expect(429);
    expect(res.body.message).toMatch(/^Too many password attempts/);
  });

  it('needs a signed-in user', async () => {
    await request(t.app).post(CHANGE).send({ password: 'x', newEmail: newAddress() }).expect(401);
  });
});
