import { z } from 'zod';

/** docs/product.md §9 caps per template: how many projects, and tags per project. */
export const TEMPLATES = {
  modern: { projects: 4, tags: 5, accent: '2563EB', font: 'Helvetica' },
  classic: { projects: 5, tags: 6, accent: '000000', font: 'Times-Roman' },
  minimal: { projects: 4, tags: 4, accent: '444444', font: 'Helvetica' },
  creative: { projects: 3, tags: 4, accent: '9333EA', font: 'Helvetica' },
} as const;
export type TemplateName = keyof typeof TEMPLATES;

export const generateSchema = z.object({
  template: z.enum(Object.keys(TEMPLATES) as [TemplateName, ...TemplateName[]], {
    error: 'template must be one of modern, classic, minimal, creative',
  }),
  format: z.enum(['docx', 'pdf'], { error: 'format must be docx or pdf' }),
});
