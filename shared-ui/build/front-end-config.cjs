// @ts-check
/**
 * Each front end's rspack config from its entry in @stackfolio/contract's registry
 * (docs/architecture.md): the shell and every remote call `createFrontEndConfig(__dirname)`.
 */
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { frontEndOf, remoteContract } = require('@stackfolio/contract/registry');
const { createRspackConfig, sharedFromPeers } = require('./federation.cjs');

/**
 * Writes what the shell expects each remote to expose into its build (remote-contract.json):
 * the deploy gate (scripts/remote-deploy.mjs) refuses a remote that lacks one.
 */
const remoteContractPlugin = {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RemoteContract', (compilation) => {
      const stage = rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL;
      compilation.hooks.processAssets.tap({ name: 'RemoteContract', stage }, () => {
        const json = `${JSON.stringify(remoteContract(), null, 2)}\n`;
        compilation.emitAsset('remote-contract.json', new rspack.sources.RawSource(json));
      });
    });
  },
};

/**
 * The rspack config of the front end in `packageDir`, from its entry in @stackfolio/contract's
 * registry (federation name, exposes, dev port, section): a package's rspack.config.cjs is one call.
 * @param {string} packageDir
 * @param {{ devProxy?: Record<string, string> }} [options]
 */
function createFrontEndConfig(packageDir, options = {}) {
  const frontEnd = frontEndOf(path.basename(packageDir));
  if (!frontEnd)
    throw new Error(`${packageDir} has no entry in @stackfolio/contract's registry.json`);
  const { federationName, devPort } = frontEnd.entry;
  if (frontEnd.kind === 'host') {
    return createRspackConfig({
      packageDir,
      kind: 'host',
      name: federationName,
      devPort,
      plugins: [remoteContractPlugin],
      ...options,
    });
  }
  const { exposes, section } = frontEnd.entry;
  const title = `Stackfolio ${section} (standalone)`;
  return createRspackConfig({
    packageDir,
    kind: 'remote',
    name: federationName,
    exposes,
    devPort,
    title,
  });
}

module.exports = { createFrontEndConfig, createRspackConfig, sharedFromPeers };
