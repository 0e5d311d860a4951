import type { ProjectDetail } from '@stackfolio/contract';
import request from 'supertest';
import type { Express } from 'express';
import { PDF, PNG } from './files';
import { bearer } from './test-app';

/** Creates a project through the API (a PDF file and a PNG image by default). */
export async function createProject(
  app: Express,
  token: string,
  fields: Record<string, string> = {},
  { file = true, image = true } = {},
) {
  let req = request(app).post('/api/projects').set(bearer(token));
  for (const [k, v] of Object.entries({ title: 'A project', ...fields })) req = req.field(k, v);
  if (file) req = req.attach('file', PDF, 'report.pdf');
  if (image) req = req.attach('image', PNG, 'cover.png');
  const res = await req.expect(201);
  return res.body as ProjectDetail;
}
