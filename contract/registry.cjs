// @ts-check
/**
 * The front-end registry (src/registry.json) for plain Node: the scripts, the rspack configs,
 * ESLint and e2e's server read it here; TypeScript reads it through src/remotes.ts and routes.ts.
 */
const registry = require('./src/registry.json');

/**
 * @typedef {{ folder: string, federationName: string, devPort: number, routes: Record<string, string> }} FrontEnd
 * @typedef {FrontEnd & { key: string, section: string, exposes: Record<string, string> }} Remote
 */

/** @type {FrontEnd} */
exports.SHELL = registry.shell;

/** @type {Remote[]} The remotes in registry order, each with its key (`profiles`). */
exports.REMOTES = Object.entries(registry.remotes).map(([key, remote]) => ({ key, ...remote }));

/**
 * The registry entry of the package in a folder (`mfe-profiles`), or null.
 * @param {string} folder
 * @returns {{ kind: 'host', entry: FrontEnd } | { kind: 'remote', entry: Remote } | null}
 */
exports.frontEndOf = (folder) => {
  if (folder === exports.SHELL.folder) return { kind: 'host', entry: exports.SHELL };
  const remote = exports.REMOTES.find((candidate) => candidate.folder === folder);
  return remote ? { kind: 'remote', entry: remote } : null;
};

/**
 * What the shell expects each remote to expose (federation name → exposed modules): shipped with
 * the shell's build as remote-contract.json for the deploy gate (scripts/remote-deploy.mjs).
 * @returns {Record<string, string[]>}
 */
exports.remoteContract = () =>
  Object.fromEntries(exports.REMOTES.map((r) => [r.federationName, Object.keys(r.exposes)]));
