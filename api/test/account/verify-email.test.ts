import request from 'supertest';
import { ACCOUNT_MESSAGES } from '@stackfolio/contract';
import { PDF } from '../helpers/files';
import { createProject } from '../helpers/projects';
import { bearer, registerUser, setupTestApp } from '../helpers/test-app';
import { linkToken, startSmtpServer } from '../helpers/smtp';

const VERIFY = '/api/account/verify-email';
const RESEND = '/api/account/resend-verification';
const SUBJECT = 'Confirm your Stackfolio email address';

describe('confirming a new account’s e-mail address (EMAIL_VERIFICATION=required)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  let projectId: number;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await setupTestApp({
      SMTP_URL: smtp.url,
      EMAIL_VERIFICATION: 'required',
      AUTH_RATE_LIMIT_MAX: '100',
    });
    // Someone else's project to comment on, by an account that confirmed its address.
    const owner = await registerUser(t.app);
    await t.ctx.mailer.drain();
    await request(t.app)
      .post(VERIFY)
      .send({ token: linkToken(smtp.mailsTo(owner.user.email)[0], '/verify-email') })
      .expect(200);
    projectId = (await createProject(t.app, owner.token)).id;
  });
  afterAll(async () => {
    await t.done();
    await smtp.close();
  });

  /** A new account and the token of the confirmation link mailed to it. */
  async function signUp() {
    const account = await registerUser(t.app);
    await t.ctx.mailer.drain();
    const mails = smtp.mailsTo(account.user.email);
    return { ...account, mails, link: () => linkToken(mails.at(-1)!, '/verify-email') };
  }

  const upload = (token: string) =>
    request(t.app)
      .post('/api/projects')
      .set(bearer(token))
      .field('title', 'Too early')
      .attach('file', PDF, 'report.pdf');
  const comment = (token: string) =>
    request(t.app)
      .post(`/api/projects/${projectId}/comments?page=1&limit=20`)
      .set(bearer(token))
      .send({ content: 'Hello' });
  const report = (token: string) =>
    request(t.app)
      .post('/api/reports')
      .set(bearer(token))
      .send({ type: 'project', id: projectId, reason: 'spam' });

  it('mails a link on sign-up; until it is opened, uploading, commenting and reporting answer 403, browsing and the profile work', async () => {
    const { token, mails } = await signUp();
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(SUBJECT);
    expect(mails[0].text).toMatch(/\/verify-email\?token=[A-Za-z0-9_-]{43}\b/);
    const me = await request(t.app).get('/api/auth/user').set(bearer(token)).expect(200);
    expect(me.body.emailVerified).toBe(false);

    const up = await upload(token).expect(403);
    expect(up.body.message).toBe(ACCOUNT_MESSAGES.confirmEmailFirst);
    const said = await comment(token).expect(403);
    expect(said.body.message).toBe(ACCOUNT_MESSAGES.confirmEmailFirst);
    const reported = await report(token).expect(403);
    expect(reported.body.message).toBe(ACCOUNT_MESSAGES.confirmEmailFirst);
    const list = await request(t.app)
      .get(`/api/projects/${projectId}/comments?page=1&limit=20`)
      .expect(200);
    expect(list.body.total).toBe(0);

    await request(t.app).get('/api/projects').set(bearer(token)).expect(200);
    await request(t.app).get(`/api/projects/${projectId}`).set(bearer(token)).expect(200);
    const saved = await request(t.app)
      .patch('/api/users/profile')
      .set(bearer(token))
      .field('bio', 'Still confirming')
      .expect(200);
    expect(saved.body.bio).toBe('Still confirming');
  });

  it('opens the link: the address is confirmed and the account uploads, comments and reports', async () => {
    const { token, link } = await signUp();
    const res = await request(t.app).post(VERIFY).send({ token: link() }).expect(200);
    expect(res.body.message).toBe(ACCOUNT_MESSAGES.emailVerified);
    const me = await request(t.app).get('/api/auth/user').set(bearer(token)).expect(200);
    expect(me.body.emailVerified).toBe(true);
    await upload(token).expect(201);
    await comment(token).expect(201);
    await report(token).expect(201);
  });

  it('confirms a signed-in browser too (the session re-reads the account)', async () => {
    const { agent, link } = await signUp();
    await agent
      .post(`/api/projects/${projectId}/comments?page=1&limit=20`)
      .send({ content: 'x' })
      .expect(403);
    await request(t.app).post(VERIFY).send({ token: link() }).expect(200);
    await agent
      .post(`/api/projects/${projectId}/comments?page=1&limit=20`)
      .send({ content: 'Now' })
      .expect(201);
  });

  it('refuses a wrong, a used and an expired link with a readable 400', async () => {
    const wrong = await request(t.app)
      .post(VERIFY)
      .send({ token: 'A'.repeat(43) })
      .expect(400);
    expect(wrong.body.message).toBe(ACCOUNT_MESSAGES.verifyLinkInvalid);
    const malformed = await request(t.app).post(VERIFY).send({ token: 42 }).expect(400);
    expect(malformed.body.message).toBe(ACCOUNT_MESSAGES.verifyLinkInvalid);

    const first = await signUp();
    await request(t.app).post(VERIFY).send({ token: first.link() }).expect(200);
    const used = await request(t.app).post(VERIFY).send({ token: first.link() }).expect(400);
    expect(used.body.message).toBe(ACCOUNT_MESSAGES.verifyLinkInvalid);

    const late = await signUp();
    // 24 hours and a second later.
    await t.ctx.sequelize.query(
      'UPDATE account_tokens SET expiresAt = :past WHERE userId = :id AND purpose = :purpose',
      { replacements: { past: new Date(Date.now() - 1000), id: late.user.id, purpose: 'verify' } },
    );
    const expired = await request(t.app).post(VERIFY).send({ token: late.link() }).expect(400);
    expect(expired.body.message).toBe(ACCOUNT_MESSAGES.verifyLinkInvalid);
    const me = await request(t.app).get('/api/auth/user').set(bearer(late.token)).expect(200);
    expect(me.body.emailVerified).toBe(false);
  });

  it('stores only a hash of the token, with a 24-hour life', async () => {
    const { user, link } = await signUp();
    const [rows] = await t.ctx.sequelize.query(
      `SELECT tokenHash, createdAt, expiresAt FROM account_tokens
        WHERE userId = ${Number(user.id)} AND purpose = 'verify'`,
    );
    const row = (rows as Array<{ tokenHash: string; createdAt: string; expiresAt: string }>)[0];
    expect(row.tokenHash).not.toContain(link());
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const life = new Date(row.expiresAt).getTime() - new Date(row.createdAt).getTime();
    expect(life).toBe(24 * 60 * 60_000);
  });

  it('answers a confirmed account’s resend with a readable 400, and a signed-out one with 401', async () => {
    const { token, link } = await signUp();
    await request(t.app).post(VERIFY).send({ token: link() }).expect(200);
    const res = await request(t.app).post(RESEND).set(bearer(token)).expect(400);
    expect(res.body.message).toBe(ACCOUNT_MESSAGES.alreadyVerified);
    await request(t.app).post(RESEND).expect(401);
  });

  it('counts an address confirmed through the e-mail change as confirmed', async () => {
    const { token, credentials } = await signUp();
    const next = `moved.${Date.now()}@example.com`;
    await request(t.app)
      .post('/api/account/change-email')
      .set(bearer(token))
      .send({ password: credentials.password, newEmail: next })
      .expect(202);
    await t.ctx.mailer.drain();
    const link = linkToken(smtp.mailsTo(next)[0], '/confirm-email');
    await request(t.app).post('/api/account/confirm-email').send({ token: link }).expect(200);
    const me = await request(t.app).get('/api/auth/user').set(bearer(token)).expect(200);
    expect(me.body.emailVerified).toBe(true);
    await comment(token).expect(201);
  });
});

