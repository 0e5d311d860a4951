const { frontEndJestConfig } = require('@stackfolio/shared-ui/jest');

const base = frontEndJestConfig(__dirname);
module.exports = { ...base, setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/src/test/setup.ts'] };
