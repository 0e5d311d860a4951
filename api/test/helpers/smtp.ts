import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** The whole message as received (headers and body). */
  raw: string;
  /** The text body, with quoted-printable soft breaks and escapes undone. */
  text: string;
  subject: string;
}

/** Undoes quoted-printable (nodemailer's encoding for long text lines). */
function decodeQuotedPrintable(body: string): string {
  return Buffer.from(
    body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

/** Undoes RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) in a header's value. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function parse(raw: string, to: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  // Unfolded: a long header goes on over indented lines.
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const subject = decodeWords(/^Subject: (.*)$/im.exec(headers)?.[1] ?? '');
  const qp = /Content-Transfer-Encoding: quoted-printable/i.test(headers);
  return { to, raw, subject, text: qp ? decodeQuotedPrintable(body) : body };
}

/** A header of a received mail, unfolded. */
export const mailHeader = (mail: ReceivedMail, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'im').exec(mail.raw.replace(/\r\n[ \t]+/g, ' '))?.[1] ?? null;

/** The path and query of the mail's List-Unsubscribe URL (the one-click target). */
export function oneClickPath(mail: ReceivedMail): string {
  const url = /^<([^>]+)>$/.exec(mailHeader(mail, 'List-Unsubscribe') ?? '')?.[1];
  if (!url) throw new Error(`no List-Unsubscribe in: ${mail.raw.slice(0, 800)}`);
  const { pathname, search } = new URL(url);
  return pathname + search;
}

export interface SmtpServerOptions {
  /**
   * A slow server: each message is answered this long after its data arrived. A message whose
   * sender hung up meanwhile was never accepted and is not kept (as a real server would drop it).
   */
  holdMs?: number;
}

/**
 * A real SMTP server on loopback (smtp-server from npm) that keeps what it receives. `failNext`
 * makes the next deliveries fail with a temporary error, to exercise retries.
 */
export async function startSmtpServer(options: SmtpServerOptions = {}) {
  const mails: ReceivedMail[] = [];
  let failures = 0;
  /** Held messages whose time is up while the server is frozen. */
  const due: Array<() => void> = [];
  let held = 0;
  let frozen = false;
  let open = 0;
  const hungUp = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect: (_session, callback) => {
      open += 1;
      callback();
    },
    onClose: (session) => {
      open -= 1;
      hungUp.add(session.id);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (failures > 0) {
          failures -= 1;
          const err = new Error('Try again later') as Error & { responseCode: number };
          err.responseCode = 451;
          return callback(err);
        }
        const accept = () => {
          if (hungUp.has(session.id)) return;
          const to = session.envelope.rcptTo.map((r) => r.address);
          mails.push(parse(Buffer.concat(chunks).toString('utf8'), to));
          callback();
        };
        if (!options.holdMs) return accept();
        held += 1;
        const release = () => {
          held -= 1;
          accept();
        };
        setTimeout(() => (frozen ? due.push(release) : release()), options.holdMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    mailsTo: (address: string) => mails.filter((m) => m.to.includes(address)),
    /** Messages received but not yet answered (with `holdMs`). */
    held: () => held,
    /** Connections open now. */
    connections: () => open,
    /** Holds every held message until thaw(), whatever `holdMs` says. */
    freeze() {
      frozen = true;
    },
    thaw() {
      frozen = false;
      for (const release of due.splice(0)) release();
    },
    failNext(count: number) {
      failures = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The token of the first `/path?token=…` link in a mail. */
export function linkToken(mail: ReceivedMail, path: string): string {
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match) throw new Error(`no ${path} link in mail: ${mail.text}`);
  return match[1];
}
