import {
  ENDPOINTS,
  errorStatuses,
  escapeHtml,
  jsonSchemaOf,
  openApiDocument,
  type Endpoint,
} from '@stackfolio/contract';
import contractPackage from '@stackfolio/contract/package.json';
import { Router } from 'express';

const ACCESS: Record<Endpoint['access'], string> = {
  public: 'anyone',
  optional: 'anyone (a signed-in caller is recognised)',
  user: 'signed in (session cookie or bearer token)',
  admin: 'admins only',
};

const pre = (value: unknown) => `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;

function section(key: string, e: Endpoint): string {
  const [method, path] = key.split(' ');
  const id = escapeHtml(key.replace(/[^\w]+/g, '-'));
  const parts = [
    `<section aria-labelledby="${id}"><h3 id="${id}"><code>${escapeHtml(key)}</code></h3>`,
    `<p>${escapeHtml(e.summary)}</p>`,
    `<dl><dt>Who</dt><dd>${escapeHtml(ACCESS[e.access])}</dd>`,
    `<dt>Errors</dt><dd>${errorStatuses(method, path, e).join(', ') || 'none'}</dd></dl>`,
  ];
  if (e.query) parts.push('<h4>Query</h4>', pre(jsonSchemaOf(e.query, 'input')));
  if (e.body) {
    const kind = e.files ? `multipart, files: ${e.files.join(', ')}` : 'JSON';
    parts.push(`<h4>Body (${escapeHtml(kind)})</h4>`, pre(jsonSchemaOf(e.body, 'input')));
  }
  const answer =
    typeof e.answer === 'string'
      ? `<p>${escapeHtml(e.answer)}</p>`
      : pre(jsonSchemaOf(e.answer, 'output'));
  parts.push(`<h4>Answer (${e.status ?? 200})</h4>`, answer, '</section>');
  return parts.join('\n');
}

/** The reference page: every route, who may call it, its input, answer and errors. No scripts. */
export function apiReferencePage(): string {
  const toc = Object.keys(ENDPOINTS)
    .map(
      (key) =>
        `<li><a href="#${escapeHtml(key.replace(/[^\w]+/g, '-'))}">${escapeHtml(key)}</a></li>`,
    )
    .join('\n');
  const sections = Object.entries(ENDPOINTS).map(([key, e]) => section(key, e));
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<title>Stackfolio API reference</title></head><body><main>',
    '<h1>Stackfolio API reference</h1>',
    '<p>Generated from the contract package, like <a href="/api/openapi.json">the OpenAPI 3.1 document</a>.',
    'Errors answer <code>{ "message": "…", "fieldErrors"?: { "field": ["…"] } }</code>.</p>',
    `<nav aria-label="Routes"><h2>Routes</h2><ul>${toc}</ul></nav>`,
    '<h2>Routes in detail</h2>',
    ...sections,
    '</main></body></html>',
  ].join('\n');
}

/** GET /api/openapi.json and GET /api/docs, built once from @stackfolio/contract. */
export function apiDocsRouter(): Router {
  const router = Router();
  const document = openApiDocument(contractPackage.version);
  const page = apiReferencePage();
  router.get('/openapi.json', (_req, res) => {
    res.json(document);
  });
  router.get('/docs', (_req, res) => {
    res.type('html').send(page);
  });
  return router;
}
