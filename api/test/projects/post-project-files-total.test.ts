import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { PROJECT_CONTENT_LIMITS, PROJECT_CONTENT_MESSAGES } from '@stackfolio/contract';
import { bigPdf, filesUnder, settledTempFiles } from '../helpers/files';
import { bearer, registerUser, setupTestApp } from '../helpers/test-app';

describe('the 200 MB a project’s files may hold together', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  let token: string;
  let scratch: string;
  beforeAll(async () => {
    t = await setupTestApp();
    ({ token } = await registerUser(t.app));
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'stackfolio-total-'));
  });
  afterAll(async () => {
    fs.rmSync(scratch, { recursive: true, force: true });
    await t.done();
  });

  it('refuses files over 200 MB together with 413 as they stream in, storing nothing', async () => {
    const { fileBytes, filesTotalBytes } = PROJECT_CONTENT_LIMITS;
    // Four files of 50 MB fill the 200 MB; one more byte is over.
    const full = Array.from({ length: filesTotalBytes / fileBytes }, (_, i) =>
      bigPdf(path.join(scratch, `part${i}.pdf`), fileBytes),
    );
    const extra = bigPdf(path.join(scratch, 'extra.pdf'), 1024);
    const rows = await t.ctx.models.Project.count();
    let req = request(t.app)
      .post('/api/projects')
      .set(bearer(token))
      .field('title', 'Too much')
      .field('projectUrl', 'https://example.com/');
    for (const file of [...full, extra]) req = req.attach('files', file);
    const res = await req.expect(413);
    expect(res.body.message).toBe(PROJECT_CONTENT_MESSAGES.filesTooLarge);
    expect(await t.ctx.models.Project.count()).toBe(rows);
    expect(await settledTempFiles(t.ctx.storage.tempDir)).toEqual([]);
    expect(
      filesUnder(t.uploadDir).filter((f) => f.includes(`${path.sep}files${path.sep}`)),
    ).toEqual([]);
  });
});
