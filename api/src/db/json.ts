/**
 * The one place JSON list columns are normalised: MariaDB stores JSON as LONGTEXT and hands it
 * back as a string, SQLite and MySQL hand back parsed values.
 */
export function toStringArray(value: unknown): string[] {
  let v = value;
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v);
    } catch {
      return [];
    }
  }
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}
