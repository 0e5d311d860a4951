import type { Logger } from 'pino';
import { z, type ZodType } from 'zod';
import type { Config } from '../../config';
import { exponentialBackoff, fixedBackoff, type Jobs } from '../../jobs';
import { createDelivery, type Mail } from '../../lib/mail';

export interface Mailer {
  /**
   * Queues a mail as a durable job and resolves once it is stored (inside a transaction, with
   * it): the request that caused it never waits for SMTP. `key` names this one mail: a mail
   * queued again with the same key is the same mail, sent once.
   */
  send(mail: Mail, key: string): Promise<void>;
  /**
   * A kind of mail composed when it is sent, from a payload that holds who and what but no
   * secret (the link's token is made then): returns the function that queues one.
   * `compose` returning null sends nothing.
   */
  define<P>(
    name: string,
    schema: ZodType<P>,
    compose: (payload: P) => Promise<Mail | null>,
  ): (payload: P, key: string, options?: { delayMs?: number }) => Promise<void>;
  /** Resolves when every queued mail job has been delivered or has failed (tests). */
  drain(): Promise<void>;
  /** Closes the SMTP connections; call after the jobs stopped. */
  close(): void;
}

export interface MailerOptions {
  /** Waits between attempts; one attempt more than there are delays (tests shorten them). */
  retryDelaysMs?: number[];
}

const mailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  replyTo: z.string().optional(),
  headers: z.record(z.string(), z.string()).optional(),
});

/** The `Message-ID` domain: the sender's. */
const domainOf = (from: string) => /@([^>\s]+)/.exec(from)?.[1] ?? 'stackfolio.invalid';

/** Mail as jobs: retried with backoff, kept across restarts and sent once per key. */
export function createMailer(
  config: Config['mail'],
  jobs: Jobs,
  logger: Logger,
  options: MailerOptions = {},
): Mailer {
  const delivery = createDelivery(config, logger);
  const domain = domainOf(config.from);
  const delays = options.retryDelaysMs;
  const timing = delays
    ? { attempts: delays.length + 1, backoff: fixedBackoff(delays) }
    : { attempts: 5, backoff: exponentialBackoff(2_000, 10 * 60_000) };
  const messages = {
    retrying: 'mail failed; retrying',
    gaveUp: 'mail could not be sent; giving up',
  };

  function define<P>(
    name: string,
    schema: ZodType<P>,
    compose: (payload: P) => Promise<Mail | null>,
  ) {
    const job = `mail:${name}`;
    jobs.define<P>(job, {
      schema,
      ...timing,
      messages,
      logFields: () => ({ mail: name }),
      async handler(payload, run) {
        const mail = await compose(payload);
        // One Message-ID per job: a retry after an unanswered attempt carries the same one.
        if (mail) await delivery.deliver(mail, `<${run.name}.${run.id}@${domain}>`);
      },
    });
    return async (payload: P, key: string, options: { delayMs?: number } = {}) => {
      await jobs.enqueue(job, payload, { key: `${job}:${key}`, delayMs: options.delayMs });
    };
  }

  const sendPlain = define('send', mailSchema, async (mail) => mail);
  return {
    send: (mail, key) => sendPlain(mail, key),
    define,
    drain: () => jobs.settled(),
    close: () => delivery.close(),
  };
}
