import { listOf, pageQuerySchema } from './common';
import type { Endpoint } from './endpoint-types';
import * as blocks from './blocks';
import * as follows from './follows';
import { projectSchema } from './projects';

/** Following and blocking people, and the projects of the people one follows. */
export const FOLLOW_ENDPOINTS: Record<string, Endpoint> = {
  'GET /api/users/:id/follow-status': {
    summary: 'Follower counts, and whether the caller follows this person',
    access: 'optional',
    answer: follows.followStatusSchema,
  },
  'PUT /api/users/:id/follow': {
    summary: 'Follow a person (idempotent; not oneself, nor someone who blocks the caller)',
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
  'GET /api/users/:id/block': {
    summary: 'Whether the caller blocks this person',
    access: 'user',
    answer: blocks.blockStatusSchema,
  },
  'PUT /api/users/:id/block': {
    summary: 'Block a person (idempotent; not oneself): follows both ways end',
    access: 'user',
    answer: blocks.blockStatusSchema,
  },
  'DELETE /api/users/:id/block': {
    summary: 'Unblock a person (idempotent)',
    access: 'user',
    answer: blocks.blockStatusSchema,
  },
  'GET /api/account/blocks': {
    summary: 'Everyone the caller blocks, newest first',
    access: 'user',
    answer: blocks.blockedPeopleSchema,
  },
  'GET /api/projects/following': {
    summary: 'The newest projects of the people the caller follows',
    access: 'user',
    query: pageQuerySchema,
    answer: listOf(projectSchema),
  },
};
