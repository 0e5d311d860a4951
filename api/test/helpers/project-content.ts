import path from 'node:path';
import request from 'supertest';
import type { setupTestApp } from './test-app';
import { PNG, filesUnder, settledTempFiles } from './files';
import { bearer } from './test-app';

/** Small files of the formats a project takes beyond today's. */
export const PY = Buffer.from('def mean(xs):\n    return sum(xs) / len(xs)\n');
export const MD = Buffer.from('# Notes\n\nCafé ☕\n');
export const NOTEBOOK = Buffer.from(JSON.stringify({ cells: [], nbformat: 4, nbformat_minor: 5 }));

export type Part = [field: 'file' | 'image' | 'files' | 'images', bytes: Buffer, name: string];

type App = Awaited<ReturnType<typeof setupTestApp>>;

/** POST and PUT of projects with file parts, and what the store holds, for one user of `t`. */
export function projectContentClient(t: App, token: string) {
  const send = (
    req: request.Test,
    fields: Record<string, string>,
    parts: Part[],
    alts?: string[],
  ) => {
    for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
    if (alts) req = req.field('imageAlts', JSON.stringify(alts));
    for (const [field, bytes, name] of parts) req = req.attach(field, bytes, name);
    return req;
  };
  /** Stored files, temp files aside. */
  const stored = () =>
    filesUnder(t.uploadDir)
      .map((f) => path.relative(t.uploadDir, f))
      .filter((f) => !f.startsWith('tmp'))
      .sort();

  return {
    post: (parts: Part[], alts?: string[], fields: Record<string, string> = {}) =>
      send(
        request(t.app).post('/api/projects').set(bearer(token)),
        { title: 'Gallery', projectUrl: 'https://example.com/', ...fields },
        parts,
        alts,
      ),
    put: (id: number, parts: Part[], alts?: string[], fields: Record<string, string> = {}) =>
      send(request(t.app).put(`/api/projects/${id}`).set(bearer(token)), fields, parts, alts),
    stored,
    /** Refused with `status` and `message`: no row, no stored file, no temp file left. */
    async expectNothingStored(req: request.Test, status: number, message: string) {
      await t.settled();
      const before = { rows: await t.ctx.models.Project.count(), files: stored() };
      const res = await req.expect(status);
      expect(res.body.message).toBe(message);
      expect(await t.ctx.models.Project.count()).toBe(before.rows);
      expect(stored()).toEqual(before.files);
      expect(await settledTempFiles(t.ctx.storage.tempDir)).toEqual([]);
    },
    /** `n` small parts of one field. */
    many: (n: number, field: 'files' | 'images'): Part[] =>
      Array.from({ length: n }, (_, i) =>
        field === 'files' ? [field, PY, `step${i}.py`] : [field, PNG, `shot${i}.png`],
      ),
  };
}
