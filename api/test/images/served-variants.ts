import type { Image } from '@stackfolio/contract';
import type { Express } from 'express';
import request from 'supertest';
import { inspectServed } from '../helpers/images';

/** Every URL of an image (fallback, each srcset entry of each format, the OG crop) with its width. */
export function imageUrls(image: Image): Array<{ url: string; width?: number; type: string }> {
  const parse = (srcset: string, type: string) =>
    srcset.split(', ').map((entry) => {
      const [url, w] = entry.split(' ');
      return { url, width: Number(w.replace('w', '')), type };
    });
  return [
    { url: image.src, width: image.width, type: '' },
    ...parse(image.srcset, ''),
    ...image.sources.flatMap((s) => parse(s.srcset, s.type)),
    ...(image.og ? [{ url: image.og, type: 'image/jpeg' }] : []),
  ];
}

/** Fetches every URL of an image and reads what each one carries. */
export async function fetchVariants(app: Express, image: Image) {
  const out = [];
  for (const v of imageUrls(image)) {
    const res = await request(app).get(v.url).buffer(true).expect(200);
    const body = Buffer.from(res.body as Buffer);
    out.push({
      ...v,
      contentType: res.headers['content-type'] as string,
      cacheControl: res.headers['cache-control'] as string,
      bytes: body.length,
      served: await inspectServed(body),
      body,
    });
  }
  return out;
}
