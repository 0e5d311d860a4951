import { renderMarkdown } from '../src';
import { unsafeParts } from './support/safe-html';

describe('renderMarkdown', () => {
  it('gives "## Heading" an id slug and an anchor link to it', () => {
    const html = renderMarkdown('## Heading\n\n## Heading');

    expect(html).toContain('<h2 id="heading">');
    expect(html).toContain('href="#heading"');
    expect(html).toContain('<h2 id="heading-1">');
  });

  it('highlights a ```py fence with hljs classes and no style attribute', () => {
    const html = renderMarkdown('```py\ndef area(r):\n    return 3.14 * r ** 2\n```');

    expect(html).toContain('<code class="language-py hljs">');
    expect(html).toContain('<span class="hljs-keyword">def</span>');
    expect(html).toContain('<span class="hljs-number">3.14</span>');
    expect(html).not.toContain('style=');
  });

  it('renders GFM tables, task lists, strikethrough and literal autolinks', () => {
    const html = renderMarkdown(
      '| a | b |\n|---|--:|\n| 1 | 2 |\n\n- [x] done\n- [ ] todo\n\n~~old~~ www.example.com',
    );

    expect(html).toMatch(/<table>[\s\S]*<th>a<\/th>[\s\S]*<td align="right">2<\/td>/);
    expect(html).toContain('<input type="checkbox" checked disabled> done');
    expect(html).toContain('<del>old</del>');
    expect(html).toContain('<a href="http://www.example.com" rel="nofollow ugc noopener">');
  });

  it('marks every link rel="nofollow ugc noopener"', () => {
    const html = renderMarkdown('[site](https://example.com) and <https://example.org>');

    expect(html.match(/<a /g)).toHaveLength(2);
    expect(html.match(/rel="nofollow ugc noopener"/g)).toHaveLength(2);
  });

  it('keeps an image the gallery maps, at its gallery URL, and drops a foreign one for its alt text', () => {
    const imageUrl = (src: string) =>
      src === 'chart.png' ? { url: '/media/p1/chart.webp', alt: 'Sales by month' } : null;

    const html = renderMarkdown('![chart](chart.png) ![tracker](https://evil.example/t.png)', {
      imageUrl,
    });

    expect(html).toContain(
      '<img src="/media/p1/chart.webp" alt="Sales by month" loading="lazy" decoding="async">',
    );
    expect(html).not.toContain('evil.example');
    expect(html).toContain('tracker');
    expect(unsafeParts(html, ['/media/p1/chart.webp'])).toEqual([]);
  });

  it('gives a gallery picture its size and variants, so the page reserves its space and loads the variant it needs', () => {
    const imageUrl = () => ({
      url: '/uploads/images/a.jpg',
      alt: 'A map',
      width: 1600,
      height: 1000,
      srcset: '/uploads/images/a-640.jpg 640w, /uploads/images/a.jpg 1600w',
    });

    const html = renderMarkdown('![map](gallery:1)', { imageUrl });

    expect(html).toContain(
      '<img src="/uploads/images/a.jpg" alt="A map" width="1600" height="1000" srcset="/uploads/images/a-640.jpg 640w, /uploads/images/a.jpg 1600w" sizes="(max-width: 800px) 100vw, 800px" loading="lazy" decoding="async">',
    );
  });

  it('drops every image when no gallery is given, keeping the alt text', () => {
    expect(renderMarkdown('![a diagram](diagram.png)')).toBe('<p>a diagram</p>');
  });

  it('shows raw HTML as nothing, never as markup', () => {
    const html = renderMarkdown('<div class="x">hi</div>\n\ntext <b>bold</b>');

    expect(html).not.toContain('<div');
    expect(html).not.toContain('<b>');
  });

  it.each([
    ['nested block quotes', '> '.repeat(10_000) + 'deep'],
    ['nested lists', '- '.repeat(10_000) + 'deep'],
    ['nested ordered lists', '1. '.repeat(10_000) + 'deep'],
    ['nested emphasis', '*'.repeat(20_000) + 'deep' + '*'.repeat(20_000)],
  ])('returns for 10,000 %s, keeping the text', (_name, source) => {
    const html = renderMarkdown(source);

    expect(html).toContain('deep');
  });

  it('keeps ordinary nesting and a rule of spaced dashes as they are', () => {
    const html = renderMarkdown('> - item\n>   > quoted\n\n- - -');

    expect(html).toMatch(/<blockquote>\s*<ul>\s*<li>/);
    expect(html).toContain('<hr>');
  });
});
