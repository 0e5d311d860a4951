import { z } from 'zod';
import { projectSchema } from './projects';
import { RESUME_TEMPLATES } from './resume-rules';

/** Formats the server builds (pdf and html are also printed or saved by the browser). */
export const SERVER_RESUME_FORMATS = ['docx', 'pdf'] as const;

/** POST /api/resume/generate: answered with the file (Content-Disposition names it). */
export const generateResumeRequestSchema = z.object({
  template: z.enum(RESUME_TEMPLATES, {
    error: `template must be one of ${RESUME_TEMPLATES.join(', ')}`,
  }),
  format: z.enum(SERVER_RESUME_FORMATS, { error: 'format must be docx or pdf' }),
});
export type GenerateResumeRequest = z.infer<typeof generateResumeRequestSchema>;

/** The fields of a project (docs/product.md §3) a resume reads. */
export const resumeProjectSchema = projectSchema.pick({
  id: true,
  title: true,
  description: true,
  tags: true,
  projectUrl: true,
  path: true,
});
export type ResumeProject = z.infer<typeof resumeProjectSchema>;

/** GET /api/resume/projects: the projects a resume lists, in order (docs/product.md §4). */
export const resumeProjectsResponseSchema = z.object({ items: z.array(resumeProjectSchema) });
export type ResumeProjectsResponse = z.infer<typeof resumeProjectsResponseSchema>;
