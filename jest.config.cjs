// Runs the unit tests of the front-end packages and of content in one jest process (each keeps its own config).
module.exports = {
  projects: ['<rootDir>/content', '<rootDir>/shared-ui', '<rootDir>/shell', '<rootDir>/mfe-*'],
  // A global option (a project's own testTimeout only applies when it runs alone): page tests
  // that render a whole screen can take a few seconds on a shared, busy machine.
  testTimeout: 20_000,
};
