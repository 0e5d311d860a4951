import { z } from 'zod';
import { CLIENT_PARTS } from './remotes';

/** POST /api/client-errors: what the browser reports when a remote fails to load or a page crashes. */
export const clientErrorRequestSchema = z.object({
  remote: z.enum(CLIENT_PARTS).optional(),
  message: z.string().trim().min(1).max(2000),
  url: z.string().max(2000).optional(),
  release: z.string().max(100).optional(),
});
export type ClientErrorRequest = z.infer<typeof clientErrorRequestSchema>;
