import { RESUME_TEMPLATES, RESUME_TEMPLATE_CAPS, type ResumeTemplate } from '@stackfolio/contract';

/**
 * The resume generator's facts from docs/product.md §4, §8 and §9, in one place: the page, its exports and
 * their tests all import them from here.
 */

export const TEMPLATE_IDS = RESUME_TEMPLATES;
export type TemplateId = ResumeTemplate;

export const FORMAT_IDS = ['pdf', 'docx', 'html'] as const;
export type FormatId = (typeof FORMAT_IDS)[number];

export const DEFAULT_TEMPLATE: TemplateId = 'modern';
export const DEFAULT_FORMAT: FormatId = 'pdf';

/** docs/product.md §9: how many projects, and how many tags per project, each template shows. */
export const TEMPLATE_CAPS: Record<TemplateId, { projects: number; tagsPerProject: number }> =
  RESUME_TEMPLATE_CAPS;

export const TEMPLATE_OPTIONS: Record<TemplateId, { label: string; description: string }> = {
  modern: { label: 'Modern', description: 'Accent header with a two-column layout' },
  classic: { label: 'Classic', description: 'Centred serif layout with ruled sections' },
  minimal: { label: 'Minimal', description: 'Quiet type and generous white space' },
  creative: { label: 'Creative', description: 'Coloured sidebar with a monogram' },
};

export const FORMAT_OPTIONS: Record<FormatId, { label: string; description: string }> = {
  pdf: { label: 'PDF', description: 'Print it or save it as PDF' },
  docx: { label: 'Word (DOCX)', description: 'An editable document' },
  html: { label: 'HTML', description: 'A standalone web page' },
};

/** docs/product.md §7/§9: pdf export prints after this delay, on letter paper with these margins. */
export const PRINT_DELAY_MS = 500;
export const PRINT_PAGE_SIZE = 'letter';
export const PRINT_MARGIN = '0.5in';

/** docs/product.md §2 and §3. */
export const LOGIN_REQUIRED_TEXT = 'Please log in to access the resume generator';
export const JOB_TITLE_FALLBACK = 'IT Professional';

/** docs/product.md §8 toasts (title / description). Descriptions the spec leaves open are ours. */
export const MESSAGES = {
  generationFailed: {
    title: 'Generation Failed',
    description: 'Failed to generate resume. Please try again.',
  },
  generated: { title: 'Resume Generated' },
  projectsNotLoaded: {
    title: 'Projects Not Loaded',
    description: 'Your project list failed to load. Press Retry in the preview, then try again.',
  },
  profileRequired: {
    title: 'Profile Required',
    description: 'Please complete your profile before generating a resume.',
  },
  linkCopied: { title: 'Link Copied', description: 'Resume link copied to clipboard' },
  copyFailed: {
    title: 'Failed to copy',
    description: 'Could not copy the profile link. Please try again.',
  },
} as const;

/** Our copy for the success toast of each format (the spec gives only the title). */
export const GENERATED_DESCRIPTIONS: Record<FormatId, string> = {
  pdf: 'Choose "Save as PDF" in the print dialog to keep a copy.',
  docx: 'Your Word document has been downloaded.',
  html: 'Your web page resume has been downloaded.',
};
