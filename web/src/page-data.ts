import {
  DEFAULT_PAGE_SIZE,
  PROFILE_MESSAGES,
  PROJECT_CONTENT_MESSAGES,
  PROJECT_MESSAGES,
  PLAIN_LIST_MAX,
  pageQuerySchema,
  profileSearchSchema,
  projectFiltersSchema,
} from '@stackfolio/contract';
import { HttpError, notFound, toHttpError, type ListSlice, type PageReads } from '@stackfolio/api';

/** A query as Express parses it: a parameter given more than once is a list (`?skill=a&skill=b`). */
type Query = Record<string, string | string[]>;
type Read = (params: string[], query: Query) => Promise<unknown>;

function queryOf(searchParams: URLSearchParams): Query {
  const query: Query = {};
  for (const key of new Set(searchParams.keys())) {
    const values = searchParams.getAll(key);
    query[key] = values.length > 1 ? values : values[0];
  }
  return query;
}

/** A parameter read as one text: its last value when repeated. */
const single = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.at(-1) : value;

/**
 * As the API's list routes answer: a bare array without `page`/`limit`, else one page with what
 * else the read gives a page (the profiles' facet counts).
 */
async function listOf<T>(
  query: Query,
  read: (offset: number, limit: number, paged: boolean) => Promise<ListSlice<T>>,
): Promise<unknown> {
  const { page, limit } = pageQuerySchema.parse(query);
  if (page === undefined && limit === undefined)
    return (await read(0, PLAIN_LIST_MAX, false)).items;
  const size = limit ?? DEFAULT_PAGE_SIZE;
  const p = page ?? 1;
  const { items, total, ...more } = await read((p - 1) * size, size, true);
  return { items, total, page: p, limit: size, ...more };
}

const MAX_ID = 2_147_483_647;

/** A route's numeric id, or the 400 the route answers for one that cannot exist. */
function id(raw: string, message: string): number {
  const value = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (value < 1 || value > MAX_ID) throw new HttpError(400, message);
  return value;
}
const userId = (raw: string) => id(raw, PROFILE_MESSAGES.invalidId);
const projectId = (raw: string) => id(raw, PROJECT_MESSAGES.invalidId);

/**
 * The API reads the pages prefetch, by the path the browser would fetch: each answered by one
 * typed read, with the routes' own query schemas and errors.
 */
function readsByPath(reads: PageReads): [RegExp, Read][] {
  return [
    [
      /^\/api\/users\/all$/,
      (_p, q) =>
        listOf(q, (o, l, paged) =>
          reads.profiles(profileSearchSchema.parse(q), o, l, { facets: paged }),
        ),
    ],
    [
      /^\/api\/users\/(\d+)\/projects$/,
      ([user], q) => listOf(q, (o, l) => reads.userProjects(userId(user), o, l)),
    ],
    [/^\/api\/users\/@([^/]+)$/, ([handle]) => reads.user({ handle: decodeURIComponent(handle) })],
    [/^\/api\/users\/(\d+)$/, ([user]) => reads.user({ id: userId(user) })],
    [
      /^\/api\/projects$/,
      (_p, q) => listOf(q, (o, l) => reads.projects(projectFiltersSchema.parse(q), o, l)),
    ],
    [/^\/api\/projects\/(\d+)$/, ([project]) => reads.project(projectId(project))],
    [
      /^\/api\/projects\/(\d+)\/files\/(\d+)\/preview$/,
      ([project, file], q) =>
        reads.filePreview(
          projectId(project),
          id(file, PROJECT_CONTENT_MESSAGES.invalidFileId),
          single(q.entry),
        ),
    ],
    [
      /^\/api\/users\/@([^/]+)\/projects\/([^/]+)$/,
      async ([handle, slug]) => {
        const found = await reads.projectByPath(
          decodeURIComponent(handle),
          decodeURIComponent(slug),
        );
        if (!found) throw notFound(PROJECT_MESSAGES.notFound);
        return found.project;
      },
    ],
  ];
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The `fetch` a server render is given: a GET of an API path answered in-process by the API's
 * reads (signed out), as JSON with the status the route would have sent. Anything else is a 404.
 */
export function pageDataFetch(reads: PageReads): (url: string) => Promise<Response> {
  const table = readsByPath(reads);
  return async (url) => {
    const { pathname, searchParams } = new URL(url, 'http://stackfolio.invalid');
    const query = queryOf(searchParams);
    for (const [pattern, read] of table) {
      const match = pattern.exec(pathname);
      if (!match) continue;
      try {
        return json(200, await read(match.slice(1), query));
      } catch (err) {
        const known = toHttpError(err);
        if (!known) throw err;
        return json(known.status, { message: known.message });
      }
    }
    return json(404, { message: `No API endpoint GET ${pathname}` });
  };
}
