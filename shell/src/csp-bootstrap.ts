/**
 * Runs first in the shell's entry, before anything is loaded or styled, so the page works under its
 * Content-Security-Policy (issue 15; the API sets the policy, api/src/serving/csp.ts).
 *
 * The nonce: the server writes it on `<meta property="csp-nonce" nonce="…">` for every page.
 * - `__webpack_nonce__` makes the bundler's runtime put it on the chunk `<script>` tags it adds, and
 *   libraries that read it (react-style-singleton, behind the dialogs' scroll lock) on their
 *   `<style>` tags;
 * - styled-components reads the same meta tag itself for its `<style>` tags; `<style>` elements the
 *   app renders itself take `nonce={cspNonce()}`.
 *
 * No eval: zod probes `Function("")` to decide whether to compile its parsers, which the policy
 * refuses and reports. Its config lives on `globalThis` and is shared by every bundle's copy, so
 * setting `jitless` here, before any zod module runs, turns the probe off everywhere.
 */
import { cspNonce } from '@stackfolio/shared-ui/csp-nonce';

declare let __webpack_nonce__: string | undefined;

const nonce = cspNonce();
if (nonce) __webpack_nonce__ = nonce;

const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };
