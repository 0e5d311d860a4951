import { PROJECT_CONTENT_LIMITS, PROJECT_CONTENT_MESSAGES } from '@stackfolio/contract';
import { renderPreview } from '../src';
import { makeDocx } from './support/docx';
import { codeCell, makePdf, makeZip, notebookJson } from './support/files';

const preview = (name: string, data: string | Buffer) =>
  renderPreview({ name, data: Buffer.from(data) });

const noPreview = { kind: 'none', reason: PROJECT_CONTENT_MESSAGES.noPreview };

describe('renderPreview', () => {
  it('shows code highlighted in the language of its extension, with line anchors', async () => {
    const result = await preview('train.py', 'def fit():\n    pass\n');

    expect(result.kind).toBe('code');
    expect('html' in result && result.html).toContain('<span class="hljs-keyword">def</span>');
    expect('html' in result && result.html).toContain('id="L2"');
  });

  it('shows JSON as code and text as a plain listing', async () => {
    const json = await preview('data.json', '{"a": 1}');
    const text = await preview('notes.txt', 'if x then y');

    expect(json).toMatchObject({ kind: 'code', html: expect.stringContaining('hljs-attr') });
    expect(text).toMatchObject({ kind: 'text', html: expect.not.stringContaining('hljs-') });
  });

  it('renders Markdown, a notebook, CSV, TSV and docx by their kind', async () => {
    const results = await Promise.all([
      preview('README.md', '# Title'),
      preview('analysis.ipynb', notebookJson([codeCell('x = 1')])),
      preview('sales.csv', 'a,b\n1,2'),
      preview('sales.tsv', 'a\tb\n1\t2'),
      preview('report.docx', await makeDocx()),
    ]);

    expect(results.map((r) => r.kind)).toEqual(['markdown', 'notebook', 'csv', 'csv', 'docx']);
    expect(results.map((r) => ('html' in r ? r.html : ''))).toEqual([
      expect.stringContaining('<h1 id="title">'),
      expect.stringContaining('In [1]:'),
      expect.stringContaining('<td>2</td>'),
      expect.stringContaining('<td>2</td>'),
      expect.stringContaining('<h1>Quarterly report</h1>'),
    ]);
  });

  it('gives a PDF kind "pdf" and its text', async () => {
    expect(await preview('paper.pdf', await makePdf([['Abstract: we measure.']]))).toEqual({
      kind: 'pdf',
      html: expect.stringContaining('<p>Abstract: we measure.</p>'),
    });
  });

  it('lists a zip as a tree whose links are entry paths, each segment URL-encoded', async () => {
    const zip = await makeZip({ 'src/': '', 'src/my file#1.py': 'x', 'ab:c.txt': 'y' });

    const result = await preview('code.zip', zip);

    expect(result.kind).toBe('zip');
    const html = 'html' in result ? result.html : '';
    expect(html).toContain('<span class="zip-name">src/</span>');
    expect(html).toContain('<a class="zip-name" href="src/my%20file%231.py">my file#1.py</a>');
    expect(html).toContain('href="ab%3Ac.txt"');
    expect(html).toContain('<span class="zip-size">1 bytes</span>');
  });

  it.each([
    ['a name with no preview', 'setup.exe', 'MZ'],
    ['a .doc', 'old.doc', 'x'],
    ['code that is not UTF-8', 'main.py', Buffer.from([0x70, 0xff, 0xfe, 0x00])],
    ['an invalid notebook', 'broken.ipynb', '{"cells": ['],
    ['a broken zip', 'code.zip', 'PK not really'],
    ['a broken docx', 'report.docx', 'not a document'],
    ['a CSV with an unclosed quote', 'data.csv', 'a\n"b'],
  ])('answers "%s" with kind none and the no-preview message', async (_name, name, data) => {
    expect(await preview(name, data)).toMatchObject(noPreview);
  });

  it('gives no preview for text over its cap', async () => {
    const big = Buffer.alloc(PROJECT_CONTENT_LIMITS.previewTextBytes + 1, 'a');

    expect(await preview('big.txt', big)).toMatchObject({
      ...noPreview,
      detail: expect.stringMatching(/over/),
    });
  });

  it('shows a Markdown file longer than a write-up as its highlighted source', async () => {
    const long = '# Notes\n\n' + 'word '.repeat(PROJECT_CONTENT_LIMITS.writeup / 5);

    const result = await preview('NOTES.md', long);

    expect(result.kind).toBe('markdown');
    expect('html' in result && result.html).toContain('<table class="code-listing hljs">');
  });
});
