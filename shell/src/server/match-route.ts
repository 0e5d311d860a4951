/**
 * The route a path shows, or null: the server answers 404 for it. The same
 * table and matcher as the shell's router: the registry's (@stackfolio/contract routes.ts).
 */
export { matchRoute, type RouteMatch } from '@stackfolio/contract';
