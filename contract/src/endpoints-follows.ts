import { listOf, pageQuerySchema } from './common';
import type { Endpoint } from './endpoint-types';
import * as follows from './follows';
import { projectSchema } from './projects';

/** Following people and the projects of the people one follows. */
export const FOLLOW_ENDPOINTS: Record<string, Endpoint> = {
  'GET /api/users/:id/follow-status': {
    summary: 'Follower counts, and whether the caller follows this person',
    access: 'optional',
    answer: follows.followStatusSchema,
  },
  'PUT /api/users/:id/follow': {
    summary: 'Follow a person (idempotent; not oneself)',
    access: 'user',
    answer: follows.followStatusSchema,
  },
  'DELETE /api/users/:id/follow': {
    summary: 'Stop following a person (idempotent)',
    access: 'user',
    answer: follows.followStatusSchema,
  },
  'GET /api/users/:id/followers': {
    summary: 'Who follows this person, newest first',
    access: 'public',
    query: pageQuerySchema,
    answer: listOf(follows.followPersonSchema),
  },
  'GET /api/users/:id/following': {
    summary: 'Whom this person follows, newest first',
    access: 'public',
    query: pageQuerySchema,
    answer: listOf(follows.followPersonSchema),
  },
  'GET /api/projects/following': {
    summary: 'The newest projects of the people the caller follows',
    access: 'user',
    query: pageQuerySchema,
    answer: listOf(projectSchema),
  },
};
