import { toHtml } from 'hast-util-to-html';
import mammoth from 'mammoth';
import { NoPreviewError } from './errors';
import { sanitizeDocument } from './sanitize-html';
import { assertInflatesWithin } from './zip';

/** mammoth holds the whole inflated document in memory; real documents are far below this. */
const DOCX_INFLATED_BYTES = 256 * 1024 * 1024;

/**
 * A Word document (docx) as safe HTML: converted by mammoth (headings, lists, tables, links,
 * embedded images as data: URLs), then sanitized like any untrusted HTML. A docx is a zip:
 * its entries are inflated and counted first, so a zip bomb stops at the cap, not in memory.
 */
export async function renderDocx(data: Buffer): Promise<string> {
  await assertInflatesWithin(data, DOCX_INFLATED_BYTES);
  let html: string;
  try {
    html = (await mammoth.convertToHtml({ buffer: data })).value;
  } catch (error) {
    throw new NoPreviewError(`The document could not be read: ${(error as Error).message}`);
  }
  return toHtml(sanitizeDocument(html));
}
