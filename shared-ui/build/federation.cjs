// @ts-check
/**
 * The one place that decides how Stackfolio's host and remotes are federated and bundled.
 * Every rspack config (shell and the five remotes) calls `createRspackConfig`, so the shared
 * singletons, chunk naming, cache-friendly file names and dev-server settings cannot drift apart.
 */
const path = require('node:path');
const fs = require('node:fs');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { createServerConfig, SERVER_DIR } = require('./server-build.cjs');

const SHARED_UI_ROOT = path.resolve(__dirname, '..');
const CONTRACT_SRC = path.join(
  path.dirname(require.resolve('@stackfolio/contract/package.json')),
  'src',
);

/** The router packages: shared through `@stackfolio/shared-ui/router`, never whole (below). */
const ROUTER_PACKAGES = new Set(['react-router', 'react-router-dom']);

/**
 * Shared singletons, derived from the package's peerDependencies (docs/architecture.md).
 * react and react-dom are also shared by prefix (`react/`, `react-dom/`) so that
 * `react/jsx-runtime` and `react-dom/client` resolve to the one copy the host loaded.
 * The router is the exception: a shared module is never tree-shaken, and react-router shared
 * whole is ~60 KB gzip of which the app uses a tenth. Every import of routing goes through
 * `@stackfolio/shared-ui/router` (a narrow re-export), which is the shared singleton instead.
 * @param {string} packageDir
 */
function sharedFromPeers(packageDir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const peers = pkg.peerDependencies ?? {};
  /** @type {Record<string, any>} */
  const shared = {};
  const singleton = (/** @type {string} */ range) => ({
    singleton: true,
    requiredVersion: range,
    strictVersion: false,
  });
  for (const [name, range] of Object.entries(peers)) {
    if (ROUTER_PACKAGES.has(name)) continue;
    shared[name] = singleton(range);
    if (name === 'react' || name === 'react-dom') shared[`${name}/`] = singleton(range);
    if (name === '@stackfolio/shared-ui') shared[`${name}/router`] = singleton(range);
  }
  return shared;
}

/**
 * Leaves out the parts of the federation runtime a build never runs (it is bundled into the
 * shell's main chunk and into every remoteEntry.js): Node.js script loading everywhere, and in a
 * remote the code that loads other remotes and reads their manifests (snapshots) — only the
 * shell loads remotes (shell/src/remotes/remote-loader.ts).
 * @param {boolean} isHost
 */
function runtimeOptimization(isHost) {
  return { target: /** @type {const} */ ('web'), disableRemote: !isHost, disableSnapshot: !isHost };
}

/**
 * One federation runtime per page. The shell provides its runtime core (a global) and, in
 * production, every remote's remoteEntry.js uses it instead of bundling its own copy (~17 KB gzip
 * less per remote on the page, four on /admin and the dashboard). The deploy gate therefore
 * refuses a remote built with another federation plugin version than the live shell's
 * (scripts/remote-deploy.mjs). A remote built this way cannot run without the shell, so its
 * production build has no standalone page; `npm run dev -w mfe-x` still runs it alone.
 * @param {boolean} isHost
 * @param {boolean} isDev
 */
function externalRuntime(isHost, isDev) {
  if (isHost) return { provideExternalRuntime: true };
  return isDev ? {} : { externalRuntime: true };
}

/**
 * The federation plugin imports its bundler runtime as CommonJS, which keeps all of it and of the
 * SDK. In a remote (whose runtime core is the shell's) the ES module build lets the bundler drop
 * what is unused: remoteEntry.js ~14 → ~8.5 KB gzip. (The shell's own runtime gains nothing.)
 */
const BUNDLER_RUNTIME_CJS = require.resolve('@module-federation/webpack-bundler-runtime');
const BUNDLER_RUNTIME_AS_ESM = {
  [BUNDLER_RUNTIME_CJS]: BUNDLER_RUNTIME_CJS.replace(/\.cjs$/, '.js'),
};

/**
 * In the browser, `zod` is zod configured for the pages' Content-Security-Policy (no `Function`
 * probe): every bundle (the shell and each remote) has its own copy of zod, and each copy is set
 * up by this module before any of its schemas is built. The Node builds keep plain zod.
 */
