// The federation host: its entry in @stackfolio/contract's registry gives its name and dev port.
const { createFrontEndConfig } = require('@stackfolio/shared-ui/build');

const api = `http://localhost:${process.env.API_PORT ?? 3001}`;
module.exports = createFrontEndConfig(__dirname, {
  // In development the API runs on its own port; the dev server forwards to it.
  devProxy: { '/api': api, '/mf-config.json': api, '/uploads': api },
});
