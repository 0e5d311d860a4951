/**
 * The route table (docs/product.md §2) is the registry's (@stackfolio/contract routes.ts): the
 * shell's router is built from it, and the server's 404 decision asks its `matchRoute`.
 */
export { ROUTES, type RouteEntry, type ShellPage } from '@stackfolio/contract';