const ZOD_FOR_THE_BROWSER = { zod$: path.join(SHARED_UI_ROOT, 'src/validation/zod-jitless.ts') };

/**
 * The TypeScript/JSX rule of both builds. The styled-components plugin gives every styled
 * component a stable id (namespaced per package), so the class names the server renders are the
 * ones the browser computes while hydrating, whatever order the server loaded the remotes in.
 * @param {string} packageDir
 * @param {string} name
 * @param {boolean} isDev
 * @param {string} [targets]
 */
function createScriptRule(packageDir, name, isDev, targets) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    include: [path.join(packageDir, 'src'), path.join(SHARED_UI_ROOT, 'src'), CONTRACT_SRC],
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: isDev, refresh: isDev } },
        experimental: {
          plugins: [
            [
              require.resolve('@swc/plugin-styled-components'),
              { ssr: true, displayName: isDev, namespace: name },
            ],
          ],
        },
      },
      env: { targets: targets ?? 'chrome >= 111, edge >= 111, firefox >= 111, safari >= 16.4' },
    },
    type: 'javascript/auto',
  };
}

/** @param {string} packageDir */
function packageVersion(packageDir) {
  return JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')).version;
}

/** The site's default title and description: the same file the pages fall back to at run time. */
const SITE_META = require('../src/site-meta.json');

/** An inline SVG favicon: no extra request, no 404 for /favicon.ico. */
const FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='7' fill='%234338ca'/%3E%3Cpath d='M21 11.5c-1-1.6-2.9-2.5-5-2.5-3 0-5 1.6-5 3.9 0 5 9.6 3 9.6 7.2 0 1.6-1.7 2.9-4.4 2.9-2.2 0-4-.9-5-2.6' stroke='white' stroke-width='2.6' fill='none' stroke-linecap='round'/%3E%3C/svg%3E";

/** The light and dark palettes; the global style sets the rest once the app runs. */
const PALETTES = require('../src/theme/palette.json');

/**
 * What the page looks like before any script has run: the theme's background and colour scheme,
 * following the device or the visitor's choice (`data-theme`, put on <html> by the server), so a
 * page the browser renders never flashes the wrong theme.
 */
function prePaintStyle() {
  const rule = (name) => {
    const { colors } = PALETTES[name];
    return `color-scheme:${name};background:${colors.background};color:${colors.text}`;
  };
  return [
    `html{${rule('light')}}`,
    `@media (prefers-color-scheme:dark){html:not([data-theme=light]){${rule('dark')}}}`,
    `html[data-theme=dark]{${rule('dark')}}`,
  ].join('');
}

/** The HTML page of the shell (and of a remote running alone); the API fills the head per route. */
function htmlDocument(title, description) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <meta name="description" content="${description}" />
    <meta name="color-scheme" content="light dark" />
    <meta name="theme-color" content="${PALETTES.light.themeColor}" media="(prefers-color-scheme: light)" />
    <meta name="theme-color" content="${PALETTES.dark.themeColor}" media="(prefers-color-scheme: dark)" />
    <style>${prePaintStyle()}</style>
    <link rel="icon" href="${FAVICON}" />
  </head>
  <body>
    <div id="root"></div>
    <noscript>Stackfolio needs JavaScript to run the app.</noscript>
  </body>
