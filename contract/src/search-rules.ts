// Kept apart from the schemas (text.ts, search.ts): pages import these without bundling zod.

/** The longest search text the API takes (profiles, projects, site search). */
export const MAX_SEARCH_TEXT = 100;
export const SEARCH_TOO_LONG = `Search text must be at most ${MAX_SEARCH_TEXT} characters`;
