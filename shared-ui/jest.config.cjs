const { frontEndJestConfig } = require('./build/jest-preset.cjs');
module.exports = frontEndJestConfig(__dirname);
