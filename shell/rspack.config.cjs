const { createRspackConfig } = require('@stackfolio/shared-ui/build');

module.exports = createRspackConfig({
  packageDir: __dirname,
  kind: 'host',
  name: 'shell',
  devPort: 3000,
  // In development the API runs on its own port; the dev server forwards to it.
  devProxy: {
    '/api': `http://localhost:${process.env.API_PORT ?? 3001}`,
    '/mf-config.json': `http://localhost:${process.env.API_PORT ?? 3001}`,
    '/uploads': `http://localhost:${process.env.API_PORT ?? 3001}`,
  },
});
