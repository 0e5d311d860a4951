import { z } from 'zod';
import { projectSchema } from './projects';

/** docs/product.md §9: how many projects, and tags per project, each resume template shows. */
export const RESUME_TEMPLATE_CAPS = {
  modern: { projects: 4, tagsPerProject: 5 },
  classic: { projects: 5, tagsPerProject: 6 },
  minimal: { projects: 4, tagsPerProject: 4 },
  creative: { projects: 3, tagsPerProject: 4 },
} as const;
export type ResumeTemplate = keyof typeof RESUME_TEMPLATE_CAPS;
export const RESUME_TEMPLATES = Object.keys(RESUME_TEMPLATE_CAPS) as [
  ResumeTemplate,
  ...ResumeTemplate[],
];

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
});
export type ResumeProject = z.infer<typeof resumeProjectSchema>;

/** GET /api/resume/projects: the projects a resume lists, in order (docs/product.md §4). */
export const resumeProjectsResponseSchema = z.object({ items: z.array(resumeProjectSchema) });
export type ResumeProjectsResponse = z.infer<typeof resumeProjectsResponseSchema>;
