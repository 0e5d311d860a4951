import { TEXT } from '../constants';

/** 'Direct' (or no referrer) reads 'Direct visits'; a URL reads as its host name (docs/product.md §2). */
export function referrerLabel(referrer: string | null | undefined): string {
  const value = referrer?.trim() ?? '';
  if (!value || value.toLowerCase() === 'direct') return TEXT.directVisits;
  for (const candidate of [value, `https://${value}`]) {
    try {
      const host = new URL(candidate).hostname;
      if (host) return host;
    } catch {
      // Not a URL in this form; try the next one.
    }
  }
  return value;
}

let regionNames: Intl.DisplayNames | null | undefined;

/** English country names, or null where the runtime lacks Intl.DisplayNames. */
function regionName(code: string): string | undefined {
  if (regionNames === undefined) {
    try {
      regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    } catch {
      regionNames = null;
    }
  }
  try {
    return regionNames?.of(code);
  } catch {
    return undefined;
  }
}

/**
 * The API sends a country as its ISO 3166 code ('DE', from the proxy's country header): it reads
 * as the country's name ('Germany'); an unknown code reads as itself, a missing one as 'Unknown'.
 */
export function countryLabel(country: string | null | undefined): string {
  const value = country?.trim() ?? '';
  if (!value) return TEXT.unknownCountry;
  return (/^[A-Za-z]{2}$/.test(value) && regionName(value.toUpperCase())) || value;
}

/** 1234 → '1,234'. */
export function formatCount(value: number | null | undefined): string {
  return (value ?? 0).toLocaleString('en-US');
}

/** 1 → '1st', 42 → '42nd', 13 → '13th'. */
export function ordinal(value: number): string {
  const n = Math.round(value);
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
}
