import { Op, col, fn, where as sqlWhere, type WhereOptions } from 'sequelize';

/** Search words from a query string, at most 5. Every character is literal text (no wildcards). */
export function searchWords(q: string | undefined): string[] {
  return (q ?? '').split(/\s+/).filter(Boolean).slice(0, 5);
}

/**
 * Case-insensitive "text contains needle" on both dialects. INSTR (SQLite and MySQL alike) rather
 * than LIKE: `%`, `_` and `\` in what a user searches for are plain characters, with no escaping
 * rules that differ between the dialects. The database's own LOWER folds both sides, so they fold
 * alike: SQLite's folds ASCII only, and lowering the needle in JavaScript would make "Иван" or
 * "Öztürk" unmatchable there even typed exactly as stored.
 */
const contains = (text: ReturnType<typeof fn>, needle: string) =>
  sqlWhere(fn('INSTR', text, fn('LOWER', needle)), { [Op.gt]: 0 });

/** The text of a JSON list column (MariaDB keeps LONGTEXT, SQLite TEXT; CONCAT turns MySQL's JSON into text). */
const jsonText = (column: string) => fn('LOWER', fn('CONCAT', col(column), ''));

/** How a string appears inside JSON text: quotes and backslashes escaped, without the outer quotes. */
const asJsonString = (value: string) => JSON.stringify(value).slice(1, -1);

/** Case-insensitive "column contains text" on both dialects. */
export function textContains(column: string, term: string) {
  return contains(fn('LOWER', col(column)), term);
}

/** Case-insensitive "JSON list column mentions text" (a skill or tag containing the word). */
export function jsonTextContains(column: string, term: string) {
  return contains(jsonText(column), asJsonString(term));
}

/** Case-insensitive "JSON list of strings has exactly this element", e.g. tag = "react". */
export function jsonArrayHas(column: string, value: string) {
  return contains(jsonText(column), JSON.stringify(value));
}

/** Every word must match at least one of the conditions built for it. */
export function everyWordMatches<T>(
  words: string[],
  conditionsFor: (word: string) => unknown[],
): WhereOptions<T> {
  if (words.length === 0) return {};
  return { [Op.and]: words.map((word) => ({ [Op.or]: conditionsFor(word) })) } as WhereOptions<T>;
}
