import { Op, col, fn, where as sqlWhere, type WhereOptions } from 'sequelize';

/** Search words from a query string: LIKE wildcards dropped (SQLite has no default ESCAPE), at most 5. */
export function searchWords(q: string | undefined): string[] {
  return (q ?? '').replace(/[\\%_]/g, ' ').split(/\s+/).filter(Boolean).slice(0, 5);
}

const contains = (term: string) => `%${term.toLowerCase()}%`;

/** Case-insensitive "column contains text" on both dialects. */
export function textContains(column: string, term: string) {
  return sqlWhere(fn('LOWER', col(column)), { [Op.like]: contains(term) });
}

/**
 * Case-insensitive "JSON list column mentions text" on both dialects: the JSON is compared as
 * text (MariaDB keeps it as LONGTEXT, SQLite as TEXT; CONCAT makes MySQL's JSON type text too).
 */
export function jsonTextContains(column: string, term: string) {
  return sqlWhere(fn('LOWER', fn('CONCAT', col(column), '')), { [Op.like]: contains(term) });
}

/** Case-insensitive "JSON list of strings has exactly this element", e.g. tag = "react". */
export function jsonArrayHas(column: string, value: string) {
  const element = JSON.stringify(value.toLowerCase()).replace(/[\\%_]/g, '');
  return sqlWhere(fn('LOWER', fn('CONCAT', col(column), '')), { [Op.like]: `%${element}%` });
}

/** Every word must match at least one of the conditions built for it. */
export function everyWordMatches<T>(words: string[], conditionsFor: (word: string) => unknown[]): WhereOptions<T> {
  if (words.length === 0) return {};
  return { [Op.and]: words.map((word) => ({ [Op.or]: conditionsFor(word) })) } as WhereOptions<T>;
}
