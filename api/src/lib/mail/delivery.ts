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
  /** Where an answer goes when it is not to the site (a contact request: its sender). */
  replyTo?: string;
  /** Extra headers (a notification's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
}

export interface Delivery {
  /**
   * Hands one mail to SMTP (or the outbox). `messageId` is the same on every attempt at the same
   * mail, so a mail client that sees a rare second copy (see docs/operations.md) can fold it.
   */
  deliver(mail: Mail, messageId: string): Promise<void>;
  close(): void;
}

/** Where a mail goes: SMTP when SMTP_URL is set, otherwise one `.eml` file in the outbox. */
export function createDelivery(config: Config['mail'], logger: Logger): Delivery {
  if (config.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(config.smtpUrl);
    return {
      deliver: async (mail, messageId) =>
        void (await transport.sendMail({ from: config.from, messageId, ...mail })),
      close: () => transport.close(),
    };
  }
  // No SMTP (a default install): write the message so a developer can open the link in it.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async deliver(mail, messageId) {
      const info = await transport.sendMail({ from: config.from, messageId, ...mail });
      await fsp.mkdir(config.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = path.join(config.outboxDir, name);
      await fsp.writeFile(file, info.message as Buffer, { mode: 0o600 });
      logger.info({ file }, 'mail written to the outbox (SMTP_URL is not set)');
    },
    close: () => transport.close(),
  };
}
