import { generateResumeRequestSchema, type ResumeProjectsResponse } from '@stackfolio/contract';
import { Router } from 'express';
import type { AppContext } from '../../context';
import { requireAuth, userIdOf } from '../auth';
import { loadResumeData, resumeFileName, resumeProjects } from './resume.data';
import { renderDocx } from './resume.docx';
import { renderPdf } from './resume.pdf';
import { createResumeRepository } from './resume.repository';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * POST /api/resume/generate: the signed-in user's resume as .docx or .pdf.
 * GET /api/resume/projects: the projects a resume lists, in order, for the browser's formats.
 */
export function resumeRouter(ctx: AppContext): Router {
  const router = Router();
  const repo = createResumeRepository(ctx.models);
  router.get('/projects', requireAuth, async (req, res) => {
    res.json({
      items: await resumeProjects(repo, userIdOf(req)),
    } satisfies ResumeProjectsResponse);
  });
  router.post('/generate', requireAuth, async (req, res) => {
    const { template, format } = generateResumeRequestSchema.parse(req.body ?? {});
    const data = await loadResumeData(repo, userIdOf(req), template, ctx.config.publicUrl);
    const body = format === 'docx' ? await renderDocx(data) : await renderPdf(data);
    res.attachment(resumeFileName(data.name, format));
    res.type(format === 'docx' ? DOCX_TYPE : 'application/pdf');
    res.send(body);
  });
  return router;
}
