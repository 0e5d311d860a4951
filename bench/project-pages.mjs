// Project pages in the bench: a showcase project (a 12-image gallery, a long write-up, a notebook
// with charts) for the page measurements, and the API's latency while five 20 MB notebooks are
// being previewed, beside the same row without them.
import { createRequire } from 'node:module';
import { measure } from './load.mjs';

const require = createRequire(import.meta.url);
const sharp = require('sharp');

const MB = 1024 * 1024;

/** A noisy picture `width`×`height` as JPEG (`tint` varies the colour): photo-like bytes. */
function photo(tint, width = 1600, height = 1000) {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: (tint * 53) % 256, g: (tint * 97) % 256, b: (tint * 151) % 256 },
      noise: { type: 'gaussian', mean: 128, sigma: 24 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** A PNG "chart" of noise, base64, as a notebook output carries it. */
async function chartBase64(size) {
  const png = await sharp({
    create: {
      width: size,
      height: size,
      channels: 3,
      background: '#336699',
      noise: { type: 'gaussian', mean: 100, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  return png.toString('base64');
}

/** A notebook of about `bytes`: markdown and code cells, each code cell with a chart and a table. */
async function notebook(bytes, chartSize) {
  const chart = await chartBase64(chartSize);
  const cell = (i) => [
    {
      cell_type: 'markdown',
      metadata: {},
      source: [`## Step ${i}\n`, 'What the model does here.'],
    },
    {
      cell_type: 'code',
      execution_count: i,
      metadata: {},
      source: [`df_${i} = load(${i})\n`, `df_${i}.plot()`],
      outputs: [
        { output_type: 'stream', name: 'stdout', text: [`loaded ${i * 1000} rows\n`] },
        {
          output_type: 'display_data',
          metadata: {},
          data: { 'image/png': chart, 'text/plain': ['<Figure>'] },
        },
        {
          output_type: 'execute_result',
          execution_count: i,
          metadata: {},
          data: {
            'text/html': [
              `<table class="dataframe"><tr><th>month</th><th>sales</th></tr><tr><td>May</td><td>${i}</td></tr></table>`,
            ],
            'text/plain': [`  month sales\n0   May ${i}`],
          },
        },
      ],
    },
  ];
  const cells = [];
  for (let i = 1; JSON.stringify(cells).length < bytes; i += 1) cells.push(...cell(i));
  return Buffer.from(
    JSON.stringify({
      nbformat: 4,
      nbformat_minor: 5,
      metadata: { kernelspec: { language: 'python', name: 'python3', display_name: 'Python 3' } },
      cells,
    }),
  );
}

/** About 30,000 characters of Markdown: sections with prose, code, a table and gallery pictures. */
function longWriteup() {
  const sections = [];
  for (let i = 1; i <= 12; i += 1) {
    sections.push(
      `## Part ${i}: what we learned`,
      '',
      'We measured the pipeline end to end and wrote down what changed. '.repeat(12),
      '',
      '```python',
      `def step_${i}(frame):`,
      `    return frame.groupby("month").sales.sum() * ${i}`,
      '```',
      '',
      '| month | sales |',
      '|---|---:|',
      `| May | ${i * 10} |`,
      `| June | ${i * 12} |`,
      '',
      `![Figure ${i}](gallery:${i})`,
      '',
    );
  }
  return sections.join('\n');
}

async function post(serverUrl, headers, form) {
  const response = await fetch(`${serverUrl}/api/projects`, {
    method: 'POST',
    headers,
    body: form,
  });
  if (response.status !== 201)
    throw new Error(`creating a project: ${response.status} ${await response.text()}`);
  return response.json();
}

const blob = (bytes, type) => new Blob([bytes], { type });

/**
 * The showcase project, made through the API as a person would: twelve photos with alt texts,
 * the long write-up and a notebook with charts. Returns its page's path once every preview is made.
 */
export async function createShowcase(serverUrl, headers) {
  const form = new FormData();
  form.set('title', 'Forecasting store sales');
  form.set('description', 'A forecasting model for 1,000 stores, with notebooks and charts.');
  form.set('tags', JSON.stringify(['python', 'forecasting', 'pandas']));
  form.set('writeup', longWriteup());
  const alts = [];
  for (let i = 1; i <= 12; i += 1) {
    form.append('images', blob(await photo(i), 'image/jpeg'), `figure-${i}.jpg`);
    alts.push(`Figure ${i}: sales by month`);
  }
  form.set('imageAlts', JSON.stringify(alts));
  form.append('files', blob(await notebook(2 * MB, 300), 'application/json'), 'forecast.ipynb');
  const project = await post(serverUrl, headers, form);
  await previewsMade(serverUrl, project, 120_000);
  return { path: project.path, notebookPath: `${project.path}/files/forecast.ipynb` };
}

/** Waits until none of `project`'s files is waiting for its preview; returns how many still were. */
async function previewsMade(serverUrl, project, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const fresh = await (await fetch(`${serverUrl}/api/projects/${project.id}`)).json();
    const pending = fresh.files.filter((f) => f.preview === 'pending').length;
    if (pending === 0 || Date.now() > deadline) return pending;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * `endpoint` measured alone, then again right after five 20 MB notebooks were stored (their
 * previews then run while it is measured). Reports both rows and how many previews were still
 * being made when the second measurement ended (0 would mean they did not overlap it).
 */
export async function measureUnderPreviews(serverUrl, headers, endpoint, duration) {
  const quiet = await measure({ ...endpoint, duration });
  const big = await notebook(20 * MB, 420);
  const form = new FormData();
  form.set('title', 'Five large notebooks');
  for (let i = 1; i <= 5; i += 1)
    form.append('files', blob(big, 'application/json'), `large-${i}.ipynb`);
  const project = await post(serverUrl, headers, form);
  const busy = await measure({ ...endpoint, duration });
  const pendingAfter = (
    await (await fetch(`${serverUrl}/api/projects/${project.id}`)).json()
  ).files.filter((f) => f.preview === 'pending').length;
  // Let the rest finish before anything else is measured.
  await previewsMade(serverUrl, project, 300_000);
  return {
    name: endpoint.name,
    notebookMb: Math.round(big.length / MB),
    quiet,
    busy,
    pendingAfter,
  };
}
