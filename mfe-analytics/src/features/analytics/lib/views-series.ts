import { TIME_RANGES, type TimeRange } from '../constants';
import type { DailyViews } from '../types';

const DAY_MS = 24 * 60 * 60 * 1000;

function toDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function parseDay(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

/**
 * A continuous day-by-day series for the chart: the API may leave out days without views, and the
 * x axis should span the chosen range (for 'all time', from the first recorded day) up to today.
 */
export function buildDailySeries(
  viewsByDay: DailyViews[],
  range: TimeRange,
  today: Date = new Date(),
): DailyViews[] {
  const counts = new Map<string, number>();
  for (const { date, count } of viewsByDay)
    counts.set(date.slice(0, 10), (counts.get(date.slice(0, 10)) ?? 0) + count);
  const known = [...counts.keys()].sort();
  const days = TIME_RANGES.find((r) => r.value === range)?.days ?? null;
  const end = Math.max(
    parseDay(toDay(today)),
    known.length ? parseDay(known[known.length - 1]) : 0,
  );
  let start: number;
  if (days !== null) start = end - (days - 1) * DAY_MS;
  else if (known.length) start = parseDay(known[0]);
  else return [];
  if (known.length && parseDay(known[0]) < start) start = parseDay(known[0]);
  const series: DailyViews[] = [];
  for (let t = start; t <= end; t += DAY_MS) {
    const date = toDay(new Date(t));
    series.push({ date, count: counts.get(date) ?? 0 });
  }
  return series;
}

const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const longDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2025-03-04' → 'Mar 4'. */
export function formatShortDay(day: string): string {
  return shortDate.format(parseDay(day));
}

/** '2025-03-04' → 'Mar 4, 2025'. */
export function formatLongDay(day: string): string {
  return longDate.format(parseDay(day));
}

/** Evenly spaced whole-number axis ticks from 0 to at least `max`, about `count` steps. */
export function niceTicks(max: number, count = 4): number[] {
  if (max <= 0) return [0, 1];
  const rawStep = max / count;
  const magnitude = 10 ** Math.floor(Math.log10(rawStep));
  const step = Math.max(
    1,
    [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= rawStep) ?? rawStep,
  );
  const ticks: number[] = [];
  for (let v = 0; v < max + step; v += step) ticks.push(v);
  return ticks;
}
