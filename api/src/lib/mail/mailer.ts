import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../../config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /**
   * Queues a mail and returns at once: the request that caused it never waits for SMTP. A mail
   * that cannot be delivered is retried (`retryDelaysMs`) and then logged as lost.
   */
  send(mail: Mail): void;
  /**
   * Runs `compose` after the current request (its answer must not depend on the work, e.g. whether
   * an account exists) and sends the mail it returns, if any. Errors are logged.
   */
  later(compose: () => Promise<Mail | null>): void;
  /** Resolves when every queued mail has been delivered or given up (tests). */
  drain(): Promise<void>;
  /**
   * Shutdown: mails still queued are delivered first — a mail waiting to retry is tried once more
   * at once instead of after its delay — for at most `drainMs`; what is still unsent then is
   * logged as lost. Mails queued after this are logged as lost too.
   */
  close(): Promise<void>;
}

export interface MailerOptions {
  /** Waits between attempts; one attempt more than there are delays. */
  retryDelaysMs?: number[];
  /** How long close() waits for queued mails (within the shutdown's 5 s for closing resources). */
  drainMs?: number;
}

const DEFAULT_RETRY_DELAYS_MS = [2_000, 10_000, 60_000];
const DEFAULT_DRAIN_MS = 3_000;

/** Where a mail goes: SMTP when SMTP_URL is set, otherwise one `.eml` file in the outbox. */
function createDelivery(config: Config['mail'], logger: Logger) {
  if (config.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(config.smtpUrl);
    return {
      deliver: async (mail: Mail) =>
        void (await transport.sendMail({ from: config.from, ...mail })),
      close: () => transport.close(),
    };
  }
  // No SMTP (a default install): write the message so a developer can open the link in it.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async deliver(mail: Mail) {
      const info = await transport.sendMail({ from: config.from, ...mail });
      await fsp.mkdir(config.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = path.join(config.outboxDir, name);
      await fsp.writeFile(file, info.message as Buffer, { mode: 0o600 });
      logger.info({ file }, 'mail written to the outbox (SMTP_URL is not set)');
    },
    close: () => transport.close(),
  };
}

export function createMailer(
  config: Config['mail'],
  logger: Logger,
  options: MailerOptions = {},
): Mailer {
  const delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const delivery = createDelivery(config, logger);
  const pending = new Set<Promise<void>>();
  const queued = new Set<Mail>();
  let closing = false;
  let wakeRetries: () => void = () => {};
  const closed = new Promise<void>((resolve) => (wakeRetries = resolve));
  /** A retry delay, cut short by close(). */
  const wait = (ms: number) =>
    Promise.race([new Promise((resolve) => setTimeout(resolve, ms).unref()), closed]);

  async function attempt(mail: Mail): Promise<void> {
    queued.add(mail);
    try {
      await deliverWithRetries(mail);
    } finally {
      queued.delete(mail);
    }
  }

  async function deliverWithRetries(mail: Mail): Promise<void> {
    for (let i = 0; ; i += 1) {
      const last = closing;
      try {
        await delivery.deliver(mail);
        return;
      } catch (err) {
        // The address is personal data: log the subject and the reason, not the recipient.
        const e = err as { code?: string; message?: string };
        const reason = { code: e?.code, message: e?.message };
        if (i >= delays.length || last) {
          logger.error({ reason, subject: mail.subject }, 'mail could not be sent; giving up');
          return;
        }
        logger.warn({ reason, subject: mail.subject, attempt: i + 1 }, 'mail failed; retrying');
        await wait(delays[i]);
      }
    }
  }

  const track = (work: () => Promise<void>) => {
    if (closing) {
      logger.error('mail not sent: the server is shutting down');
      return;
    }
    const job = work().finally(() => pending.delete(job));
    pending.add(job);
  };
  const drain = async () => {
    while (pending.size) await Promise.all([...pending]);
  };

  return {
    send: (mail) => track(() => attempt(mail)),
    later(compose) {
      track(() =>
        new Promise<void>((resolve) => setImmediate(resolve))
          .then(compose)
          .then((mail) => (mail ? attempt(mail) : undefined))
          .catch((err) => logger.error({ err }, 'could not prepare a mail')),
      );
    },
    drain,
    async close() {
      closing = true;
      wakeRetries();
      const drainMs = options.drainMs ?? DEFAULT_DRAIN_MS;
      let timer: NodeJS.Timeout | undefined;
      const bound = new Promise<void>((resolve) => (timer = setTimeout(resolve, drainMs)));
      await Promise.race([drain(), bound]).finally(() => clearTimeout(timer));
      for (const mail of queued) {
        logger.error({ subject: mail.subject, drainMs }, 'mail not sent before shutdown; lost');
      }
      delivery.close();
    },
  };
}
