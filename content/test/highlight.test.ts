import { highlightCode } from '../src';

const lines = (n: number) => Array.from({ length: n }, (_, i) => `x = ${i + 1}`).join('\n');

describe('highlightCode', () => {
  it('gives line 12 the id L12, a data-line and a number linking to #L12', () => {
    const html = highlightCode(lines(20), 'python');

    expect(html).toContain(
      '<tr id="L12" data-line="12"><td class="line-number"><a href="#L12">12</a></td>',
    );
    expect(html.match(/<tr /g)).toHaveLength(20);
  });

  it('repeats a comment spanning lines on each of its lines', () => {
    const html = highlightCode('/* one\ntwo */\nconst a = 1;', 'javascript');

    expect(html).toContain('<span class="hljs-comment">/* one</span>');
    expect(html).toContain('<span class="hljs-comment">two */</span>');
    expect(html).toMatch(/id="L3"[\s\S]*<span class="hljs-keyword">const<\/span>/);
  });

  it('shows HTML and SVG sources as text, never as markup', () => {
    const html = highlightCode('<svg onload="alert(1)"><script>alert(2)</script></svg>', 'xml');

    expect(html).not.toMatch(/<svg|<script/);
    expect(html).toContain('&#x3C;');
    expect(html).toContain('<span class="hljs-name">svg</span>');
  });

  it('shows an unknown or missing language as plain text and uses classes only', () => {
    const plain = highlightCode('a < b\r\nc', null);
    const unknown = highlightCode('a < b', 'no-such-language');

    expect(plain).toContain('<td class="line-code">a &#x3C; b</td>');
    expect(plain).toContain('id="L2"');
    expect(unknown).toContain('<td class="line-code">a &#x3C; b</td>');
    expect(plain + unknown).not.toContain('style=');
  });

  it('counts lines without a phantom one after the final newline', () => {
    expect(highlightCode('a\nb\n', null).match(/<tr /g)).toHaveLength(2);
  });
});
