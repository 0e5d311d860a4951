import { formatFileSize, formatMegabytes, fullName, initials, timeAgo } from './format';

describe('format helpers', () => {
  it('formats sizes for cards (MB, 1 decimal) and the browse page (unit, 2 decimals)', () => {
    expect(formatMegabytes(2.5 * 1024 * 1024)).toBe('2.5 MB');
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(512)).toBe('512 Bytes');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(1024 * 1024 * 3.256)).toBe('3.26 MB');
    expect(formatFileSize(1024 ** 3 * 2)).toBe('2 GB');
  });

  it('says relative times with "ago" and date-fns qualifiers', () => {
    const twoHoursAgo = Date.now() - 2 * 60 * 60 * 1000;
    expect(timeAgo(twoHoursAgo)).toBe('about 2 hours ago');
    const day = 24 * 60 * 60 * 1000;
    expect(timeAgo(Date.now() - 500 * day)).toBe('over 1 year ago');
    expect(timeAgo(Date.now() - 700 * day)).toBe('almost 2 years ago');
  });

  it('reads relative times against the given moment', () => {
    const joined = Date.now() - 50 * 1000;
    expect(timeAgo(joined, joined + 10 * 1000)).toBe('less than a minute ago');
    expect(timeAgo(joined, joined + 2 * 60 * 1000)).toBe('2 minutes ago');
  });

  it('builds names and initials with fallbacks', () => {
    expect(fullName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(fullName({ firstName: null, lastName: null }, 'Anonymous')).toBe('Anonymous');
    expect(initials({ firstName: 'ada', lastName: 'Lovelace' })).toBe('AL');
    expect(initials(null)).toBe('');
  });
});
