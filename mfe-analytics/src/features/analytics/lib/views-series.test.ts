import { buildDailySeries, formatShortDay, niceTicks } from './views-series';

const TODAY = new Date('2025-03-10T15:00:00Z');

describe('buildDailySeries', () => {
  it('spans the chosen range up to today and fills days without views with 0', () => {
    const series = buildDailySeries([{ date: '2025-03-08', count: 4 }], '7days', TODAY);
    expect(series.map((d) => d.date)).toEqual([
      '2025-03-04',
      '2025-03-05',
      '2025-03-06',
      '2025-03-07',
      '2025-03-08',
      '2025-03-09',
      '2025-03-10',
    ]);
    expect(series.map((d) => d.count)).toEqual([0, 0, 0, 0, 4, 0, 0]);
  });

  it('covers 30 days for the default range', () => {
    expect(buildDailySeries([], '30days', TODAY)).toHaveLength(30);
  });

  it('starts "All time" at the first recorded day and is empty without data', () => {
    const series = buildDailySeries([{ date: '2025-03-07', count: 1 }], 'all', TODAY);
    expect(series[0]).toEqual({ date: '2025-03-07', count: 1 });
    expect(series).toHaveLength(4);
    expect(buildDailySeries([], 'all', TODAY)).toEqual([]);
  });

  it('adds up duplicate days and keeps days the API sent before the range start', () => {
    const series = buildDailySeries(
      [
        { date: '2025-03-01', count: 1 },
        { date: '2025-03-10', count: 2 },
        { date: '2025-03-10', count: 3 },
      ],
      '7days',
      TODAY,
    );
    expect(series[0]).toEqual({ date: '2025-03-01', count: 1 });
    expect(series[series.length - 1]).toEqual({ date: '2025-03-10', count: 5 });
  });
});

describe('niceTicks', () => {
  it('gives whole-number ticks from 0 past the maximum', () => {
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(1)).toEqual([0, 1]);
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(120)).toEqual([0, 50, 100, 150]);
  });
});

it('formats axis days in UTC', () => {
  expect(formatShortDay('2025-03-04')).toBe('Mar 4');
});
