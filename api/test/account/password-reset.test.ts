import fs from 'node:fs';
import path from 'node:path';
import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { ACCOUNT_MESSAGES } from '@stackfolio/contract';
import { bearer, registerUser, setupTestApp } from '../helpers/test-app';
import { linkToken, startSmtpServer } from '../helpers/smtp';

const FORGOT = '/api/account/forgot-password';
const RESET = '/api/account/reset-password';

describe('password reset by e-mail', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  let ip = 0;
  /** A fresh client address per test, so the per-IP throttle of one test leaves the next alone. */
  const from = () => ({ 'X-Forwarded-For': `10.0.0.${(ip += 1)}` });

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await setupTestApp(
      { SMTP_URL: smtp.url, MAIL_FROM: 'Stackfolio <no-reply@example.com>', TRUST_PROXY: 'true' },
      { mailer: { retryDelaysMs: [20, 20] } },
    );
  });
  afterAll(async () => {
    await t.done();
    await smtp.close();
  });

  async function requestReset(email: string) {
    const res = await request(t.app).post(FORGOT).set(from()).send({ email }).expect(202);
    await t.ctx.mailer.drain();
    return res.body as { message: string };
  }

  it('answers an unknown address exactly like a known one, and mails only the known one', async () => {
    const { user } = await registerUser(t.app);
    const before = smtp.mails.length;
    const unknown = await requestReset('nobody.here@example.com');
    const known = await requestReset(user.email);
    expect(unknown).toEqual({ message: ACCOUNT_MESSAGES.resetRequested });
    expect(known).toEqual(unknown);
    expect(smtp.mails.slice(before).map((m) => m.to)).toEqual([[user.email]]);
    expect(smtp.mailsTo('nobody.here@example.com')).toHaveLength(0);
  });

  it('mails a 30-minute single-use link whose token is random and stored only as a hash', async () => {
    const { user } = await registerUser(t.app);
    await requestReset(user.email);
    const mail = smtp.mailsTo(user.email).at(-1)!;
    expect(mail.subject).toBe('Reset your Stackfolio password');
    expect(mail.raw).toMatch(/^From: Stackfolio <no-reply@example.com>/m);
    const token = linkToken(mail, `${t.config.publicUrl}/reset-password`);
    // 32 random bytes in base64url: 256 bits.
    expect(token).toHaveLength(43);
    const rows = await t.ctx.sequelize.query<{
      tokenHash: string;
      createdAt: string;
      expiresAt: string;
    }>('SELECT tokenHash, createdAt, expiresAt FROM account_tokens WHERE userId = ?', {
      replacements: [user.id],
      type: QueryTypes.SELECT,
    });
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).not.toContain(token);
    const ttl = new Date(rows[0].expiresAt).getTime() - new Date(rows[0].createdAt).getTime();
    expect(ttl).toBe(30 * 60_000);
  });

  it('sets the new password, ends every session and token, mails a notice, and works only once', async () => {
    const { agent, token, user, credentials } = await registerUser(t.app);
    await requestReset(user.email);
    const link = linkToken(smtp.mailsTo(user.email).at(-1)!, '/reset-password');

    const res = await request(t.app)
      .post(RESET)
      .set(from())
      .send({ token: link, password: 'brand new secret' })
      .expect(200);
    expect(res.body.message).toBe(ACCOUNT_MESSAGES.passwordReset);
    await t.ctx.mailer.drain();

    await agent.get('/api/auth/user').expect(401);
    await request(t.app).get('/api/auth/user').set(bearer(token)).expect(401);
    await request(t.app).post('/api/auth/login').set(from()).send(credentials).expect(401);
    await request(t.app)
      .post('/api/auth/login')
      .set(from())
      .send({ email: user.email, password: 'brand new secret' })
      .expect(200);
    expect(smtp.mailsTo(user.email).at(-1)!.subject).toBe('Your Stackfolio password was changed');

    const again = await request(t.app)
      .post(RESET)
      .set(from())
      .send({ token: link, password: 'another secret' })
      .expect(400);
    expect(again.body.message).toBe(ACCOUNT_MESSAGES.resetLinkInvalid);
  });

  it('kills an older link when a newer one is requested', async () => {
    const { user } = await registerUser(t.app);
    await requestReset(user.email);
    const first = linkToken(smtp.mailsTo(user.email).at(-1)!, '/reset-password');
    await requestReset(user.email);
    const second = linkToken(smtp.mailsTo(user.email).at(-1)!, '/reset-password');
    expect(second).not.toBe(first);
    await request(t.app)
      .post(RESET)
      .set(from())
      .send({ token: first, password: 'newer secret' })
      .expect(400);
    await request(t.app)
      .post(RESET)
      .set(from())
      .send({ token: second, password: 'newer secret' })
      .expect(200);
  });

  it('refuses an expired link and leaves the password as it was', async () => {
    const { user, credentials } = await registerUser(t.app);
    await requestReset(user.email);
    const link = linkToken(smtp.mailsTo(user.email).at(-1)!, '/reset-password');
    await t.ctx.sequelize.query('UPDATE account_tokens SET expiresAt = ? WHERE userId = ?', {
      replacements: [new Date(Date.now() - 1000), user.id],
    });
    const res = await request(t.app)
      .post(RESET)
      .set(from())
      .send({ token: link, password: 'too late now' })
      .expect(400);
    expect(res.body.message).toBe(ACCOUNT_MESSAGES.resetLinkInvalid);
    await request(t.app).post('/api/auth/login').set(from()).send(credentials).expect(200);
  });

  it('applies the password rule to the new password and keeps the link usable', async () => {
    const { user } = await registerUser(t.app);
    await requestReset(user.email);
    const link = linkToken(smtp.mailsTo(user.email).at(-1)!, '/reset-password');
    const res = await request(t.app)
      .post(RESET)
      .set(from())
      .send({ token: link, password: '12345' })
      .expect(400);
    expect(res.body.message).toBe('Password must be at least 6 characters');
    await request(t.app)
      .post(RESET)
      .set(from())
      .send({ token: link, password: '123456' })
      .expect(200);
  });

  it('answers a malformed address or token with a readable 400', async () => {
    const bad = await request(t.app).post(FORGOT).set(from()).send({ email: 'nope' }).expect(400);
    expect(bad.body.message).toBe('Please enter a valid email address');
    const res = await request(t.app)
      .post(RESET)
      .set(from())
      .send({ token: 'x', password: 'whatever1' })
      .expect(400);
    expect(res.body.message).toBe(ACCOUNT_MESSAGES.resetLinkInvalid);
  });

  it('retries a mail the server refuses for now, and logs it', async () => {
    const { user } = await registerUser(t.app);
    const before = smtp.mailsTo(user.email).length;
    smtp.failNext(2);
    await requestReset(user.email);
    expect(smtp.mailsTo(user.email)).toHaveLength(before + 1);
    expect(t.logs.text).toContain('mail failed; retrying');
  });
});

