import { PROJECT_CONTENT_LIMITS, PROJECT_CONTENT_MESSAGES } from '@stackfolio/contract';
import { renderPdf, renderPreview } from '../src';
import { makePdf } from './support/files';

describe('renderPdf', () => {
  it("shows a PDF's text page by page, in paragraphs, as text (never markup)", async () => {
    const pdf = await makePdf([
      ['Quarterly report', 'Revenue grew by 12% <script>alert(1)</script> & more.'],
      ['Page two says hello.'],
    ]);

    const html = await renderPdf(pdf);

    expect(html).toContain('<h2 class="pdf-page-number">Page 1</h2><p>Quarterly report</p>');
    expect(html).toContain(
      '<p>Revenue grew by 12% &#x3C;script>alert(1)&#x3C;/script> &#x26; more.</p>',
    );
    expect(html).toContain('<h2 class="pdf-page-number">Page 2</h2><p>Page two says hello.</p>');
    expect(html).not.toContain('<script');
  });

  it(`shows the first ${PROJECT_CONTENT_LIMITS.pdfPages} pages of a longer PDF and says so`, async () => {
    const pages = Array.from({ length: PROJECT_CONTENT_LIMITS.pdfPages + 1 }, (_, i) => [
      `Text of page ${i + 1}`,
    ]);

    const html = await renderPdf(await makePdf(pages));

    expect(html).toContain(`Text of page ${PROJECT_CONTENT_LIMITS.pdfPages}</p>`);
    expect(html).not.toContain(`Text of page ${PROJECT_CONTENT_LIMITS.pdfPages + 1}<`);
    expect(html).toContain(PROJECT_CONTENT_MESSAGES.pdfPagesCut);
  });

  it('gives "No preview" for a PDF without text and for one that is not a PDF', async () => {
    const blank = await renderPreview({ name: 'scan.pdf', data: await makePdf([[]]) });
    const broken = await renderPreview({
      name: 'paper.pdf',
      data: Buffer.from('%PDF-1.7 nonsense'),
    });

    for (const result of [blank, broken])
      expect(result).toMatchObject({ kind: 'none', reason: PROJECT_CONTENT_MESSAGES.noPreview });
    expect(blank).toMatchObject({ detail: expect.stringContaining('no text') });
  });
});
