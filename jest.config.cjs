// Runs the unit tests of every front-end package in one jest process (each keeps its own config).
module.exports = {
  projects: ['<rootDir>/shared-ui', '<rootDir>/shell', '<rootDir>/mfe-*'],
};
