import { NoPreviewError, renderDocx } from '../src';
import { makeDocx } from './support/docx';
import { makeZip } from './support/files';
import { unsafeParts } from './support/safe-html';

describe('renderDocx', () => {
  it('shows the heading, text, table, link and embedded image of a Word document', async () => {
    const html = await renderDocx(await makeDocx());

    expect(html).toContain('<h1>Quarterly report</h1>');
    expect(html).toContain('Sales grew in every region.');
    expect(html).toMatch(/<table>[\s\S]*Region[\s\S]*North/);
    expect(html).toContain(
      '<a href="https://example.com/data" rel="nofollow ugc noopener">the data</a>',
    );
    expect(html).toMatch(/<img alt="A dot" src="data:image\/png;base64,[^"]+">/);
    expect(unsafeParts(html)).toEqual([]);
  });

  it('shows markup typed in the document as text and drops a javascript: link', async () => {
    const html = await renderDocx(
      await makeDocx({ text: '<script>alert(1)</script>', link: 'javascript:alert(2)' }),
    );

    expect(html).toContain('&#x3C;script>alert(1)&#x3C;/script>');
    expect(unsafeParts(html)).toEqual([]);
  });

  it('throws NoPreviewError for a zip that is not a Word document', async () => {
    const zip = await makeZip({ 'notes.txt': 'hello' });

    await expect(renderDocx(zip)).rejects.toBeInstanceOf(NoPreviewError);
  });

  it('throws NoPreviewError for bytes that are not a zip', async () => {
    await expect(renderDocx(Buffer.from('not a document'))).rejects.toBeInstanceOf(NoPreviewError);
  });
});
