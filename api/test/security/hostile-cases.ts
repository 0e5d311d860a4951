import type { FieldKind, QueryKind } from './hostile-payloads';

/** Who sends a request: signed out, the owner of the fixtures, another user, an admin. */
export type Who = 'anon' | 'owner' | 'other' | 'admin';

/** What the walker knows about the seeded data, for building otherwise-valid requests. */
export interface Fixtures {
  ownerId: number;
  otherId: number;
  projectId: number;
  /** The project's file (its first) and its page address. */
  fileId: number;
  /** The other user's comment on the project. */
  commentId: number;
  ownerHandle: string;
  projectSlug: string;
  ownerEmail: string;
  ownerPassword: string;
}

export interface BodySpec {
  /** Body fields and the kind of hostile values each gets. */
  fields: Record<string, FieldKind>;
  /** Fields whose absence must be refused. */
  required: string[];
  /** A valid body: each hostile request changes one thing in it. */
  valid: (f: Fixtures) => Record<string, unknown>;
  /** multipart/form-data endpoint (uploads): also gets malformed and abusive multipart bodies. */
  multipart?: boolean;
}

export interface EndpointCases {
  /** Row label in the report table. */
  group: string;
  /** Filled in from the key. */
  method?: string;
  /** Identities sending hostile path ids (everything else valid). */
  ids?: Who[];
  /**
   * Identities sending hostile bodies and queries with valid path ids. For an endpoint whose
   * valid request changes state, only identities that are refused anyway (or a body that
   * fails validation) may be listed, so "no state change" stays a real assertion.
   */
  input: Who[];
  body?: BodySpec;
  query?: Record<string, QueryKind>;
  /** Valid path parameters (the project or the owner), by parameter name. */
  params?: Record<
    string,
    'project' | 'owner' | 'sitemap' | 'image' | 'file' | 'comment' | 'handle' | 'slug'
  >;
  /** Not under /api: answers are HTML or text, not JSON. */
  page?: boolean;
}

const pageQuery: Record<string, QueryKind> = { page: 'page', limit: 'limit', sort: 'ignored' };
const everyone: Who[] = ['anon', 'owner', 'other', 'admin'];

const profileFields: Record<string, FieldKind> = {
  firstName: 'name',
  lastName: 'name',
  bio: 'clearableText',
  location: 'clearableText',
  title: 'clearableText',
  jobTitle: 'clearableText',
  skills: 'list',
  featuredSkills: 'list',
  githubUrl: 'clearableUrl',
  linkedinUrl: 'clearableUrl',
  youtubeUrl: 'clearableUrl',
  twitterUrl: 'clearableUrl',
  contactPolicy: 'enum',
};

/**
 * Every endpoint of the app ("METHOD /path" as the routers declare it) and the hostile input it
 * gets. The walker fails when the routers declare an endpoint missing here, or the reverse.
 */
