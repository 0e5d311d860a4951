import type { CountryCount, ReferrerCount } from '../types';
import type { BarItem } from '../components/bar-list';
import { countryLabel, referrerLabel } from './labels';

/** Rows that read the same on screen (two pages of one host, '' and null country) become one bar. */
function mergeByLabel(rows: { label: string; count: number }[]): BarItem[] {
  const totals = new Map<string, number>();
  for (const { label, count } of rows) totals.set(label, (totals.get(label) ?? 0) + count);
  return [...totals]
    .map(([label, count]) => ({ key: label, label, count }))
    .sort((a, b) => b.count - a.count);
}

export function countryBars(rows: CountryCount[]): BarItem[] {
  return mergeByLabel(rows.map((row) => ({ label: countryLabel(row.country), count: row.count })));
}

export function referrerBars(rows: ReferrerCount[]): BarItem[] {
  return mergeByLabel(
    rows.map((row) => ({ label: referrerLabel(row.referrer), count: row.count })),
  );
}
