import { z } from 'zod';
import type { Project } from '@stackfolio/shared-ui';
import { MAX_TAGS, MAX_TITLE_LENGTH, MESSAGES } from '../../constants';
import { projectUrlSchema } from '../upload';

/** docs/product.md §5 edit project rules. */
export const editProjectSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, MESSAGES.titleRequired)
    .max(MAX_TITLE_LENGTH, MESSAGES.titleTooLong),
  description: z.string(),
  projectUrl: z.string().trim().pipe(projectUrlSchema),
  tags: z.array(z.string()).max(MAX_TAGS, MESSAGES.tooManyTags),
  file: z.instanceof(File).nullable(),
  image: z.instanceof(File).nullable(),
  removeFile: z.boolean(),
  removeImage: z.boolean(),
});

export type EditProjectInput = z.input<typeof editProjectSchema>;
export type EditProjectValues = z.output<typeof editProjectSchema>;

export function editDefaults(project: Project): EditProjectInput {
  return {
    title: project.title ?? '',
    description: project.description ?? '',
    projectUrl: project.projectUrl ?? '',
    tags: project.tags ?? [],
    file: null,
    image: null,
    removeFile: false,
    removeImage: false,
  };
}
