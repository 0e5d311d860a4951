/** Outgoing mail: SMTP, or files in a folder when no SMTP server is configured. */
export { createMailer, type Mail, type Mailer, type MailerOptions } from './mailer';
