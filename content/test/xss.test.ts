import { renderDocx, renderMarkdown, renderNotebook, renderPreview, renderTable } from '../src';
import { makeDocx } from './support/docx';
import { codeCell, makeZip, markdownCell, notebookJson } from './support/files';
import { unsafeParts } from './support/safe-html';

/** Attempts to run script, load another origin or restyle the page, as a visitor could type them. */
const VECTORS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '[a](javascript:alert(1))',
  '[a](JaVaScRiPt:alert(1))',
  '[e](javas&#99;ript:alert(1))',
  '[ref]\n\n[ref]: javascript:alert(1)',
  '<javascript:alert(1)>',
  '[v](vbscript:msgbox(1))',
  '[d](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">t</a>',
  '[t](jav&#x09;ascript:alert(1))',
  '<a href="//evil.example" onclick="steal()">y</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<form action="https://evil.example"><input name="password"></form>',
  '<style>body { display: none }</style>',
  '<div style="background:url(javascript:alert(1))">z</div>',
  '<svg onload=alert(1)><circle r="5"/></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<base href="https://evil.example/">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '![track](https://evil.example/pixel.png)',
  'https://evil.example/page and www.evil.example',
];

const htmlOf = async (preview: ReturnType<typeof renderPreview>) => {
  const result = await preview;
  return 'html' in result ? result.html : '';
};

const zipEntryName = (vector: string) => `dir/${vector.replace(/^\/+|\/\.\.|\.\.\/|\\/g, '_')}`;

/** Where a visitor's text reaches a preview. */
const CONTEXTS: Record<string, (vector: string) => string | Promise<string>> = {
  'Markdown write-up': (v) => renderMarkdown(v),
  'Markdown list item in a quote': (v) => renderMarkdown(`> - ${v}`),
  'notebook Markdown cell': (v) => renderNotebook(notebookJson([markdownCell(v)])),
  'notebook text/html output': (v) =>
    renderNotebook(
      notebookJson([codeCell('x', [{ output_type: 'display_data', data: { 'text/html': v } }])]),
    ),
  'notebook text/markdown output': (v) =>
    renderNotebook(
      notebookJson([
        codeCell('x', [{ output_type: 'display_data', data: { 'text/markdown': [v] } }]),
      ]),
    ),
  'notebook code and stream output': (v) =>
    renderNotebook(
      notebookJson([codeCell(v, [{ output_type: 'stream', name: 'stdout', text: v }])]),
    ),
  'CSV cell': (v) => renderTable(`header\n"${v.replace(/"/g, '""')}"`, ','),
  'zip entry name': async (v) =>
    htmlOf(renderPreview({ name: 'code.zip', data: await makeZip({ [zipEntryName(v)]: 'x' }) })),
  'code file': (v) => htmlOf(renderPreview({ name: 'page.html', data: Buffer.from(v) })),
  'docx text': async (v) => renderDocx(await makeDocx({ text: v })),
};

describe.each(Object.entries(CONTEXTS))('%s', (_context, render) => {
  it.each(VECTORS)('makes %j harmless', async (vector) => {
    const html = await render(vector);

    expect(unsafeParts(html)).toEqual([]);
  });
});

describe('docx links', () => {
  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
  ])('drops the link target %s', async (link) => {
    const html = await renderDocx(await makeDocx({ link }));

    expect(unsafeParts(html)).toEqual([]);
    expect(html).toContain('the data');
  });
});

describe('the safety check these tests use', () => {
  it.each([
    '<script>x</script>',
    '<img src="x" onerror="y">',
    '<a href="javascript:x">a</a>',
    '<a href="jav&#x09;ascript:x">a</a>',
    '<a href="https://evil.example">no rel</a>',
    '<p style="color:red">s</p>',
    '<img src="https://evil.example/p.png">',
    '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
    '<iframe></iframe>',
    '<form></form>',
    '<object></object>',
    '<embed>',
  ])('flags %s', (html) => {
    expect(unsafeParts(html)).not.toEqual([]);
  });

  it('accepts a link with rel and an embedded PNG', () => {
    const html =
      '<a href="https://example.com" rel="nofollow ugc noopener">a</a><img src="data:image/png;base64,iVBORw0KGgo=">';

    expect(unsafeParts(html)).toEqual([]);
  });
});
