import { execFileSync } from 'node:child_process';
import { ENDPOINTS } from '@stackfolio/contract';
import request from 'supertest';
import { declaredEndpoints } from '../security/walker';
import { setupTestApp } from '../helpers/test-app';

/**
 * Validates a document with @seriousme/openapi-schema-validator (ESM only, so in a child Node
 * process): `{ valid, version, errors }`.
 */
function validateOpenApi(document: unknown): {
  valid: boolean;
  version?: string;
  errors?: unknown;
} {
  const script = `
    import { Validator } from '@seriousme/openapi-schema-validator';
    let text = '';
    for await (const chunk of process.stdin) text += chunk;
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(text));
    process.stdout.write(JSON.stringify({ ...result, version: validator.version }));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    input: JSON.stringify(document),
    cwd: __dirname,
  });
  return JSON.parse(out.toString());
}

describe('GET /api/openapi.json and /api/docs', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  beforeAll(async () => {
    t = await setupTestApp();
  });
  afterAll(() => t.done());

  it('the contract lists exactly the routes the API declares', () => {
    const declared = declaredEndpoints(t.app).filter((key) =>
      key.split(' ')[1].startsWith('/api/'),
    );
    expect(declared).toEqual(Object.keys(ENDPOINTS).sort());
  });

  it('is a valid OpenAPI 3.1 document with every route, its errors and who may call it', async () => {
    const res = await request(t.app).get('/api/openapi.json').expect(200);
    expect(validateOpenApi(res.body)).toEqual({ valid: true, version: '3.1' });

    const operations = Object.entries(res.body.paths as Record<string, Record<string, unknown>>)
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    const expected = Object.keys(ENDPOINTS).map((key) => key.replace(/:(\w+)/g, '{$1}'));
    expect(operations).toEqual(expected.sort());

    const patchProfile = res.body.paths['/api/users/profile'].patch;
    expect(patchProfile).toMatchObject({
      'x-access': 'user',
      security: [{ session: [] }, { bearer: [] }],
      requestBody: {
        content: {
          'multipart/form-data': {
            schema: { properties: { bio: expect.anything(), avatar: { format: 'binary' } } },
          },
        },
      },
      responses: {
        200: { content: { 'application/json': { schema: expect.anything() } } },
        400: { $ref: '#/components/responses/E400' },
        401: { $ref: '#/components/responses/E401' },
      },
    });
    // The spec's limits travel with the schemas.
    const bio = patchProfile.requestBody.content['multipart/form-data'].schema.properties.bio;
    expect(JSON.stringify(bio)).toContain('"maxLength":500');
    expect(res.body.paths['/api/admin/stats'].get.responses).toHaveProperty('403');
  });

  it('a validator that accepts the document refuses a broken one', () => {
    expect(validateOpenApi({ openapi: '3.1.0', info: { title: 'x' }, paths: {} }).valid).toBe(
      false,
    );
  });

  it('/api/docs is a readable page naming every route, with no script', async () => {
    const res = await request(t.app).get('/api/docs').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.text).not.toMatch(/<script/i);
    expect(res.text).toContain('<h1>Stackfolio API reference</h1>');
    for (const key of Object.keys(ENDPOINTS)) expect(res.text).toContain(`<code>${key}</code>`);
    expect(res.text).toContain('&quot;maxLength&quot;: 500');
  });
});