describe('asking for the confirmation mail again', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    // Four per window: one confirmation mail per account per window.
    t = await setupTestApp({
      SMTP_URL: smtp.url,
      EMAIL_VERIFICATION: 'required',
      AUTH_RATE_LIMIT_MAX: '4',
    });
  });
  afterAll(async () => {
    await t.done();
    await smtp.close();
  });

  async function signUp() {
    const account = await registerUser(t.app);
    await t.ctx.mailer.drain();
    const mails = smtp.mailsTo(account.user.email);
    return { ...account, mails, link: () => linkToken(mails.at(-1)!, '/verify-email') };
  }

  it('resends a link (the older one stops working), at most once a window per account', async () => {
    const { token, link, user } = await signUp();
    const old = link();
    const res = await request(t.app).post(RESEND).set(bearer(token)).expect(202);
    expect(res.body.message).toBe(ACCOUNT_MESSAGES.verificationSent);
    await t.ctx.mailer.drain();
    const mails = smtp.mailsTo(user.email);
    expect(mails).toHaveLength(2);
    const fresh = linkToken(mails[1], '/verify-email');
    expect(fresh).not.toBe(old);

    const again = await request(t.app).post(RESEND).set(bearer(token)).expect(429);
    expect(again.body.message).toMatch(
      /^Too many confirmation mails\. Please try again in \d+ minutes?\.$/,
    );
    await t.ctx.mailer.drain();
    expect(smtp.mailsTo(user.email)).toHaveLength(2);

    await request(t.app).post(VERIFY).send({ token: old }).expect(400);
    await request(t.app).post(VERIFY).send({ token: fresh }).expect(200);
  });

  it('counts each account on its own', async () => {
    const first = await signUp();
    const second = await signUp();
    await request(t.app).post(RESEND).set(bearer(first.token)).expect(202);
    await request(t.app).post(RESEND).set(bearer(second.token)).expect(202);
  });
});

describe('with EMAIL_VERIFICATION=off', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await setupTestApp({ SMTP_URL: smtp.url, EMAIL_VERIFICATION: 'off' });
  });
  afterAll(async () => {
    await t.done();
    await smtp.close();
  });

  it('sends no confirmation mail and lets a new account upload at once', async () => {
    const { token, user } = await registerUser(t.app);
    await t.ctx.mailer.drain();
    expect(smtp.mailsTo(user.email)).toHaveLength(0);
    const me = await request(t.app).get('/api/auth/user').set(bearer(token)).expect(200);
    expect(me.body.emailVerified).toBe(true);
    await createProject(t.app, token);
  });
});
