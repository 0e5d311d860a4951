import registry from './registry.json';
import { REMOTE_KEYS, REMOTES, SHELL, type RemoteKey } from './remotes';

/**
 * docs/product.md §2's route table, from registry.json: which part of the product owns each path,
 * one matcher for the shell's router and the server's 404 decision, and typed path builders.
 * Access rules (signed-in, owner, admin) are each page's own business, as the spec places them.
 */
type Registry = typeof registry;
export type ShellPage = keyof Registry['shell']['routes'];
/** The page ids a remote owns (the keys of its exposed `./routes` map). */
export type RemotePage<K extends RemoteKey = RemoteKey> = K extends RemoteKey
  ? keyof Registry['remotes'][K]['routes']
  : never;
export type PageId = ShellPage | RemotePage;

export type RouteEntry =
  { path: string; shell: ShellPage } | { path: string; remote: RemoteKey; page: RemotePage };

export const ROUTES: RouteEntry[] = [
  ...Object.entries(SHELL.routes).map(([page, path]) => ({ path, shell: page as ShellPage })),
  ...REMOTE_KEYS.flatMap((remote) =>
    Object.entries(REMOTES[remote].routes).map(([page, path]) => ({
      path,
      remote,
      page: page as RemotePage,
    })),
  ),
];

/** The routes one remote owns, for running it alone (its standalone app). */
export function remoteRoutes(remote: RemoteKey): { path: string; page: string }[] {
  return Object.entries(REMOTES[remote].routes).map(([page, path]) => ({ path, page }));
}

export interface RouteMatch {
  route: RouteEntry;
  params: Record<string, string | undefined>;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * A pattern's matcher, as React Router matches it: case-insensitive, trailing slash allowed. A
 * segment may start with a fixed prefix before its parameter (`/@:handle`).
 */
function compile(pattern: string): { regExp: RegExp; names: string[] } {
  const names: string[] = [];
  const source = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      // A trailing `*` is the rest of the path (a file inside an archive), slashes included.
      if (segment === '*') {
        names.push('*');
        return '/(.+)';
      }
      const param = /^([^:]*):(\w+)$/.exec(segment);
      if (!param) return `/${escapeRegExp(segment)}`;
      names.push(param[2]);
      return `/${escapeRegExp(param[1])}([^/]+)`;
    })
    .join('');
  return { regExp: new RegExp(`^${source}/?$`, 'i'), names };
}

const MATCHERS = ROUTES.map((route) => ({ route, ...compile(route.path) }));

/** The route a path shows, with its parameters, or null (the server answers 404 for it). */
export function matchRoute(pathname: string): RouteMatch | null {
  for (const { route, regExp, names } of MATCHERS) {
    const found = regExp.exec(pathname);
    if (found) {
      const params = Object.fromEntries(names.map((name, i) => [name, decode(found[i + 1])]));
      return { route, params };
    }
  }
  return null;
}

/**
 * The path React Router is given for a pattern. It matches a parameter only as a whole segment,
 * so `/@:handle/:slug` is routed as `/:handle/:slug` and the element checks the prefix (`param`);
 * a static route of the same length still wins, as React Router ranks static segments first.
 */
export function routerPattern(pattern: string): {
  path: string;
  param?: { name: string; prefix: string };
} {
  let param: { name: string; prefix: string } | undefined;
  const path = pattern
    .split('/')
    .map((segment) => {
      const found = /^([^:]+):(\w+)$/.exec(segment);
      if (!found) return segment;
      param = { name: found[2], prefix: found[1] };
      return `:${found[2]}`;
    })
    .join('/');
  return param ? { path, param } : { path };
}

/** `edit-project` → `editProject`. */
type CamelCase<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;
const camelCase = (id: string) => id.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/**
 * Fills a pattern's parameters in order (`/profile/:id` with 7 → `/profile/7`), encoded; a `*`
 * takes a path whose segments are encoded one by one (`docs/read me.md` → `docs/read%20me.md`).
 */
export function fillPath(pattern: string, values: (string | number)[]): string {
  let index = 0;
  const path = pattern.replace(/:\w+|\*$/g, (part) => {
    const value = String(values[index++] ?? '');
    return part === '*'
      ? value.split('/').map(encodeURIComponent).join('/')
      : encodeURIComponent(value);
  });
  if (index !== values.length || values.some((value) => String(value) === '')) {
    throw new Error(`${pattern} takes ${index} parameter(s), got [${values.join(', ')}]`);
  }
  return path;
}

/**
 * The path of every page, by camel-cased page id, parameters in order:
 * `paths.profile(7)` → `/profile/7`, `paths.editProject(4)` → `/projects/4/edit`.
 */
export const paths = Object.fromEntries(
  ROUTES.map((route) => {
    const id = 'shell' in route ? route.shell : route.page;
    return [camelCase(id), (...values: (string | number)[]) => fillPath(route.path, values)];
  }),
) as { [P in PageId as CamelCase<P>]: (...params: (string | number)[]) => string };

/** Where a project card leads: the project's page, or its dialog on the list without an address. */
export function projectHref(project: { id: number; path?: string | null }): string {
  return project.path ?? `${paths.browseProjects()}?project=${project.id}`;
}
