import { PROJECT_CONTENT_LIMITS, PROJECT_CONTENT_MESSAGES } from '@stackfolio/contract';
import { NoPreviewError, renderTable } from '../src';

describe('renderTable', () => {
  it('reads RFC 4180 quoting: delimiters, doubled quotes and line breaks inside cells', () => {
    const html = renderTable('name,quote\n"Smith, Ada","She said ""hi""\nthen left"\n', ',');

    expect(html).toContain('<th scope="col">name</th><th scope="col">quote</th>');
    expect(html).toContain('<td>Smith, Ada</td><td>She said "hi"\nthen left</td>');
  });

  it(`shows the header and the first ${PROJECT_CONTENT_LIMITS.csvRows} of 600 rows with a note`, () => {
    const csv = ['n', ...Array.from({ length: 600 }, (_, i) => String(i + 1))].join('\n');

    const html = renderTable(csv, ',');

    expect(html.match(/<tr>/g)).toHaveLength(PROJECT_CONTENT_LIMITS.csvRows + 1);
    expect(html).toContain('<td>500</td>');
    expect(html).not.toContain('<td>501</td>');
    expect(html).toContain(PROJECT_CONTENT_MESSAGES.tableRowsCut);
  });

  it('shows every row and no note when the rows fit', () => {
    const html = renderTable('a\n1\n2', ',');

    expect(html.match(/<tr>/g)).toHaveLength(3);
    expect(html).not.toContain(PROJECT_CONTENT_MESSAGES.tableRowsCut);
  });

  it('reads TSV and pads short rows', () => {
    const html = renderTable('a\tb\tc\n1\t2\n', '\t');

    expect(html).toContain('<td>1</td><td>2</td><td></td>');
  });

  it('shows markup in cells as text', () => {
    const html = renderTable('x\n<img src=x onerror=alert(1)>\n', ',');

    expect(html).toContain('<td>&#x3C;img src=x onerror=alert(1)></td>');
  });

  it('throws NoPreviewError for an unclosed quote', () => {
    expect(() => renderTable('a,b\n"open,1\n', ',')).toThrow(NoPreviewError);
  });
});
