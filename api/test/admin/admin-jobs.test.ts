import request from 'supertest';
import { JOB_MESSAGES } from '@stackfolio/contract';
import { startSmtpServer } from '../helpers/smtp';
import { bearer, grantAdmin, registerUser, setupTestApp } from '../helpers/test-app';

describe('GET /api/admin/jobs and POST /api/admin/jobs/{id}/retry', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  let admin: Awaited<ReturnType<typeof registerUser>>;
  let user: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await setupTestApp({ SMTP_URL: smtp.url }, { mailer: { retryDelaysMs: [10] } });
    admin = await registerUser(t.app);
    user = await registerUser(t.app);
    await grantAdmin(t, admin.user.id);
  });
  afterAll(async () => {
    await t.done();
    await smtp.close();
  });

  it.each([
    ['GET', '/api/admin/jobs'],
    ['POST', '/api/admin/jobs/1/retry'],
  ])('%s %s answers 401 signed out and 403 for a non-admin', async (method, url) => {
    const call = () => (method === 'GET' ? request(t.app).get(url) : request(t.app).post(url));
    await call().expect(401);
    const res = await call().set(bearer(user.token)).expect(403);
    expect(res.body.message).toBe("Access Denied: You don't have permission to access this page.");
  });

  it('shows a mail that ran out of attempts as failed, without the address; Retry sends it once', async () => {
    smtp.failNext(2);
    await request(t.app)
      .post('/api/account/forgot-password')
      .send({ email: user.credentials.email })
      .expect(202);
    await t.ctx.mailer.drain();
    expect(smtp.mailsTo(user.credentials.email)).toHaveLength(0);

    const res = await request(t.app).get('/api/admin/jobs').set(bearer(admin.token)).expect(200);
    expect(res.body.counts).toEqual({ queued: 0, running: 0, failed: 1 });
    expect(res.body.failed).toEqual([
      {
        id: expect.stringMatching(/^\d+$/),
        name: 'mail:password-reset',
        attempts: 2,
        error: expect.stringContaining('Try again later'),
        createdAt: expect.any(String),
        failedAt: expect.any(String),
      },
    ]);
    expect(JSON.stringify(res.body)).not.toContain(user.credentials.email);

    const { id } = res.body.failed[0];
    const retried = await request(t.app)
      .post(`/api/admin/jobs/${id}/retry`)
      .set(bearer(admin.token))
      .expect(200);
    expect(retried.body).toEqual({ message: JOB_MESSAGES.retried });
    await t.ctx.mailer.drain();
    expect(smtp.mailsTo(user.credentials.email).map((m) => m.subject)).toEqual([
      'Reset your Stackfolio password',
    ]);
    const after = await request(t.app).get('/api/admin/jobs').set(bearer(admin.token)).expect(200);
    expect(after.body).toEqual({ counts: { queued: 0, running: 0, failed: 0 }, failed: [] });

    // Done now, so no longer a failed job to retry.
    const again = await request(t.app)
      .post(`/api/admin/jobs/${id}/retry`)
      .set(bearer(admin.token))
      .expect(404);
    expect(again.body.message).toBe(JOB_MESSAGES.notFound);
  });

  it('answers a job id that is not a number with 400', async () => {
    const res = await request(t.app)
      .post('/api/admin/jobs/abc/retry')
      .set(bearer(admin.token))
      .expect(400);
    expect(res.body.message).toBe(JOB_MESSAGES.invalidId);
  });
});
