import { adminJobsSchema, adminStatsSchema, adminUserSchema } from './admin';
import * as analytics from './analytics';
import { listOf, messageResponseSchema, pageQuerySchema } from './common';
import type { Endpoint } from './endpoint-types';
import { ACCOUNT_ENDPOINTS } from './endpoints-account';
import { CONTACT_ENDPOINTS } from './endpoints-contact';
import { SAVED_SEARCH_ENDPOINTS } from './endpoints-saved-searches';
import { FOLLOW_ENDPOINTS } from './endpoints-follows';
import { MODERATION_ENDPOINTS } from './endpoints-moderation';
import { NOTIFICATION_ENDPOINTS } from './endpoints-notifications';
import { PROJECT_PAGE_ENDPOINTS } from './endpoints-project-pages';
import { HANDLE_ENDPOINTS } from './handles';
import * as projects from './projects';
import { SEARCH_ENDPOINTS } from './search';
import { TWO_FACTOR_ENDPOINTS } from './endpoints-two-factor';
import { generateResumeRequestSchema, resumeProjectsResponseSchema } from './resume';
import * as social from './social';
import * as users from './users';

const profileQuery = pageQuerySchema.extend(users.profileSearchSchema.shape);
const projectQuery = pageQuerySchema.extend(projects.projectFiltersSchema.shape);
const limited = [429];

/**
 * Every route under /api ("METHOD /path" as the routers declare it). api/test/contract checks
 * that the routers declare exactly these, and the OpenAPI document is generated from them.
 */
