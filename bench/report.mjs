// Budgets (bench/budgets.json) and the markdown summary of a benchmark run.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { searchTable } from './search.mjs';
import { ROOT } from './servers.mjs';

const budgets = JSON.parse(readFileSync(path.join(ROOT, 'bench', 'budgets.json'), 'utf8'));

/** Every budget with its measured value and whether it holds. */
export function checkBudgets(results) {
  const checks = [];
  const add = (name, value, limit, holds) =>
    checks.push({ name, value, limit, ok: value !== null && holds });
  for (const { size, endpoints, mysql, pages, search } of results) {
    if (budgets.searchP50Ms[size] !== undefined) {
      for (const [label, s] of [
        [size, search],
        [`${size} MySQL`, mysql?.search],
      ]) {
        if (!s && label !== size) continue;
        const value = s?.http.p50Ms ?? null;
        add(
          `${label}: search p50 (GET /api/search, one at a time)`,
          value,
          `≤ ${budgets.searchP50Ms[size]} ms`,
          value !== null && value <= budgets.searchP50Ms[size],
        );
      }
    }
    if (budgets.profileFiltersP50Ms[size] !== undefined) {
      for (const [label, s] of [
        [size, search],
        [`${size} MySQL`, mysql?.search],
      ]) {
        if (!s && label !== size) continue;
        const value = s?.filters?.http.p50Ms ?? null;
        add(
          `${label}: profile filters and counts p50 (GET /api/users/all, one at a time)`,
          value,
          `≤ ${budgets.profileFiltersP50Ms[size]} ms`,
          value !== null && value <= budgets.profileFiltersP50Ms[size],
        );
      }
    }
    const lists = [
      ...endpoints.filter((row) => row.list).map((e) => [size, e]),
      ...(mysql?.endpoints ?? []).filter((row) => row.list).map((e) => [`${size} MySQL`, e]),
    ];
    for (const [label, e] of lists) {
      if (e.unavailable) {
        add(
          `${label}: ${e.name} throughput vs Express`,
          null,
          `≥ ${budgets.listThroughputVsExpress}`,
          false,
        );
        continue;
      }
      add(
        `${label}: ${e.name} throughput vs Express`,
        e.vsExpress,
        `≥ ${budgets.listThroughputVsExpress}`,
        e.vsExpress >= budgets.listThroughputVsExpress,
      );
      add(
        `${label}: ${e.name} p99`,
        e.p99Ms,
        `≤ ${budgets.listP99Ms[size]} ms`,
        e.p99Ms <= budgets.listP99Ms[size],
      );
    }
    const labelled = [
      ...endpoints.map((e) => [size, e, false]),
      ...(mysql?.endpoints ?? []).map((e) => [`${size} MySQL`, e, true]),
    ];
    for (const [label, e, onMySql] of labelled) {
      const measured = !e.unavailable;
      if (e.detail) {
        const min = budgets.detailThroughputVsExpress[e.detail];
        add(
          `${label}: ${e.name} throughput vs Express`,
          measured ? e.vsExpress : null,
          `≥ ${min}`,
          measured && e.vsExpress >= min,
        );
        if (budgets.detailP99Ms[size] !== undefined) {
          add(
            `${label}: ${e.name} p99`,
            measured ? e.p99Ms : null,
            `≤ ${budgets.detailP99Ms[size]} ms`,
            measured && e.p99Ms <= budgets.detailP99Ms[size],
          );
        }
      }
      if (e.write && onMySql) {
        const { requestsPerSecond: min, p99Ms: max } = budgets.writesOnMySql;
        add(
          `${label}: ${e.name} req/s`,
          measured ? e.requestsPerSecond : null,
          `≥ ${min}`,
          measured && e.requestsPerSecond >= min,
        );
        add(
          `${label}: ${e.name} p99`,
          measured ? e.p99Ms : null,
          `≤ ${max} ms`,
          measured && e.p99Ms <= max,
        );
      }
    }
    const analytics = endpoints.find((row) => row.analytics);
    if (budgets.analyticsBusyP50Ms[size] !== undefined) {
      const value =
        analytics && !analytics.unavailable ? (analytics.single?.p50Ms ?? analytics.p50Ms) : null;
      add(
        `${size}: analytics (busy user) p50, one request at a time`,
        value,
        `≤ ${budgets.analyticsBusyP50Ms[size]} ms`,
        value !== null && value <= budgets.analyticsBusyP50Ms[size],
      );
    }
    for (const page of pages ?? []) {
      if (page.error) {
        add(`${page.path}: total JS (gzip KB)`, null, `≤ ${budgets.routeTotalJsKb}`, false);
        continue;
      }
      if (page.path === '/') {
        const initial = Math.round((page.jsKb.shell + page.jsKb.shared) * 10) / 10;
        add(
          'shell initial JS (gzip KB)',
          initial,
          `≤ ${budgets.shellInitialJsKb}`,
          initial <= budgets.shellInitialJsKb,
        );
      }
      for (const [key, min] of Object.entries(page.lighthouse ? budgets.lighthouse : {})) {
        const value = page.lighthouse[key];
        add(`${page.path}: Lighthouse ${key}`, value, `≥ ${min}`, value >= min);
      }
      for (const [key, max] of Object.entries(page.lighthouse ? budgets.vsFloor : {})) {
        const value = page.lighthouse[key];
        add(`${page.path}: ${key}`, value, `≤ ${max}`, value !== null && value <= max);
      }
      add(
        `${page.path}: total JS (gzip KB)`,
        page.jsKb.total,
        `≤ ${budgets.routeTotalJsKb}`,
        page.jsKb.total <= budgets.routeTotalJsKb,
      );
    }
  }
  return checks;
}

