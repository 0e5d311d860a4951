import { QueryTypes, type Sequelize } from 'sequelize';
import { searchWords } from './search';
import { visibleProjectSql, visibleUserSql } from './visibility';

/**
 * Ranked full-text search over the index of migration 0010 (FTS5 on SQLite, InnoDB FULLTEXT on
 * MySQL/MariaDB). What people type is never query syntax here: a query is cut into words at
 * white space (at most 5, as before), each word into tokens of letters, digits and `_`, and every
 * token becomes a quoted prefix term (`"token"*` for FTS5, `+token*` in MySQL's boolean mode).
 * Quotes, `*`, `+`, `-`, `(`… are therefore never operators.
 *
 * - Every word must match (AND); a token matches a word of the text that starts with it.
 * - A word that carries characters other than letters and digits (`100%`, `c++`, `"hi"`,
 *   `snake_case`) must also appear literally (case-insensitive INSTR), within the rows the index
 *   found, so what people type with punctuation keeps meaning what it says.
 * - MariaDB indexes no token shorter than `innodb_ft_min_token_size` (3) and none of its stop
 *   words: such tokens are matched literally (INSTR) among the index's rows; a query made only of
 *   them falls back to a plain INSTR scan (`null` plan here).
 * - Typos: when nothing matches, the search is run once more with each word of 5 or more letters
 *   cut to its first 60 % (at least 3 letters) as a prefix, so a slip in the tail of a word
 *   (`kubernets`, `postgrs`) still finds it; `fuzzy` says so. A typo in the first letters is not
 *   caught.
 *
 * Results are ordered by relevance: FTS5's bm25 with column weights on SQLite, InnoDB's
 * relevance on MySQL; ties newest id first.
 */

/** InnoDB's default stop words (INFORMATION_SCHEMA.INNODB_FT_DEFAULT_STOPWORD), never indexed. */
const MYSQL_STOPWORDS = new Set(
  'a about an are as at be by com de en for from how i in is it la of on or that the this to was what when where who will with und www'.split(
    ' ',
  ),
);
const MYSQL_MIN_TOKEN = 3;
const TOKEN = /[\p{L}\p{N}_]+/gu;
const PLAIN_WORD = /^[\p{L}\p{N}]+$/u;

export type SearchKind = 'users' | 'projects';

interface Plan {
  /** The index's query, or null when no word can use the index. */
  match: string | null;
  /** Words or tokens that must appear literally in one of the fields. */
  literals: string[];
}

function plan(words: string[], mysql: boolean, relax: boolean): Plan {
  const terms: string[] = [];
  const literals: string[] = [];
  for (const word of words) {
    const plain = PLAIN_WORD.test(word);
    if (!plain) literals.push(word);
    for (let token of word.match(TOKEN) ?? []) {
      if (relax && plain && token.length >= 5)
        token = token.slice(0, Math.max(3, Math.ceil(token.length * 0.6)));
      if (!mysql) terms.push(`"${token}"*`);
      else if (token.length >= MYSQL_MIN_TOKEN && !MYSQL_STOPWORDS.has(token.toLowerCase()))
        terms.push(`+${token}*`);
      else if (plain) literals.push(token);
    }
  }
  return { match: terms.length ? terms.join(' ') : null, literals };
}

/** How each kind is indexed on each dialect, and its extra filters. */
const TABLES = {
  users: {
    fts: 'users_fts',
    // bm25 weights: name, title, job title, location, skills, bio
    weights: '8.0, 2.0, 4.0, 2.0, 4.0, 1.0',
    sqliteFields: ['name', 'title', 'jobTitle', 'location', 'bio'],
    sqliteJson: 'skills',
    base: 'users',
    mysqlIndex: 'firstName, lastName, title, jobTitle, location, searchSkills, bio',
    mysqlFields: ['firstName', 'lastName', 'title', 'jobTitle', 'location', 'bio'],
    mysqlJson: 'searchSkills',
  },
  projects: {
    fts: 'projects_fts',
    // bm25 weights: title, description, tags, author
    weights: '8.0, 2.0, 4.0, 4.0',
    sqliteFields: ['title', 'description', 'author'],
    sqliteJson: 'tags',
    base: 'projects',
    mysqlIndex: 'title, description, searchTags, searchAuthor',
    mysqlFields: ['title', 'description', 'searchAuthor'],
    mysqlJson: 'searchTags',
  },
} as const;

