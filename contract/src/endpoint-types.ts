import type { z } from 'zod';

/** Who may call: anyone; anyone, but a signed-in caller gets more; a signed-in user; an admin. */
export type Access = 'public' | 'optional' | 'user' | 'admin';

/** One route of the API, as the OpenAPI document and the reference page describe it. */
export interface Endpoint {
  summary: string;
  access: Access;
  query?: z.ZodObject;
  /** Path parameters that are text (a handle, a slug); the others are integer ids. */
  textParams?: string[];
  body?: z.ZodType;
  /** The body is multipart/form-data (with file parts named here). */
  files?: string[];
  /** Those of `files` that may be sent more than once. */
  repeatedFiles?: string[];
  /** The success answer: a JSON schema, a file download, a Server-Sent Events stream, a redirect or nothing. */
  answer: z.ZodType | 'file' | 'events' | 'redirect' | 'empty';
  status?: number;
  /** Error statuses besides those the rest implies (400 for input, 401/403 for access, 404 for ids). */
  errors?: number[];
}
