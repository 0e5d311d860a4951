import { formatDistance } from 'date-fns';

/**
 * While the browser hydrates a server-rendered page, "now" is the moment the server rendered it:
 * relative times must read as the server wrote them (React refuses differing text), even when a
 * minute boundary passed in between. Null means the real clock.
 */
let hydrationNow: number | null = null;

/** Sets (a server render's time, in ms) or releases (null) the clock of relative times. */
export function setHydrationNow(ms: number | null): void {
  hydrationNow = ms;
}

/** "about 2 hours ago", "over 1 year ago", "almost 3 years ago" (docs/product.md §9). */
export function timeAgo(date: string | number | Date): string {
  return formatDistance(new Date(date), hydrationNow ?? Date.now(), { addSuffix: true });
}

/** Card display: megabytes with one decimal, e.g. "2.4 MB" (docs/product.md §9). */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const UNITS = ['Bytes', 'KB', 'MB', 'GB'];

/** Browse page display: Bytes/KB/MB/GB with up to two decimals, e.g. "1.5 MB" (docs/product.md §9). */
export function formatFileSize(bytes: number): string {
  if (!bytes) return '0 Bytes';
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), UNITS.length - 1);
  return `${parseFloat((bytes / 1024 ** exponent).toFixed(2))} ${UNITS[exponent]}`;
}

/** "Ada Lovelace", or the fallback when neither name is set. */
export function fullName(
  person: { firstName?: string | null; lastName?: string | null } | null | undefined,
  fallback = '',
): string {
  const name = [person?.firstName, person?.lastName].filter(Boolean).join(' ').trim();
  return name || fallback;
}

/** Avatar initials: first letters of first and last name ("AL"), or '' when unknown. */
export function initials(
  person: { firstName?: string | null; lastName?: string | null } | null | undefined,
): string {
  return [person?.firstName, person?.lastName]
    .map((part) => part?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();
}
