const { frontEndJestConfig } = require('@stackfolio/shared-ui/jest');

const base = frontEndJestConfig(__dirname);
module.exports = {
  ...base,
  // Shared, busy machines: page tests that render the whole screen can take a few seconds.
  testTimeout: 20_000,
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/src/testing/setup.ts'],
};
