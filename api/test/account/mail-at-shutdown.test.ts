import net from 'node:net';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { registerUser, setupTestApp } from '../helpers/test-app';
import { startSmtpServer } from '../helpers/smtp';

const FORGOT = '/api/account/forgot-password';

/** Waits (within the test's own timeout) until the server has logged `text`. */
async function untilLogged(t: { logs: { text: string } }, text: string): Promise<void> {
  while (!t.logs.text.includes(text)) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('mails still queued when the server shuts down', () => {
  it('are delivered before it closes: a mail waiting to retry is tried again at once', async () => {
    const smtp = await startSmtpServer();
    // A retry a minute away: without the drain, closing now loses the mail.
    const t = await setupTestApp({ SMTP_URL: smtp.url }, { mailer: { retryDelaysMs: [60_000] } });
    try {
      const { user } = await registerUser(t.app);
      smtp.failNext(1);
      await request(t.app).post(FORGOT).send({ email: user.email }).expect(202);
      await untilLogged(t, 'mail failed; retrying');
      expect(smtp.mailsTo(user.email)).toHaveLength(0);

      await t.close();
      expect(smtp.mailsTo(user.email).map((m) => m.subject)).toEqual([
        'Reset your Stackfolio password',
      ]);
      expect(t.logs.text).not.toContain('lost');
    } finally {
      await t.db.drop();
      await smtp.close();
    }
  });

  it('are given up after the bound when SMTP does not answer, and logged as lost', async () => {
    // Accepts the connection and never greets: a hung mail server.
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const t = await setupTestApp(
      { SMTP_URL: `smtp://127.0.0.1:${port}` },
      { mailer: { drainMs: 200 } },
    );
    try {
      const { user } = await registerUser(t.app);
      const connected = new Promise<void>((resolve) => silent.once('connection', () => resolve()));
      await request(t.app).post(FORGOT).send({ email: user.email }).expect(202);
      await connected;

      await t.close();
      expect(t.logs.text).toContain('mail not sent before shutdown; lost');
      expect(t.logs.text).toContain('Reset your Stackfolio password');
      expect(t.logs.text).not.toContain(user.email);
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
      await t.db.drop();
    }
  });
});
