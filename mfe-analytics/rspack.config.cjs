const { createRspackConfig } = require('@stackfolio/shared-ui/build');

module.exports = createRspackConfig({
  packageDir: __dirname,
  kind: 'remote',
  name: 'mfe_analytics',
  exposes: {
    './routes': './src/routes.tsx',
    './widgets': './src/widgets.tsx',
  },
  devPort: 3103,
  title: 'Stackfolio Analytics (standalone)',
});