</html>
`;
}

/**
 * @param {object} options
 * @param {string} options.packageDir  absolute path of the package being built
 * @param {'host' | 'remote'} options.kind
 * @param {string} options.name        federation name (snake_case)
 * @param {Record<string, string>} [options.exposes]
 * @param {number} options.devPort
 * @param {string} [options.title]
 * @param {string} [options.description]
 * @param {Record<string, string>} [options.devProxy]  dev-server proxy (host only)
 * @param {import('@rspack/core').RspackPluginInstance[]} [options.plugins]  more for the browser build
 */
function createRspackConfig(options) {
  const {
    packageDir,
    kind,
    name,
    exposes,
    devPort,
    title = SITE_META.title,
    description = SITE_META.description,
    devProxy,
    plugins = [],
  } = options;
  return (_env, argv) => {
    const isDev = argv.mode === 'development';
    const release = process.env.STACKFOLIO_RELEASE ?? packageVersion(packageDir);
    // The federation runtime on the server keeps one instance per build version: a redeploy (or a
    // rebuild in place) must carry a new one, or the running server keeps the old chunk loader.
    process.env.MF_BUILD_VERSION ??= `${release}-${Date.now().toString(36)}`;
    const isHost = kind === 'host';
    // A remote's standalone page (its own `main` entry) exists in development only (see externalRuntime).
    const standalone = isHost || isDev;
    const outDir = path.resolve(process.env.STACKFOLIO_OUT_DIR ?? path.join(packageDir, 'dist'));
    const scriptRule = createScriptRule(packageDir, name, isDev);
    const define = {
      'process.env.NODE_ENV': JSON.stringify(isDev ? 'development' : 'production'),
      // Which build of this package is live; shown as data-release on a remote's root element.
      'process.env.STACKFOLIO_RELEASE': JSON.stringify(release),
    };
    const ReactRefresh = isDev
      ? require('@rspack/plugin-react-refresh').ReactRefreshRspackPlugin
      : null;
    const web = {
      name,
      mode: isDev ? 'development' : 'production',
      context: packageDir,
      entry: standalone ? { main: './src/index.ts' } : {},
      devtool: isDev ? 'cheap-module-source-map' : 'source-map',
      target: 'web',
      output: {
        path: outDir,
        // Remotes are served from wherever their manifest lives; the host from the site root.
        publicPath: isHost ? '/' : 'auto',
        filename: isDev ? '[name].js' : '[name].[contenthash:10].js',
        chunkFilename: isDev ? '[name].js' : '[name].[contenthash:10].js',
        uniqueName: name,
        // The Node build (server/) is written by the other compiler of the same run.
        clean: { keep: new RegExp(`^${SERVER_DIR}(/|$)`) },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
        // shared-ui ships TypeScript sources; resolve them like our own files.
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        // @stackfolio/contract is bundled from its TypeScript source (its exports map's condition).
        conditionNames: ['@stackfolio/source', '...'],
        alias: { ...ZOD_FOR_THE_BROWSER, ...(isHost ? {} : BUNDLER_RUNTIME_AS_ESM) },
      },
      module: {
        rules: [scriptRule, { test: /\.(png|svg|jpe?g|gif|webp|ico)$/, type: 'asset' }],
      },
      optimization: {
        // Keep the federation runtime out of the hashed chunk names so cache busting is by content.
        moduleIds: isDev ? 'named' : 'deterministic',
        chunkIds: isDev ? 'named' : 'deterministic',
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(isHost ? {} : { filename: 'remoteEntry.js', exposes }),
          remotes: {},
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          shared: sharedFromPeers(packageDir),
          shareStrategy: 'loaded-first',
          runtimePlugins: [
            require.resolve('./retry-runtime-plugin.cjs'),
            require.resolve('./csp-nonce-runtime-plugin.cjs'),
          ],
          experiments: {
            optimization: runtimeOptimization(isHost),
            ...externalRuntime(isHost, isDev),
          },
        }),
        ...(standalone
          ? [
              new rspack.HtmlRspackPlugin({
                templateContent: htmlDocument(title, description),
                // A remote's standalone page must only load its own app, not the remote entry twice.
                chunks: ['main'],
              }),
            ]
          : []),
        new rspack.DefinePlugin(define),
        ...(ReactRefresh ? [new ReactRefresh()] : []),
        ...plugins,
      ],
      devServer: {
        port: devPort,
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: devProxy
          ? Object.entries(devProxy).map(([context, target]) => ({ context: [context], target }))
          : undefined,
      },
    };
    if (isDev) return web;
    // Production builds both halves of a release in one run (docs/architecture.md, flow 1).
    const server = createServerConfig({
      kind,
      name,
      outDir,
      exposes,
      shared: sharedFromPeers(packageDir),
      scriptRule: createScriptRule(packageDir, name, false, 'node 20'),
      define,
    });
    return [web, server];
  };
}

module.exports = { createRspackConfig, sharedFromPeers };