/** The paint and blocking metrics of each audited page beside the floor page's. */
export function lighthouseTable(floor, pages) {
  const audited = pages.filter((p) => p.lighthouse);
  if (!floor || !audited.length) return [];
  const ms = (v) => (v === null || v === undefined ? 'n/a' : `${Math.round(v)}`);
  const row = (name, lh, ratios) =>
    `| ${name} | ${lh.performance ?? 'n/a'} | ${ms(lh.fcpMs)} | ${ms(lh.lcpMs)} | ${ms(lh.tbtMs)} | ${lh.cls ?? 'n/a'} | ${ratios} |`;
  return [
    `Lighthouse (mobile settings), median of ${floor.runs} run${floor.runs === 1 ? '' : 's'} per page, pages and floor audited round after round:`,
    '',
    '| page | perf | FCP ms | LCP ms | TBT ms | CLS | LCP / TBT × floor |',
    '|---|---:|---:|---:|---:|---:|---:|',
    row('floor: minimal client-rendered React + styled-components', floor, '1 / 1'),
    ...audited.map((p) =>
      row(
        p.path,
        p.lighthouse,
        `${p.lighthouse.lcpVsFloor ?? 'n/a'} / ${p.lighthouse.tbtVsFloor ?? 'n/a'}`,
      ),
    ),
    '',
  ];
}