export const ENDPOINTS: Record<string, Endpoint> = {
  ...ACCOUNT_ENDPOINTS,
  ...FOLLOW_ENDPOINTS,
  ...CONTACT_ENDPOINTS,
  ...SAVED_SEARCH_ENDPOINTS,
  ...MODERATION_ENDPOINTS,
  ...NOTIFICATION_ENDPOINTS,
  ...HANDLE_ENDPOINTS,
  ...SEARCH_ENDPOINTS,
  ...PROJECT_PAGE_ENDPOINTS,
  ...TWO_FACTOR_ENDPOINTS,
  'GET /api/users/featured': {
    summary: 'Featured professionals',
    access: 'public',
    answer: users.featuredUsersSchema,
  },
  'GET /api/users/all': {
    summary: 'All profiles, searchable',
    access: 'public',
    query: profileQuery,
    answer: users.profileListSchema,
  },
  'PATCH /api/users/profile': {
    summary: 'Change one’s own profile (only the fields sent; an empty optional field clears it)',
    access: 'user',
    body: users.profileRequestSchema,
    files: ['avatar', 'headerImage'],
    answer: users.currentUserSchema,
    errors: [413, 415],
  },
  'GET /api/users/:id': {
    summary: 'One profile, by id or by `@handle` (an old handle finds its new owner)',
    access: 'public',
    answer: users.publicUserSchema,
  },
  'GET /api/users/:id/projects': {
    summary: "A person's projects, pinned first (in pin order), then newest",
    access: 'public',
    query: pageQuerySchema,
    answer: listOf(projects.projectSchema),
  },
  'GET /api/users/:id/reactions': {
    summary: "Likes, comments and follows on one's own work (not of people one blocks)",
    access: 'user',
    answer: social.reactionsResponseSchema,
  },
  'POST /api/users/:id/reactions/mark-viewed': {
    summary: 'Mark reactions as seen',
    access: 'user',
    answer: social.reactionsViewedSchema,
  },
  'GET /api/projects': {
    summary: 'All projects, searchable',
    access: 'public',
    query: projectQuery,
    answer: listOf(projects.projectSchema),
  },
  'GET /api/projects/user/:userId': {
    summary: "A person's projects, pinned first (in pin order), then newest",
    access: 'public',
    query: pageQuerySchema,
    answer: listOf(projects.projectSchema),
  },
  'GET /api/projects/:id': {
    summary: 'One project',
    access: 'public',
    answer: projects.projectDetailSchema,
  },
  'POST /api/projects': {
    summary: 'Upload a project (a title and a file or a link); needs a confirmed e-mail address',
    access: 'user',
    body: projects.createProjectRequestSchema,
    files: ['files', 'images', 'file', 'image'],
    repeatedFiles: ['files', 'images'],
    answer: projects.projectDetailSchema,
    status: 201,
    errors: [413, 415],
  },
  'POST /api/projects/writeup-preview': {
    summary:
      'A draft write-up (multipart field `writeup`) as the saved project page would show it: ' +
      'the same Markdown renderer and sanitizer as a save',
    access: 'user',
    body: projects.writeupPreviewRequestSchema,
    files: [],
    answer: projects.writeupPreviewSchema,
    errors: [429],
  },
  'PUT /api/projects/:id': {
    summary: 'Change a project (owner or admin); needs a confirmed e-mail address',
    access: 'user',
    body: projects.updateProjectRequestSchema,
    files: ['files', 'images', 'file', 'image'],
    repeatedFiles: ['files', 'images'],
    answer: projects.projectDetailSchema,
    errors: [403, 413, 415],
  },
  'DELETE /api/projects/:id': {
    summary: 'Delete a project (owner or admin)',
    access: 'user',
    answer: messageResponseSchema,
    errors: [403],
  },
  'GET /api/projects/:id/download': {
    summary: "The project's first file (counts a download)",
    access: 'public',
    answer: 'file',
  },
  'POST /api/projects/:id/track-link-click': {
    summary: 'Count a click on the project link',
    access: 'optional',
    answer: messageResponseSchema,
  },
  'GET /api/projects/:id/like-status': {
    summary: 'Likes, and whether the caller liked it',
    access: 'optional',
    answer: social.likeStatusSchema,
  },
  'POST /api/projects/:id/like': {
    summary:
      'Like or unlike (not a project of someone who blocks the caller; a hidden one only its owner and admins)',
    access: 'user',
    answer: social.likeStatusSchema,
  },
  'GET /api/projects/:id/comments': {
    summary: 'Comments, newest first',
    access: 'public',
    query: pageQuerySchema,
    answer: listOf(social.commentSchema),
  },
  'POST /api/projects/:id/comments': {
    summary: "Comment; needs a confirmed e-mail address, not on a blocker's project",
    access: 'user',
    body: social.commentRequestSchema,
    answer: social.commentSchema,
    status: 201,
  },
  'PATCH /api/projects/:id/comments/:commentId': {
    summary: 'Edit one of your comments (it shows as edited); needs a confirmed e-mail address',
    access: 'user',
    body: social.commentRequestSchema,
    answer: social.commentSchema,
    errors: limited,
  },
  'DELETE /api/projects/:id/comments/:commentId': {
    summary: "Delete a comment: its author, the project's owner or an admin",
    access: 'user',
    answer: 'empty',
    status: 204,
    errors: limited,
  },
  'GET /api/projects/:id/comment-count': {
    summary: 'How many comments',
    access: 'public',
    answer: social.commentCountSchema,
  },
  'POST /api/analytics/portfolio-view': {
    summary: 'Count a profile view (not the owner’s own, not a repeat)',
    access: 'optional',
    body: analytics.portfolioViewRequestSchema,
    answer: analytics.viewRecordedSchema,
    errors: limited,
  },
  'POST /api/analytics/project-view': {
    summary: 'Count a project view (not the owner’s own, not a repeat)',
    access: 'optional',
    body: analytics.projectViewRequestSchema,
    answer: analytics.viewRecordedSchema,
    errors: limited,
  },
  'GET /api/analytics/:userId': {
    summary: "A person's analytics (themselves or an admin)",
    access: 'user',
    query: analytics.analyticsQuerySchema,
    answer: analytics.analyticsResponseSchema,
    errors: [403],
  },
  'GET /api/admin/stats': { summary: 'Platform totals', access: 'admin', answer: adminStatsSchema },
  'GET /api/admin/users': {
    summary: 'Users, newest first, with emails',
    access: 'admin',
    query: pageQuerySchema,
    answer: listOf(adminUserSchema),
  },
  'GET /api/admin/jobs': {
    summary: 'Background jobs: queued, running and failed counts, and the newest failed jobs',
    access: 'admin',
    answer: adminJobsSchema,
  },
  'POST /api/admin/jobs/:id/retry': {
    summary: 'Queue a failed job again with fresh attempts',
    access: 'admin',
    answer: messageResponseSchema,
  },
  'GET /api/resume/projects': {
    summary: 'The projects a resume lists, in order',
    access: 'user',
    answer: resumeProjectsResponseSchema,
  },
  'POST /api/resume/generate': {
    summary: 'The resume as .docx or .pdf',
    access: 'user',
    body: generateResumeRequestSchema,
    answer: 'file',
    errors: [404],
  },
};
