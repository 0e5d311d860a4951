import { z } from 'zod';
import { dateSchema } from './common';
import { projectAuthorSchema } from './projects';

/** GET/PUT/DELETE /api/users/{id}/block: whether the caller blocks this person. */
export const blockStatusSchema = z.object({ blocked: z.boolean() });
export type BlockStatus = z.infer<typeof blockStatusSchema>;

/** One person the caller blocks, with when. */
export const blockedPersonSchema = projectAuthorSchema.extend({ blockedAt: dateSchema });
export type BlockedPerson = z.infer<typeof blockedPersonSchema>;

/** GET /api/account/blocks: everyone the caller blocks, newest first. */
export const blockedPeopleSchema = z.object({ users: z.array(blockedPersonSchema) });
export type BlockedPeople = z.infer<typeof blockedPeopleSchema>;
