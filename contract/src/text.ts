import { z } from 'zod';

/** An absolute http(s) URL with a host (what every link field of the spec accepts). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/** Trims, drops empties and duplicates (case-insensitive), keeping the first spelling. */
export function cleanList(values: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of values) {
    const v = raw.trim();
    const key = v.toLowerCase();
    if (v && !seen.has(key)) {
      seen.add(key);
      out.push(v);
    }
  }
  return out;
}

/**
 * A list sent as JSON text (multipart) or as an array (JSON body). Plain comma-separated text
 * is accepted too, for hand-written requests.
 */
export const jsonList = (formatMessage: string) =>
  z.union([z.string(), z.array(z.unknown())]).transform((value, ctx) => {
    let list: unknown = value;
    if (typeof value === 'string') {
      const text = value.trim();
      if (text === '') return [];
      try {
        list = JSON.parse(text);
      } catch {
        list = text.startsWith('[') ? null : text.split(',');
      }
    }
    if (!Array.isArray(list) || !list.every((x) => typeof x === 'string')) {
      ctx.addIssue({ code: 'custom', message: formatMessage });
      return z.NEVER;
    }
    return cleanList(list);
  });

/**
 * Search text from a query string: trimmed, bounded and free of control characters (a NUL byte
 * would cut SQLite's SQL text short and fail the query with a 500).
 */
export const searchText = (max: number, message: string) =>
  z
    .string({ error: 'Search text must be a single text value' })
    .trim()
    .max(max, { error: message })
    // eslint-disable-next-line no-control-regex
    .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), {
      error: 'Search text must not contain control characters',
    });

/** A stored upload's public URL (`/uploads/…`), or null when there is none. */
export const uploadUrlSchema = z.string().nullable();

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for both element content and double- or single-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}
