// Builds the floor page (floor-page.tsx) for production with rspack into `outDir`.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));

const HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="The floor page of the Stackfolio benchmark." />
    <link rel="icon" href="data:," />
    <title>Floor page</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** @returns {Promise<void>} resolves when `outDir` holds index.html and its script. */
export function buildFloor(outDir) {
  const { rspack } = require('@rspack/core');
  const compiler = rspack({
    mode: 'production',
    context: here,
    entry: './floor-page.tsx',
    output: { path: outDir, filename: '[name].[contenthash].js', clean: true, publicPath: '/' },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic' } },
            },
          },
        },
      ],
    },
    plugins: [new rspack.HtmlRspackPlugin({ templateContent: HTML })],
  });
  return new Promise((resolve, reject) =>
    compiler.run((err, stats) => {
      compiler.close(() => {});
      if (err) return reject(err);
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve();
    }),
  );
}
