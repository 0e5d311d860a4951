import { z } from 'zod';

/**
 * A processed image as every page gets it: the fallback (JPEG, or PNG with
 * transparency) as `src`, `srcset`s per format for `<picture>`, its size for `width`/`height`,
 * and a blurred few-pixel preview to show while it loads. Variant URLs never change content
 * (a new image gets new URLs), so they are cached as immutable.
 */
export const imageSchema = z.object({
  src: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** `data:image/webp;base64,…`, a few hundred bytes. */
  placeholder: z.string(),
  /** Fallback srcset (`<url> <w>w, …`) for the `<img>`. */
  srcset: z.string(),
  /** Modern formats, best first (AVIF, WebP), for `<source type srcset>`. */
  sources: z.array(z.object({ type: z.string(), srcset: z.string() })),
  /** A 1200×630 crop for Open Graph (project and header images), else null. */
  og: z.string().nullable(),
});
export type Image = z.infer<typeof imageSchema>;
