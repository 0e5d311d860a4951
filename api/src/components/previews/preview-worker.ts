import { parentPort } from 'node:worker_threads';
import { readZipEntry, renderMarkdown, renderPreview, type Preview } from '@stackfolio/content';
import { galleryImageUrl, type GalleryImage } from './gallery-images';

/**
 * A file to preview, one entry of a zip archive (read without unpacking it to disk), or a
 * project's write-up with the gallery its images may come from.
 */
export type PreviewJob =
  | { name: string; data: Uint8Array }
  | { name: string; data: Uint8Array; entry: string; maxBytes: number }
  | { markdown: string; gallery: GalleryImage[] };

async function run(job: PreviewJob): Promise<Preview> {
  if ('markdown' in job)
    return {
      kind: 'markdown',
      html: renderMarkdown(job.markdown, { imageUrl: galleryImageUrl(job.gallery) }),
    };
  const data = Buffer.from(job.data.buffer, job.data.byteOffset, job.data.byteLength);
  if (!('entry' in job)) return renderPreview({ name: job.name, data });
  const inner = await readZipEntry(data, job.entry, job.maxBytes);
  return renderPreview({ name: job.entry.split('/').pop() ?? job.entry, data: inner });
}

// Conversions run here, off the server's event loop: a 20 MB notebook takes seconds of CPU.
parentPort?.on('message', (job: PreviewJob) => {
  run(job).then(
    (preview) => parentPort!.postMessage({ ok: true, preview }),
    (err: unknown) =>
      parentPort!.postMessage({
        ok: false,
        message: err instanceof Error ? err.message : String(err),
      }),
  );
});
