/**
 * The API contract: one zod schema per request and response, grouped by area. The API parses
 * with them, the front ends infer their types and extend their forms from them, and the OpenAPI
 * document is generated from them.
 */
export * from './common';
export * from './auth-rules';
export * from './auth';
export * from './account';
export * from './account-rules';
export * from './two-factor-rules';
export * from './two-factor';
export * from './search-rules';
export * from './text';
export * from './profile-rules';
export * from './users';
export * from './open-to-work';
export * from './open-to-work-rules';
export * from './profile-filter-rules';
export * from './project-rules';
export * from './projects';
export * from './comment-rules';
export * from './social';
export * from './follow-rules';
export * from './follows';
export * from './blocks';
export * from './block-rules';
export * from './contact-rules';
export * from './contact';
export * from './saved-search-rules';
export * from './saved-searches';
export * from './notification-rules';
export * from './notifications';
export * from './analytics';
export * from './admin';
export * from './report-rules';
export * from './moderation';
export * from './health';
export * from './remotes';
export * from './routes';
export * from './resume-rules';
export * from './resume';
export * from './client-errors';
export * from './endpoints';
export * from './openapi';
export * from './endpoint-types';
export * from './images';
export * from './server-render';
export * from './page-head';
export * from './page-json-ld';
export * from './theme';
export * from './handle-rules';
export * from './handles';
export * from './search';
export * from './project-content-rules';
export * from './project-content';
