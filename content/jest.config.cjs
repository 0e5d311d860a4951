/**
 * Content tests: TypeScript through @swc/jest in Node. The unified/remark/rehype/micromark
 * family, lowlight, github-slugger, strip-ansi and pdf.js ship ESM only; jest transforms them to
 * CommonJS (plain Node 20.19+ require()s them natively at run time).
 */
const esmOnly = [
  'unified',
  'bail',
  'devlop',
  'trough',
  'vfile[^/]*',
  'unist-[^/]+',
  'mdast-[^/]+',
  'micromark[^/]*',
  'hast-[^/]+',
  'hastscript',
  'remark-[^/]+',
  'rehype-[^/]+',
  'decode-named-character-reference',
  'character-entities[^/]*',
  'character-reference-invalid',
  'is-[^/]+',
  'ccount',
  'escape-string-regexp',
  'markdown-table',
  'longest-streak',
  'zwitch',
  'property-information',
  'space-separated-tokens',
  'comma-separated-tokens',
  'html-void-elements',
  'html-url-attributes',
  'stringify-entities',
  'trim-lines',
  'web-namespaces',
  'lowlight',
  'github-slugger',
  'strip-ansi',
  'ansi-regex',
  'parse5',
  'entities',
  'pdfjs-dist',
];

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'content',
  rootDir: __dirname,
  testEnvironment: 'node',
  // @stackfolio/contract from its TypeScript source (its exports map's "@stackfolio/source").
  testEnvironmentOptions: { customExportConditions: ['node', 'node-addons', '@stackfolio/source'] },
  roots: ['<rootDir>/test'],
  setupFiles: ['<rootDir>/test/support/pdf-globals.cjs'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '/node_modules/pdfjs-dist/.+\\.mjs$': '<rootDir>/test/support/import-meta-transform.cjs',
    '^.+\\.(t|j|mj)s$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  testTimeout: 30000,
};
