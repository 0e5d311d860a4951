/**
 * Jest runs tests as CommonJS: pdf.js ships ES modules that read `import.meta.url`, which has no
 * CommonJS form. This transformer gives it the module's own file URL, then compiles with swc like
 * every other file.
 */
const { createTransformer } = require('@swc/jest');

const swc = createTransformer({
  jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' },
  module: { type: 'commonjs' },
});

const withFileUrl = (source) =>
  source.replaceAll('import.meta.url', '("file://" + encodeURI(__filename))');

module.exports = {
  process: (source, file, options) => swc.process(withFileUrl(source), file, options),
  getCacheKey: (source, file, options) => swc.getCacheKey(withFileUrl(source), file, options),
};
