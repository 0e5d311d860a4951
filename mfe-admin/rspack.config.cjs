const { createRspackConfig } = require('@stackfolio/shared-ui/build');

module.exports = createRspackConfig({
  packageDir: __dirname,
  kind: 'remote',
  name: 'mfe_admin',
  exposes: {
    './routes': './src/routes.tsx',
  },
  devPort: 3105,
  title: 'Stackfolio Admin (standalone)',
});
