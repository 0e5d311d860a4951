import sharp from 'sharp';
import { PROJECT_CONTENT_MESSAGES } from '@stackfolio/contract';
import { NoPreviewError, renderNotebook } from '../src';
import { codeCell, markdownCell, notebookJson, PNG_BASE64 } from './support/files';
import { unsafeParts } from './support/safe-html';
import { imageSize } from '../src/data-image';

const PANDAS_HTML = `<div>
<style scoped>
    .dataframe tbody tr th:only-of-type { vertical-align: middle; }
</style>
<table border="1" class="dataframe">
  <thead><tr style="text-align: right;"><th></th><th>city</th><th>sales</th></tr></thead>
  <tbody><tr><th>0</th><td>Lyon</td><td>12</td></tr></tbody>
</table>
</div>`;

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('renderNotebook', () => {
  it('shows a code cell highlighted in the kernel language with its In [n]: count', () => {
    const html = renderNotebook(
      notebookJson([codeCell('import pandas as pd\ndf = pd.read_csv("s.csv")', [], 3)]),
    );

    expect(html).toContain('In [3]:');
    expect(html).toContain('<span class="hljs-keyword">import</span>');
  });

  it('shows a PNG chart as a data: image and a pandas table as a table without its style', () => {
    const html = renderNotebook(
      notebookJson([
        codeCell('df.plot()', [
          {
            output_type: 'display_data',
            data: { 'image/png': PNG_BASE64.replace(/(.{20})/g, '$1\n'), 'text/plain': '<Figure>' },
            metadata: {},
          },
          {
            output_type: 'execute_result',
            execution_count: 2,
            data: { 'text/html': PANDAS_HTML, 'text/plain': 'city sales' },
            metadata: {},
          },
        ]),
      ]),
    );

    expect(html).toContain(
      `<img class="output-image" src="data:image/png;base64,${PNG_BASE64}" alt="Output image" width="1" height="1" loading="lazy" decoding="async">`,
    );
    expect(html).toMatch(
      /<table[^>]* class="dataframe">[\s\S]*<th>city<\/th>[\s\S]*<td>Lyon<\/td>/,
    );
    expect(html).toContain('Out [2]:');
    expect(html).not.toContain('&#x3C;Figure>');
    expect(html).not.toMatch(/style|vertical-align/);
    expect(unsafeParts(html)).toEqual([]);
  });

  it('leaves out an image whose base64 is not a PNG, showing the text instead', () => {
    const html = renderNotebook(
      notebookJson([
        codeCell('x', [
          {
            output_type: 'display_data',
            data: { 'image/png': 'PHN2Zz4=', 'text/plain': 'fallback' },
          },
        ]),
      ]),
    );

    expect(html).not.toContain('<img');
    expect(html).toContain('fallback');
  });

  it('shows streams and tracebacks as preformatted text without ANSI colour codes', () => {
    const html = renderNotebook(
      notebookJson([
        codeCell('1/0', [
          { output_type: 'stream', name: 'stdout', text: ['\u001b[32mok\u001b[0m\n', 'done\n'] },
          {
            output_type: 'error',
            ename: 'ZeroDivisionError',
            evalue: 'division by zero',
            traceback: ['\u001b[0;31mZeroDivisionError\u001b[0m: division by zero'],
          },
        ]),
      ]),
    );

    expect(html).toContain('<pre class="output-text">ok\ndone\n</pre>');
    expect(html).toContain('<pre class="output-text">ZeroDivisionError: division by zero</pre>');
    expect(html).not.toContain('\u001b');
  });

  it('replaces a widget or script output by a visible note', () => {
    const html = renderNotebook(
      notebookJson([
        codeCell('slider', [
          {
            output_type: 'display_data',
            data: {
              'application/vnd.jupyter.widget-view+json': { model_id: 'a' },
              'text/plain': 'IntSlider(value=0)',
            },
          },
          { output_type: 'display_data', data: { 'application/javascript': 'alert(1)' } },
        ]),
      ]),
    );

    expect(html.match(new RegExp(PROJECT_CONTENT_MESSAGES.outputNotShown, 'g'))).toHaveLength(2);
    expect(html).not.toContain('IntSlider');
    expect(html).not.toContain('alert(1)');
  });

  it('renders Markdown cells with unique heading ids across cells and drops attachments', () => {
    const html = renderNotebook(
      notebookJson([
        markdownCell('# Results\n\n![plot](attachment:plot.png)'),
        markdownCell(['# Results\n', '*again*']),
      ]),
    );

    expect(html).toContain('<h1 id="results">');
    expect(html).toContain('<h1 id="results-1">');
    expect(html).toContain('<em>again</em>');
    expect(html).not.toContain('<img');
  });

  it('throws NoPreviewError with a reason for invalid JSON and for JSON that is not a notebook', () => {
    const invalid = thrown(() => renderNotebook('{"cells": ['));
    const other = thrown(() => renderNotebook('{"name": "package"}'));

    expect(invalid).toBeInstanceOf(NoPreviewError);
    expect((invalid as NoPreviewError).reason).toBe('The notebook is not valid JSON');
    expect(other).toBeInstanceOf(NoPreviewError);
    expect((other as NoPreviewError).reason).toMatch(/not a Jupyter notebook/);
  });
});

describe('imageSize', () => {
  it('reads the size a PNG or JPEG declares, and gives null for anything else', async () => {
    const jpeg = await sharp({
      create: { width: 37, height: 21, channels: 3, background: '#fff' },
    })
      .jpeg()
      .toBuffer();

    expect(imageSize('image/png', Buffer.from(PNG_BASE64, 'base64'))).toEqual({
      width: 1,
      height: 1,
    });
    expect(imageSize('image/jpeg', jpeg)).toEqual({ width: 37, height: 21 });
    expect(imageSize('image/jpeg', Buffer.from([0xff, 0xd8, 0xff]))).toBeNull();
    expect(imageSize('image/gif', Buffer.from('GIF89a'))).toBeNull();
  });
});
