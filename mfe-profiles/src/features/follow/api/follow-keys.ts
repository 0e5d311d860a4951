/**
 * Query keys of follow data, under '/api/users' so a profile save or a follow (which
 * invalidate that prefix) refresh them too.
 */
export const followKeys = {
  status: (userId: number) => ['/api/users', userId, 'follow-status'] as const,
  people: (userId: number, side: FollowSide) => ['/api/users', userId, side] as const,
};

/** Which list of a profile: who follows the person, or whom the person follows. */
export type FollowSide = 'followers' | 'following';
