// Federation name, exposes and dev port: this remote's entry in @stackfolio/contract's registry.
const { createFrontEndConfig } = require('@stackfolio/shared-ui/build');

module.exports = createFrontEndConfig(__dirname);