/** Extra conditions on the base table's columns: an exact JSON-list element, an owner. */
export interface SearchFilter {
  /** Exact element of the JSON list column (`skills` or `tags`), case-insensitive. */
  listHas?: string;
  userId?: number;
  /** Any further condition on the base table's row (alias given), with its replacements. */
  sql?: SqlCondition;
}

/** A WHERE condition on a row of a table whose alias the caller chooses. */
export interface SqlCondition {
  where: (alias: string) => string;
  replacements: Record<string, unknown>;
}

/** "Every literal appears in one of the fields or the JSON list's text" (case-insensitive). */
function literalConditions(
  literals: string[],
  fields: readonly string[],
  json: string,
  ref: (column: string) => string,
): { conditions: string[]; replacements: Record<string, unknown> } {
  const replacements: Record<string, unknown> = {};
  const contains = (expr: string, name: string) =>
    `INSTR(LOWER(COALESCE(${expr}, '')), LOWER(:${name})) > 0`;
  const conditions = literals.map((literal, i) => {
    replacements[`l${i}`] = literal;
    replacements[`j${i}`] = asJsonString(literal);
    return `(${[...fields.map((f) => contains(ref(f), `l${i}`)), contains(ref(json), `j${i}`)].join(' OR ')})`;
  });
  return { conditions, replacements };
}

/**
 * "The row `alias` of `kind` matches `q`" for any WHERE clause, on the plan fullTextSearch uses
 * (`relax`: its typo-tolerant second try); where no word can use the index, every word must
 * appear in one of the base table's fields. Null for a query without words.
 */
export function textCondition(
  sequelize: Sequelize,
  kind: SearchKind,
  q: string | undefined,
  relax: boolean,
): SqlCondition | null {
  const words = searchWords(q);
  if (!words.length) return null;
  const mysql = sequelize.getDialect() === 'mysql';
  const t = TABLES[kind];
  const p = plan(words, mysql, relax);
  const fts = t.fts;
  // Where no word can use the index: every word literally, in the base table's own columns.
  const [literals, fields, json] = !p.match
    ? [words, t.mysqlFields, kind === 'users' ? 'skills' : 'tags']
    : mysql
      ? [p.literals, t.mysqlFields, t.mysqlJson]
      : [p.literals, t.sqliteFields, t.sqliteJson];
  const onBase = !p.match || mysql;
  const parts = (ref: (column: string) => string) =>
    literalConditions(literals, fields, json, ref).conditions;
  const { replacements } = literalConditions(literals, fields, json, String);
  if (p.match) replacements.match = p.match;
  const where = (a: string) => {
    if (!p.match) return parts((c) => `${a}.${c}`).join(' AND ');
    if (onBase) {
      const index = t.mysqlIndex
        .split(', ')
        .map((c) => `${a}.${c}`)
        .join(', ');
      return [
        `MATCH (${index}) AGAINST (:match IN BOOLEAN MODE)`,
        ...parts((c) => `${a}.${c}`),
      ].join(' AND ');
    }
    const inner = [`${fts} MATCH :match`, ...parts((c) => `${fts}.${c}`)].join(' AND ');
    return `${a}.id IN (SELECT ${fts}.rowid FROM ${fts} WHERE ${inner})`;
  };
  return { where, replacements };
}

export interface RankedIds {
  ids: number[];
  total: number;
  fuzzy: boolean;
}

/** How a string appears inside JSON text: quotes and backslashes escaped, no outer quotes. */
const asJsonString = (value: string) => JSON.stringify(value).slice(1, -1);

/**
 * The ids of one page of `kind` matching `q`, best first, and how many match in all; null when
 * no word of `q` can use the index (the caller then scans with INSTR, as before).
 */