describe('password reset throttling', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    // M = 8: 2 requests per address, 8 per IP, per window.
    t = await setupTestApp({ SMTP_URL: smtp.url, TRUST_PROXY: 'true', AUTH_RATE_LIMIT_MAX: '8' });
  });
  afterAll(async () => {
    await t.done();
    await smtp.close();
  });

  it('limits requests per address, from any IP, and mails no more than allowed', async () => {
    const { user } = await registerUser(t.app);
    for (const n of [1, 2]) {
      await request(t.app)
        .post(FORGOT)
        .set('X-Forwarded-For', `10.1.0.${n}`)
        .send({ email: user.email })
        .expect(202);
    }
    const res = await request(t.app)
      .post(FORGOT)
      .set('X-Forwarded-For', '10.1.0.3')
      .send({ email: user.email.toUpperCase() })
      .expect(429);
    expect(res.body.message).toMatch(
      /^Too many password reset attempts\. Please try again in \d+ minutes?\.$/,
    );
    expect(res.headers['retry-after']).toBeDefined();
    await t.ctx.mailer.drain();
    expect(smtp.mailsTo(user.email)).toHaveLength(2);
  });

  it('limits requests per IP across addresses', async () => {
    for (let n = 0; n < 8; n += 1) {
      await request(t.app)
        .post(FORGOT)
        .set('X-Forwarded-For', '10.2.0.1')
        .send({ email: `someone${n}@example.com` })
        .expect(202);
    }
    await request(t.app)
      .post(FORGOT)
      .set('X-Forwarded-For', '10.2.0.1')
      .send({ email: 'someone.else@example.com' })
      .expect(429);
    await request(t.app)
      .post(FORGOT)
      .set('X-Forwarded-For', '10.2.0.2')
      .send({ email: 'someone.else@example.com' })
      .expect(202);
  });
});

describe('mail without SMTP_URL', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  beforeAll(async () => {
    t = await setupTestApp();
  });
  afterAll(() => t.done());

  it('writes the mail as an .eml file in DATA_DIR/outbox and logs one line naming it', async () => {
    const { user } = await registerUser(t.app);
    await request(t.app).post(FORGOT).send({ email: user.email }).expect(202);
    await t.ctx.mailer.drain();
    const outbox = t.config.mail.outboxDir;
    const files = fs.readdirSync(outbox).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const eml = fs.readFileSync(path.join(outbox, files[0]), 'utf8');
    expect(eml).toMatch(new RegExp(`^To: ${user.email.replace(/\./g, '\\.')}`, 'm'));
    expect(eml).toContain('reset-password?token=');
    const lines = t.logs.lines.filter((l) => l.includes('mail written to the outbox'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(files[0]);
  });
});

describe('mail when the SMTP server is down', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  beforeAll(async () => {
    const smtp = await startSmtpServer();
    await smtp.close();
    t = await setupTestApp({ SMTP_URL: smtp.url }, { mailer: { retryDelaysMs: [10] } });
  });
  afterAll(() => t.done());

  it('still answers the request, then retries and logs that the mail was given up', async () => {
    const { user } = await registerUser(t.app);
    await request(t.app).post(FORGOT).send({ email: user.email }).expect(202);
    await t.ctx.mailer.drain();
    expect(t.logs.text).toContain('mail failed; retrying');
    expect(t.logs.text).toContain('mail could not be sent; giving up');
    expect(t.logs.text).not.toContain(user.email);
  });
});
