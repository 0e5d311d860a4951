// Search latency: the full-text path next to a plain INSTR scan, on the same
// seeded database in the same run, one query at a time (what a person waits for). Two views:
// - the database work of one search (a page of 10 profiles and 10 projects with their totals,
//   what GET /api/search does), called in this process through the API's own repositories with
//   each engine (`instr` is the code /profiles?q= and /browse-projects?q= ran before);
// - GET /api/search over HTTP, signed in so that the 1 s micro-cache never answers.
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';

const require = createRequire(import.meta.url);

/** A mix of what people type on the seeded data: skills, names, prefixes, two words, a typo, a short word. */
export const SEARCH_QUERIES = [
  'react',
  'lovelace',
  'kube',
  'data engineer',
  'python project',
  'hopper42',
  'terraform',
  'berlin',
  'kubernets',
  'go',
];

/** /profiles searches with filters on the seeded data (facet counts asked for, as the page does). */
export const FILTER_QUERIES = [
  '',
  'skill=react',
  'skill=react&skill=python&open=1',
  'location=berlin&open=1&workplace=remote',
  'type=contract&workplace=remote&sort=views',
  'q=data+engineer&skill=python&open=1',
  'open=1&type=full-time&type=part-time',
  'skill=rust&location=lagos&sort=views',
];

const percentile = (sorted, p) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
    : null;

function stats(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const round = (v) => (v === null ? null : Math.round(v * 10) / 10);
  return {
    samples: sorted.length,
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    maxMs: round(sorted.at(-1) ?? null),
  };
}

async function timeEach(rounds, run, queries = SEARCH_QUERIES) {
  for (const q of queries) await run(q); // warm-up, not counted
  const times = [];
  const perQuery = Object.fromEntries(queries.map((q) => [q, []]));
  for (let r = 0; r < rounds; r++) {
    for (const q of queries) {
      const started = performance.now();
      await run(q);
      const ms = performance.now() - started;
      times.push(ms);
      perQuery[q].push(ms);
    }
  }
  return {
    ...stats(times),
    perQueryP50Ms: Object.fromEntries(
      Object.entries(perQuery).map(([q, t]) => [q, stats(t).p50Ms]),
    ),
  };
}

/**
 * Search p50/p95 for both engines (database work) and for GET /api/search (HTTP), with `rounds`
 * passes over SEARCH_QUERIES each. `headers` signs the HTTP calls in.
 */
export async function measureSearch({ serverUrl, databaseUrl, headers, rounds, log }) {
  const {
    createSequelize,
    defineModels,
    createProjectsRepository,
    createUsersRepository,
  } = require('@stackfolio/api');
  const sequelize = createSequelize(databaseUrl);
  try {
    const models = defineModels(sequelize);
    const projects = createProjectsRepository(models);
    const users = createUsersRepository(models);
    const engines = {};
    for (const engine of ['instr', 'full-text']) {
      engines[engine] = await timeEach(rounds, (q) =>
        Promise.all([users.search({ q }, 0, 10, { engine }), projects.list({ q }, 0, 10, engine)]),
      );
      log(
        `search (${engine}, database): p50 ${engines[engine].p50Ms} ms, p95 ${engines[engine].p95Ms} ms`,
      );
    }
    const http = await timeEach(rounds, async (q) => {
      const response = await fetch(
        `${serverUrl}/api/search?${new URLSearchParams({ q, limit: '10' })}`,
        { headers },
      );
      if (!response.ok) throw new Error(`GET /api/search?q=${q}: ${response.status}`);
      await response.arrayBuffer();
    });
    log(`search (GET /api/search, HTTP): p50 ${http.p50Ms} ms, p95 ${http.p95Ms} ms`);
    const filters = await measureFilters({ serverUrl, headers, rounds, users, log });
    return {
      queries: SEARCH_QUERIES,
      rounds,
      instr: engines.instr,
      fullText: engines['full-text'],
      http,
      filters,
    };
  } finally {
    await sequelize.close();
  }
}

/**
 * /profiles filters and their counts: a page of 20 without filters and without counts (what
 * GET /api/users/all did before filters), next to FILTER_QUERIES with counts, in the database
 * and over HTTP (signed in, so that no cache answers).
 */
async function measureFilters({ serverUrl, headers, rounds, users, log }) {
  const { profileSearchSchema } = require('@stackfolio/contract');
  const filterOf = (query) => profileSearchSchema.parse(Object.fromEntries(groupParams(query)));
  const plain = await timeEach(rounds, () => users.search({}, 0, 20), ['']);
  const database = await timeEach(
    rounds,
    (query) => users.search(filterOf(query), 0, 20, { signedIn: true, facets: true }),
    FILTER_QUERIES,
  );
  const http = await timeEach(
    rounds,
    async (query) => {
      const response = await fetch(`${serverUrl}/api/users/all?page=1&limit=20&${query}`, {
        headers,
      });
      if (!response.ok) throw new Error(`GET /api/users/all?${query}: ${response.status}`);
      await response.arrayBuffer();
    },
    FILTER_QUERIES,
  );
  log(
    `profile filters: list without filters ${plain.p50Ms} ms; with filters and counts p50 ${database.p50Ms} ms (database), ${http.p50Ms} ms (HTTP)`,
  );
  return { queries: FILTER_QUERIES, plain, database, http };
}

/** A query string's parameters, repeated ones as lists (as Express reads them). */
function groupParams(query) {
  const grouped = new Map();
  for (const [key, value] of new URLSearchParams(query)) {
    const had = grouped.get(key);
    grouped.set(key, had === undefined ? value : [].concat(had, value));
  }
  return grouped;
}

/** The markdown lines of one size's search figures (SQLite, and MySQL when measured). */
export function searchTable(size, sqlite, mysql) {
  if (!sqlite) return [];
  const row = (label, s) => `| ${label} | ${s.p50Ms} | ${s.p95Ms} | ${s.samples} |`;
  const lines = [
    `Search at ${size} size, one query at a time, ${sqlite.rounds} rounds of ${sqlite.queries.length} queries (${sqlite.queries.map((q) => `\`${q}\``).join(', ')}):`,
    '',
    '| path | p50 ms | p95 ms | samples |',
    '|---|---:|---:|---:|',
  ];
  for (const [db, s] of [
    ['SQLite', sqlite],
    ['MySQL', mysql],
  ]) {
    if (!s) continue;
    lines.push(
      row(`${db}: INSTR scan, database`, s.instr),
      row(`${db}: full-text, database`, s.fullText),
      row(`${db}: GET /api/search (full-text), HTTP`, s.http),
    );
    if (s.filters)
      lines.push(
        row(`${db}: profiles, no filters or counts, database`, s.filters.plain),
        row(`${db}: profiles, filters and counts, database`, s.filters.database),
        row(`${db}: GET /api/users/all, filters and counts, HTTP`, s.filters.http),
      );
  }
  return [...lines, ''];
}
