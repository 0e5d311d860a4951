import { formatDistance } from 'date-fns';

/** "about 2 hours ago", "over 1 year ago", "almost 3 years ago" (docs/product.md §9), against `now`. */
export function timeAgo(date: string | number | Date, now: number = Date.now()): string {
  return formatDistance(new Date(date), now, { addSuffix: true });
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
