/**
 * The page's Content-Security-Policy nonce. The API writes it on
 * `<meta property="csp-nonce" nonce="…">` in every page it serves; a `<style>` or `<script>` the
 * app renders itself must carry it (`<style nonce={cspNonce()}>`), or the browser refuses it.
 * The browser hides the attribute once the policy applies; the `nonce` property keeps the value.
 * Undefined where no page policy applies (tests, a remote's dev server).
 */
export function cspNonce(
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
): string | undefined {
  const meta = doc?.head?.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}
