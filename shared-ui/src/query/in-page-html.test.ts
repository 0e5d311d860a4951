import { dehydrate, QueryClient } from '@tanstack/react-query';
import {
  HTML_IN_PAGE_META,
  htmlInPageMeta,
  IN_PAGE_HTML,
  inPageHtml,
  withoutInPageHtml,
} from './in-page-html';

describe('HTML sent once, in the page', () => {
  it("leaves a marked query's HTML fields out of the state sent with the page, and nothing else", async () => {
    const client = new QueryClient();
    await client.prefetchQuery({
      queryKey: ['preview'],
      queryFn: () => ({ state: 'ready', html: '<p>big</p>' }),
      meta: HTML_IN_PAGE_META,
    });
    await client.prefetchQuery({
      queryKey: ['project'],
      queryFn: () => ({ title: 'Sales', writeupHtml: '<h2>huge</h2>', writeup: '## huge' }),
      meta: htmlInPageMeta('writeupHtml'),
    });
    await client.prefetchQuery({
      queryKey: ['no write-up'],
      queryFn: () => ({ writeupHtml: null }),
      meta: htmlInPageMeta('writeupHtml'),
    });
    await client.prefetchQuery({ queryKey: ['other'], queryFn: () => ({ html: '<p>kept</p>' }) });

    const sent = withoutInPageHtml(dehydrate(client));

    const data = Object.fromEntries(sent.queries.map((q) => [q.queryKey[0], q.state.data]));
    expect(data).toEqual({
      preview: { state: 'ready', html: IN_PAGE_HTML },
      project: { title: 'Sales', writeupHtml: IN_PAGE_HTML, writeup: '## huge' },
      'no write-up': { writeupHtml: null },
      other: { html: '<p>kept</p>' },
    });
    expect(JSON.stringify(sent)).not.toContain('big');
    expect(JSON.stringify(sent)).not.toContain('<h2>huge</h2>');
  });

  it('reads the marked html back from the page, or null when the page no longer holds it', () => {
    document.body.innerHTML = '<div id="shown"><p>From the server</p></div>';

    expect(inPageHtml(IN_PAGE_HTML, 'shown')).toBe('<p>From the server</p>');
    expect(inPageHtml(IN_PAGE_HTML, 'gone')).toBeNull();
    expect(inPageHtml('<p>as given</p>', 'shown')).toBe('<p>as given</p>');
  });
});
