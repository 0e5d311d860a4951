import fs from 'node:fs';
import path from 'node:path';
import type request from 'supertest';

/** A real 1x1 PNG (half-transparent red; valid CRCs and zlib stream: the image pipeline decodes it). */
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b0000000d49444154089963f8cfc0d00000048101800e02c5240000000049454e44ae426082',
  'hex',
);
/** A real 1x1 GIF (a well-formed block structure: the upload checks walk it). */
export const GIF = Buffer.from(
  '47494638396101000100800000000000ffffff21f90401000000002c00000000010001000002024401003b',
  'hex',
);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
/** The start of a Linux executable. */
export const ELF = Buffer.concat([Buffer.from('7f454c46020101', 'hex'), Buffer.alloc(256, 1)]);
export const HTML = Buffer.from(
  '<!doctype html><html><body><script>alert(1)</script></body></html>',
);

/** Every file under the upload folder (temp files included). */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

/** A PDF-looking file of exactly `size` bytes, written to disk (for the large-upload tests). */
export function bigPdf(file: string, size: number): string {
  const fd = fs.openSync(file, 'w');
  fs.writeSync(fd, PDF);
  fs.ftruncateSync(fd, size);
  fs.closeSync(fd);
  return file;
}

/** Waits (up to ~2 s) for the request's temp files to be cleaned up, then lists what is left. */
export async function settledTempFiles(tempDir: string): Promise<string[]> {
  for (let i = 0; i < 100 && filesUnder(tempDir).length > 0; i += 1) {
    await new Promise((r) => setTimeout(r, 20));
  }
  return filesUnder(tempDir);
}

/** A supertest parser that reads any response as its bytes (text types too): `.parse(asBytes)`. */
export const asBytes = (res: request.Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};
