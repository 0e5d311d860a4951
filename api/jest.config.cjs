/**
 * API tests: TypeScript through @swc/jest against a real database, two files at a time (each file
 * has a database of its own, and with REDIS_URL a Redis key prefix of its own).
 * file-type and its helpers, stream-json and stream-chain ship ESM only; they are transformed to
 * CommonJS for jest (plain Node 20.19+ require()s them natively at run time).
 */
const esmOnly = [
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer',
  'uint8array-extras',
  '@borewit',
  'stream-json',
  'stream-chain',
];

/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  // @stackfolio/contract from its TypeScript source (its exports map's "@stackfolio/source").
  testEnvironmentOptions: { customExportConditions: ['node', 'node-addons', '@stackfolio/source'] },
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.(t|j|mj)s$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'commonjs' },
      },
    ],
  },
  // file-type's exports offer only "import" under "node"; point jest at the same file.
  moduleNameMapper: { '^file-type$': require.resolve('file-type/node') },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  // The migrated schema each file's database is copied from (test/helpers/schema-template.ts).
  // Absolute: the page server's tests (web/) reuse this configuration from their own rootDir.
  globalSetup: `${__dirname}/test/global-setup.ts`,
  globalTeardown: `${__dirname}/test/global-teardown.ts`,
  testTimeout: 30000,
  // Each file's app, pools and modules are not all given back: a worker that grew past this is
  // replaced after its file (one process running every file ran out of heap at 4 GB).
  workerIdleMemoryLimit: '1GB',
};
