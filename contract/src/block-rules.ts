// Kept apart from the schemas (blocks.ts): pages import these without bundling zod.

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
