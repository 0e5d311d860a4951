import { randomBytes } from 'node:crypto';
import { createSequelize } from '../../src/db/sequelize';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';
import { startSmtpServer } from '../helpers/smtp';
import { createTestDatabase, newUser, type TestDatabase } from '../helpers/test-app';

const MAILS = 100;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Registers an account and makes it an admin (in the database, as `npm run admin` would). */
async function adminToken(server: ServerProcess, databaseUrl: string): Promise<string> {
  const user = newUser();
  const res = await fetch(`${server.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(user),
  });
  const { token } = (await res.json()) as { token: string };
  const sequelize = createSequelize(databaseUrl);
  await sequelize.query('UPDATE users SET isAdmin = ? WHERE email = ?', {
    replacements: [true, user.email],
  });
  await sequelize.close();
  return token;
}

/** Waits (within the test's own timeout) until `check` holds. */
async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 25));
}

async function post(server: ServerProcess, path: string, body: unknown): Promise<number> {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return res.status;
}

/**
 * The real server as a child process, a slow SMTP server on loopback and a queue of 100
 * password-reset mails: the server is killed with SIGKILL mid-queue, started again, and every
 * mail arrives exactly once.
 */
describe.each([
  ['in the database', {}],
  [
    'in Redis (BullMQ)',
    { REDIS_URL, JOBS_REDIS_PREFIX: `test-kill-${randomBytes(6).toString('hex')}` },
  ],
])(
  'mail queued %s when the server is killed with SIGKILL',
  (_where, store: Record<string, string>) => {
    let db: TestDatabase;
    const servers: ServerProcess[] = [];
    afterAll(async () => {
      await Promise.all(servers.map((s) => s.stop()));
      await db?.drop();
    });

    it('is all delivered, each mail exactly once, after a restart', async () => {
      const smtp = await startSmtpServer({ holdMs: 40 });
      db = await createTestDatabase();
      const env = {
        ...store,
        SMTP_URL: smtp.url,
        AUTH_RATE_LIMIT_MAX: '100000',
        // One mail at a time, and a short lease so the killed instance's mail is taken over soon.
        JOBS_CONCURRENCY: '1',
        JOBS_LEASE_MS: '2000',
        JOBS_POLL_MS: '100',
      };
      const start = async () => {
        const server = await startServerProcess(db.url, env);
        servers.push(server);
        return server;
      };
      try {
        const first = await start();
        const users = Array.from({ length: MAILS }, () => newUser());
        const emails = users.map((u) => u.email);
        for (let i = 0; i < MAILS; i += 10) {
          const batch = users.slice(i, i + 10);
          const statuses = await Promise.all(
            batch.map((u) => post(first, '/api/auth/register', u)),
          );
          expect(statuses).toEqual(batch.map(() => 201));
        }
        for (const email of emails) {
          expect(await post(first, '/api/account/forgot-password', { email })).toBe(202);
        }
        // Killed while the mail server holds a message it has not accepted: that mail must be
        // sent again, the ones accepted before must not be. (Killed after the server accepted a
        // mail but before the job was marked done, the mail would go twice: docs/operations.md.)
        await until(() => smtp.mails.length >= 10 && smtp.held() > 0);
        smtp.freeze();
        first.signal('SIGKILL');
        expect((await first.exited).signal).toBe('SIGKILL');
        await until(() => smtp.connections() === 0);
        smtp.thaw();
        expect(smtp.mails.length).toBeLessThan(MAILS);

        const second = await start();
        // The queue as an operator sees it, until nothing waits or runs.
        const admin = await adminToken(second, db.url);
        let counts = { queued: 1, running: 1, failed: 0 };
        await until(async () => {
          const res = await fetch(`${second.url}/api/admin/jobs`, {
            headers: { authorization: `Bearer ${admin}` },
          });
          counts = ((await res.json()) as { counts: typeof counts }).counts;
          return counts.queued === 0 && counts.running === 0;
        });
        expect(counts.failed).toBe(0);
        second.signal('SIGTERM');
        expect((await second.exited).code).toBe(0);

        const perRecipient = emails.map((email) => smtp.mailsTo(email).length);
        expect(perRecipient).toEqual(emails.map(() => 1));
        expect(smtp.mails).toHaveLength(MAILS);
        expect(new Set(smtp.mails.map((m) => m.subject))).toEqual(
          new Set(['Reset your Stackfolio password']),
        );
      } finally {
        await smtp.close();
      }
    }, 180_000);
  },
);
