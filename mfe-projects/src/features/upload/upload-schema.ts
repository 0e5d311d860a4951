import { z } from 'zod';
import { MAX_TAGS, MESSAGES } from '../../constants';

/** "a, b , ,c" → ["a", "b", "c"]: trimmed, empties dropped (docs/product.md §5), duplicates dropped. */
export function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ];
}

/** http(s) only: the link is opened for other people, so no javascript: or data: URLs. */
export const projectUrlSchema = z.union([
  z.literal(''),
  z.url({ protocol: /^https?$/, error: MESSAGES.invalidUrl }),
]);

/**
 * docs/product.md §5 upload rules. A title (trimmed) and either a file or a URL are required; that failure is
 * reported on `title` and shown as the 'Missing required fields' toast.
 */
export const uploadSchema = z
  .object({
    title: z.string().trim(),
    description: z.string(),
    tags: z.string().refine((text) => parseTags(text).length <= MAX_TAGS, MESSAGES.tooManyTags),
    projectUrl: z.string().trim().pipe(projectUrlSchema),
    file: z.instanceof(File).nullable(),
    image: z.instanceof(File).nullable(),
  })
  .superRefine((values, ctx) => {
    if (!values.title || (!values.file && !values.projectUrl)) {
      ctx.addIssue({ code: 'custom', path: ['title'], message: MESSAGES.missingFieldsDescription });
    }
  });

export type UploadInput = z.input<typeof uploadSchema>;
export type UploadValues = z.output<typeof uploadSchema>;

export const EMPTY_UPLOAD: UploadInput = {
  title: '',
  description: '',
  tags: '',
  projectUrl: '',
  file: null,
  image: null,
};