export const ENDPOINTS: Record<string, EndpointCases> = {
  'GET /api/health': { group: 'health', input: ['anon'], query: { verbose: 'ignored' } },
  'GET /api/health/live': { group: 'health', input: ['anon'], query: { verbose: 'ignored' } },
  'GET /api/health/ready': { group: 'health', input: ['anon'], query: { verbose: 'ignored' } },
  'GET /api/openapi.json': { group: 'api-docs', input: ['anon'], query: { format: 'ignored' } },
  // HTML, like the pages: the walker reads it as text.
  'GET /api/docs': { group: 'api-docs', input: ['anon'], query: { format: 'ignored' }, page: true },
  'POST /api/client-errors': {
    group: 'client-errors',
    input: ['anon', 'owner'],
    body: {
      fields: { message: 'text', remote: 'enum', url: 'text', release: 'text' },
      required: ['message'],
      valid: () => ({
        message: 'remote failed',
        remote: 'shell',
        url: 'https://x.dev/a',
        release: '1.0',
      }),
    },
  },
  'GET /api/login': { group: 'auth', input: ['anon'], query: { next: 'ignored' } },
  'POST /api/auth/register': {
    group: 'auth',
    input: ['anon'],
    body: {
      fields: { firstName: 'name', lastName: 'name', email: 'email', password: 'password' },
      required: ['firstName', 'lastName', 'email', 'password'],
      valid: () => ({
        firstName: 'Eve',
        lastName: 'Hacker',
        email: 'walker.new@example.com',
        password: 'secret password',
      }),
    },
  },
  'POST /api/auth/login': {
    group: 'auth',
    input: ['anon'],
    body: {
      fields: { email: 'email', password: 'password' },
      required: ['email', 'password'],
      valid: (f) => ({ email: f.ownerEmail, password: f.ownerPassword }),
    },
  },
  'GET /api/auth/user': { group: 'auth', input: everyone, query: { id: 'ignored' } },
  'POST /api/auth/logout': { group: 'auth', input: ['anon'] },
  'POST /api/auth/update-password': {
    group: 'auth',
    input: ['anon', 'owner'],
    body: {
      fields: { currentPassword: 'password', newPassword: 'password' },
      required: ['currentPassword', 'newPassword'],
      valid: (f) => ({ currentPassword: f.ownerPassword, newPassword: 'a brand new password' }),
    },
  },
  'DELETE /api/auth/delete-account': { group: 'auth', input: ['anon'] },

  // Account. Valid tokens are never guessed by the walker, so every request is refused.
  'POST /api/account/forgot-password': {
    group: 'account',
    input: ['anon'],
    body: {
      fields: { email: 'email' },
      required: ['email'],
      valid: (f) => ({ email: f.ownerEmail }),
    },
  },
  'POST /api/account/reset-password': {
    group: 'account',
    input: ['anon', 'owner'],
    body: {
      fields: { token: 'text', password: 'password' },
      required: ['token', 'password'],
      valid: () => ({ token: 'x'.repeat(43), password: 'a brand new password' }),
    },
  },
  'POST /api/account/change-email': {
    group: 'account',
    input: ['anon'],
    body: {
      fields: { password: 'password', newEmail: 'email' },
      required: ['password', 'newEmail'],
      valid: (f) => ({ password: f.ownerPassword, newEmail: 'moved@example.com' }),
    },
  },
  'POST /api/account/confirm-email': {
    group: 'account',
    input: ['anon', 'owner'],
    body: {
      fields: { token: 'text' },
      required: ['token'],
      valid: () => ({ token: 'x'.repeat(43) }),
    },
  },
  'POST /api/account/verify-email': {
    group: 'account',
    input: ['anon', 'owner'],
    body: {
      fields: { token: 'text' },
      required: ['token'],
      valid: () => ({ token: 'x'.repeat(43) }),
    },
  },
  // The walker's accounts are confirmed already (confirmation is off): refused with a 400.
  'POST /api/account/resend-verification': { group: 'account', input: ['anon', 'owner'] },
  'GET /api/account/blocks': { group: 'account', input: ['anon', 'owner'] },
  'GET /api/account/devices': { group: 'account', input: ['anon', 'owner'] },
  'POST /api/account/devices/sign-out-others': { group: 'account', input: ['anon'] },
  'DELETE /api/account/devices/:id': {
    group: 'account',
    ids: ['anon'],
    input: ['anon'],
    params: { id: 'owner' },
  },
  'GET /api/account/export': { group: 'account', input: ['anon'] },
  // Two-factor: the owner has none set up, so enable, disable and new codes are refused (400).
  'POST /api/auth/login/2fa': {
    group: 'auth',
    input: ['anon'],
    body: {
      fields: { code: 'text', recoveryCode: 'text', remember: 'flag' },
      required: [],
      valid: () => ({ code: '123456' }),
    },
  },
  'GET /api/account/2fa': { group: 'account', input: ['anon', 'owner'] },
  'POST /api/account/2fa/totp/setup': { group: 'account', input: ['anon'] },
  'POST /api/account/2fa/totp/enable': {
    group: 'account',
    input: ['anon', 'owner'],
    body: { fields: { code: 'text' }, required: ['code'], valid: () => ({ code: '123456' }) },
  },
  'POST /api/account/2fa/totp/disable': {
    group: 'account',
    input: ['anon', 'owner'],
    body: {
      fields: { code: 'text', recoveryCode: 'text' },
      required: [],
      valid: () => ({ code: '123456' }),
    },
  },
  'POST /api/account/2fa/recovery-codes': {
    group: 'account',
    input: ['anon', 'owner'],
    body: {
      fields: { code: 'text', recoveryCode: 'text' },
      required: [],
      valid: () => ({ code: '123456' }),
    },
  },
  // "other" pins the owner's project: refused whatever else the body says, so nothing changes.
  'PUT /api/account/pins': {
    group: 'account',
    input: ['anon', 'other'],
    body: {
      fields: { projectIds: 'list' },
      required: ['projectIds'],
      valid: (f) => ({ projectIds: [f.projectId] }),
    },
  },

  'GET /api/users/featured': {
    group: 'users',
    input: ['anon', 'owner'],
    query: { limit: 'ignored' },
  },
  'GET /api/users/all': {
    group: 'users',
    input: ['anon', 'owner'],
    query: {
      ...pageQuery,
      q: 'search',
      skill: 'ignored',
      location: 'search',
      open: 'ignored',
      workplace: 'ignored',
      type: 'ignored',
    },
  },
  'PATCH /api/users/profile': {
    group: 'users',
    input: ['anon', 'owner'],
    body: {
      fields: profileFields,
      required: [],
      valid: () => ({ bio: 'Still me' }),
      multipart: true,
    },
  },
  // Any text is a question here: a hostile handle is answered "invalid", never refused.
  'GET /api/handles/:handle': {
    group: 'users',
    input: ['anon', 'owner'],
    params: { handle: 'owner' },
    query: { verbose: 'ignored' },
  },
  'GET /api/users/:id': {
    group: 'users',
    ids: ['anon', 'owner'],
    input: ['anon'],
    params: { id: 'owner' },
  },
  'GET /api/users/:id/projects': {
    group: 'users',
    ids: ['anon'],
    input: ['anon'],
    params: { id: 'owner' },
    query: pageQuery,
  },
  'GET /api/users/:id/projects/:slug': {
    group: 'users',
    ids: ['anon'],
    input: ['anon'],
    params: { id: 'handle', slug: 'slug' },
  },
  'GET /api/users/:id/reactions': {
    group: 'social',
    ids: ['owner'],
    input: ['anon', 'other', 'owner'],
    params: { id: 'owner' },
  },
  'POST /api/users/:id/reactions/mark-viewed': {
    group: 'social',
    ids: ['owner'],
    input: ['anon', 'other'],
    params: { id: 'owner' },
  },

  'GET /api/search': {
    group: 'projects',
    input: ['anon', 'owner'],
    query: { page: 'page', q: 'search', sort: 'ignored' },
  },
  'GET /api/projects': {
    group: 'projects',
    input: ['anon', 'owner'],
    query: { ...pageQuery, q: 'search', tag: 'search' },
  },
  'GET /api/projects/user/:userId': {
    group: 'projects',
    ids: ['anon'],
    input: ['anon'],
    params: { userId: 'owner' },
    query: pageQuery,
  },
  'GET /api/projects/:id': {
    group: 'projects',
    ids: ['anon', 'other'],
    input: ['anon'],
    params: { id: 'project' },
  },
  'POST /api/projects': {
    group: 'projects',
    input: ['anon', 'other'],
    body: {
      fields: { title: 'text', description: 'text', tags: 'list', projectUrl: 'url' },
      required: ['title'],
      valid: () => ({
        title: 'Walker project',
        description: 'desc',
        tags: ['a'],
        projectUrl: 'https://example.com',
      }),
      multipart: true,
    },
  },
  // Changes nothing, so the owner's hostile drafts are asked too.
  'POST /api/projects/writeup-preview': {
    group: 'projects',
    input: ['anon', 'owner'],
    body: {
      fields: { writeup: 'longText' },
      required: [],
      valid: () => ({ writeup: '## Draft' }),
      multipart: true,
    },
  },
  'PUT /api/projects/:id': {
    group: 'projects',
    ids: ['owner', 'admin'],
    input: ['anon', 'other', 'owner'],
    params: { id: 'project' },
    body: {
      fields: {
        title: 'text',
        description: 'text',
        tags: 'list',
        projectUrl: 'url',
        removeFile: 'flag',
        removeImage: 'flag',
      },
      required: [],
      valid: () => ({ title: 'Renamed' }),
      multipart: true,
    },
  },
  'DELETE /api/projects/:id': {
    group: 'projects',
    ids: ['owner', 'admin'],
    input: ['anon', 'other'],
    params: { id: 'project' },
  },
  'GET /api/projects/:id/download': {
    group: 'projects',
    ids: ['anon', 'other'],
    input: [],
    params: { id: 'project' },
  },
  'GET /api/projects/:id/files/:fileId': {
    group: 'projects',
    ids: ['anon', 'other'],
    input: [],
    params: { id: 'project', fileId: 'file' },
  },
  'GET /api/projects/:id/files/:fileId/preview': {
    group: 'projects',
    ids: ['anon', 'other'],
    input: ['anon'],
    params: { id: 'project', fileId: 'file' },
    query: { entry: 'search' },
  },
  'POST /api/projects/:id/track-link-click': {
    group: 'projects',
    ids: ['anon', 'other'],
    input: [],
    params: { id: 'project' },
  },

  'GET /api/projects/:id/like-status': {
    group: 'social',
    ids: ['anon', 'other'],
    input: ['anon', 'other'],
    params: { id: 'project' },
  },
  'POST /api/projects/:id/like': {
    group: 'social',
    ids: ['other'],
    input: ['anon'],
    params: { id: 'project' },
  },
  'GET /api/projects/:id/comments': {
    group: 'social',
    ids: ['anon'],
    input: ['anon'],
    params: { id: 'project' },
    query: pageQuery,
  },
  'POST /api/projects/:id/comments': {
    group: 'social',
    ids: ['other'],
    input: ['anon', 'other'],
    params: { id: 'project' },
    body: {
      fields: { content: 'text' },
      required: ['content'],
      valid: () => ({ content: 'Nice work' }),
    },
  },
  // The comment is the other user's: the owner and the admin may delete it, so only identities
  // refused anyway send hostile bodies, and hostile ids come from its author.
  'PATCH /api/projects/:id/comments/:commentId': {
    group: 'social',
    ids: ['other'],
    input: ['anon', 'owner', 'admin'],
    params: { id: 'project', commentId: 'comment' },
    body: {
      fields: { content: 'text' },
      required: ['content'],
      valid: () => ({ content: 'Edited' }),
    },
  },
  'DELETE /api/projects/:id/comments/:commentId': {
    group: 'social',
    ids: ['other'],
    input: ['anon'],
    params: { id: 'project', commentId: 'comment' },
  },
  'GET /api/projects/:id/comment-count': {
    group: 'social',
    ids: ['anon'],
    input: ['anon'],
    params: { id: 'project' },
  },

  // Following: writes only from identities refused anyway, so nothing may change.
  'GET /api/users/:id/follow-status': {
    group: 'follows',
    ids: ['anon', 'other'],
    input: ['anon', 'other'],
    params: { id: 'owner' },
  },
  'PUT /api/users/:id/follow': {
    group: 'follows',
    ids: ['other'],
    input: ['anon'],
    params: { id: 'owner' },
  },
  'DELETE /api/users/:id/follow': {
    group: 'follows',
    ids: ['other'],
    input: ['anon'],
    params: { id: 'owner' },
  },
  // Blocking: writes only from identities refused anyway, so nothing may change.
  'GET /api/users/:id/block': {
    group: 'blocks',
    ids: ['other'],
    input: ['anon', 'other'],
    params: { id: 'owner' },
  },
  'PUT /api/users/:id/block': {
    group: 'blocks',
    ids: ['other'],
    input: ['anon'],
    params: { id: 'owner' },
  },
  'DELETE /api/users/:id/block': {
    group: 'blocks',
    ids: ['other'],
    input: ['anon'],
    params: { id: 'owner' },
  },
  // Contact: the owner writing to themself and signed-out callers are refused; the fixtures hold
  // no message, so hostile message ids find none.
  'GET /api/users/:id/contact': {
    group: 'contact',
    ids: ['other'],
    input: ['anon', 'other'],
    params: { id: 'owner' },
  },
  'POST /api/users/:id/contact': {
    group: 'contact',
    ids: ['anon'],
    input: ['anon', 'owner'],
    params: { id: 'owner' },
    body: {
      fields: { subject: 'text', body: 'text' },
      required: ['subject', 'body'],
      valid: () => ({ subject: 'A role', body: 'Shall we talk?' }),
    },
  },
  'GET /api/messages': {
    group: 'contact',
    input: ['anon', 'owner'],
    query: { ...pageQuery, box: 'ignored' },
  },
  'POST /api/messages/:id/read': {
    group: 'contact',
    ids: ['owner'],
    input: ['anon'],
    params: { id: 'owner' },
  },
  'POST /api/messages/:id/archive': {
    group: 'contact',
    ids: ['owner'],
    input: ['anon'],
    params: { id: 'owner' },
  },
  'GET /api/notifications': {
    group: 'notifications',
    input: ['anon', 'owner'],
    query: pageQuery,
  },
  // Marking read changes state, so only the signed-out walk it (the owner's non-JSON bodies are
  // refused in list-notifications.test.ts).
  'POST /api/notifications/read': {
    group: 'notifications',
    input: ['anon'],
    body: { fields: { ids: 'list' }, required: [], valid: () => ({ ids: [1] }) },
  },
  'GET /api/account/email-preferences': { group: 'notifications', input: ['anon', 'owner'] },
  'PUT /api/account/email-preferences': {
    group: 'notifications',
    input: ['anon'],
    body: {
      fields: { comment: 'enum', like: 'enum' },
      required: [],
      valid: () => ({ like: 'off' }),
    },
  },
  // Signed out, each is refused before its input is read; the owner's ids name no search of theirs.
  'GET /api/saved-searches': { group: 'saved-searches', input: ['anon', 'owner'] },
  'POST /api/saved-searches': {
    group: 'saved-searches',
    input: ['anon'],
    body: {
      fields: { name: 'name', query: 'text', frequency: 'enum' },
      required: ['name', 'frequency'],
      valid: () => ({ name: 'Rust people', query: 'skill=rust', frequency: 'weekly' }),
    },
  },
  'PATCH /api/saved-searches/:id': {
    group: 'saved-searches',
    ids: ['anon', 'owner'],
    input: ['anon'],
    params: { id: 'owner' },
    body: {
      fields: { name: 'name', frequency: 'enum' },
      required: [],
      valid: () => ({ frequency: 'off' }),
    },
  },
  'DELETE /api/saved-searches/:id': {
    group: 'saved-searches',
    ids: ['anon', 'owner'],
    input: ['anon'],
    params: { id: 'owner' },
  },
  // Public, but nothing changes without a token the server signed: every hostile token is refused.
  'POST /api/email/unsubscribe': {
    group: 'notifications',
    input: ['anon'],
    body: { fields: { token: 'text' }, required: ['token'], valid: () => ({ token: 'x.y' }) },
    query: { token: 'ignored' },
  },
  // A stream stays open for as long as its reader: only the refusals, which answer at once.
  'GET /api/notifications/stream': { group: 'notifications', input: ['anon'] },
  'GET /api/users/:id/followers': {
    group: 'follows',
    ids: ['anon'],
    input: ['anon'],
    params: { id: 'owner' },
    query: pageQuery,
  },
  'GET /api/users/:id/following': {
    group: 'follows',
    ids: ['anon'],
    input: ['anon'],
    params: { id: 'owner' },
    query: pageQuery,
  },
  'GET /api/projects/following': { group: 'follows', input: ['anon', 'other'], query: pageQuery },

  'POST /api/analytics/portfolio-view': {
    group: 'analytics',
    input: ['anon', 'other'],
    body: {
      fields: { userId: 'id', referrer: 'optionalText', userAgent: 'optionalText' },
      required: ['userId'],
      valid: (f) => ({ userId: f.ownerId, referrer: 'https://search.example/' }),
    },
  },
  'POST /api/analytics/project-view': {
    group: 'analytics',
    input: ['anon', 'other'],
    body: {
      fields: { projectId: 'id', referrer: 'optionalText', userAgent: 'optionalText' },
      required: ['projectId'],
      valid: (f) => ({ projectId: f.projectId, referrer: 'https://search.example/' }),
    },
  },
  'GET /api/analytics/:userId': {
    group: 'analytics',
    ids: ['owner', 'admin'],
    input: ['anon', 'other', 'owner'],
    params: { userId: 'owner' },
    query: { range: 'range' },
  },

  'GET /api/admin/stats': {
    group: 'admin',
    input: ['anon', 'owner', 'admin'],
    query: { range: 'ignored' },
  },
  'GET /api/admin/users': { group: 'admin', input: ['anon', 'owner', 'admin'], query: pageQuery },
  'GET /api/admin/jobs': { group: 'admin', input: ['anon', 'owner', 'admin'] },
  // No job has failed in the walker's data: an admin's hostile ids find none (404), never a 500.
  'POST /api/admin/jobs/:id/retry': {
    group: 'admin',
    ids: ['admin'],
    input: ['anon', 'owner'],
    params: { id: 'owner' },
  },

  // Reports and moderation: the owner reporting their own project and non-admins moderating are
  // refused, so no hostile request may change anything.
  'POST /api/reports': {
    group: 'moderation',
    input: ['anon', 'owner'],
    body: {
      fields: { type: 'enum', id: 'id', reason: 'enum', note: 'text' },
      required: ['type', 'id', 'reason'],
      valid: (f) => ({ type: 'project', id: f.projectId, reason: 'spam', note: 'Copied' }),
    },
  },
  'GET /api/admin/reports': { group: 'moderation', input: ['anon', 'owner', 'admin'] },
  'POST /api/admin/moderation': {
    group: 'moderation',
    input: ['anon', 'owner', 'other'],
    body: {
      fields: { type: 'enum', id: 'id', action: 'enum', reason: 'text' },
      required: ['type', 'id', 'action', 'reason'],
      valid: (f) => ({ type: 'project', id: f.projectId, action: 'hide', reason: 'Copied' }),
    },
  },
  'GET /api/admin/audit-log': {
    group: 'moderation',
    input: ['anon', 'owner', 'admin'],
    query: pageQuery,
  },

  'GET /api/resume/projects': { group: 'resume', input: ['anon', 'owner'] },
  'POST /api/resume/generate': {
    group: 'resume',
    input: ['anon', 'owner'],
    body: {
      fields: { template: 'enum', format: 'enum' },
      required: ['template', 'format'],
      valid: () => ({ template: 'modern', format: 'pdf' }),
    },
  },

  'GET /uploads/images/:name': {
    group: 'serving',
    ids: ['anon'],
    input: ['anon'],
    page: true,
    params: { name: 'image' },
  },
};
for (const [key, spec] of Object.entries(ENDPOINTS)) spec.method = key.split(' ')[0];
