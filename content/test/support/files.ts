import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { ZipFile } from 'yazl';

/** A 1×1 PNG, base64. */
export const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** A zip built with yazl from `entries` (name → content; a name ending in `/` is a folder). */
export function makeZip(
  entries: Record<string, string | Buffer>,
  compress = true,
): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, content] of Object.entries(entries)) {
    if (name.endsWith('/')) zip.addEmptyDirectory(name);
    else zip.addBuffer(Buffer.from(content), name, { compress });
  }
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/** A temporary folder for one test file, removed by the returned cleanup. */
export function tempFolder(): { file: (name: string, data: Buffer) => string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'content-test-'));
  return {
    file: (name, data) => {
      const file = path.join(dir, name);
      writeFileSync(file, data);
      return file;
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** An nbformat 4 notebook's JSON from its cells. */
export function notebookJson(cells: unknown[], language = 'python'): string {
  return JSON.stringify({
    nbformat: 4,
    nbformat_minor: 5,
    metadata: { kernelspec: { name: 'python3', display_name: 'Python 3', language } },
    cells,
  });
}

export const codeCell = (source: string, outputs: unknown[] = [], count: number | null = 1) => ({
  cell_type: 'code',
  execution_count: count,
  metadata: {},
  source,
  outputs,
});

export const markdownCell = (source: string | string[]) => ({
  cell_type: 'markdown',
  metadata: {},
  source,
});

/** A PDF made with pdfkit: one page per entry of `pages`, each a list of paragraphs. */
export function makePdf(pages: string[][]): Promise<Buffer> {
  const doc = new PDFDocument({ compress: false });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  pages.forEach((paragraphs, i) => {
    if (i > 0) doc.addPage();
    for (const paragraph of paragraphs) doc.fontSize(12).text(paragraph).moveDown(2);
  });
  doc.end();
  return done;
}
