import { z } from 'zod';

/** GET /api/health: 200 `{ status: 'ok', database: 'up' }`, 503 when the database is down. */
export const healthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['up', 'down']),
  message: z.string().optional(),
});
export type HealthStatus = z.infer<typeof healthSchema>;

/** GET /api/health/live: the process serves requests (never touches the database). */
export const livenessSchema = z.object({ status: z.literal('ok') });
export type Liveness = z.infer<typeof livenessSchema>;

/** GET /api/health/ready: 200 when everything answers. */
export const readinessSchema = z.object({
  status: z.literal('ready'),
  database: z.literal('up'),
  migrations: z.literal('applied'),
  storage: z.literal('up'),
});
export type Readiness = z.infer<typeof readinessSchema>;

/** GET /api/health/ready: 503 (with Retry-After) and why. */
export const unreadinessSchema = z.object({
  status: z.literal('unavailable'),
  reason: z.enum(['shutting-down', 'database', 'migrations', 'storage']),
  message: z.string(),
  database: z.enum(['up', 'down']).optional(),
  storage: z.literal('down').optional(),
  pendingMigrations: z.array(z.string()).optional(),
});
export type Unreadiness = z.infer<typeof unreadinessSchema>;
