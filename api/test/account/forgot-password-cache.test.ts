import type { Sequelize } from 'sequelize';
import request from 'supertest';
import { createSequelize } from '../../src/db/sequelize';
import { createProject } from '../helpers/projects';
import { registerUser, setupTestApp } from '../helpers/test-app';
import { startSmtpServer } from '../helpers/smtp';

/**
 * A password-reset request answers alike for every address; what anonymous readers observe
 * afterwards (the next cached list) must be alike too, or its headers would tell an observer
 * which addresses have accounts.
 */
describe('forgot-password leaves the anonymous micro-cache alone', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  /** Another connection: its writes are invisible to this instance's cache, as another instance's are. */
  let elsewhere: Sequelize;
  let known: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    // A long cache life, so whether the next list comes from the cache never depends on timing.
    t = await setupTestApp({ SMTP_URL: smtp.url }, { listCacheTtlMs: 10 * 60_000 });
    const owner = await registerUser(t.app);
    known = owner.user.email;
    await createProject(t.app, owner.token, { title: 'Listed' });
    elsewhere = createSequelize(t.db.url);
  });
  afterAll(async () => {
    await elsewhere.close();
    await t.done();
    await smtp.close();
  });

  /** Fills the cache, changes the data behind its back, asks for a reset: the next list's headers. */
  async function nextListAfterReset(email: string, title: string) {
    await t.ctx.sequelize.query('UPDATE users SET bio = bio WHERE id = 0'); // a fresh cache
    const filled = await request(t.app).get('/api/projects').expect(200);
    await elsewhere.query('UPDATE projects SET title = ?', { replacements: [title] });
    await request(t.app).post('/api/account/forgot-password').send({ email }).expect(202);
    await t.ctx.mailer.drain();
    const next = await request(t.app).get('/api/projects').expect(200);
    return { filled: filled.headers, next: next.headers };
  }

  it('serves the same cached list after a reset for a known address as for an unknown one', async () => {
    const unknown = await nextListAfterReset('nobody.at.all@example.com', 'After unknown');
    const mailsBefore = smtp.mailsTo(known).length;
    const knownAddress = await nextListAfterReset(known, 'After known');
    expect(smtp.mailsTo(known)).toHaveLength(mailsBefore + 1);

    // Both times the list comes from the cache: the data changed elsewhere does not show yet.
    expect(unknown.next.etag).toBe(unknown.filled.etag);
    expect(knownAddress.next.etag).toBe(knownAddress.filled.etag);
    const shape = (h: Record<string, string>) => ({
      'content-type': h['content-type'],
      'cache-control': h['cache-control'],
      'x-total-count': h['x-total-count'],
    });
    expect(shape(knownAddress.next)).toEqual(shape(unknown.next));
  });
});
