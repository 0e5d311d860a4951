import { z } from 'zod';
import { errorResponseSchema } from './common';
import type { Access, Endpoint } from './endpoint-types';
import { ENDPOINTS } from './endpoints';

type Json = Record<string, unknown>;

const REASONS: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No content',
  302: 'Redirect',
  400: 'Invalid input: `message` says what, `fieldErrors` per field',
  401: 'Not signed in, or wrong credentials',
  403: 'Not allowed (someone else’s data, not an admin, or a cross-site write)',
  404: 'Not found',
  409: 'Conflicts with existing data',
  413: 'Upload too large',
  415: 'Upload of a refused file type',
  429: 'Too many requests (Retry-After says when to try again)',
  503: 'Unavailable for now (Retry-After when known)',
};

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), for what is sent or received. */
export const jsonSchemaOf = (schema: z.ZodType, io: 'input' | 'output'): Json => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
};

const SECURITY: Record<Access, Json[] | undefined> = {
  public: [],
  optional: [{}, { session: [] }, { bearer: [] }],
  user: [{ session: [] }, { bearer: [] }],
  admin: [{ session: [] }, { bearer: [] }],
};

/** Error statuses an endpoint can answer: what its input, access and path imply, and its own. */
export function errorStatuses(method: string, path: string, e: Endpoint): number[] {
  const found = new Set(e.errors ?? []);
  const hasParams = path.includes(':');
  if (e.body || e.query || hasParams) found.add(400);
  if (e.access === 'user' || e.access === 'admin') found.add(401);
  if (e.access === 'admin' || method !== 'GET') found.add(403);
  if (hasParams) found.add(404);
  return [...found].sort((a, b) => a - b);
}

function parameters(path: string, e: Endpoint): Json[] {
  const inPath = [...path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema:
      path.startsWith('/api/account/devices') || e.textParams?.includes(name)
        ? { type: 'string' }
        : { type: 'integer' },
  }));
  const query = e.query ? jsonSchemaOf(e.query, 'input') : { properties: {}, required: [] };
  const required = new Set((query.required as string[] | undefined) ?? []);
  const inQuery = Object.entries((query.properties ?? {}) as Record<string, Json>).map(
    ([name, schema]) => ({ name, in: 'query', required: required.has(name), schema }),
  );
  return [...inPath, ...inQuery];
}

function requestBody(e: Endpoint): Json | undefined {
  if (!e.body) return undefined;
  const schema = jsonSchemaOf(e.body, 'input');
  if (!e.files) return { required: true, content: { 'application/json': { schema } } };
  const binary = { type: 'string', format: 'binary' };
  const files = Object.fromEntries(
    e.files.map((f) => [
      f,
      e.repeatedFiles?.includes(f) ? { type: 'array', items: binary } : binary,
    ]),
  );
  const properties = { ...(schema.properties as Json), ...files };
  return {
    required: true,
    content: { 'multipart/form-data': { schema: { ...schema, properties } } },
  };
}

function success(e: Endpoint): Json {
  const status = e.status ?? (e.answer === 'redirect' ? 302 : 200);
  const description = REASONS[status] ?? 'OK';
  if (e.answer === 'empty' || e.answer === 'redirect') return { [status]: { description } };
  if (e.answer === 'file') {
    const content = {
      'application/octet-stream': { schema: { type: 'string', format: 'binary' } },
    };
    return { [status]: { description, content } };
  }
  if (e.answer === 'events') {
    return {
      [status]: { description, content: { 'text/event-stream': { schema: { type: 'string' } } } },
    };
  }
  const schema = jsonSchemaOf(e.answer, 'output');
  return { [status]: { description, content: { 'application/json': { schema } } } };
}

const operationId = (method: string, path: string) =>
  method.toLowerCase() +
  path
    .replace(/^\/api/, '')
    .split(/[/-]/)
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `By${part.slice(1)}` : part))
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('');

/** The OpenAPI 3.1 document of every route in ENDPOINTS. */
export function openApiDocument(version: string): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const [key, e] of Object.entries(ENDPOINTS)) {
    const [method, path] = key.split(' ');
    const errors = Object.fromEntries(
      errorStatuses(method, path, e).map((status) => [
        status,
        { $ref: `#/components/responses/E${status}` },
      ]),
    );
    const openApiPath = path.replace(/:(\w+)/g, '{$1}');
    paths[openApiPath] ??= {};
    paths[openApiPath][method.toLowerCase()] = {
      operationId: operationId(method, path),
      summary: e.summary,
      tags: [path.split('/')[2]],
      'x-access': e.access,
      security: SECURITY[e.access],
      parameters: parameters(path, e),
      ...(e.body ? { requestBody: requestBody(e) } : {}),
      responses: { ...success(e), ...errors },
    };
  }
  const error = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };
  const responses = Object.fromEntries(
    Object.entries(REASONS)
      .filter(([status]) => Number(status) >= 400)
      .map(([status, description]) => [`E${status}`, { description, content: error }]),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'Stackfolio API',
      version,
      description:
        'Generated from @stackfolio/contract. Every call sends cookies; a bearer token from ' +
        'register or login works too. Writes from a browser must come from the site (Origin).',
    },
    servers: [{ url: '/' }],
    tags: [...new Set(Object.keys(ENDPOINTS).map((k) => k.split(' ')[1].split('/')[2]))].map(
      (name) => ({ name }),
    ),
    paths,
    components: {
      schemas: { Error: jsonSchemaOf(errorResponseSchema, 'output') },
      responses,
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'stackfolio.sid' },
        bearer: { type: 'http', scheme: 'bearer' },
      },
    },
  };
}
