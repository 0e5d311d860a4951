import fs from 'node:fs';
import { gzipSync } from 'node:zlib';
import request from 'supertest';
import { PDF, filesUnder } from '../helpers/files';
import { createProject } from '../helpers/projects';
import { bearer, registerUser, setupTestApp } from '../helpers/test-app';

/** Words of zlib, Node and the libraries that must never reach a client. */
const INTERNAL =
  /header check|end of file|Z_[A-Z]+_ERROR|ENOENT|errno|stat '|\/tmp\/|node_modules/i;

describe('4xx bodies say what was wrong in the product words, never internal text', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  let token: string;
  beforeAll(async () => {
    t = await setupTestApp();
    ({ token } = await registerUser(t.app));
  });
  afterAll(() => t.done());

  const CORRUPT = {
    'gzip that is not gzip': ['gzip', Buffer.from('not gzip at all')],
    'deflate that is not deflate': ['deflate', Buffer.from('x'.repeat(70_000))],
    'truncated gzip': [
      'gzip',
      gzipSync('{"email":"a@b.co","password":"secret-1"}').subarray(0, 14),
    ],
  } as const;

  it.each(Object.entries(CORRUPT))(
    'answers a %s body with a readable 400',
    async (_n, [enc, body]) => {
      for (const url of ['/api/auth/login', '/api/projects/1/comments', '/api/client-errors']) {
        const res = await request(t.app)
          .post(url)
          .set(bearer(token))
          .set({ 'Content-Type': 'application/json', 'Content-Encoding': enc })
          .send(body);
        expect({ url, status: res.status, body: res.body }).toEqual({
          url,
          status: 400,
          body: {
            message:
              'The request body could not be decompressed: its Content-Encoding does not match it',
          },
        });
      }
    },
  );

  it('does not echo the name of an unexpected file field', async () => {
    const res = await request(t.app)
      .post('/api/projects')
      .set(bearer(token))
      .field('title', 'x')
      .attach('<img src=x onerror=alert(1)>', Buffer.from('x'), 'a.txt');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message:
        'Unexpected file field or more than one file: send at most one file each as "file" and "image"',
    });
  });

  it('does not echo a declared file type it refuses', async () => {
    const res = await request(t.app)
      .post('/api/projects')
      .set(bearer(token))
      .field('title', 'x')
      .attach('file', PDF, {
        filename: 'a.pdf',
        contentType: 'text/html',
      });
    expect(res.status).toBe(415);
    expect(res.body.message).not.toContain('text/html');
  });

  it('answers a download whose file is gone with the product words, not a server path', async () => {
    const project = await createProject(t.app, token);
    for (const file of filesUnder(t.uploadDir)) fs.rmSync(file);
    const res = await request(t.app).get(`/api/projects/${project.id}/download`);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(JSON.stringify(res.body)).not.toMatch(INTERNAL);
    expect(res.body.message).toMatch(/^[A-Z][^/]*$/);
  });
});
