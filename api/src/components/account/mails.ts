import { createHash } from 'node:crypto';
import type { Mail } from '../../lib/mail';

/** The idempotency key of a mail caused by using a link: a link is used once, so is its mail. */
export const linkKey = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The texts of the account mails. Plain text only: nothing a person typed is rendered as HTML,
 * and the links are built from PUBLIC_URL, never from the request's Host header.
 */
export const accountMails = (publicUrl: string) => ({
  reset: (to: string, token: string): Mail => ({
    to,
    subject: 'Reset your Stackfolio password',
    text: [
      'Someone (hopefully you) asked to reset the password of your Stackfolio account.',
      '',
      'Choose a new password here (the link works once, for 30 minutes):',
      `${publicUrl}/reset-password?token=${token}`,
      '',
      'If you did not ask for this, ignore this mail: your password stays as it is.',
    ].join('\n'),
  }),

  passwordChanged: (to: string): Mail => ({
    to,
    subject: 'Your Stackfolio password was changed',
    text: [
      'The password of your Stackfolio account was just changed, and every device was signed out.',
      '',
      `If this was not you, reset your password now: ${publicUrl}/forgot-password`,
    ].join('\n'),
  }),

  verifyEmail: (to: string, token: string): Mail => ({
    to,
    subject: 'Confirm your Stackfolio email address',
    text: [
      'Welcome to Stackfolio. Confirm your email address to upload projects and comment',
      '(the link works once, for 24 hours):',
      `${publicUrl}/verify-email?token=${token}`,
      '',
      'If you did not create this account, ignore this mail.',
    ].join('\n'),
  }),

  confirmEmail: (to: string, token: string): Mail => ({
    to,
    subject: 'Confirm your new Stackfolio email address',
    text: [
      'Confirm that this is the new email address of your Stackfolio account (valid for 24 hours):',
      `${publicUrl}/confirm-email?token=${token}`,
      '',
      'If you did not ask for this, ignore this mail.',
    ].join('\n'),
  }),

  emailChanged: (to: string, newEmail: string): Mail => ({
    to,
    subject: 'Your Stackfolio email address was changed',
    text: [
      `The email address of your Stackfolio account was changed to ${newEmail}.`,
      'Sign-in and mail now use the new address.',
      '',
      `If this was not you, contact us right away, or reset your password: ${publicUrl}/forgot-password`,
    ].join('\n'),
  }),
});
