import type { ClientErrorRequest, ClientPart } from '@stackfolio/contract';
import { apiSend } from '../api-client';

/** What a caller reports; the wire shape (ClientErrorRequest) is built from it. */
export interface ClientErrorReport {
  /** Which part failed: a remote's key, or 'shell'. */
  remote?: ClientPart;
  error: unknown;
  release?: string;
}

const recent = new Map<string, number>();
const REPEAT_WINDOW_MS = 60_000;

/**
 * The one hook through which the front end reports failures: the console for developers, and
 * POST /api/client-errors so operators see which remote failed. The same error is sent at most
 * once a minute; reporting never throws.
 */
export function reportClientError({ remote, error, release }: ClientErrorReport): void {
  const message =
    (error instanceof Error ? error.message : String(error)).slice(0, 2000) || 'Unknown error';
  console.error(`[stackfolio]${remote ? ` ${remote}:` : ''}`, error);
  const key = `${remote}|${message}`;
  const now = Date.now();
  if ((recent.get(key) ?? 0) > now - REPEAT_WINDOW_MS) return;
  recent.set(key, now);
  apiSend('POST', '/api/client-errors', {
    remote,
    message,
    url: window.location.pathname,
    ...(release && { release }),
  } satisfies ClientErrorRequest).catch(() => {
    // The report itself failed (offline, rate-limited): the console line above is all we can do.
  });
}
