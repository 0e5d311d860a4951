import { z } from 'zod';
import { dateSchema } from './common';
import { projectAuthorSchema } from './projects';

/** Blocking a person: what the blocked person meets, and the blocker's list. */
export const BLOCK_MESSAGES = {
  notYourself: 'You cannot block yourself.',
  /** Said to the blocked person: neutral, so blocking stays silent. */
  notAllowed: 'You cannot interact with this person.',
  block: 'Block',
  unblock: 'Unblock',
  confirmBlock: (name: string) =>
    `Block ${name}? They will not be able to follow you, comment on or like your projects, and their comments will be hidden from you. They are not told.`,
  confirmUnblock: (name: string) => `Unblock ${name}?`,
  blockedListEmpty: 'You have not blocked anyone.',
} as const;

/** GET/PUT/DELETE /api/users/{id}/block: whether the caller blocks this person. */
export const blockStatusSchema = z.object({ blocked: z.boolean() });
export type BlockStatus = z.infer<typeof blockStatusSchema>;

/** One person the caller blocks, with when. */
export const blockedPersonSchema = projectAuthorSchema.extend({ blockedAt: dateSchema });
export type BlockedPerson = z.infer<typeof blockedPersonSchema>;

/** GET /api/account/blocks: everyone the caller blocks, newest first. */
export const blockedPeopleSchema = z.object({ users: z.array(blockedPersonSchema) });
export type BlockedPeople = z.infer<typeof blockedPeopleSchema>;