export async function fullTextSearch(
  sequelize: Sequelize,
  kind: SearchKind,
  q: string | undefined,
  filter: SearchFilter,
  offset: number,
  limit: number,
): Promise<RankedIds | null> {
  const words = searchWords(q);
  const mysql = sequelize.getDialect() === 'mysql';
  const strict = plan(words, mysql, false);
  if (!strict.match) return null;
  const first = await run(sequelize, kind, strict, filter, offset, limit, mysql);
  if (first.total > 0) return { ...first, fuzzy: false };
  const relaxed = plan(words, mysql, true);
  if (relaxed.match === strict.match) return { ...first, fuzzy: false };
  return { ...(await run(sequelize, kind, relaxed, filter, offset, limit, mysql)), fuzzy: true };
}

async function run(
  sequelize: Sequelize,
  kind: SearchKind,
  p: Plan,
  filter: SearchFilter,
  offset: number,
  limit: number,
  mysql: boolean,
): Promise<{ ids: number[]; total: number }> {
  const t = TABLES[kind];
  const replacements: Record<string, unknown> = { match: p.match, offset, limit };
  // Column references: the FTS table's own copy on SQLite, the base table on MySQL.
  const ref = (column: string) => (mysql ? `b.${column}` : `${t.fts}.${column}`);
  const literals = literalConditions(
    p.literals,
    mysql ? t.mysqlFields : t.sqliteFields,
    mysql ? t.mysqlJson : t.sqliteJson,
    ref,
  );
  Object.assign(replacements, literals.replacements);
  const conditions = literals.conditions;
  // Moderated rows never appear in search (db/visibility.ts).
  const baseConditions: string[] = [
    kind === 'users' ? visibleUserSql('b') : visibleProjectSql('b'),
  ];
  if (filter.listHas !== undefined) {
    replacements.listHas = JSON.stringify(filter.listHas);
    const list = kind === 'users' ? 'skills' : 'tags';
    baseConditions.push(`INSTR(LOWER(CONCAT(b.${list}, '')), LOWER(:listHas)) > 0`);
  }
  if (filter.userId !== undefined) {
    replacements.userId = filter.userId;
    baseConditions.push('b.userId = :userId');
  }
  if (filter.sql) {
    Object.assign(replacements, filter.sql.replacements);
    baseConditions.push(filter.sql.where('b'));
  }

  let from: string;
  let score: string;
  if (mysql) {
    const match = `MATCH (${t.mysqlIndex
      .split(', ')
      .map((c) => `b.${c}`)
      .join(', ')}) AGAINST (:match IN BOOLEAN MODE)`;
    from = `${t.base} b WHERE ${[match, ...conditions, ...baseConditions].join(' AND ')}`;
    score = `${match} DESC, b.id DESC`;
  } else {
    // Each match looks its own row up (a primary-key probe). Not a rowid constraint handed to
    // FTS5, which would run the MATCH once per listed id, nor a list of every visible row built
    // first (100,000 projects' ids for each search).
    const base = [
      `EXISTS (SELECT 1 FROM ${t.base} b WHERE b.id = ${t.fts}.rowid AND ${baseConditions.join(' AND ')})`,
    ];
    from = `${t.fts} WHERE ${[`${t.fts} MATCH :match`, ...conditions, ...base].join(' AND ')}`;
    score = `bm25(${t.fts}, ${t.weights}), ${t.fts}.rowid DESC`;
  }
  const id = mysql ? 'b.id' : `${t.fts}.rowid`;
  const [rows, counted] = await Promise.all([
    sequelize.query<{ id: number }>(
      `SELECT ${id} AS id FROM ${from} ORDER BY ${score} LIMIT :limit OFFSET :offset`,
      { replacements, type: QueryTypes.SELECT },
    ),
    sequelize.query<{ n: number }>(`SELECT COUNT(*) AS n FROM ${from}`, {
      replacements,
      type: QueryTypes.SELECT,
    }),
  ]);
  return { ids: rows.map((r) => Number(r.id)), total: Number(counted[0]?.n ?? 0) };
}

/** Orders rows as `ids` lists them (rows fetched by id come back in the table's order). */
export function inIdOrder<T extends { id: number }>(ids: number[], rows: T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is T => r !== undefined);
}
