// @ts-check
/**
 * Jest settings for every front-end package (shared-ui, shell, remotes): TypeScript and JSX via
 * @swc/jest, a jsdom environment, jest-dom matchers.
 * @param {string} packageDir
 * @returns {import('jest').Config}
 */
function frontEndJestConfig(packageDir) {
  return {
    rootDir: packageDir,
    testEnvironment: require.resolve('./jsdom-environment.cjs'),
    // @stackfolio/contract from its TypeScript source (its exports map's "@stackfolio/source").
    testEnvironmentOptions: { customExportConditions: ['browser', '@stackfolio/source'] },
    roots: ['<rootDir>/src'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      '\\.(png|svg|jpe?g|gif|webp)$': require.resolve('./file-stub.cjs'),
    },
    setupFilesAfterEnv: [require.resolve('./jest-setup.cjs')],
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  };
}

module.exports = { frontEndJestConfig };
