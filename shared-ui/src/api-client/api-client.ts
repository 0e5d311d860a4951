/** localStorage key under which the auth token is kept (docs/product.md §9). */
export const AUTH_TOKEN_KEY = 'authToken';

/** An API call that did not return 2xx. `message` is `"<status>: <body text or status text>"` (docs/product.md §8). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  constructor(status: number, body: string, statusText: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** Reads the stored auth token; storage may be unavailable (private mode, sandboxed frames). */
export function getAuthToken(): string | null {
  try {
    return window.localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setAuthToken(token: string | null): void {
  try {
    if (token) window.localStorage.setItem(AUTH_TOKEN_KEY, token);
    else window.localStorage.removeItem(AUTH_TOKEN_KEY);
  } catch {
    // Storage refused: the session cookie still authenticates this tab.
  }
}

type Fetch = (url: string, init: RequestInit) => Promise<Response>;
let serverFetch: Fetch | null = null;

/**
 * On the server there is no page origin to fetch from: the API hands the render an
 * in-process way to answer GET requests, and every query function reaches it through here.
 */
export function setServerFetch(fetchImpl: Fetch | null): void {
  serverFetch = fetchImpl;
}

/** Throws an ApiError for any non-OK response, with the body text as the server sent it. */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = await response.text().catch(() => '');
  throw new ApiError(response.status, text, response.statusText);
}

export type ApiBody = FormData | Record<string, unknown> | unknown[] | undefined;

/**
 * The one way the front end talks to the API (docs/product.md §7): cookies always sent, a bearer header
 * when a token is stored, a JSON content type when a non-multipart body is present.
 * Returns the raw Response (already checked for OK) for callers that need headers or blobs.
 */
export async function apiRequest(method: string, url: string, body?: ApiBody): Promise<Response> {
  const headers: Record<string, string> = {};
  const token = getAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await (serverFetch ?? fetch)(url, {
    method,
    headers,
    body: payload,
    credentials: 'include',
  });
  await throwIfNotOk(response);
  return response;
}

/** A contract schema (zod), or anything else that parses an answer into a `T`. */
export interface AnswerSchema<T> {
  parse(data: unknown): T;
}

/**
 * Like `apiRequest`, then parses the JSON response (an empty body yields `null`). Given a schema
 * of @stackfolio/contract first, the answer is typed by it and checked against it, so a drift
 * between the API and the front end fails loudly in development and tests. Production builds
 * trust the API (its own tests check its answers against the same schemas) and carry no schema at
 * all: callers write `process.env.NODE_ENV !== 'production' && schema`, which the bundler folds
 * to `false` there, so the schemas and zod are left out of the page's JavaScript (tens of KB).
 * The schema-less form is for files that are not API payloads (`/mf-config.json`).
 */
export async function apiJson<T>(
  schema: AnswerSchema<T> | false,
  method: string,
  url: string,
  body?: ApiBody,
): Promise<T>;
export async function apiJson<T>(method: string, url: string, body?: ApiBody): Promise<T>;
export async function apiJson<T>(
  ...args: [AnswerSchema<T> | false, string, string, ApiBody?] | [string, string, ApiBody?]
): Promise<T> {
  const [schema, method, url, body] =
    typeof args[0] === 'string'
      ? [false as const, args[0], args[1] as string, args[2] as ApiBody]
      : (args as [AnswerSchema<T> | false, string, string, ApiBody?]);
  const response = await apiRequest(method, url, body);
  const text = await response.text();
  const data: unknown = text ? JSON.parse(text) : null;
  return schema ? schema.parse(data) : (data as T);
}

/**
 * Like `apiRequest` for calls whose answer nobody reads (view tracking, error reports, deletes):
 * the body is still read to its end, because Chromium keeps a response with an unread body open,
 * so the page never reaches network idle (what Lighthouse and the bench wait for).
 */
export async function apiSend(method: string, url: string, body?: ApiBody): Promise<void> {
  const response = await apiRequest(method, url, body);
  await response.arrayBuffer();
}
