import type { Endpoint } from './endpoint-types';
import { messageResponseSchema } from './common';
import * as saved from './saved-searches';

/** Saved /profiles searches and their e-mail alerts (turned off by POST /api/email/unsubscribe). */
export const SAVED_SEARCH_ENDPOINTS: Record<string, Endpoint> = {
  'GET /api/saved-searches': {
    summary: 'The caller’s saved searches, newest first',
    access: 'user',
    answer: saved.savedSearchListSchema,
  },
  'POST /api/saved-searches': {
    summary:
      'Save a /profiles search (its query string) with daily, weekly or no alerts of profiles that newly match',
    access: 'user',
    body: saved.savedSearchRequestSchema,
    answer: saved.savedSearchSchema,
    status: 201,
    errors: [409],
  },
  'PATCH /api/saved-searches/:id': {
    summary: 'Rename a saved search or change how often it mails',
    access: 'user',
    body: saved.savedSearchUpdateSchema,
    answer: saved.savedSearchSchema,
  },
  'DELETE /api/saved-searches/:id': {
    summary: 'Delete a saved search (its alerts stop)',
    access: 'user',
    answer: messageResponseSchema,
  },
};
