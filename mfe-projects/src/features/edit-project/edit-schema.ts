import { z } from 'zod';
import { MAX_TAGS, MAX_TITLE, PROJECT_MESSAGES, type ProjectDetail } from '@stackfolio/contract';
import { contentFields, projectUrlSchema } from '../upload';
import { draftsOfFiles, draftsOfImages } from '../project-content';

/** docs/product.md §5 edit project rules, with the server's messages. */
export const editProjectSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, PROJECT_MESSAGES.titleRequired)
    .max(MAX_TITLE, PROJECT_MESSAGES.titleTooLong),
  description: z.string(),
  projectUrl: z.string().trim().pipe(projectUrlSchema),
  tags: z.array(z.string()).max(MAX_TAGS, PROJECT_MESSAGES.tooManyTags),
  ...contentFields,
});

export type EditProjectInput = z.input<typeof editProjectSchema>;
export type EditProjectValues = z.output<typeof editProjectSchema>;

export function editDefaults(project: ProjectDetail): EditProjectInput {
  return {
    title: project.title ?? '',
    description: project.description ?? '',
    projectUrl: project.projectUrl ?? '',
    tags: project.tags ?? [],
    files: draftsOfFiles(project.files),
    images: draftsOfImages(project.images),
    writeup: project.writeup ?? '',
  };
}
