/** How long an object URL outlives its click: some browsers read the blob after `click()` returns. */
const REVOKE_DELAY_MS = 10_000;

/** Strips what file systems refuse (path separators, reserved and control characters). */
export function safeFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  return name.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, '_').trim();
}

/**
 * The file name a `Content-Disposition` header suggests (RFC 6266): `filename*=UTF-8''…` wins
 * over `filename="…"`. Returns null when the header names no file.
 */
export function filenameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      const name = safeFileName(decodeURIComponent(extended[2].trim().replace(/^"|"$/g, '')));
      if (name) return name;
    } catch {
      // A malformed percent-encoding: fall back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;]+))/i.exec(header);
  const raw = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  const name = raw ? safeFileName(raw) : '';
  return name || null;
}

/** Starts a browser download of `blob` under `filename` (a temporary link, object URL revoked later). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_DELAY_MS);
}

/**
 * Saves a file response (e.g. from `apiRequest`) under the name its Content-Disposition gives,
 * or `fallbackName` when it gives none. Resolves with the name used.
 */
export async function saveResponseAsFile(
  response: Response,
  fallbackName: string,
): Promise<string> {
  const filename =
    filenameFromContentDisposition(response.headers.get('Content-Disposition')) ?? fallbackName;
  saveBlob(await response.blob(), filename);
  return filename;
}
