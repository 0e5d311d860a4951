import { ApiError } from './api-client';

/**
 * The message a person should read for a failed call (docs/product.md §8: "server message or <fallback>").
 * The API's error bodies are JSON `{ "message": "…" }`: that message is returned; a plain-text body
 * is returned as is; anything else (empty body, HTML error page, network failure) gives `fallback`.
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const body = error.body.trim();
  if (!body) return fallback;
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed) {
      const { message } = parsed as { message: unknown };
      if (typeof message === 'string' && message.trim()) return message;
    }
    return fallback;
  } catch {
    // Not JSON: a short plain-text body is a message; an HTML page (a proxy's error) is not.
    return body.startsWith('<') ? fallback : body;
  }
}
