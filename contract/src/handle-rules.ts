import registry from './registry.json';

// No zod here: the pages run these (profilePath on every card), and a module that builds a
// schema at load time would bring zod into every public page's JavaScript (ESLint holds it).

/**
 * Handles: a person's public address, `/@{handle}`. One rule set for the form, the
 * availability check and the API: 3–30 of a-z, 0-9 and single inner hyphens, compared in lower
 * case, never a word the site's own paths use.
 */
export const HANDLE_MIN = 3;
export const HANDLE_MAX = 30;
/**
 * How long `/@old` keeps redirecting (and stays kept for its former owner) after a change, and how
 * long the handles of a deleted account stay held.
 */
export const OLD_HANDLE_DAYS = 90;
/** Old handles one account keeps at once; a further rename releases the oldest kept one. */
export const OLD_HANDLES_KEPT = 2;

export const HANDLE_MESSAGES = {
  tooShort: `Handle must be at least ${HANDLE_MIN} characters`,
  tooLong: `Handle must be at most ${HANDLE_MAX} characters`,
  format:
    'Handle can use only letters a–z, digits and single hyphens, and cannot start or end with a hyphen',
  reserved: 'This handle is reserved; please choose another',
  taken: 'This handle is already taken',
  available: 'This handle is available',
  yours: 'This is your current handle',
} as const;

/** The first path segment of every page of the site, from the route registry. */
const routeWords = [
  ...Object.values(registry.shell.routes),
  ...Object.values(registry.remotes).flatMap((r) => Object.values(r.routes)),
]
  .map((path) => path.split('/')[1])
  .filter((word): word is string => Boolean(word) && !word.startsWith(':'));

/**
 * Words no one may take: the site's own paths (pages, API, files) and names that would mislead,
 * above all those that claim to speak for the site (staff, moderators, support).
 */
export const RESERVED_HANDLES: ReadonlySet<string> = new Set([
  ...routeWords,
  ...['admin', 'api', 'login', 'logout', 'register', 'signup', 'signin', 'settings'],
  ...['dashboard', 'profiles', 'profile', 'browse-projects', 'projects', 'project', 'resume'],
  ...['analytics', 'search', 'about', 'help', 'privacy-policy', 'privacy', 'terms', 'static'],
  ...['assets', 'mf', 'mf-config', 'remotes', 'uploads', 'sitemap', 'sitemaps', 'robots'],
  ...['favicon', 'health', 'docs', 'edit-profile', 'upload', 'account', 'users', 'user', 'me'],
  ...['following', 'followers', 'feed', 'explore', 'support', 'contact', 'security', 'www'],
  ...['mail', 'root', 'system', 'stackfolio', 'null', 'undefined', 'new', 'index', 'home'],
  ...['moderator', 'moderators', 'moderation', 'mod', 'mods', 'administrator', 'administrators'],
  ...['admins', 'sysadmin', 'staff', 'official', 'officials', 'team', 'support-team', 'helpdesk'],
  ...['help-desk', 'customer-support', 'security-team', 'trust-and-safety', 'trust-safety'],
  ...['safety', 'abuse', 'legal', 'billing', 'verified', 'postmaster', 'webmaster', 'hostmaster'],
  ...['noreply', 'no-reply', 'stackfolio-team', 'stackfolio-support', 'stackfolio-staff'],
  ...['stackfolio-admin', 'stackfolio-official', 'stackfolio-security', 'stackfolio-help'],
]);

/** 3–30 of a-z and 0-9 in runs joined by single hyphens (the length is checked apart). */
export const HANDLE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What the availability check says of a handle. */
export const HANDLE_STATUSES = ['available', 'yours', 'taken', 'reserved', 'invalid'] as const;
export type HandleStatus = (typeof HANDLE_STATUSES)[number];

/**
 * What is wrong with a handle (already trimmed and lower-cased) by the rules alone, or null: the
 * first broken rule in the order the form shows them. `handleSchema` (handles.ts) holds the same rules.
 */
export function handleProblem(handle: string): string | null {
  if (handle.length < HANDLE_MIN) return HANDLE_MESSAGES.tooShort;
  if (handle.length > HANDLE_MAX) return HANDLE_MESSAGES.tooLong;
  if (!HANDLE_PATTERN.test(handle)) return HANDLE_MESSAGES.format;
  if (RESERVED_HANDLES.has(handle)) return HANDLE_MESSAGES.reserved;
  return null;
}

/** The rules' verdict without the database: `invalid`/`reserved` with the message, or null. */
export function checkHandle(
  raw: string,
): { status: 'invalid' | 'reserved'; message: string } | null {
  const message = handleProblem(raw.trim().toLowerCase());
  if (message === null) return null;
  return { status: message === HANDLE_MESSAGES.reserved ? 'reserved' : 'invalid', message };
}

/**
 * A handle proposed from a name: lower-cased, accents dropped, runs of anything else made one
 * hyphen, cut to fit; '' when the name gives nothing usable (the caller falls back).
 */
export function handleFromName(...parts: (string | null | undefined)[]): string {
  const slug = parts
    .filter(Boolean)
    .join(' ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const cut = slug.slice(0, HANDLE_MAX).replace(/-+$/g, '');
  return cut.length >= HANDLE_MIN && !RESERVED_HANDLES.has(cut) ? cut : '';
}

/** The profile address of a user: `/@handle`, or `/profile/{id}` when the handle is not known. */
export function profilePath(user: { id: number; handle?: string | null }): string {
  return user.handle ? `/@${encodeURIComponent(user.handle)}` : `/profile/${user.id}`;
}
