const { frontEndJestConfig } = require('@stackfolio/shared-ui/jest');
module.exports = frontEndJestConfig(__dirname);
