export { createMailer, type Mailer, type MailerOptions } from './mailer';
export type { Mail } from '../../lib/mail';
