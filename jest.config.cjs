// Runs the unit tests of the front-end packages and of content in one jest process (each keeps its own config).
module.exports = {
  projects: ['<rootDir>/content', '<rootDir>/shared-ui', '<rootDir>/shell', '<rootDir>/mfe-*'],
};