export function renderMarkdown({ at, quick, durationSeconds, results, images, budgets: checks }) {
  const lines = [`### Benchmark ${at}${quick ? ' (quick)' : ''}, ${durationSeconds} s`, ''];
  /** One measured row's cells: req/s, p50, p99, × Express, × node:http. */
  const cells = (e) =>
    !e
      ? ' | | | | '
      : e.unavailable
        ? `not measured (HTTP ${e.unavailable}) | | | | `
        : `${e.requestsPerSecond} | ${e.p50Ms} | ${e.p99Ms} | ${e.vsExpress}${e.expressAdjacent ? ` (of ${e.expressAdjacent})` : ''} | ${e.vsHttp}`;
  for (const { size, baselines, endpoints, mysql, pages, floor, search, previewLoad } of results) {
    lines.push(
      `**${size}** — baselines (50 connections): bare Express ${baselines.express.requestsPerSecond} req/s, p50/p99 ${baselines.express.p50Ms}/${baselines.express.p99Ms} ms; node:http ${baselines.http.requestsPerSecond} req/s, p50/p99 ${baselines.http.p50Ms}/${baselines.http.p99Ms} ms`,
      '',
    );
    const columns = 'req/s | p50 ms | p99 ms | × Express | × node:http';
    lines.push(
      mysql
        ? `| endpoint | SQLite ${columns.replace(/ \| /g, ' | SQLite ')} | MySQL ${columns.replace(/ \| /g, ' | MySQL ')} |`
        : `| endpoint | ${columns} |`,
      `|---|${'---:|'.repeat(mysql ? 10 : 5)}`,
    );
    for (const e of endpoints) {
      const other = mysql?.endpoints.find((m) => m.name === e.name);
      lines.push(`| ${e.name} | ${cells(e)} |${mysql ? ` ${cells(other)} |` : ''}`);
    }
    if (endpoints.some((e) => e.expressAdjacent))
      lines.push(
        '',
        'A list endpoint is compared with bare Express measured right before it (its req/s in brackets); other rows, and every × node:http, with the baselines above.',
      );
    for (const [database, rows] of [
      ['', endpoints],
      ['MySQL: ', mysql?.endpoints ?? []],
    ]) {
      const single = rows.find((e) => e.single);
      if (single) {
        lines.push(
          '',
          `${database}${single.name}, one request at a time: p50 ${single.single.p50Ms} ms, p99 ${single.single.p99Ms} ms, ${single.single.requestsPerSecond} req/s`,
        );
      }
    }
    if (previewLoad) {
      const { quiet, busy, notebookMb, pendingAfter } = previewLoad;
      lines.push(
        '',
        `| ${previewLoad.name} | req/s | p50 ms | p99 ms |`,
        '|---|---:|---:|---:|',
        `| alone | ${quiet.requestsPerSecond} | ${quiet.p50Ms} | ${quiet.p99Ms} |`,
        `| while five ${notebookMb} MB notebooks are previewed (${pendingAfter} still waiting after) | ${busy.requestsPerSecond} | ${busy.p50Ms} | ${busy.p99Ms} |`,
      );
    }
    lines.push('', ...searchTable(size, search, mysql?.search));
    if (pages) {
      lines.push(
        '| page | shell KB | shared KB | remote KB | total JS KB (gzip) | requests | Lighthouse perf / a11y / BP / SEO |',
        '|---|---:|---:|---:|---:|---:|---:|',
      );
      for (const p of pages) {
        if (p.error) {
          lines.push(`| ${p.path} | not measured: ${p.error.replace(/\|/g, '/')} | | | | | |`);
          continue;
        }
        const lh = p.lighthouse;
        const scores = lh
          ? [lh.performance, lh.accessibility, lh.bestPractices, lh.seo].join(' / ')
          : '';
        lines.push(
          `| ${p.path} | ${p.jsKb.shell} | ${p.jsKb.shared} | ${p.jsKb.remote} | ${p.jsKb.total} | ${p.requests}${p.networkIdle === false ? ' (never idle)' : ''} | ${scores} |`,
        );
      }
      lines.push('', ...lighthouseTable(floor, pages));
    }
  }
  if (images) lines.push(...imageBytesTable(images));
  lines.push('| budget | measured | limit | |', '|---|---:|---:|:-:|');
  for (const c of checks)
    lines.push(`| ${c.name} | ${c.value ?? 'n/a'} | ${c.limit} | ${c.ok ? '✓' : '✗'} |`);
  return `${lines.join('\n')}\n`;
}

/** The markdown table of `measureImageBytes`' result. */
export function imageBytesTable({
  photos,
  photo,
  originalsKb,
  uploadSeconds,
  viewports,
  lighthouse,
}) {
  return [
    `/browse-projects with ${photos} photo projects (${photo} JPEG with EXIF and GPS; originals ${originalsKb} KB in all, uploaded and processed in ${uploadSeconds} s): image bytes transferred`,
    '',
    '| viewport | cards | first view KB (requests) | after scrolling to the end KB (requests) | × originals (first view / all) | formats |',
    '|---|---:|---:|---:|---:|---|',
    ...viewports.map(
      (v) =>
        `| ${v.width} px @${v.deviceScaleFactor}x | ${v.cards} | ${v.firstView.kb} (${v.firstView.requests}) | ${v.scrolled.kb} (${v.scrolled.requests}) | ${v.firstViewVsOriginals} / ${v.scrolledVsOriginals} | ${v.formats.join(', ')} |`,
    ),
    '',
    ...(lighthouse
      ? [
          `Lighthouse on that page: performance ${lighthouse.performance}, LCP ${lighthouse.lcpMs} ms, CLS ${lighthouse.cls}; failing image audits: ${lighthouse.failed.filter((f) => f.startsWith('performance:')).join(', ') || 'none'}`,
          '',
        ]
      : []),
  ];
}
