import { PROJECT_CONTENT_LIMITS, PROJECT_CONTENT_MESSAGES } from '@stackfolio/contract';
import type { Element, ElementContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import path from 'node:path';
import { NoPreviewError } from './errors';

const element = (
  tagName: string,
  children: ElementContent[],
  properties: Element['properties'] = {},
): Element => ({ type: 'element', tagName, properties, children });

const text = (value: string): ElementContent => ({ type: 'text', value });

interface TextRun {
  str: string;
  hasEOL: boolean;
  /** The glyphs' transform: [4] is x, [5] the baseline's y (PDF space: y grows upwards). */
  transform: number[];
  height: number;
}

/** A page's text items as paragraphs: lines end at an EOL mark or a new baseline; a gap wider than a line starts a paragraph. */
function paragraphs(items: TextRun[]): string[] {
  const result: string[] = [];
  let paragraph: string[] = [];
  let line = '';
  let lastY: number | null = null;
  let lastHeight = 0;
  const endLine = () => {
    if (line.trim()) paragraph.push(line.trim());
    line = '';
  };
  const endParagraph = () => {
    endLine();
    if (paragraph.length) result.push(paragraph.join(' '));
    paragraph = [];
  };
  for (const item of items) {
    const y = item.transform[5];
    if (item.str && lastY !== null && Math.abs(y - lastY) > 1) {
      const gap = Math.abs(lastY - y);
      if (gap > Math.max(lastHeight, item.height) * 1.8) endParagraph();
      else endLine();
    }
    line += item.str;
    if (item.str) {
      lastY = y;
      lastHeight = item.height;
    }
    if (item.hasEOL) endLine();
  }
  endParagraph();
  return result;
}

/** pdf.js ships ES modules only: loaded once, on the first PDF. */
let pdfjs: Promise<typeof import('pdfjs-dist/legacy/build/pdf.mjs')> | null = null;
const standardFontDataUrl =
  path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts') + path.sep;

/**
 * A PDF's text, page by page (the first PROJECT_CONTENT_LIMITS.pdfPages pages), as headed
 * sections of paragraphs: readable in the page and by crawlers, with nothing of the file run or
 * embedded. pdf.js parses it with script evaluation off. A PDF without text (scanned pages) or
 * one pdf.js cannot read throws NoPreviewError.
 */
export async function renderPdf(data: Buffer): Promise<string> {
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  const { getDocument } = await pdfjs;
  const task = getDocument({
    data: new Uint8Array(data),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    standardFontDataUrl,
    verbosity: 0,
  });
  try {
    let pdf;
    try {
      pdf = await task.promise;
    } catch (error) {
      throw new NoPreviewError(`The PDF could not be read: ${(error as Error).message}`);
    }
    const shown = Math.min(pdf.numPages, PROJECT_CONTENT_LIMITS.pdfPages);
    const pages: Element[] = [];
    let any = false;
    for (let n = 1; n <= shown; n += 1) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      page.cleanup();
      const items = content.items.flatMap((item) => ('str' in item ? [item] : []));
      const paras = paragraphs(items);
      any ||= paras.length > 0;
      pages.push(
        element(
          'section',
          [
            element('h2', [text(`Page ${n}`)], { className: ['pdf-page-number'] }),
            ...paras.map((p) => element('p', [text(p)])),
          ],
          { className: ['pdf-page'] },
        ),
      );
    }
    if (!any) throw new NoPreviewError('The PDF has no text (its pages may be scanned images)');
    const children: ElementContent[] = [...pages];
    if (pdf.numPages > shown)
      children.push(
        element('p', [text(PROJECT_CONTENT_MESSAGES.pdfPagesCut)], { className: ['table-note'] }),
      );
    return toHtml(element('div', children, { className: ['pdf-text'] }));
  } finally {
    await task.destroy();
  }
}
