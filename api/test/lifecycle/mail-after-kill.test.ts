import { QueryTypes } from 'sequelize';
import { createSequelize } from '../../src/db/sequelize';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';
import { startSmtpServer } from '../helpers/smtp';
import { createTestDatabase, newUser, type TestDatabase } from '../helpers/test-app';

const MAILS = 100;

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
describe('mail queued when the server is killed with SIGKILL', () => {
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
      const emails: string[] = [];
      for (let i = 0; i < MAILS; i += 1) {
        const user = newUser();
        expect(await post(first, '/api/auth/register', user)).toBe(201);
        emails.push(user.email);
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
      const sequelize = createSequelize(db.url);
      try {
        await until(async () => {
          const [row] = await sequelize.query<{ n: number }>(
            "SELECT COUNT(*) AS n FROM jobs WHERE status IN ('queued', 'running')",
            { type: QueryTypes.SELECT },
          );
          return Number(row.n) === 0;
        });
        const [failed] = await sequelize.query<{ n: number }>(
          "SELECT COUNT(*) AS n FROM jobs WHERE status = 'failed'",
          { type: QueryTypes.SELECT },
        );
        expect(Number(failed.n)).toBe(0);
      } finally {
        await sequelize.close();
      }
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
  });
});
