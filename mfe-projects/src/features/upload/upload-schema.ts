import { z } from 'zod';
import {
  MAX_TAGS,
  PROJECT_CONTENT_LIMITS,
  PROJECT_CONTENT_MESSAGES,
  PROJECT_MESSAGES,
} from '@stackfolio/contract';
import { MESSAGES } from '../../constants';
import { altError, filesError, type DraftFile, type DraftImage } from '../project-content';

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
  z.url({ protocol: /^https?$/, error: PROJECT_MESSAGES.invalidUrl }),
]);

/** The files, gallery and write-up of a project form, checked with the server's rules and messages. */
export const contentFields = {
  files: z.array(z.custom<DraftFile>()).superRefine((files, ctx) => {
    const error = filesError(files);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  }),
  images: z
    .array(z.custom<DraftImage>())
    .max(PROJECT_CONTENT_LIMITS.images, PROJECT_CONTENT_MESSAGES.tooManyImages)
    .superRefine((images, ctx) => {
      const error = images.map((i) => altError(i.alt)).find(Boolean);
      if (error) ctx.addIssue({ code: 'custom', message: error });
    }),
  writeup: z.string().max(PROJECT_CONTENT_LIMITS.writeup, PROJECT_CONTENT_MESSAGES.writeupTooLong),
};

/**
 * docs/product.md §5 upload rules. A title (trimmed) and either a file or a URL are required; that failure is
 * reported on `title` and shown as the 'Missing required fields' toast.
 */
export const uploadSchema = z
  .object({
    title: z.string().trim(),
    description: z.string(),
    tags: z
      .string()
      .refine((text) => parseTags(text).length <= MAX_TAGS, PROJECT_MESSAGES.tooManyTags),
    projectUrl: z.string().trim().pipe(projectUrlSchema),
    ...contentFields,
  })
  .superRefine((values, ctx) => {
    if (!values.title || (!values.files.length && !values.projectUrl)) {
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
  files: [],
  images: [],
  writeup: '',
};
