import { gzipSync } from 'node:zlib';
import type request from 'supertest';
import { ENDPOINTS, type EndpointCases, type Fixtures, type Who } from './hostile-cases';
import {
  FIELD_VALUES,
  ID_VALUES,
  POLLUTION,
  QUERY_MAY_SUCCEED,
  QUERY_VALUES,
  RAW_JSON_BODIES,
  SQL,
  SCRIPT,
} from './hostile-payloads';
import { pathFor, type Sent } from './walker';

const MB = 1024 * 1024;
type Req = request.Test;
const json = (body: unknown) => (r: Req) =>
  r.set('Content-Type', 'application/json').send(JSON.stringify(body));
const raw =
  (type: string, body: string | Buffer, extra: Record<string, string> = {}) =>
  (r: Req) =>
    r.set({ 'Content-Type': type, ...extra }).send(body);
const short = (v: unknown) => {
  const text = typeof v === 'string' ? v : (JSON.stringify(v) ?? String(v));
  return text.length > 40 ? `${text.slice(0, 20)}…(${text.length})` : text;
};

/** Hostile path ids: every parameter of the route, everything else valid. */
export function idRequests(key: string, f: Fixtures): Sent[] {
  const spec = ENDPOINTS[key];
  const names = [...key.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const out: Sent[] = [];
  const body = spec.body?.valid(f);
  for (const name of names) {
    for (const who of spec.ids ?? []) {
      // The largest id is valid but unknown: 404, or an empty list for "projects of user N".
      for (const { value, raw: asIs } of [...ID_VALUES, { value: '2147483647' }]) {
        const hostile = { name, value: asIs ? value : encodeURIComponent(value) };
        out.push({
          label: `id ${name}=${short(value)}`,
          who,
          expect:
            spec.page || (value === '2147483647' && key.startsWith('GET')) ? 'any' : 'refused',
          path: pathFor(key, spec, f, hostile),
          send: body ? json(body) : (r) => r,
        });
      }
    }
  }
  return out;
}

/** Hostile query parameters, one at a time. */
export function queryRequests(key: string, f: Fixtures): Sent[] {
  const spec = ENDPOINTS[key];
  const out: Sent[] = [];
  for (const [name, kind] of Object.entries(spec.query ?? {})) {
    for (const value of QUERY_VALUES[kind]) {
      const qs = (Array.isArray(value) ? value : [value])
        .map((v) => `${name}=${encodeURIComponent(v)}`)
        .join('&');
      const mayFind = QUERY_MAY_SUCCEED.has(kind);
      const mustFindNothing =
        kind === 'search' && typeof value === 'string' && (SQL.includes(value) || value === SCRIPT);
      for (const who of spec.input) {
        out.push({
          label: `query ${name}=${short(value)}`,
          who,
          expect: mayFind ? 'any' : 'refused',
          path: `${pathFor(key, spec, f)}?${qs}`,
          send: (r) => r,
          check: mustFindNothing ? emptyList : undefined,
        });
      }
    }
  }
  return out;
}

/** A search for injection text must find nothing (no fixture contains it). */
function emptyList(res: request.Response): string | undefined {
  if (res.status >= 400) return undefined;
  const body = res.body as {
    items?: unknown[];
    profiles?: { items: unknown[] };
    projects?: { items: unknown[] };
  };
  // A list, a page, or GET /api/search's sections.
  const items = Array.isArray(res.body)
    ? res.body
    : (body.items ??
      (body.profiles && body.projects ? [...body.profiles.items, ...body.projects.items] : null));
  return Array.isArray(items) && items.length === 0
    ? undefined
    : `search for injection text returned ${JSON.stringify(res.body).slice(0, 120)}`;
}

/** Bodies: missing, wrong-typed, oversized, polluting, mis-encoded; multipart abuse for uploads. */
export function bodyRequests(key: string, f: Fixtures): Sent[] {
  const spec = ENDPOINTS[key];
  const path = pathFor(key, spec, f);
  const out: Sent[] = [];
  const add = (who: Who, label: string, send: Sent['send'], expect: Sent['expect'] = 'refused') =>
    out.push({ label, who, expect, path, send });
  for (const who of spec.input) {
    if (!spec.body) {
      genericBodies(spec, who, add);
      continue;
    }
    const { fields, required, valid } = spec.body;
    const base = valid(f);
    const [firstField] = Object.keys(fields);
    for (const name of required) {
      const { [name]: _dropped, ...rest } = base;
      add(who, `missing ${name}`, json(rest));
    }
    if (required.length) add(who, 'empty object', json({}));
    for (const [name, kind] of Object.entries(fields)) {
      for (const value of FIELD_VALUES[kind])
        add(who, `${name}=${short(value)}`, json({ ...base, [name]: value }));
    }
    const broken = { ...base, ...POLLUTION, [firstField]: FIELD_VALUES[fields[firstField]][0] };
    add(who, 'prototype-pollution keys and privileged extra fields', json(broken));
    add(who, '1 MB field', json({ ...base, [firstField]: 'x'.repeat(MB) }));
    genericBodies(spec, who, add, base);
    if (spec.body.multipart) multipartBodies(spec, who, base, add);
  }
  return out;
}

const PARSEABLE = /JSON (array|string|number|null)|nested|UTF-8|UTF-16/;

type Add = (who: Who, label: string, send: Sent['send'], expect?: Sent['expect']) => void;

/** Abuse of the body as a whole: raw non-objects, encodings, content types, size. */
function genericBodies(spec: EndpointCases, who: Who, add: Add, base?: Record<string, unknown>) {
  // Without a body spec the endpoint reads no body: anything parseable may be ignored (200);
  // GET bodies are not read at all. Invalid UTF-8 is decoded lossily (U+FFFD), so it parses.
  const parseable = base && spec.body!.required.length ? 'refused' : 'any';
  const onGet = (e: Sent['expect']) => (spec.method === 'GET' ? 'any' : e);
  for (const { label, body } of RAW_JSON_BODIES) {
    add(
      who,
      label,
      raw('application/json', body),
      onGet(PARSEABLE.test(label) ? parseable : 'refused'),
    );
  }
  const text = JSON.stringify(base ?? { a: 1 });
  // Upload endpoints refuse unreadable content types (415); JSON ones find their fields missing.
  const unreadable = base ? 'refused' : 'any';
  add(who, 'text/plain body', raw('text/plain', text), onGet(unreadable));
  add(
    who,
    'XML body',
    raw(
      'application/xml',
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
    ),
    onGet(unreadable),
  );
  add(who, 'charset=koi8-r', raw('application/json; charset=koi8-r', text), onGet('refused'));
  add(
    who,
    'gzip garbage',
    raw('application/json', Buffer.from('not gzip at all'), { 'Content-Encoding': 'gzip' }),
    onGet('refused'),
  );
  add(
    who,
    'gzip bomb (10 MB inflated)',
    raw('application/json', gzipSync(Buffer.from(`{"a":"${'0'.repeat(10 * MB)}"}`)), {
      'Content-Encoding': 'gzip',
    }),
    onGet('refused'),
  );
  add(
    who,
    'unknown Content-Encoding',
    raw('application/json', text, { 'Content-Encoding': 'x-evil' }),
    onGet('refused'),
  );
  add(
    who,
    '10 MB body',
    raw('application/json', `{"a":"${'x'.repeat(10 * MB)}"}`),
    onGet('refused'),
  );
  add(
    who,
    'bogus bearer token and session cookie',
    (r) =>
      r
        .set({
          Authorization: `Bearer ${SQL[0]}`,
          Cookie: `stackfolio.sid=s%3A${encodeURIComponent(SQL[0])}`,
        })
        .send(base ? {} : undefined),
    base ? (spec.body!.required.length ? 'refused' : 'any') : 'any',
  );
  if (base && spec.body!.required.length) {
    add(
      who,
      'urlencoded with __proto__ keys, required fields missing',
      raw(
        'application/x-www-form-urlencoded',
        '__proto__%5BisAdmin%5D=true&constructor%5Bprototype%5D%5Bpolluted%5D=1&isAdmin=true',
      ),
    );
  }
}

/** Malformed and abusive multipart bodies for the upload endpoints. */
function multipartBodies(spec: EndpointCases, who: Who, base: Record<string, unknown>, add: Add) {
  const { fields } = spec.body!;
  const [firstField] = Object.keys(fields);
  const withBase = (r: Req, except?: string) => {
    for (const [k, v] of Object.entries(base)) {
      if (k !== except) r = r.field(k, Array.isArray(v) ? JSON.stringify(v) : String(v));
    }
    return r;
  };
  for (const [name, kind] of Object.entries(fields)) {
    const strings = FIELD_VALUES[kind].map((v) =>
      kind === 'list' && typeof v === 'object' && v ? JSON.stringify(v) : v,
    );
    for (const value of strings.filter((v): v is string => typeof v === 'string')) {
      add(who, `multipart ${name}=${short(value)}`, (r) => withBase(r, name).field(name, value));
    }
    add(who, `multipart ${name}[x]=object`, (r) => withBase(r, name).field(`${name}[x]`, 'v'));
  }
  add(who, 'multipart duplicate field', (r) =>
    withBase(r, firstField).field(firstField, 'a').field(firstField, 'b'),
  );
  add(who, 'multipart __proto__ field names', (r) =>
    withBase(r, firstField)
      .field('__proto__[polluted]', '1')
      .field('constructor[prototype][polluted]', '1')
      .field(firstField, 'x'.repeat(20_001)),
  );
  add(who, 'multipart sparse array index', (r) =>
    withBase(r, firstField).field(`${firstField}[99999999]`, 'x'),
  );
  add(who, 'multipart 31 fields', (r) => {
    for (let i = 0; i < 31; i += 1) r = r.field(`f${i}`, 'x');
    return r;
  });
  add(who, 'multipart 100 KB field', (r) =>
    withBase(r, firstField).field(firstField, 'x'.repeat(100_000)),
  );
  add(who, 'multipart unexpected file field', (r) =>
    withBase(r).attach('evil', Buffer.from('x'), 'evil.txt'),
  );
  add(who, 'multipart without boundary', raw('multipart/form-data', 'garbage'));
  const boundary = 'XyZ';
  add(
    who,
    'multipart truncated',
    raw(
      `multipart/form-data; boundary=${boundary}`,
      `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nTrunc`,
    ),
  );
  add(
    who,
    'multipart malformed part header',
    raw(
      `multipart/form-data; boundary=${boundary}`,
      `--${boundary}\r\nNo-Colon-Here\r\n\r\nx\r\n--${boundary}--\r\n`,
    ),
  );
  add(
    who,
    'multipart invalid UTF-8 field',
    raw(
      `multipart/form-data; boundary=${boundary}`,
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${firstField}"\r\n\r\n`,
        ),
        Buffer.from([0xff, 0xfe, 0xc3, 0x28]),
        Buffer.from(
          `\r\n--${boundary}\r\nContent-Disposition: form-data; name="${firstField}"\r\n\r\nx\r\n--${boundary}--\r\n`,
        ),
      ]),
    ),
  );
}
