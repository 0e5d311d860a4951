/**
 * The route a path shows, or null: the server answers 404 for it (issue 24 item 3). The same
 * table and matcher as the shell's router: the registry's (@stackfolio/contract routes.ts).
 */
export { matchRoute, type RouteMatch } from '@stackfolio/contract';
