import { z } from 'zod';

/** docs/product.md §2 analytics ranges, in days (null = all time). */
export const RANGES = { '7days': 7, '30days': 30, '90days': 90, '1year': 365, all: null } as const;
export type RangeKey = keyof typeof RANGES;

export const rangeSchema = z.object({
  range: z
    .enum(Object.keys(RANGES) as [RangeKey, ...RangeKey[]], {
      error: 'range must be one of 7days, 30days, 90days, 1year, all',
    })
    .default('all'),
});

/**
 * An id as a JSON number or digits in a string. Not z.coerce: that turned `true` into 1 and
 * `[5]` into 5, so a wrong-typed payload was counted as a view of user or project 1 or 5.
 */
const id = (label: string) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^-?\d+(\.\d+)?$/),
      ],
      { error: `${label} must be a number` },
    )
    .transform(Number)
    .pipe(
      z
        .number()
        .int({ error: `${label} must be a whole number` })
        .positive({ error: `${label} must be positive` })
        .max(2_147_483_647, { error: `${label} is out of range` }),
    );

/**
 * docs/product.md §3 view payload. Only the target and referrer are used: the viewer comes from the
 * session, the IP and country from the connection; the rest is accepted and ignored.
 */
const common = {
  viewerUserId: z.unknown().optional(),
  userAgent: z.string().max(1000).optional().nullable(),
  referrer: z.string().max(2000, { error: 'referrer is too long' }).optional().nullable(),
  ipAddress: z.unknown().optional(),
  country: z.unknown().optional(),
  city: z.unknown().optional(),
};
export const portfolioViewSchema = z.object({ userId: id('userId'), ...common });
export const projectViewSchema = z.object({ projectId: id('projectId'), ...common });
