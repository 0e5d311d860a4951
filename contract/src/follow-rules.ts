// No zod here: the pages run these (see handle-rules.ts).

/** Following people: the messages the pages and the API share. */
export const FOLLOW_MESSAGES = {
  signInToFollow: 'You need to be signed in to follow people.',
  notYourself: 'You cannot follow yourself',
  feedSignedIn: 'You need to be signed in to see the projects of people you follow.',
} as const;

/** Page size of the follower and following lists the profile shows. */
export const FOLLOW_LIST_PAGE_SIZE = 20;
/** Page size of the 'Following' tab on /browse-projects. */
export const FOLLOWING_FEED_PAGE_SIZE = 12;
