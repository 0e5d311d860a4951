/* global document */
/**
 * Module Federation runtime plugin: hands the page's CSP nonce to this bundle's own
 * runtime. The shell and every remote each have their own `__webpack_require__`, so each needs
 * `__webpack_nonce__` set for the chunk `<script>` tags it adds and for libraries bundled into it
 * that read it (react-style-singleton, behind the dialogs' scroll lock, via get-nonce). The API
 * writes the nonce on `<meta property="csp-nonce" nonce="…">` (api/src/serving/csp.ts); the
 * browser hides the attribute once the policy applies, the `nonce` property keeps it.
 * Runs when the bundle's federation runtime starts, before any of its chunks load.
 */
if (typeof document !== 'undefined') {
  const meta = document.querySelector('meta[property="csp-nonce"]');
  const nonce = meta && (meta.nonce || meta.getAttribute('nonce'));
  // eslint-disable-next-line no-undef -- the bundler turns this into its runtime's nonce (`__webpack_require__.nc`)
  if (nonce) __webpack_nonce__ = nonce;
}

module.exports = function stackfolioCspNoncePlugin() {
  return { name: 'stackfolio-csp-nonce-plugin' };
};
