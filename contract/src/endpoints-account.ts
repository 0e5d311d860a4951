import { z } from 'zod';
import * as account from './account';
import * as auth from './auth';
import { clientErrorRequestSchema } from './client-errors';
import { messageResponseSchema } from './common';
import type { Endpoint } from './endpoint-types';
import * as projects from './projects';
import { healthSchema, livenessSchema, readinessSchema } from './health';
import { currentUserSchema } from './users';

const documentSchema = z.record(z.string(), z.unknown());
const limited = [429];

/** Health, the API's own documents, error reports, sign-in and the account's routes. */
export const ACCOUNT_ENDPOINTS: Record<string, Endpoint> = {
  'GET /api/health': {
    summary: 'The database answers (503 when it does not)',
    access: 'public',
    answer: healthSchema,
    errors: [503],
  },
  'GET /api/health/live': { summary: 'Liveness', access: 'public', answer: livenessSchema },
  'GET /api/health/ready': {
    summary: 'Readiness: database, migrations and file storage (503 with Retry-After otherwise)',
    access: 'public',
    answer: readinessSchema,
    errors: [503],
  },
  'GET /api/openapi.json': {
    summary: 'This document (OpenAPI 3.1)',
    access: 'public',
    answer: documentSchema,
  },
  'GET /api/docs': {
    summary: 'The readable reference of this API',
    access: 'public',
    answer: 'file',
  },
  'POST /api/client-errors': {
    summary: 'Report a front-end failure (logged, rate-limited)',
    access: 'optional',
    body: clientErrorRequestSchema,
    answer: 'empty',
    status: 204,
    errors: limited,
  },
  'GET /api/login': {
    summary: 'Redirects to the sign-in page',
    access: 'public',
    answer: 'redirect',
  },
  'POST /api/auth/register': {
    summary: 'Create an account; answers a token and signs the browser in',
    access: 'public',
    body: auth.registerRequestSchema,
    answer: auth.tokenResponseSchema,
    status: 201,
    errors: [409, ...limited],
  },
  'POST /api/auth/login': {
    summary: 'Sign in; answers a token, or twoFactorRequired when the account asks for a code',
    access: 'public',
    body: auth.loginRequestSchema,
    answer: auth.loginResponseSchema,
    errors: [401, ...limited],
  },
  'GET /api/auth/user': {
    summary: 'The signed-in user',
    access: 'user',
    answer: currentUserSchema,
  },
  'POST /api/auth/logout': {
    summary: 'Sign out',
    access: 'optional',
    answer: messageResponseSchema,
  },
  'POST /api/auth/update-password': {
    summary: 'Change the password (other sessions and tokens are revoked)',
    access: 'user',
    body: auth.updatePasswordRequestSchema,
    answer: auth.updatePasswordResponseSchema,
    errors: limited,
  },
  'DELETE /api/auth/delete-account': {
    summary: 'Delete the account, its projects and files (asks for the password)',
    access: 'user',
    body: account.reauthRequestSchema,
    answer: messageResponseSchema,
    errors: limited,
  },
  'POST /api/account/forgot-password': {
    summary: 'Mail a reset link (same answer whether the account exists or not)',
    access: 'public',
    body: account.forgotPasswordRequestSchema,
    answer: messageResponseSchema,
    status: 202,
    errors: limited,
  },
  'POST /api/account/reset-password': {
    summary: 'Set a new password with a mailed token',
    access: 'public',
    body: account.resetPasswordRequestSchema,
    answer: messageResponseSchema,
    errors: limited,
  },
  'POST /api/account/change-email': {
    summary: 'Mail a confirmation link to a new address (asks for the password)',
    access: 'user',
    body: account.changeEmailRequestSchema,
    answer: messageResponseSchema,
    status: 202,
    errors: [409, ...limited],
  },
  'POST /api/account/confirm-email': {
    summary: 'Confirm a new address with the mailed token',
    access: 'public',
    body: account.confirmEmailRequestSchema,
    answer: messageResponseSchema,
    errors: [409, ...limited],
  },
  'POST /api/account/verify-email': {
    summary: "Confirm a new account's address with the mailed token",
    access: 'public',
    body: account.verifyEmailRequestSchema,
    answer: messageResponseSchema,
    errors: limited,
  },
  'POST /api/account/resend-verification': {
    summary: 'Mail a new confirmation link (throttled)',
    access: 'user',
    answer: messageResponseSchema,
    status: 202,
    errors: limited,
  },
  'GET /api/account/devices': {
    summary: 'Signed-in browsers and API tokens',
    access: 'user',
    answer: account.devicesResponseSchema,
  },
  'POST /api/account/devices/sign-out-others': {
    summary: 'Sign out every other device',
    access: 'user',
    answer: account.devicesResponseSchema,
  },
  'DELETE /api/account/devices/:id': {
    summary: 'Sign out one device',
    access: 'user',
    answer: account.devicesResponseSchema,
  },
  'PUT /api/account/pins': {
    summary: "Pin up to 6 of one's own projects, in order ([] unpins all)",
    access: 'user',
    body: projects.pinsRequestSchema,
    answer: projects.pinsResponseSchema,
  },
  'GET /api/account/export': {
    summary: "A zip of the account's data and files",
    access: 'user',
    answer: 'file',
  },
};
