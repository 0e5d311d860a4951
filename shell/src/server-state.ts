/** The id of the `<script type="application/json">` that carries the server's query cache. */
export const SERVER_STATE_ID = 'stackfolio-state';

/**
 * Serialises the cache for a script element (with the page's CSP nonce): nothing in it can end
 * the element early.
 */
export function serverStateScript(state: unknown, nonce?: string): string {
  const json = JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  const nonceAttr = nonce ? ` nonce="${nonce.replace(/[^A-Za-z0-9+/=]/g, '')}"` : '';
  return `<script type="application/json" id="${SERVER_STATE_ID}"${nonceAttr}>${json}</script>`;
}

export function readServerState(doc: Document): unknown {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
