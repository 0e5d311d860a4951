/**
 * Runs first in the shell's entry, before any chunk loads, so the page works under its
 * Content-Security-Policy (the server sets the policy).
 *
 * The nonce needs nothing here: every bundle's federation runtime hands it to its own bundler
 * runtime (shared-ui/build/csp-nonce-runtime-plugin.cjs), styled-components reads the
 * `csp-nonce` meta tag itself, and `<style>` elements the app renders take `nonce={cspNonce()}`.
 *
 * No eval: zod probes `Function("")` to decide whether to compile its parsers, which the policy
 * refuses and reports. Its config lives on `globalThis` and is shared by every bundle's copy, so
 * setting `jitless` here, before any zod module runs, turns the probe off everywhere.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

export {};
