import net from 'node:net';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import {
  createTestDatabase,
  registerUser,
  startTestApp,
  type TestDatabase,
} from '../helpers/test-app';
import { startSmtpServer } from '../helpers/smtp';

const FORGOT = '/api/account/forgot-password';

/** Waits (within the test's own timeout) until the server has logged `text`. */
async function untilLogged(t: { logs: { text: string } }, text: string): Promise<void> {
  while (!t.logs.text.includes(text)) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('mails still queued when the server shuts down', () => {
  let db: TestDatabase;
  beforeEach(async () => {
    db = await createTestDatabase();
  });
  afterEach(() => db.drop());

  it('stay queued while a retry waits, and are not sent twice', async () => {
    const smtp = await startSmtpServer();
    // A retry a minute away: the mail waits in the queue past the shutdown.
    const t = await startTestApp(
      db,
      { SMTP_URL: smtp.url },
      { mailer: { retryDelaysMs: [60_000] } },
    );
    try {
      const { user } = await registerUser(t.app);
      smtp.failNext(1);
      await request(t.app).post(FORGOT).send({ email: user.email }).expect(202);
      await untilLogged(t, 'mail failed; retrying');

      await t.close();
      expect(await countQueued(db)).toBe(1);
      expect(smtp.mailsTo(user.email)).toHaveLength(0);
      expect(t.logs.text).not.toContain('lost');
    } finally {
      await smtp.close();
    }
  });

  it('are handed back when SMTP hangs at shutdown, and sent once by the next start', async () => {
    // Accepts the connection and never greets: a hung mail server.
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const smtp = await startSmtpServer();
    const first = await startTestApp(db, { SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const { user } = await registerUser(first.app);
      const connected = new Promise<void>((resolve) => silent.once('connection', () => resolve()));
      await request(first.app).post(FORGOT).send({ email: user.email }).expect(202);
      await connected;

      await first.close();
      expect(first.logs.text).toContain('job still running at shutdown; handed back');
      expect(first.logs.text).not.toContain(user.email);

      const second = await startTestApp(db, { SMTP_URL: smtp.url });
      await second.ctx.mailer.drain();
      await second.close();
      expect(smtp.mailsTo(user.email).map((m) => m.subject)).toEqual([
        'Reset your Stackfolio password',
      ]);
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
      await smtp.close();
    }
  });
});

/** Jobs still waiting in the database, read through a fresh app's engine. */
async function countQueued(db: TestDatabase): Promise<number> {
  const t = await startTestApp(db);
  try {
    return (await t.ctx.jobs.counts()).queued;
  } finally {
    await t.close();
  }
}
