import { z } from 'zod';

/** SPEC §2 analytics ranges, in days (null = all time). */
export const RANGES = { '7days': 7, '30days': 30, '90days': 90, '1year': 365, all: null } as const;
export type RangeKey = keyof typeof RANGES;

export const rangeSchema = z.object({
  range: z
    .enum(Object.keys(RANGES) as [RangeKey, ...RangeKey[]], { error: 'range must be one of 7days, 30days, 90days, 1year, all' })
    .default('all'),
});

const id = (label: string) =>
  z.coerce.number({ error: `${label} must be a number` }).int({ error: `${label} must be a whole number` }).positive({ error: `${label} must be positive` });

/**
 * SPEC §3 view payload. Only the target and referrer are used: the viewer comes from the
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
