// No zod here: the pages run these (see handle-rules.ts).

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
