// @ts-check
/**
 * The Node build of the shell and of every remote (docs/architecture.md, flow 1): the same
 * federation name and components as the browser build, written next to it in `dist/server/` so one
 * folder (one deployed version) holds both halves of a release. The API requires the shell's
 * `server/server.js` and, through the federation runtime, loads each remote's
 * `server/remoteEntry.js` of the live version to render public pages.
 */
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');

/** The folder, inside a build's output, that holds its Node build. */
const SERVER_DIR = 'server';

/**
 * @param {object} options
 * @param {'host' | 'remote'} options.kind
 * @param {string} options.name          federation name, the same as the browser build's
 * @param {string} options.outDir        the browser build's output folder
 * @param {Record<string, string>} [options.exposes]
 * @param {Record<string, any>} options.shared   the browser build's shared singletons
 * @param {object} options.scriptRule    the browser build's swc rule (same styled-components ids)
 * @param {Record<string, string>} options.define
 */
function createServerConfig({ kind, name, outDir, exposes, shared, scriptRule, define }) {
  const isHost = kind === 'host';
  // The host's copies are the ones every remote uses on the server: load them up front.
  const serverShared = Object.fromEntries(
    Object.entries(shared).map(([key, value]) => [key, { ...value, eager: isHost }]),
  );
  return {
    name: `${name}-server`,
    // After the browser build, whose clean step would otherwise race with this one's output.
    dependencies: [name],
    mode: 'production',
    entry: isHost ? { server: './src/server.tsx' } : {},
    target: 'async-node',
    devtool: false,
    output: {
      path: path.join(outDir, SERVER_DIR),
      // Chunks are read from this folder by the federation Node runtime, never from a URL.
      publicPath: '',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      uniqueName: `${name}_server`,
      library: { type: 'commonjs-module' },
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    module: {
      rules: [scriptRule, { test: /\.(png|svg|jpe?g|gif|webp|ico)$/, type: 'asset/inline' }],
    },
    // Server code is read once per process: minifying it only costs build time.
    optimization: { minimize: false, moduleIds: 'deterministic', chunkIds: 'deterministic' },
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin({
        name,
        ...(isHost ? {} : { filename: 'remoteEntry.js', exposes }),
        remotes: {},
        remoteType: 'script',
        library: { type: 'commonjs-module' },
        manifest: false,
        dts: false,
        shared: serverShared,
        shareStrategy: 'loaded-first',
        runtimePlugins: [
          require.resolve('@module-federation/node/runtimePlugin'),
          ...(isHost ? [require.resolve('./file-entry-runtime-plugin.cjs')] : []),
        ],
      }),
      new rspack.DefinePlugin(define),
    ],
  };
}

module.exports = { createServerConfig, SERVER_DIR };
