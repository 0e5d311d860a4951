import { RESUME_TEMPLATE_CAPS, type ResumeTemplate } from '@stackfolio/contract';

/** How each template looks on the server's .docx and .pdf; its caps are the contract's. */
const LOOKS = {
  modern: { accent: '2563EB', font: 'Helvetica' },
  classic: { accent: '000000', font: 'Times-Roman' },
  minimal: { accent: '444444', font: 'Helvetica' },
  creative: { accent: '9333EA', font: 'Helvetica' },
} as const;

export const TEMPLATES = {
  modern: { ...RESUME_TEMPLATE_CAPS.modern, ...LOOKS.modern },
  classic: { ...RESUME_TEMPLATE_CAPS.classic, ...LOOKS.classic },
  minimal: { ...RESUME_TEMPLATE_CAPS.minimal, ...LOOKS.minimal },
  creative: { ...RESUME_TEMPLATE_CAPS.creative, ...LOOKS.creative },
} satisfies Record<ResumeTemplate, unknown>;
export type TemplateName = ResumeTemplate;
